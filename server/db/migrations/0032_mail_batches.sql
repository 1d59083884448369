CREATE TABLE "mail_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"revision" text NOT NULL,
	"user_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Deleting an account takes its id out of the mail batches not yet expanded, as it deletes its notifications: under the
-- same exclusive OUTBOX_WRITE_LOCK, so a fan-out writing a batch, or a delivery expanding one, has committed first.
CREATE OR REPLACE FUNCTION "user_delete_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727004);
  DELETE FROM "notifications" WHERE "user_id" = OLD.id;
  UPDATE "mail_batches" SET "user_ids" = array_remove("user_ids", OLD.id) WHERE "user_ids" @> ARRAY[OLD.id];
  RETURN OLD;
END $$;
