ALTER TABLE "athletes" ADD COLUMN "prior_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_losses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_total_matches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_submissions_for" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_submissions_against" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_takedowns_scored" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_takedown_defense_percent" real;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_control_time_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_win_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_avg_time_to_score" real;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "prior_rating_elo" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_prior_record" CHECK ("athletes"."prior_wins" >= 0 and "athletes"."prior_losses" >= 0 and "athletes"."prior_submissions_for" >= 0 and "athletes"."prior_submissions_against" >= 0 and "athletes"."prior_takedowns_scored" >= 0 and "athletes"."prior_control_time_total" >= 0 and "athletes"."prior_win_streak" >= 0 and "athletes"."prior_wins" + "athletes"."prior_losses" <= "athletes"."prior_total_matches" and "athletes"."prior_submissions_for" <= "athletes"."prior_wins" and "athletes"."prior_win_streak" <= "athletes"."prior_wins");--> statement-breakpoint
-- What staff typed until now becomes the prior record, so every number a visitor sees stays as it was.
UPDATE "athletes" SET "prior_wins" = "wins", "prior_losses" = "losses", "prior_total_matches" = "total_matches", "prior_submissions_for" = "submissions_for", "prior_submissions_against" = "submissions_against", "prior_takedowns_scored" = "takedowns_scored", "prior_takedown_defense_percent" = "takedown_defense_percent", "prior_control_time_total" = "control_time_total", "prior_win_streak" = "win_streak", "prior_avg_time_to_score" = "avg_time_to_score", "prior_rating_elo" = "rating_elo";
