CREATE TABLE "team_match_predictions" (
	"team_match_id" uuid PRIMARY KEY NOT NULL,
	"p_home" double precision NOT NULL,
	"p_away" double precision NOT NULL,
	"model" text NOT NULL,
	"source" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_predictions_p_range" CHECK ("team_match_predictions"."p_home" between 0 and 1 and "team_match_predictions"."p_away" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "team_match_predictions" ADD CONSTRAINT "team_match_predictions_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_match_predictions_made_at_idx" ON "team_match_predictions" USING btree ("made_at");--> statement-breakpoint
-- The home team's chance to win a team match from its three regular bouts' predictions, in bout order
-- (app/lib/ratings/team-match-odds.ts teamMatchOdds, which a test holds this to): each bout won, lost or drawn (a model
-- without a draw probability gives Elo's expected score, split with the league's draw rate 0.04); more bout wins
-- wins; level goes to the submissions step (each win a submission with 0.44), then to the home team at its mean
-- expected score.
CREATE FUNCTION "team_match_home_chance"(p_a double precision[], p_draw double precision[]) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  h double precision[] := ARRAY[0, 0, 0]::double precision[];
  a double precision[] := ARRAY[0, 0, 0]::double precision[];
  d double precision[] := ARRAY[0, 0, 0]::double precision[];
  s constant double precision := 0.44;
  ahead double precision;
  level_one double precision;
  level_none double precision;
  later double precision;
BEGIN
  FOR i IN 1..3 LOOP
    IF p_draw[i] IS NOT NULL THEN
      h[i] := p_a[i];
      d[i] := p_draw[i];
      a[i] := greatest(0, 1 - p_a[i] - p_draw[i]);
    ELSE
      d[i] := least(0.04, 2 * p_a[i], 2 * (1 - p_a[i]));
      h[i] := p_a[i] - d[i] / 2;
      a[i] := 1 - h[i] - d[i];
    END IF;
  END LOOP;
  -- Two or three home wins, or one home win and two draws.
  ahead := h[1] * h[2] + h[1] * h[3] + h[2] * h[3] - 2 * h[1] * h[2] * h[3]
    + h[1] * d[2] * d[3] + d[1] * h[2] * d[3] + d[1] * d[2] * h[3];
  -- One win each and a draw; three draws.
  level_one := h[1] * a[2] * d[3] + h[1] * d[2] * a[3] + a[1] * h[2] * d[3]
    + a[1] * d[2] * h[3] + d[1] * h[2] * a[3] + d[1] * a[2] * h[3];
  level_none := d[1] * d[2] * d[3];
  later := (h[1] + h[2] + h[3] + (d[1] + d[2] + d[3]) / 2) / 3;
  RETURN ahead + level_one * (s * (1 - s) + (1 - 2 * s * (1 - s)) * later) + level_none * later;
END
$$;--> statement-breakpoint
-- The team matches given, once each has all three regular bouts' predictions: their odds, frozen. Reconstructed when a
-- bout prediction behind them was, or a regular bout had already started (so the odds were not made before the match).
CREATE FUNCTION "freeze_team_match_predictions"(matches uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "team_match_predictions" (team_match_id, p_home, p_away, model, source, made_at)
  SELECT m.team_match_id, c.p_home, 1 - c.p_home, 'team-elo-1',
    CASE WHEN m.late THEN 'reconstructed' ELSE 'frozen' END,
    CASE WHEN m.late THEN m.first_made ELSE now() END
  FROM (
    SELECT b.team_match_id,
      array_agg(p.p_a ORDER BY b.bout_order) AS p_a,
      array_agg(p.p_draw ORDER BY b.bout_order) AS p_draw,
      bool_or(p.source = 'reconstructed' OR b.status <> 'scheduled') AS late,
      min(p.made_at) AS first_made,
      count(*) AS n
    FROM "bouts" b JOIN "bout_predictions" p ON p.bout_id = b.id
    WHERE b.team_match_id = ANY(matches) AND NOT b.exhibition AND b.bout_order <= 3
    GROUP BY b.team_match_id
  ) m
  CROSS JOIN LATERAL (SELECT "team_match_home_chance"(m.p_a, m.p_draw) AS p_home) c
  WHERE m.n = 3
  ON CONFLICT (team_match_id) DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION "bout_predictions_freeze_team_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "freeze_team_match_predictions"(ARRAY(
    SELECT DISTINCT b.team_match_id FROM new_rows n JOIN "bouts" b ON b.id = n.bout_id
    WHERE NOT EXISTS (SELECT 1 FROM "team_match_predictions" t WHERE t.team_match_id = b.team_match_id)
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bout_predictions_freeze_team_match" AFTER INSERT ON "bout_predictions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bout_predictions_freeze_team_match"();--> statement-breakpoint
-- The league so far: every team match with its three bout predictions (reconstructed when it had begun).
SELECT "freeze_team_match_predictions"(ARRAY(SELECT DISTINCT b.team_match_id FROM "bout_predictions" p JOIN "bouts" b ON b.id = p.bout_id));--> statement-breakpoint
-- The seeds make the open bouts' predictions again after their replay: their team matches' odds are made again too.
CREATE OR REPLACE FUNCTION "refreeze_open_bout_predictions"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "team_match_predictions" t USING "bouts" b WHERE t.team_match_id = b.team_match_id AND b.status <> 'completed';
  DELETE FROM "bout_predictions" p USING "bouts" b WHERE p.bout_id = b.id AND b.status <> 'completed';
  INSERT INTO "bout_predictions" (bout_id, p_a, p_b, p_draw, model, source, made_at)
  SELECT b.id, p.a, 1 - p.a, NULL, 'elo-1', 'frozen', now()
  FROM "bouts" b
  CROSS JOIN LATERAL (SELECT "elo_expected"("current_rating"(b.athlete_a_id), "current_rating"(b.athlete_b_id)) AS a) p
  WHERE b.status <> 'completed';
$$;
