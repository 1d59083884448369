-- Keeping the calibration's sums cost a result write about 3.7 ms on the 1M-bout league (bench:calibration): both row
-- triggers on bouts ran for every change to a result, each looking up the bout's prediction and its in-bout readings.
-- A bout is only scored once completed, so there is nothing to take away before a change unless it was completed, and
-- nothing to add after it unless it is: recording a result runs the AFTER trigger only. The in-bout readings are
-- looked up only for a bout that has some.
DROP TRIGGER "bouts_calibration_before_update" ON "bouts";--> statement-breakpoint
DROP TRIGGER "bouts_calibration_after_update" ON "bouts";--> statement-breakpoint
CREATE TRIGGER "bouts_calibration_before_update" BEFORE UPDATE ON "bouts" FOR EACH ROW
  WHEN (OLD.status = 'completed' AND (OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id, OLD.bout_order, OLD.exhibition) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id, NEW.bout_order, NEW.exhibition))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
CREATE TRIGGER "bouts_calibration_after_update" AFTER UPDATE ON "bouts" FOR EACH ROW
  WHEN (NEW.status = 'completed' AND (OLD.status, OLD.winner_id, OLD.method, OLD.fought_at, OLD.athlete_a_id, OLD.athlete_b_id, OLD.bout_order, OLD.exhibition) IS DISTINCT FROM (NEW.status, NEW.winner_id, NEW.method, NEW.fought_at, NEW.athlete_a_id, NEW.athlete_b_id, NEW.bout_order, NEW.exhibition))
  EXECUTE FUNCTION "calibration_row_changed"('bout');--> statement-breakpoint
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
  IF TG_ARGV[0] = 'bout' AND EXISTS (SELECT 1 FROM "in_bout_readings" r WHERE r.bout_id = ANY(ids)) THEN
    PERFORM "calibration_take"('in_bout', ids, sign);
  END IF;
  IF TG_WHEN = 'AFTER' THEN RETURN NULL; ELSIF TG_OP = 'DELETE' THEN RETURN OLD; ELSE RETURN NEW; END IF;
END
$$;
