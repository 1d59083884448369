ALTER TABLE "fan_profiles" ADD COLUMN "mail_mode" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "digest_day" date;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id","created_at") WHERE state = 'digest';