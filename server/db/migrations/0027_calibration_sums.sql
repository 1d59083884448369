CREATE TABLE "calibration_sum_deltas" (
	"xid" bigint DEFAULT txid_current() NOT NULL,
	"kind" text NOT NULL,
	"season" integer NOT NULL,
	"bin" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"reconstructed" integer DEFAULT 0 NOT NULL,
	"sum_p" numeric DEFAULT '0' NOT NULL,
	"sum_observed" numeric DEFAULT '0' NOT NULL,
	"sum_squared" numeric DEFAULT '0' NOT NULL,
	"sum_log_loss" numeric DEFAULT '0' NOT NULL,
	"sum_baseline_squared" numeric DEFAULT '0' NOT NULL,
	"sum_hits" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibration_sums" (
	"kind" text NOT NULL,
	"season" integer NOT NULL,
	"bin" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"reconstructed" integer DEFAULT 0 NOT NULL,
	"sum_p" numeric DEFAULT '0' NOT NULL,
	"sum_observed" numeric DEFAULT '0' NOT NULL,
	"sum_squared" numeric DEFAULT '0' NOT NULL,
	"sum_log_loss" numeric DEFAULT '0' NOT NULL,
	"sum_baseline_squared" numeric DEFAULT '0' NOT NULL,
	"sum_hits" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "calibration_sums_pk" PRIMARY KEY("kind","season","bin")
);
--> statement-breakpoint
CREATE INDEX "calibration_sum_deltas_xid_idx" ON "calibration_sum_deltas" USING btree ("xid");--> statement-breakpoint
-- Every stored prediction the calibration scores, with the terms it adds to its bin (app/lib/ratings/calibration.ts
-- summarizeTotals): a bout's side-A probability once the bout is completed with a win or a draw (forfeits and
-- no-contests say nothing about the model), in the year (UTC) it was fought; a team match's home probability once it
-- has a winner, in its tournament's year. `observed` is what happened (1, 0, a draw ½). Each term is rounded to
-- numeric's 15 digits, so sums of them are exact whatever order they are added and taken away in.
CREATE VIEW "calibration_scored" AS
  SELECT s.kind, s.id, s.season, least(9, greatest(0, floor(s.p * 10)))::smallint AS bin, s.reconstructed::int AS reconstructed,
    s.p::numeric AS p, s.o::numeric AS observed, ((s.p - s.o) ^ 2)::numeric AS squared,
    (-(s.o * ln(least(1 - 1e-6, greatest(1e-6, s.p))) + (1 - s.o) * ln(1 - least(1 - 1e-6, greatest(1e-6, s.p)))))::numeric AS log_loss,
    ((0.5 - s.o) ^ 2)::numeric AS baseline_squared,
    (CASE WHEN s.o = 0.5 OR s.p = 0.5 THEN 0.5 WHEN (s.p > 0.5) = (s.o = 1) THEN 1 ELSE 0 END)::numeric AS hits
  FROM (
    SELECT 'bout'::text AS kind, b.id, extract(year FROM b.fought_at AT TIME ZONE 'UTC')::int AS season, p.p_a AS p,
      (CASE WHEN b.winner_id = b.athlete_a_id THEN 1 WHEN b.winner_id = b.athlete_b_id THEN 0 ELSE 0.5 END)::double precision AS o,
      p.source = 'reconstructed' AS reconstructed
    FROM "bout_predictions" p JOIN "bouts" b ON b.id = p.bout_id
    WHERE b.status = 'completed' AND (b.winner_id IS NOT NULL OR b.method = 'draw')
    UNION ALL
    SELECT 'team_match'::text, m.id, extract(year FROM t.event_date AT TIME ZONE 'UTC')::int, p.p_home,
      (CASE WHEN m.winner_team_id = m.home_team_id THEN 1 ELSE 0 END)::double precision,
      p.source = 'reconstructed'
    FROM "team_match_predictions" p JOIN "team_matches" m ON m.id = p.team_match_id JOIN "tournaments" t ON t.id = m.tournament_id
    WHERE m.winner_team_id IS NOT NULL
  ) s;--> statement-breakpoint
-- What `calibration_sums` caches, recomputed: `npm run verify` compares the two, the rebuild below writes this.
CREATE VIEW "calibration_sums_recomputed" AS
  SELECT kind, season, bin, count(*)::int AS n, sum(reconstructed)::int AS reconstructed, sum(p) AS sum_p,
    sum(observed) AS sum_observed, sum(squared) AS sum_squared, sum(log_loss) AS sum_log_loss,
    sum(baseline_squared) AS sum_baseline_squared, sum(hits) AS sum_hits
  FROM "calibration_scored" GROUP BY kind, season, bin;--> statement-breakpoint
-- The scored rows given (bouts' or team matches' ids) added (sign 1) or taken away (-1), as pending deltas of this
-- transaction: the triggers take them away before a change (the rows as they were) and add them after it.
CREATE FUNCTION "calibration_take"(scored_kind text, ids uuid[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "calibration_sum_deltas" (kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits)
  SELECT kind, season, bin, sign * count(*)::int, sign * sum(reconstructed)::int, sign * sum(p), sign * sum(observed), sign * sum(squared),
    sign * sum(log_loss), sign * sum(baseline_squared), sign * sum(hits)
  FROM "calibration_scored" WHERE kind = scored_kind AND id = ANY(ids)
  GROUP BY kind, season, bin
$$;--> statement-breakpoint
-- At the commit (a deferred trigger, so after every other lock the transaction takes), the transaction's deltas are
-- summed per key and applied in key order: two transactions never take the sums' rows in opposite orders, and hold
-- them only for their commit. A change that cancels out (a prediction taken away and added back) touches no row.
CREATE FUNCTION "apply_calibration_sum_deltas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH taken AS (DELETE FROM "calibration_sum_deltas" WHERE xid = txid_current() RETURNING *)
  INSERT INTO "calibration_sums" AS s (kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits)
  SELECT kind, season, bin, sum(n), sum(reconstructed), sum(sum_p), sum(sum_observed), sum(sum_squared), sum(sum_log_loss),
    sum(sum_baseline_squared), sum(sum_hits)
  FROM taken GROUP BY kind, season, bin
  HAVING sum(n) <> 0 OR sum(reconstructed) <> 0 OR sum(sum_p) <> 0 OR sum(sum_observed) <> 0 OR sum(sum_squared) <> 0
    OR sum(sum_log_loss) <> 0 OR sum(sum_baseline_squared) <> 0 OR sum(sum_hits) <> 0
  ORDER BY kind, season, bin
  ON CONFLICT (kind, season, bin) DO UPDATE SET n = s.n + excluded.n, reconstructed = s.reconstructed + excluded.reconstructed,
    sum_p = s.sum_p + excluded.sum_p, sum_observed = s.sum_observed + excluded.sum_observed, sum_squared = s.sum_squared + excluded.sum_squared,
    sum_log_loss = s.sum_log_loss + excluded.sum_log_loss, sum_baseline_squared = s.sum_baseline_squared + excluded.sum_baseline_squared,
    sum_hits = s.sum_hits + excluded.sum_hits;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "calibration_sum_deltas_apply" AFTER INSERT ON "calibration_sum_deltas" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_calibration_sum_deltas"();--> statement-breakpoint
-- A row that changes what is scored: before the change its scored rows are taken away, after it they are added
-- (TG_ARGV[0] the kind). A tournament's date moves its team matches' season.
CREATE FUNCTION "calibration_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  ids uuid[];
BEGIN
  IF TG_WHEN = 'BEFORE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'tournaments' THEN
    ids := ARRAY(SELECT m.id FROM "team_matches" m WHERE m.tournament_id = changed.id);
  ELSIF TG_TABLE_NAME = 'bout_predictions' THEN
    ids := ARRAY[changed.bout_id];
  ELSIF TG_TABLE_NAME = 'team_match_predictions' THEN
    ids := ARRAY[changed.team_match_id];
  ELSE
    ids := ARRAY[changed.id];
  END IF;
  PERFORM "calibration_take"(TG_ARGV[0], ids, CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  IF TG_WHEN = 'AFTER' THEN RETURN NULL; ELSIF TG_OP = 'DELETE' THEN RETURN OLD; ELSE RETURN NEW; END IF;
END
$$;--> statement-breakpoint
-- Predictions stored (one bout's, or a seed's million in one statement): added in one query.
CREATE FUNCTION "calibration_predictions_stored"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bout_predictions' THEN
    PERFORM "calibration_take"('bout', ARRAY(SELECT n.bout_id FROM new_rows n), 1);
  ELSE
    PERFORM "calibration_take"('team_match', ARRAY(SELECT n.team_match_id FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bout_predictions_calibration_insert" AFTER INSERT ON "bout_predictions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calibration_predictions_stored"();--> statement-breakpoint
CREATE TRIGGER "bout_predictions_calibration_before" BEFORE UPDATE OR DELETE ON "bout_predictions" FOR EACH ROW EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "bout_predictions_calibration_after" AFTER UPDATE ON "bout_predictions" FOR EACH ROW EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "team_match_predictions_calibration_insert" AFTER INSERT ON "team_match_predictions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calibration_predictions_stored"();--> statement-breakpoint
CREATE TRIGGER "team_match_predictions_calibration_before" BEFORE UPDATE OR DELETE ON "team_match_predictions" FOR EACH ROW EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
CREATE TRIGGER "team_match_predictions_calibration_after" AFTER UPDATE ON "team_match_predictions" FOR EACH ROW EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
-- A result recorded, corrected (winner swapped, made a draw) or removed, a bout moved to another date or deleted;
-- live scoring's updates (score, clock) change none of these columns and fire nothing.
CREATE TRIGGER "bouts_calibration_before_update" BEFORE UPDATE ON "bouts" FOR EACH ROW
  WHEN ((OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "bouts_calibration_after_update" AFTER UPDATE ON "bouts" FOR EACH ROW
  WHEN ((OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
-- Before the delete, while the bout and its prediction are still there (the prediction goes with it by cascade).
CREATE TRIGGER "bouts_calibration_delete" BEFORE DELETE ON "bouts" FOR EACH ROW WHEN (OLD.status = 'completed')
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "team_matches_calibration_before_update" BEFORE UPDATE ON "team_matches" FOR EACH ROW
  WHEN ((OLD.winner_team_id, OLD.home_team_id, OLD.tournament_id) IS DISTINCT FROM (NEW.winner_team_id, NEW.home_team_id, NEW.tournament_id))
  EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
CREATE TRIGGER "team_matches_calibration_after_update" AFTER UPDATE ON "team_matches" FOR EACH ROW
  WHEN ((OLD.winner_team_id, OLD.home_team_id, OLD.tournament_id) IS DISTINCT FROM (NEW.winner_team_id, NEW.home_team_id, NEW.tournament_id))
  EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
CREATE TRIGGER "team_matches_calibration_delete" BEFORE DELETE ON "team_matches" FOR EACH ROW WHEN (OLD.winner_team_id IS NOT NULL)
  EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
CREATE TRIGGER "tournaments_calibration_before_update" BEFORE UPDATE OF "event_date" ON "tournaments" FOR EACH ROW
  WHEN (extract(year FROM OLD.event_date AT TIME ZONE 'UTC') <> extract(year FROM NEW.event_date AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
CREATE TRIGGER "tournaments_calibration_after_update" AFTER UPDATE OF "event_date" ON "tournaments" FOR EACH ROW
  WHEN (extract(year FROM OLD.event_date AT TIME ZONE 'UTC') <> extract(year FROM NEW.event_date AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION "calibration_row_changed"('team_match');--> statement-breakpoint
-- The sums made again from the predictions (the migration, `npm run verify -- --repair`, a test): this transaction's
-- pending deltas are dropped, as the recomputation already counts its writes.
CREATE FUNCTION "rebuild_calibration_sums"() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE "calibration_sums" IN EXCLUSIVE MODE;
  DELETE FROM "calibration_sum_deltas" WHERE xid = txid_current();
  DELETE FROM "calibration_sums";
  INSERT INTO "calibration_sums" (kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits)
  SELECT kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits FROM "calibration_sums_recomputed";
$$;--> statement-breakpoint
SELECT "rebuild_calibration_sums"();
