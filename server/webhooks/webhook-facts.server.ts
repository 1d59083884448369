// The facts partners are told about (docs/webhooks.md#events), queued in the transaction of the write that causes
// them: the fans' facts (server/fans/outbox.server.ts passes each on) and a tournament's own changes.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { tournaments } from "../db/schema.ts";
import type { Fact } from "../fans/outbox.server.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import type { WebhookEvent } from "./webhook-events.ts";
import { webhookFanOutJob } from "./webhook-delivery.server.ts";
import { eventId, type WebhookFact } from "./webhook-payloads.server.ts";

/** The webhook event of a fans' fact, or null for a fact partners are not told about. */
function webhookFact(fact: Fact): WebhookFact | null {
  const type: WebhookEvent | null =
    fact.kind === "result"
      ? fact.object_type === "bout"
        ? "bout.completed"
        : "team_match.completed"
      : fact.kind === "lineup"
        ? "lineups.revealed"
        : fact.kind === "schedule"
          ? "tournament.updated"
          : null;
  return type && { type, object_type: fact.object_type, object_id: fact.object_id, revision: fact.revision };
}

/** Queues a fans' fact as a webhook event: call in the transaction of the write (server/fans/outbox.server.ts does). */
export async function queueWebhookFact(tx: Executor, fact: Fact) {
  const event = webhookFact(fact);
  if (event) await queueWebhookEvent(tx, event);
}

/** Queues one event when an enabled endpoint subscribes to it (otherwise the write pays one indexed read). */
export async function queueWebhookEvent(tx: Executor, event: WebhookFact) {
  const [wanted] = await selectRows<{ one: number }>(
    tx,
    sql`select 1 as one from webhooks where enabled and events ? ${event.type} limit 1`,
  );
  if (!wanted) return;
  await webhookFanOutJob.enqueue(tx, eventId(event), event);
}

/** After a tournament's own write: its date, venue, status or title changed. */
export async function queueTournamentWebhook(
  tx: Executor,
  before: typeof tournaments.$inferSelect | null,
  after: typeof tournaments.$inferSelect | null,
) {
  if (!before || !after) return;
  const revision = (row: typeof tournaments.$inferSelect) =>
    crypto
      .createHash("sha256")
      .update(
        JSON.stringify([
          row.title,
          row.event_date.toISOString(),
          row.time_zone,
          row.location_city,
          row.location_country,
          row.status,
        ]),
      )
      .digest("hex")
      .slice(0, 16);
  if (revision(before) === revision(after)) return;
  await queueWebhookEvent(tx, {
    type: "tournament.updated",
    object_type: "tournament",
    object_id: after.id,
    revision: revision(after),
  });
}
