// Partner endpoints and their deliveries (docs/webhooks.md): create (the secret is shown once), list, delete,
// re-enable, and each endpoint's recent deliveries with every attempt.
import { count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { webhookAttempts, webhookDeliveries, webhooks } from "../db/schema.ts";
import { newWebhookSecret } from "./signature.ts";
import type { WebhookEvent } from "./webhook-events.ts";

const PUBLIC_COLUMNS = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  description: webhooks.description,
  enabled: webhooks.enabled,
  consecutive_failures: webhooks.consecutive_failures,
  disabled_at: webhooks.disabled_at,
  disabled_reason: webhooks.disabled_reason,
  created_at: webhooks.created_at,
};

export async function createWebhook(
  db: Database,
  input: { url: string; events: WebhookEvent[]; description?: string | null },
  createdBy: string | null,
) {
  const [row] = await db
    .insert(webhooks)
    .values({
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      secret: newWebhookSecret(),
      created_by: createdBy,
    })
    .returning({ ...PUBLIC_COLUMNS, secret: webhooks.secret });
  return row!;
}

export const listWebhooks = (db: Database) =>
  db.select(PUBLIC_COLUMNS).from(webhooks).orderBy(desc(webhooks.created_at), desc(webhooks.id));

/** Deletes the endpoint and its deliveries; false when there was none. Its queued jobs then find nothing to send. */
export async function deleteWebhook(db: Database, id: string) {
  const removed = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
  return removed.length > 0;
}

/** Turns a disabled endpoint back on with its failure count reset (new events reach it again); null when unknown. */
export async function enableWebhook(db: Database, id: string) {
  const [row] = await db
    .update(webhooks)
    .set({ enabled: true, consecutive_failures: 0, disabled_at: null, disabled_reason: null, updated_at: new Date() })
    .where(eq(webhooks.id, id))
    .returning(PUBLIC_COLUMNS);
  return row ?? null;
}

/** One page of an endpoint's deliveries, newest first, each with its attempts in order; null for an unknown endpoint. */
export async function listDeliveries(
  db: Database,
  webhookId: string,
  { page, limit }: { page: number; limit: number },
) {
  const [found] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId));
  if (!found) return null;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhook_id, webhookId));
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      event_id: webhookDeliveries.event_id,
      event: webhookDeliveries.event_type,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      last_status: webhookDeliveries.last_status,
      last_error: webhookDeliveries.last_error,
      next_attempt_at: webhookDeliveries.next_attempt_at,
      created_at: webhookDeliveries.created_at,
      finished_at: webhookDeliveries.finished_at,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhook_id, webhookId))
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select({
            delivery_id: webhookAttempts.delivery_id,
            attempt: webhookAttempts.attempt,
            status_code: webhookAttempts.status_code,
            duration_ms: webhookAttempts.duration_ms,
            error: webhookAttempts.error,
            response_excerpt: webhookAttempts.response_excerpt,
            at: webhookAttempts.at,
          })
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.delivery_id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(webhookAttempts.attempt, webhookAttempts.id);
  return {
    total,
    items: rows.map((row) => ({
      ...row,
      next_attempt_at: row.state === "pending" ? row.next_attempt_at : null,
      attempt_log: attempts
        .filter((attempt) => attempt.delivery_id === row.id)
        .map(({ delivery_id: _id, ...attempt }) => attempt),
    })),
  };
}
