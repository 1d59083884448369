CREATE TABLE "team_match_tombstones" (
	"team_match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sequence" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_tombstones_team_match_id_team_id_pk" PRIMARY KEY("team_match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_match_tombstones" ADD CONSTRAINT "team_match_tombstones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_tombstones" ADD CONSTRAINT "team_match_tombstones_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_match_tombstones_team_idx" ON "team_match_tombstones" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_match_tombstones_tournament_idx" ON "team_match_tombstones" USING btree ("tournament_id");--> statement-breakpoint
-- A team's calendar feed (server/league/season/team-calendar.server.ts) needs, per team match, a number that grows
-- whenever what a calendar shows changes (time, teams, card position): its SEQUENCE. Kept here, whoever writes.
CREATE FUNCTION "team_matches_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  NEW.updated_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_matches_revision" BEFORE UPDATE ON "team_matches" FOR EACH ROW
  WHEN (OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at OR OLD.home_team_id IS DISTINCT FROM NEW.home_team_id
    OR OLD.away_team_id IS DISTINCT FROM NEW.away_team_id OR OLD.card_order IS DISTINCT FROM NEW.card_order
    OR OLD.tournament_id IS DISTINCT FROM NEW.tournament_id)
  EXECUTE FUNCTION "team_matches_bump_revision"();--> statement-breakpoint
-- Tombstones: a team match that leaves a team's fixtures (deleted, regenerated, or its slot given to another team)
-- stays in that team's feed as STATUS:CANCELLED; a team coming back into the slot takes its tombstone away.
CREATE FUNCTION "team_matches_tombstones_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_match_tombstones" ("team_match_id", "team_id", "tournament_id", "stage", "scheduled_at", "sequence")
  SELECT o.id, side.team_id, o.tournament_id, o.stage::text, o.scheduled_at, o.revision + 1
  FROM old_rows o CROSS JOIN LATERAL (VALUES (o.home_team_id), (o.away_team_id)) AS side(team_id)
  WHERE side.team_id IS NOT NULL
  ON CONFLICT ("team_match_id", "team_id") DO UPDATE SET "sequence" = excluded."sequence", "removed_at" = now(),
    "scheduled_at" = excluded."scheduled_at", "stage" = excluded."stage";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_matches_tombstones_delete" AFTER DELETE ON "team_matches" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "team_matches_tombstones_delete"();--> statement-breakpoint
CREATE FUNCTION "team_matches_tombstones_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_match_tombstones" ("team_match_id", "team_id", "tournament_id", "stage", "scheduled_at", "sequence")
  SELECT o.id, side.team_id, o.tournament_id, o.stage::text, o.scheduled_at, n.revision
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.home_team_id), (o.away_team_id)) AS side(team_id)
  WHERE side.team_id IS NOT NULL AND side.team_id IS DISTINCT FROM n.home_team_id
    AND side.team_id IS DISTINCT FROM n.away_team_id
  ON CONFLICT ("team_match_id", "team_id") DO UPDATE SET "sequence" = excluded."sequence", "removed_at" = now(),
    "scheduled_at" = excluded."scheduled_at", "stage" = excluded."stage";
  DELETE FROM "team_match_tombstones" t USING new_rows n
  WHERE t.team_match_id = n.id AND t.team_id IN (n.home_team_id, n.away_team_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_matches_tombstones_update" AFTER UPDATE ON "team_matches" REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_matches_tombstones_update"();
