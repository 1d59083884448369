CREATE TABLE "in_bout_readings" (
	"bout_id" uuid NOT NULL,
	"bin" smallint NOT NULL,
	"readings" integer NOT NULL,
	"sum_p" numeric NOT NULL,
	"sum_p2" numeric NOT NULL,
	"sum_ln_p" numeric NOT NULL,
	"sum_ln_q" numeric NOT NULL,
	"above" integer NOT NULL,
	"even" integer NOT NULL,
	CONSTRAINT "in_bout_readings_pk" PRIMARY KEY("bout_id","bin")
);
--> statement-breakpoint
ALTER TABLE "in_bout_readings" ADD CONSTRAINT "in_bout_readings_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A bout's readings (the live chance at each scoring event, computed in JavaScript from its log) summed per bin, with
-- each reading's terms rounded to numeric's 15 digits like the predictions' in `calibration_scored`.
CREATE FUNCTION "in_bout_reading_sums"(chances double precision[]) RETURNS TABLE(bin smallint, readings integer, sum_p numeric, sum_p2 numeric, sum_ln_p numeric, sum_ln_q numeric, above integer, even integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(9, greatest(0, floor(c.p * 10)))::smallint, count(*)::int, sum(c.p::numeric), sum((c.p * c.p)::numeric),
    sum(ln(least(1 - 1e-6, greatest(1e-6, c.p)))::numeric), sum(ln(1 - least(1 - 1e-6, greatest(1e-6, c.p)))::numeric),
    (count(*) FILTER (WHERE c.p > 0.5))::int, (count(*) FILTER (WHERE c.p = 0.5))::int
  FROM unnest(chances) AS c(p) GROUP BY 1
$$;--> statement-breakpoint
-- Every scored prediction as before, plus the in-bout readings of completed bouts with a win or a draw and a stored
-- prediction (golden-score tie-break bouts left out: their first score ends them), scored against the bout's result
-- from their sums (Σ(p − o)² = Σp² − 2oΣp + n·o²); `n` is how many predictions or readings a row stands for.
CREATE OR REPLACE VIEW "calibration_scored" AS
  SELECT s.kind, s.id, s.season, least(9, greatest(0, floor(s.p * 10)))::smallint AS bin, s.reconstructed::int AS reconstructed,
    s.p::numeric AS p, s.o::numeric AS observed, ((s.p - s.o) ^ 2)::numeric AS squared,
    (-(s.o * ln(least(1 - 1e-6, greatest(1e-6, s.p))) + (1 - s.o) * ln(1 - least(1 - 1e-6, greatest(1e-6, s.p)))))::numeric AS log_loss,
    ((0.5 - s.o) ^ 2)::numeric AS baseline_squared,
    (CASE WHEN s.o = 0.5 OR s.p = 0.5 THEN 0.5 WHEN (s.p > 0.5) = (s.o = 1) THEN 1 ELSE 0 END)::numeric AS hits,
    1 AS n
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
  ) s
  UNION ALL
  SELECT 'in_bout'::text, b.id, extract(year FROM b.fought_at AT TIME ZONE 'UTC')::int, r.bin,
    CASE WHEN p.source = 'reconstructed' THEN r.readings ELSE 0 END,
    r.sum_p, r.readings * x.o, r.sum_p2 - 2 * x.o * r.sum_p + r.readings * x.o * x.o,
    -(x.o * r.sum_ln_p + (1 - x.o) * r.sum_ln_q),
    r.readings * (0.5 - x.o) * (0.5 - x.o),
    CASE WHEN x.o = 0.5 THEN 0.5 * r.readings WHEN x.o = 1 THEN r.above + 0.5 * r.even ELSE r.readings - r.above - 0.5 * r.even END,
    r.readings
  FROM "in_bout_readings" r JOIN "bouts" b ON b.id = r.bout_id JOIN "bout_predictions" p ON p.bout_id = b.id
  CROSS JOIN LATERAL (SELECT (CASE WHEN b.winner_id = b.athlete_a_id THEN 1 WHEN b.winner_id = b.athlete_b_id THEN 0 ELSE 0.5 END)::numeric AS o) x
  WHERE b.status = 'completed' AND (b.winner_id IS NOT NULL OR b.method = 'draw') AND (b.exhibition OR b.bout_order <= 3);--> statement-breakpoint
CREATE OR REPLACE VIEW "calibration_sums_recomputed" AS
  SELECT kind, season, bin, sum(n)::int AS n, sum(reconstructed)::int AS reconstructed, sum(p) AS sum_p,
    sum(observed) AS sum_observed, sum(squared) AS sum_squared, sum(log_loss) AS sum_log_loss,
    sum(baseline_squared) AS sum_baseline_squared, sum(hits) AS sum_hits
  FROM "calibration_scored" GROUP BY kind, season, bin;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "calibration_take"(scored_kind text, ids uuid[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calibration_sum_deltas" (kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits)
  SELECT s.kind, s.season, s.bin, sign * sum(s.n)::int, sign * sum(s.reconstructed)::int, sign * sum(s.p), sign * sum(s.observed),
    sign * sum(s.squared), sign * sum(s.log_loss), sign * sum(s.baseline_squared), sign * sum(s.hits)
  FROM "calibration_scored" s WHERE s.kind = scored_kind AND s.id = ANY(ids)
  GROUP BY s.kind, s.season, s.bin;
END
$$;--> statement-breakpoint
-- A bout's or its prediction's change moves its in-bout readings' score too.
CREATE OR REPLACE FUNCTION "calibration_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  ids uuid[];
  sign integer := CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END;
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
  PERFORM "calibration_take"(TG_ARGV[0], ids, sign);
  IF TG_ARGV[0] = 'bout' THEN PERFORM "calibration_take"('in_bout', ids, sign); END IF;
  IF TG_WHEN = 'AFTER' THEN RETURN NULL; ELSIF TG_OP = 'DELETE' THEN RETURN OLD; ELSE RETURN NEW; END IF;
END
$$;--> statement-breakpoint
DROP TRIGGER "bouts_calibration_before_update" ON "bouts";--> statement-breakpoint
DROP TRIGGER "bouts_calibration_after_update" ON "bouts";--> statement-breakpoint
-- The columns the bouts' and in-bout calibrations read (card order and exhibition: golden-score bouts are left out).
CREATE TRIGGER "bouts_calibration_before_update" BEFORE UPDATE ON "bouts" FOR EACH ROW
  WHEN ((OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id, OLD.bout_order, OLD.exhibition) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id, NEW.bout_order, NEW.exhibition))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "bouts_calibration_after_update" AFTER UPDATE ON "bouts" FOR EACH ROW
  WHEN ((OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id, OLD.bout_order, OLD.exhibition) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id, NEW.bout_order, NEW.exhibition))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
-- The one writer of a bout's readings (the live console after each change to the log, verify --repair): its old
-- readings' score taken away, the new ones stored and added.
CREATE FUNCTION "store_in_bout_readings"(bout uuid, chances double precision[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "calibration_take"('in_bout', ARRAY[bout], -1);
  DELETE FROM "in_bout_readings" WHERE bout_id = bout;
  INSERT INTO "in_bout_readings" (bout_id, bin, readings, sum_p, sum_p2, sum_ln_p, sum_ln_q, above, even)
  SELECT bout, s.bin, s.readings, s.sum_p, s.sum_p2, s.sum_ln_p, s.sum_ln_q, s.above, s.even FROM "in_bout_reading_sums"(chances) s;
  PERFORM "calibration_take"('in_bout', ARRAY[bout], 1);
END
$$;
