ALTER TABLE "team_matches" ADD COLUMN "home_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "away_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "home_submissions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "away_submissions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each team match's score, kept in step with its bouts by statement-level triggers (set-based: a bulk insert of a
-- million bouts refreshes each team match once). Counted as standings count: completed, non-exhibition bouts.
CREATE FUNCTION "refresh_team_match_scores"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "team_matches" tm SET "home_score" = s.home_score, "away_score" = s.away_score, "home_submissions" = s.home_submissions, "away_submissions" = s.away_submissions
  FROM (
    SELECT m.id,
      count(b.id) FILTER (WHERE b.winner_id = b.athlete_a_id)::smallint AS home_score,
      count(b.id) FILTER (WHERE b.winner_id = b.athlete_b_id)::smallint AS away_score,
      count(b.id) FILTER (WHERE b.winner_id = b.athlete_a_id AND b.method = 'submission')::smallint AS home_submissions,
      count(b.id) FILTER (WHERE b.winner_id = b.athlete_b_id AND b.method = 'submission')::smallint AS away_submissions
    FROM unnest(ids) AS m(id)
    LEFT JOIN "bouts" b ON b.team_match_id = m.id AND b.exhibition = false AND b.status = 'completed'
    GROUP BY m.id
  ) s
  WHERE tm.id = s.id AND (tm.home_score, tm.away_score, tm.home_submissions, tm.away_submissions) IS DISTINCT FROM (s.home_score, s.away_score, s.home_submissions, s.away_submissions)
$$;--> statement-breakpoint
CREATE FUNCTION "bouts_refresh_team_match_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_team_match_scores"(ARRAY(SELECT DISTINCT team_match_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_team_match_scores"(ARRAY(SELECT DISTINCT team_match_id FROM old_rows));
  ELSE
    PERFORM "refresh_team_match_scores"(ARRAY(SELECT team_match_id FROM new_rows UNION SELECT team_match_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bouts_team_match_scores_insert" AFTER INSERT ON "bouts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bouts_refresh_team_match_scores"();--> statement-breakpoint
CREATE TRIGGER "bouts_team_match_scores_update" AFTER UPDATE ON "bouts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bouts_refresh_team_match_scores"();--> statement-breakpoint
CREATE TRIGGER "bouts_team_match_scores_delete" AFTER DELETE ON "bouts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bouts_refresh_team_match_scores"();--> statement-breakpoint
SELECT "refresh_team_match_scores"(ARRAY(SELECT "id" FROM "team_matches"));
--> statement-breakpoint
-- A season's standings read only this index (tournament first, the scores included): no visit to the team matches.
CREATE INDEX "team_matches_scores_idx" ON "team_matches" USING btree ("tournament_id") INCLUDE ("home_team_id", "away_team_id", "home_score", "away_score", "home_submissions", "away_submissions");
--> statement-breakpoint
-- Each team's season totals (the /teams standings), kept in step with the team matches by statement-level triggers
-- that add each changed team match's new contribution and take away its old one, so a season's table is a read of a
-- few rows however many team matches it holds. A season is the calendar year (UTC) of the tournament's date.
CREATE TABLE "team_season_stats" (
	"season" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"team_matches" integer DEFAULT 0 NOT NULL,
	"match_wins" integer DEFAULT 0 NOT NULL,
	"match_losses" integer DEFAULT 0 NOT NULL,
	"bouts_won" integer DEFAULT 0 NOT NULL,
	"bouts_lost" integer DEFAULT 0 NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_season_stats_pk" PRIMARY KEY("season","team_id")
);--> statement-breakpoint
CREATE FUNCTION "team_match_contributions"(rows_json jsonb, sign integer) RETURNS TABLE(season integer, team_id uuid, team_matches integer, match_wins integer, match_losses integer, bouts_won integer, bouts_lost integer, submissions integer) LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM t.event_date AT TIME ZONE 'UTC')::int, side.team_id, sign, sign * side.win, sign * side.loss, sign * side.won, sign * side.lost, sign * side.subs
  FROM jsonb_to_recordset(rows_json) AS r(tournament_id uuid, home_team_id uuid, away_team_id uuid, home_score int, away_score int, home_submissions int, away_submissions int)
  JOIN "tournaments" t ON t.id = r.tournament_id
  CROSS JOIN LATERAL (VALUES
    (r.home_team_id, r.home_score, r.away_score, r.home_submissions, (r.home_score >= 2 AND r.home_score > r.away_score)::int, (r.away_score >= 2 AND r.away_score > r.home_score)::int),
    (r.away_team_id, r.away_score, r.home_score, r.away_submissions, (r.away_score >= 2 AND r.away_score > r.home_score)::int, (r.home_score >= 2 AND r.home_score > r.away_score)::int)
  ) AS side(team_id, won, lost, subs, win, loss)
$$;--> statement-breakpoint
CREATE FUNCTION "apply_team_season_deltas"(added jsonb, removed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "team_season_stats" AS s (season, team_id, team_matches, match_wins, match_losses, bouts_won, bouts_lost, submissions)
  SELECT season, team_id, sum(team_matches), sum(match_wins), sum(match_losses), sum(bouts_won), sum(bouts_lost), sum(submissions)
  FROM (SELECT * FROM "team_match_contributions"(added, 1) UNION ALL SELECT * FROM "team_match_contributions"(removed, -1)) d
  GROUP BY season, team_id
  HAVING sum(team_matches) <> 0 OR sum(match_wins) <> 0 OR sum(match_losses) <> 0 OR sum(bouts_won) <> 0 OR sum(bouts_lost) <> 0 OR sum(submissions) <> 0
  ON CONFLICT (season, team_id) DO UPDATE SET team_matches = s.team_matches + excluded.team_matches, match_wins = s.match_wins + excluded.match_wins,
    match_losses = s.match_losses + excluded.match_losses, bouts_won = s.bouts_won + excluded.bouts_won, bouts_lost = s.bouts_lost + excluded.bouts_lost,
    submissions = s.submissions + excluded.submissions
$$;--> statement-breakpoint
CREATE FUNCTION "team_matches_season_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), '[]');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_team_season_deltas"('[]', (SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  ELSE
    -- Most updates (status, time, card order) change nothing the totals count: leave at once.
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.tournament_id, o.home_team_id, o.away_team_id, o.home_score, o.away_score, o.home_submissions, o.away_submissions)
        IS DISTINCT FROM (n.tournament_id, n.home_team_id, n.away_team_id, n.home_score, n.away_score, n.home_submissions, n.away_submissions)
    ) THEN
      RETURN NULL;
    END IF;
    PERFORM "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), (SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  END IF;
  DELETE FROM "team_season_stats" WHERE team_matches = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_matches_season_stats_insert" AFTER INSERT ON "team_matches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_matches_season_stats"();--> statement-breakpoint
CREATE TRIGGER "team_matches_season_stats_update" AFTER UPDATE ON "team_matches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_matches_season_stats"();--> statement-breakpoint
CREATE TRIGGER "team_matches_season_stats_delete" AFTER DELETE ON "team_matches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_matches_season_stats"();--> statement-breakpoint
-- A tournament moved to another year moves its team matches' totals to that season.
CREATE FUNCTION "tournaments_season_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF extract(year FROM OLD.event_date AT TIME ZONE 'UTC') = extract(year FROM NEW.event_date AT TIME ZONE 'UTC') THEN RETURN NULL; END IF;
  -- Taken away under the old date (the row is already updated, so the old year is applied by hand), added under the new.
  UPDATE "team_season_stats" s SET team_matches = s.team_matches - d.team_matches, match_wins = s.match_wins - d.match_wins, match_losses = s.match_losses - d.match_losses,
    bouts_won = s.bouts_won - d.bouts_won, bouts_lost = s.bouts_lost - d.bouts_lost, submissions = s.submissions - d.submissions
  FROM (
    SELECT team_id, sum(team_matches)::int AS team_matches, sum(match_wins)::int AS match_wins, sum(match_losses)::int AS match_losses, sum(bouts_won)::int AS bouts_won, sum(bouts_lost)::int AS bouts_lost, sum(submissions)::int AS submissions
    FROM "team_match_contributions"((SELECT coalesce(jsonb_agg(to_jsonb(tm)), '[]') FROM "team_matches" tm WHERE tm.tournament_id = NEW.id), 1)
    GROUP BY team_id
  ) d
  WHERE s.season = extract(year FROM OLD.event_date AT TIME ZONE 'UTC')::int AND s.team_id = d.team_id;
  PERFORM "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(tm)), '[]') FROM "team_matches" tm WHERE tm.tournament_id = NEW.id), '[]');
  DELETE FROM "team_season_stats" WHERE team_matches = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tournaments_season_stats" AFTER UPDATE OF "event_date" ON "tournaments" FOR EACH ROW EXECUTE FUNCTION "tournaments_season_stats"();--> statement-breakpoint
SELECT "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(tm)), '[]') FROM "team_matches" tm), '[]');--> statement-breakpoint
CREATE INDEX "athletes_team_rating_idx" ON "athletes" USING btree ("team_id","rating_elo");
