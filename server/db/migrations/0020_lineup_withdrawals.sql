CREATE TABLE "lineup_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"athlete_ids" jsonb NOT NULL,
	"reason" text NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" text
);
--> statement-breakpoint
ALTER TABLE "lineup_withdrawals" ADD CONSTRAINT "lineup_withdrawals_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_withdrawals" ADD CONSTRAINT "lineup_withdrawals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lineup_withdrawals_team_idx" ON "lineup_withdrawals" USING btree ("team_id","withdrawn_at");--> statement-breakpoint
-- A lineup follows its slot (decision 051): when a team match's teams change (bracket advancement after a
-- correction, an admin's edit), the lineup of a team no longer in it is withdrawn — deleted, kept in
-- lineup_withdrawals for that team's manager (/manage) and written to the audit log — whoever changed the slot.
CREATE FUNCTION "team_matches_withdraw_lineups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM "team_match_lineups" l
    WHERE l.team_match_id = NEW.id AND l.team_id IS DISTINCT FROM NEW.home_team_id
      AND l.team_id IS DISTINCT FROM NEW.away_team_id
    RETURNING l.team_match_id, l.team_id, l.athlete_ids
  ), noted AS (
    INSERT INTO "lineup_withdrawals" ("team_match_id", "team_id", "athlete_ids", "reason", "withdrawn_by")
    SELECT g.team_match_id, g.team_id, g.athlete_ids, 'slot', 'system' FROM gone g
    RETURNING "team_match_id", "team_id", "athlete_ids"
  )
  INSERT INTO "audit_log" ("user_email", "action", "entity", "entity_id", "summary", "changes")
  SELECT 'system', 'delete', 'team-match', n.team_match_id::text, 'Lineup withdrawn: ' || coalesce(t.name, ''),
    jsonb_build_object('lineup_withdrawn', jsonb_build_object('team_id', n.team_id, 'athlete_ids', n.athlete_ids,
      'reason', 'slot'))
  FROM noted n LEFT JOIN "teams" t ON t.id = n.team_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_matches_withdraw_lineups" AFTER UPDATE OF "home_team_id", "away_team_id" ON "team_matches"
  FOR EACH ROW WHEN (OLD.home_team_id IS DISTINCT FROM NEW.home_team_id OR OLD.away_team_id IS DISTINCT FROM NEW.away_team_id)
  EXECUTE FUNCTION "team_matches_withdraw_lineups"();--> statement-breakpoint
-- The reveal is a job due at the deadline (`lineups.reveal`, keyed by the team match): a submission queues it, and a
-- new time or deadline moves it, whoever changed them. The job checks the time itself, so a stale one is harmless.
CREATE FUNCTION "team_matches_schedule_reveal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.lineups_revealed_at IS NULL AND NEW.scheduled_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM "team_match_lineups" WHERE "team_match_id" = NEW.id) THEN
    INSERT INTO "jobs" ("kind", "key", "run_at")
    VALUES ('lineups.reveal', NEW.id::text, NEW.scheduled_at - make_interval(mins => NEW.lineup_deadline_minutes))
    ON CONFLICT ("kind", "key") WHERE "state" = 'queued' DO UPDATE SET "run_at" = excluded."run_at";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_matches_schedule_reveal" AFTER UPDATE OF "scheduled_at", "lineup_deadline_minutes" ON "team_matches"
  FOR EACH ROW WHEN (OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at
    OR OLD.lineup_deadline_minutes IS DISTINCT FROM NEW.lineup_deadline_minutes)
  EXECUTE FUNCTION "team_matches_schedule_reveal"();
