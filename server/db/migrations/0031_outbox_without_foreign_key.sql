-- The outbox's rows no longer carry a foreign key to "user": checking it (a lookup and a row lock on the user per row)
-- was a third of a 100,000-follower fan-out (bench:notify). An account's notifications are deleted with it by the
-- trigger below instead, and no row can outlive its account: every writer of the outbox (the fan-out, the reminders)
-- holds the advisory lock 727004 shared (OUTBOX_WRITE_LOCK in server/fans/outbox.server.ts) from before the statement
-- that reads the followers until its commit; the trigger takes it exclusively, so it waits for the writes already
-- going (then deletes what they wrote, in a new snapshot) and the writes after it start once the account and its
-- follows are gone. The key's text column is gone too: the unique index on its parts is the key, and serves a user's
-- rows (the old index on user_id).
CREATE FUNCTION "user_delete_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727004);
  DELETE FROM "notifications" WHERE "user_id" = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_delete_notifications" AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "user_delete_notifications"();--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_user_id_fk";--> statement-breakpoint
DROP INDEX "notifications_key_channel_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_idx" ON "notifications" USING btree ("user_id","kind","object_type","object_id","revision","channel");--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "key";