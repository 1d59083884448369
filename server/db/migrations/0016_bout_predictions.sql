CREATE TABLE "bout_predictions" (
	"bout_id" uuid PRIMARY KEY NOT NULL,
	"p_a" double precision NOT NULL,
	"p_b" double precision NOT NULL,
	"p_draw" double precision,
	"model" text NOT NULL,
	"source" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bout_predictions_p_range" CHECK ("bout_predictions"."p_a" between 0 and 1 and "bout_predictions"."p_b" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "bout_predictions" ADD CONSTRAINT "bout_predictions_bout_id_bouts_id_fk" FOREIGN KEY ("bout_id") REFERENCES "public"."bouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bout_predictions_made_at_idx" ON "bout_predictions" USING btree ("made_at");--> statement-breakpoint
-- A rating as the replay has it now: the athlete's last rating after a rated bout, else their prior rating.
CREATE FUNCTION "current_rating"(athlete uuid) RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT r.rating_after FROM "rating_history" r WHERE r.athlete_id = athlete ORDER BY r.bouts_before DESC LIMIT 1),
    (SELECT a.prior_rating_elo::double precision FROM "athletes" a WHERE a.id = athlete)
  )
$$;--> statement-breakpoint
-- The league's Elo expected score of A against B (app/lib/results/elo.ts expectedScore).
CREATE FUNCTION "elo_expected"(rating_a double precision, rating_b double precision) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT 1 / (1 + power(10::double precision, (rating_b - rating_a) / 400))
$$;--> statement-breakpoint
-- Frozen when a bout is made with both athletes and no result yet (a lineup reveal, the Results tab, the API): the
-- ratings as they stand then. A bout recorded already completed gets none here (see reconstruct_bout_predictions).
CREATE FUNCTION "bouts_freeze_predictions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
  SELECT n.id, p.a, 1 - p.a, NULL, 'elo-1', 'frozen', now()
  FROM new_rows n
  CROSS JOIN LATERAL (SELECT "elo_expected"("current_rating"(n.athlete_a_id), "current_rating"(n.athlete_b_id)) AS a) p
  WHERE n.status <> 'completed'
  ON CONFLICT (bout_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bouts_freeze_predictions" AFTER INSERT ON "bouts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bouts_freeze_predictions"();--> statement-breakpoint
-- Completed rated bouts without a frozen prediction (recorded after they were fought): the ratings before the bout,
-- as the replay has them. Run here for the existing history, and by the seeds after their replay.
CREATE FUNCTION "reconstruct_bout_predictions"() RETURNS integer LANGUAGE sql AS $$
  WITH inserted AS (
    INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
    SELECT b.id, e.a, 1 - e.a, NULL, 'elo-1', 'reconstructed', b.fought_at
    FROM "bouts" b
    JOIN "rating_history" ha ON ha.bout_id = b.id AND ha.athlete_id = b.athlete_a_id
    JOIN "rating_history" hb ON hb.bout_id = b.id AND hb.athlete_id = b.athlete_b_id
    CROSS JOIN LATERAL (SELECT "elo_expected"(ha.rating_before, hb.rating_before) AS a) e
    ON CONFLICT (bout_id) DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::int FROM inserted
$$;--> statement-breakpoint
SELECT "reconstruct_bout_predictions"();
--> statement-breakpoint
-- For the seeds, which write a league's history and its upcoming bouts at once and replay the ratings after: the
-- open bouts' predictions are made again from the ratings as the history left them.
CREATE FUNCTION "refreeze_open_bout_predictions"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "bout_predictions" p USING "bouts" b WHERE p.bout_id = b.id AND b.status <> 'completed';
  INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
  SELECT b.id, p.a, 1 - p.a, NULL, 'elo-1', 'frozen', now()
  FROM "bouts" b
  CROSS JOIN LATERAL (SELECT "elo_expected"("current_rating"(b.athlete_a_id), "current_rating"(b.athlete_b_id)) AS a) p
  WHERE b.status <> 'completed';
$$;
