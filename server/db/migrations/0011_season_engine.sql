ALTER TYPE "public"."team_match_stage" ADD VALUE 'round_of_64' BEFORE 'quarterfinal';--> statement-breakpoint
ALTER TYPE "public"."team_match_stage" ADD VALUE 'round_of_32' BEFORE 'quarterfinal';--> statement-breakpoint
ALTER TYPE "public"."team_match_stage" ADD VALUE 'round_of_16' BEFORE 'quarterfinal';--> statement-breakpoint
CREATE TABLE "tournament_formats" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_matches" ALTER COLUMN "home_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ALTER COLUMN "away_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "home_source" jsonb;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "away_source" jsonb;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "group_label" text;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "tournament_formats" ADD CONSTRAINT "tournament_formats_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_matches_home_source_idx" ON "team_matches" USING btree (("home_source"->>'from_team_match_id'));--> statement-breakpoint
CREATE INDEX "team_matches_away_source_idx" ON "team_matches" USING btree (("away_source"->>'from_team_match_id'));--> statement-breakpoint
-- A knockout slot whose team is not known yet counts for no team's season totals (0010's function, sides without a team left out).
CREATE OR REPLACE FUNCTION "team_match_contributions"(rows_json jsonb, sign integer) RETURNS TABLE(season integer, team_id uuid, team_matches integer, match_wins integer, match_losses integer, bouts_won integer, bouts_lost integer, submissions integer) LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM t.event_date AT TIME ZONE 'UTC')::int, side.team_id, sign, sign * side.win, sign * side.loss, sign * side.won, sign * side.lost, sign * side.subs
  FROM jsonb_to_recordset(rows_json) AS r(tournament_id uuid, home_team_id uuid, away_team_id uuid, home_score int, away_score int, home_submissions int, away_submissions int)
  JOIN "tournaments" t ON t.id = r.tournament_id
  CROSS JOIN LATERAL (VALUES
    (r.home_team_id, r.home_score, r.away_score, r.home_submissions, (r.home_score >= 2 AND r.home_score > r.away_score)::int, (r.away_score >= 2 AND r.away_score > r.home_score)::int),
    (r.away_team_id, r.away_score, r.home_score, r.away_submissions, (r.away_score >= 2 AND r.away_score > r.home_score)::int, (r.home_score >= 2 AND r.home_score > r.away_score)::int)
  ) AS side(team_id, won, lost, subs, win, loss)
  WHERE side.team_id IS NOT NULL
$$;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_decided_by" CHECK ("decided_by" IS NULL OR "decided_by" IN ('bouts', 'submissions', 'penalties', 'points', 'tie_break_bout'));--> statement-breakpoint
-- Team matches already won on bouts say so.
UPDATE "team_matches" SET "decided_by" = 'bouts' WHERE "home_score" >= 2 OR "away_score" >= 2;
