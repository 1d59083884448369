CREATE TYPE "public"."app_role" AS ENUM('admin');--> statement-breakpoint
CREATE TYPE "public"."tournament_status" AS ENUM('upcoming', 'live', 'completed');--> statement-breakpoint
CREATE TYPE "public"."weight_class" AS ENUM('featherweight', 'lightweight', 'middleweight', 'light_heavyweight', 'heavyweight');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" "app_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key" UNIQUE("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athletes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"country" text NOT NULL,
	"weight_class" "weight_class" NOT NULL,
	"team_id" uuid,
	"photo_url" text,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"total_matches" integer DEFAULT 0 NOT NULL,
	"submissions_for" integer DEFAULT 0 NOT NULL,
	"submissions_against" integer DEFAULT 0 NOT NULL,
	"takedowns_scored" integer DEFAULT 0 NOT NULL,
	"takedown_defense_percent" real,
	"control_time_total" integer DEFAULT 0 NOT NULL,
	"rating_elo" integer DEFAULT 1500 NOT NULL,
	"style_background" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio_short" text,
	"height_cm" integer,
	"reach_cm" integer,
	"stance" text,
	"win_streak" integer DEFAULT 0 NOT NULL,
	"rank_bjj" text,
	"avg_time_to_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athletes_country_code" CHECK ("athletes"."country" ~ '^[A-Z]{3}$'),
	CONSTRAINT "athletes_counts_non_negative" CHECK ("athletes"."wins" >= 0 and "athletes"."losses" >= 0 and "athletes"."total_matches" >= 0 and "athletes"."submissions_for" >= 0 and "athletes"."submissions_against" >= 0 and "athletes"."takedowns_scored" >= 0 and "athletes"."control_time_total" >= 0 and "athletes"."win_streak" >= 0),
	CONSTRAINT "athletes_record_fits_matches" CHECK ("athletes"."wins" + "athletes"."losses" <= "athletes"."total_matches"),
	CONSTRAINT "athletes_submissions_fit_wins" CHECK ("athletes"."submissions_for" <= "athletes"."wins"),
	CONSTRAINT "athletes_streak_fits_wins" CHECK ("athletes"."win_streak" <= "athletes"."wins"),
	CONSTRAINT "athletes_td_defense_percent" CHECK ("athletes"."takedown_defense_percent" is null or ("athletes"."takedown_defense_percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"city" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"location_city" text NOT NULL,
	"location_country" text NOT NULL,
	"status" "tournament_status" DEFAULT 'upcoming' NOT NULL,
	"image_url" text,
	"description" text,
	"champion_team" text,
	"runner_up_team" text,
	"broadcast_url" text,
	"prize_pool" text,
	"venue_details" text,
	"rules_pdf_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "athletes_rating_elo_idx" ON "athletes" USING btree ("rating_elo" DESC NULLS LAST,"full_name");--> statement-breakpoint
CREATE INDEX "athletes_team_id_idx" ON "athletes" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "athletes_country_idx" ON "athletes" USING btree ("country");--> statement-breakpoint
CREATE INDEX "athletes_weight_class_idx" ON "athletes" USING btree ("weight_class");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsors_display_order_idx" ON "sponsors" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "tournaments_event_date_idx" ON "tournaments" USING btree ("event_date");