// Partner webhooks (docs/webhooks.md): an admin subscribes a URL to league events; each event becomes one delivery
// per subscribed endpoint, sent by the job queue with a signature, retried with backoff, every attempt recorded.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WebhookEvent } from "../../webhooks/webhook-events.ts";
import { user } from "./auth.ts";

/**
 * One partner endpoint. `secret` signs every delivery (shown once, when created). `consecutive_failures` counts failed
 * attempts since the last success; at 10 the endpoint is disabled (`enabled` false, `disabled_at` and the reason set)
 * and its pending deliveries end as failed.
 */
export const webhooks = pgTable("webhooks", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  events: jsonb("events").$type<WebhookEvent[]>().notNull(),
  description: text("description"),
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  consecutive_failures: integer("consecutive_failures").notNull().default(0),
  disabled_at: timestamp("disabled_at", { withTimezone: true }),
  disabled_reason: text("disabled_reason"),
  created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one endpoint. `id` is the delivery's idempotency id (the `webhook-id` header, the same on every retry);
 * `event_id` names the event (the same for every endpoint); the unique (webhook, event) index refuses a second
 * delivery of one event to one endpoint. `body` is the JSON exactly as signed and sent.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webhook_id: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event_id: text("event_id").notNull(),
    event_type: text("event_type").$type<WebhookEvent>().notNull(),
    body: text("body").notNull(),
    state: text("state", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due; null once the delivery has ended. */
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    last_status: integer("last_status"),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_idx").on(t.webhook_id, t.event_id),
    index("webhook_deliveries_recent_idx").on(t.webhook_id, t.created_at),
    // Ended deliveries are deleted after DELIVERY_LOG_DAYS (server/webhooks/webhook-delivery.server.ts).
    index("webhook_deliveries_finished_idx").on(t.finished_at).where(sql`finished_at is not null`),
  ],
);

/** One HTTP attempt of a delivery: its status (null when no answer came), how long it took, the error, a short excerpt. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    delivery_id: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    status_code: integer("status_code"),
    duration_ms: integer("duration_ms").notNull(),
    error: text("error"),
    response_excerpt: text("response_excerpt"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.delivery_id, t.attempt)],
);
