CREATE TABLE "fan_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_visit_at" timestamp with time zone,
	"calendar_token" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"spoiler_free" boolean DEFAULT false NOT NULL,
	"mail_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fan_profiles_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"notify" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "follows_kind" CHECK ("follows"."kind" in ('athlete', 'team', 'tournament'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"revision" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_channel_idx" ON "notifications" USING btree ("key","channel");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("channel","next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");