// Fans' own data (docs/fans.md): what each signed-in user follows. Private to the user; deleting the account deletes
// every row here (foreign keys with ON DELETE CASCADE).
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NotifyKind } from "../../../app/lib/fans.ts";
import { user } from "./auth.ts";

/**
 * One followed athlete, team or tournament. `target_id` names a row of `athletes`, `teams` or `tournaments` by
 * `kind` (no foreign key: it is one of three tables); a follow whose target was deleted reads as gone.
 * `notify`: the notification kinds this follow wants.
 */
export const follows = pgTable(
  "follows",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["athlete", "team", "tournament"] }).notNull(),
    target_id: uuid("target_id").notNull(),
    notify: jsonb("notify").$type<NotifyKind[]>().notNull(),
    /** `up_next`'s reminder: this many minutes before a team match of it starts. */
    remind_minutes: integer("remind_minutes").notNull().default(30),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind, t.target_id] }),
    // The fan-out: every follower of one athlete, team or tournament.
    index("follows_target_idx").on(t.kind, t.target_id),
    check("follows_kind", sql`${t.kind} in ('athlete', 'team', 'tournament')`),
  ],
);

/**
 * One row per fan who opened /me or their calendar: when they last looked (`last_visit_at`) and when the visit before that began
 * (`previous_visit_at`: "results since your last visit" counts from it; a visit is a stretch of /me views less than
 * 30 minutes apart, so reloading the page does not empty the list).
 */
export const fanProfiles = pgTable("fan_profiles", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  last_visit_at: timestamp("last_visit_at", { withTimezone: true }).notNull().defaultNow(),
  previous_visit_at: timestamp("previous_visit_at", { withTimezone: true }),
  /** The secret of the personal calendar's URL (`/calendar/{token}/my-league.ics`); rotating it retires the old URL. */
  calendar_token: text("calendar_token").unique(),
  /** The language notifications are written in: the one /me was last opened in. */
  lang: text("lang", { enum: ["en", "ru"] })
    .notNull()
    .default("en"),
  /** Keep winners and scores out of push and mail texts. */
  spoiler_free: boolean("spoiler_free").notNull().default(false),
  /** Notifications by mail (on unless turned off). */
  mail_enabled: boolean("mail_enabled").notNull().default(true),
  /** Mail at once (`immediate`) or gathered into one mail a day (`digest`, at DIGEST_HOUR in `time_zone`). */
  mail_mode: text("mail_mode", { enum: ["immediate", "digest"] })
    .notNull()
    .default("immediate"),
  /** The fan's IANA time zone (from their browser, saved with /me's settings): when their daily digest goes. */
  time_zone: text("time_zone").notNull().default("UTC"),
});

/**
 * The durable outbox: one row per notification and channel, written by the fan-out job of the fact that causes it
 * (server/fans/outbox.server.ts). The unique index on (user, kind, object, revision, channel) — the notification's key —
 * refuses a second row of the same notification on the same channel, so a fact queued twice, or a fan-out that ran
 * twice, sends once. `user_id` has no foreign key (checking one per row was a third of a 100,000-row fan-out): the
 * trigger `user_delete_notifications` (migration 0031) deletes an account's rows with it, and the writers take
 * `OUTBOX_WRITE_LOCK` shared so that none can write a row for an account being deleted (docs/fans.md#privacy-and-deletion).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: text("user_id").notNull(),
    channel: text("channel", { enum: ["mail", "push"] }).notNull(),
    kind: text("kind", { enum: ["lineup", "up_next", "result", "schedule"] }).notNull(),
    object_type: text("object_type", { enum: ["bout", "team_match"] }).notNull(),
    object_id: uuid("object_id").notNull(),
    revision: text("revision").notNull(),
    /** `digest`: a mail waiting for its reader's daily digest (server/fans/digest.server.ts), not sent on its own. */
    state: text("state", { enum: ["pending", "digest", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /** The reader's local day of the digest mail that included this notification (a digest marks what it sent). */
    digest_day: date("digest_day", { mode: "string" }),
  },
  (t) => [
    // The key, and a user's rows (account deletion, the data download): one index for both.
    uniqueIndex("notifications_key_idx").on(t.user_id, t.kind, t.object_type, t.object_id, t.revision, t.channel),
    index("notifications_due_idx").on(t.channel, t.next_attempt_at).where(sql`state = 'pending'`),
    index("notifications_digest_idx").on(t.user_id, t.created_at).where(sql`state = 'digest'`),
  ],
);

/**
 * A fact's mail audience, written by its fan-out as one row per chunk of followers (their user ids, ascending) instead
 * of one `notifications` row each: a 100,000-follower fan-out writes two of these rather than 100,000 rows with their
 * indexes. The mail delivery expands a batch into `notifications` rows (the channel's settings read then; the unique
 * key refusing any second row) a slice at a time, each slice in the transaction that removes its ids from the batch,
 * before it sends (server/fans/outbox.server.ts, `expandMailBatch`). Deleting an account removes its id from every
 * batch (the trigger `user_delete_notifications`, migration 0032).
 */
export const mailBatches = pgTable("mail_batches", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  kind: text("kind", { enum: ["lineup", "up_next", "result", "schedule"] }).notNull(),
  object_type: text("object_type", { enum: ["bout", "team_match"] }).notNull(),
  object_id: uuid("object_id").notNull(),
  revision: text("revision").notNull(),
  /** The followers not yet expanded, ascending. */
  user_ids: text("user_ids").array().notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
