CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "bio_short_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "content_ru" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_pool_ru" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "venue_details_ru" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);