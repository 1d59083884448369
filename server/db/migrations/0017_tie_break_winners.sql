ALTER TABLE "team_matches" ADD COLUMN "winner_team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_winner_team_id_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The season totals count a team match's winner as stored (by bouts or on the tie-break ladder) instead of "two bout
-- wins": a team match won on submissions, penalties, points or the tie-break bout is a win and a loss like any other.
CREATE OR REPLACE FUNCTION "team_match_contributions"(rows_json jsonb, sign integer) RETURNS TABLE(season integer, team_id uuid, team_matches integer, match_wins integer, match_losses integer, bouts_won integer, bouts_lost integer, submissions integer) LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM t.event_date AT TIME ZONE 'UTC')::int, side.team_id, sign, sign * side.win, sign * side.loss, sign * side.won, sign * side.lost, sign * side.subs
  FROM jsonb_to_recordset(rows_json) AS r(tournament_id uuid, home_team_id uuid, away_team_id uuid, winner_team_id uuid, home_score int, away_score int, home_submissions int, away_submissions int)
  JOIN "tournaments" t ON t.id = r.tournament_id
  CROSS JOIN LATERAL (VALUES
    (r.home_team_id, r.home_score, r.away_score, r.home_submissions, (r.winner_team_id IS NOT NULL AND r.winner_team_id = r.home_team_id)::int, (r.winner_team_id IS NOT NULL AND r.winner_team_id = r.away_team_id)::int),
    (r.away_team_id, r.away_score, r.home_score, r.away_submissions, (r.winner_team_id IS NOT NULL AND r.winner_team_id = r.away_team_id)::int, (r.winner_team_id IS NOT NULL AND r.winner_team_id = r.home_team_id)::int)
  ) AS side(team_id, won, lost, subs, win, loss)
  WHERE side.team_id IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_matches_season_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), '[]');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "apply_team_season_deltas"('[]', (SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  ELSE
    -- Most updates (status, time, card order) change nothing the totals count: leave at once.
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.tournament_id, o.home_team_id, o.away_team_id, o.winner_team_id, o.home_score, o.away_score, o.home_submissions, o.away_submissions)
        IS DISTINCT FROM (n.tournament_id, n.home_team_id, n.away_team_id, n.winner_team_id, n.home_score, n.away_score, n.home_submissions, n.away_submissions)
    ) THEN
      RETURN NULL;
    END IF;
    PERFORM "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), (SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  END IF;
  DELETE FROM "team_season_stats" WHERE team_matches = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Backfill: every decided team match gets its decided_by, winner and status (rows written before advancement kept
-- them, and seeded rows, had none). The same ladder as app/lib/season/tie-break.ts (decideTeamMatch): two bout wins;
-- after the three regular bouts more bout wins, then more submission wins, fewer penalty points, more points, and the
-- tie-break bout. From now on advancement keeps them in each result's transaction.
WITH regular AS (
  SELECT b.team_match_id AS id,
    count(*) FILTER (WHERE b.status = 'completed') AS done,
    count(*) FILTER (WHERE b.status = 'completed' AND b.winner_id = b.athlete_a_id) AS hw,
    count(*) FILTER (WHERE b.status = 'completed' AND b.winner_id = b.athlete_b_id) AS aw,
    count(*) FILTER (WHERE b.status = 'completed' AND b.winner_id = b.athlete_a_id AND b.method = 'submission') AS hs,
    count(*) FILTER (WHERE b.status = 'completed' AND b.winner_id = b.athlete_b_id AND b.method = 'submission') AS aws,
    coalesce(sum(b.score_a) FILTER (WHERE b.status = 'completed'), 0) AS hp,
    coalesce(sum(b.score_b) FILTER (WHERE b.status = 'completed'), 0) AS ap
  FROM "bouts" b WHERE NOT b.exhibition AND b.bout_order <= 3 GROUP BY b.team_match_id
), penalties AS (
  SELECT b.team_match_id AS id,
    coalesce(-sum(e.points) FILTER (WHERE e.athlete_id = b.athlete_a_id), 0) AS hpen,
    coalesce(-sum(e.points) FILTER (WHERE e.athlete_id = b.athlete_b_id), 0) AS apen
  FROM "bouts" b JOIN "bout_events" e ON e.bout_id = b.id AND e.points < 0 AND e.undone_at IS NULL
  WHERE NOT b.exhibition AND b.bout_order <= 3 AND b.status = 'completed' GROUP BY b.team_match_id
), golden AS (
  SELECT DISTINCT ON (b.team_match_id) b.team_match_id AS id, CASE WHEN b.winner_id = b.athlete_a_id THEN 'home' ELSE 'away' END AS side
  FROM "bouts" b WHERE NOT b.exhibition AND b.bout_order > 3 AND b.status = 'completed' AND b.winner_id IS NOT NULL
  ORDER BY b.team_match_id, b.bout_order
), steps AS (
  SELECT r.*, coalesce(p.hpen, 0) AS hpen, coalesce(p.apen, 0) AS apen, g.side AS golden,
    CASE WHEN r.hw >= 2 OR r.aw >= 2 THEN 'bouts' WHEN r.done < 3 THEN NULL WHEN r.hw <> r.aw THEN 'bouts'
      WHEN r.hs <> r.aws THEN 'submissions' WHEN coalesce(p.hpen, 0) <> coalesce(p.apen, 0) THEN 'penalties'
      WHEN r.hp <> r.ap THEN 'points' WHEN g.side IS NOT NULL THEN 'tie_break_bout' END AS step
  FROM regular r LEFT JOIN penalties p ON p.id = r.id LEFT JOIN golden g ON g.id = r.id
), decided AS (
  SELECT id, step, CASE step
      WHEN 'bouts' THEN CASE WHEN hw > aw THEN 'home' ELSE 'away' END
      WHEN 'submissions' THEN CASE WHEN hs > aws THEN 'home' ELSE 'away' END
      WHEN 'penalties' THEN CASE WHEN hpen < apen THEN 'home' ELSE 'away' END
      WHEN 'points' THEN CASE WHEN hp > ap THEN 'home' ELSE 'away' END
      WHEN 'tie_break_bout' THEN golden END AS side
  FROM steps
)
UPDATE "team_matches" tm SET
  "decided_by" = d.step,
  "winner_team_id" = CASE d.side WHEN 'home' THEN tm.home_team_id WHEN 'away' THEN tm.away_team_id END,
  "status" = CASE WHEN d.step IS NOT NULL THEN 'completed'::match_status ELSE tm.status END
FROM (SELECT m.id, d.step, d.side FROM "team_matches" m LEFT JOIN decided d ON d.id = m.id) d
WHERE tm.id = d.id
  AND (tm.decided_by, tm.winner_team_id, tm.status) IS DISTINCT FROM
    (d.step, CASE d.side WHEN 'home' THEN tm.home_team_id WHEN 'away' THEN tm.away_team_id END, CASE WHEN d.step IS NOT NULL THEN 'completed'::match_status ELSE tm.status END);
--> statement-breakpoint
-- The season totals again from scratch, counted the new way.
DELETE FROM "team_season_stats";--> statement-breakpoint
SELECT "apply_team_season_deltas"((SELECT coalesce(jsonb_agg(to_jsonb(tm)), '[]') FROM "team_matches" tm), '[]');
