CREATE TABLE "prediction_models" (
	"model" text PRIMARY KEY NOT NULL,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
-- Decision 057: the league's Elo becomes `elo-2` (K 96 / 48 / 24 by experience, app/lib/results/elo.ts). Predictions
-- already stored keep `elo-1` and are never changed; a league that made some lists elo-1 with its dates.
INSERT INTO "prediction_models" ("model", "adopted_at", "retired_at")
SELECT 'elo-1', min("made_at"), now() FROM "bout_predictions" WHERE "model" = 'elo-1' HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "prediction_models" ("model") VALUES ('elo-2');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bouts_freeze_predictions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
  SELECT n.id, p.a, 1 - p.a, NULL, 'elo-2', 'frozen', now()
  FROM new_rows n
  CROSS JOIN LATERAL (SELECT "elo_expected"("current_rating"(n.athlete_a_id), "current_rating"(n.athlete_b_id)) AS a) p
  WHERE n.status <> 'completed'
  ON CONFLICT (bout_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reconstruct_bout_predictions"() RETURNS integer LANGUAGE sql AS $$
  WITH inserted AS (
    INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
    SELECT b.id, e.a, 1 - e.a, NULL, 'elo-2', 'reconstructed', b.fought_at
    FROM "bouts" b
    JOIN "rating_history" ha ON ha.bout_id = b.id AND ha.athlete_id = b.athlete_a_id
    JOIN "rating_history" hb ON hb.bout_id = b.id AND hb.athlete_id = b.athlete_b_id
    CROSS JOIN LATERAL (SELECT "elo_expected"(ha.rating_before, hb.rating_before) AS a) e
    ON CONFLICT (bout_id) DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::int FROM inserted
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refreeze_open_bout_predictions"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "team_match_predictions" t USING "bouts" b WHERE t.team_match_id = b.team_match_id AND b.status <> 'completed';
  DELETE FROM "bout_predictions" p USING "bouts" b WHERE p.bout_id = b.id AND b.status <> 'completed';
  INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
  SELECT b.id, p.a, 1 - p.a, NULL, 'elo-2', 'frozen', now()
  FROM "bouts" b
  CROSS JOIN LATERAL (SELECT "elo_expected"("current_rating"(b.athlete_a_id), "current_rating"(b.athlete_b_id)) AS a) p
  WHERE b.status <> 'completed';
$$;--> statement-breakpoint
-- Every rating of a league with a history is computed again with the new K: one full pass of the ratings job.
INSERT INTO "jobs" ("kind", "key", "payload")
SELECT 'ratings.replay', 'league', '{"from": null, "reset": []}'::jsonb
WHERE EXISTS (SELECT 1 FROM "rating_history")
ON CONFLICT ("kind", "key") WHERE "state" = 'queued' DO UPDATE SET "payload" = jsonb_set("jobs"."payload", '{from}', 'null'::jsonb);
