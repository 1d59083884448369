-- 0027's calibration_take was a SQL function, whose body PostgreSQL plans again on every call: about 2–5 ms of planning
-- (a view of a union) twice per changed bout, most of what keeping the sums cost a result write. In PL/pgSQL the
-- statement's plan is kept for the session (a generic plan whose one-time filter picks the kind), so a call costs its
-- two index lookups and an insert.
CREATE OR REPLACE FUNCTION "calibration_take"(scored_kind text, ids uuid[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calibration_sum_deltas" (kind, season, bin, n, reconstructed, sum_p, sum_observed, sum_squared, sum_log_loss, sum_baseline_squared, sum_hits)
  SELECT s.kind, s.season, s.bin, sign * count(*)::int, sign * sum(s.reconstructed)::int, sign * sum(s.p), sign * sum(s.observed),
    sign * sum(s.squared), sign * sum(s.log_loss), sign * sum(s.baseline_squared), sign * sum(s.hits)
  FROM "calibration_scored" s WHERE s.kind = scored_kind AND s.id = ANY(ids)
  GROUP BY s.kind, s.season, s.bin;
END
$$;
