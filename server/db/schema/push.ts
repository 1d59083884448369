// Web Push (docs/fans.md#web-push): the browsers a fan turned push on in, and which notification reached which of
// them. Deleting the account deletes both (ON DELETE CASCADE).
import { sql } from "drizzle-orm";
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { notifications } from "./fans.ts";

/**
 * One browser's push subscription (the `PushSubscription` JSON it sent): the push service's `endpoint` URL and the
 * browser's P-256 public key (`p256dh`) and auth secret the payload is encrypted to (RFC 8291). An endpoint names one
 * browser profile: subscribing it again (another user signed in there) moves it to the caller.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last time the browser re-sent it (each visit to /me). */
    seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.user_id)],
);

/**
 * A push notification that reached one subscription (its push service answered 201): a retry of the notification (for
 * another of the user's browsers that failed) skips these, so each browser gets each notification exactly once.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notification_id: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscription_id: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.subscription_id] })],
);
