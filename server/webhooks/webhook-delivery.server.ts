// Partner webhooks through the durable job queue (docs/webhooks.md). A fact's write queues one small
// `webhooks.fanout` job in its own transaction (only when an enabled endpoint wants the event); the job writes one
// delivery per subscribed endpoint (the unique (webhook, event) index refuses a second) and queues one
// `webhooks.deliver` job per delivery; that job makes one signed attempt, records it, and queues the next attempt
// after a backoff, or ends the delivery. The queue hands each job to exactly one worker (FOR UPDATE SKIP LOCKED).
import { sql } from "drizzle-orm";
import { selectRows } from "../db/raw-sql.server.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import { postWebhook } from "./http-post.server.ts";
import { signedHeaders } from "./signature.ts";
import { eventBody, eventId, type WebhookFact } from "./webhook-payloads.server.ts";

/** Attempts per delivery: the first and 7 retries, over about 3.5 hours. */
export const MAX_WEBHOOK_ATTEMPTS = 8;
/** How long an ended delivery (and its attempts) stays in the log. */
export const DELIVERY_LOG_DAYS = 30;
/** Consecutive failed attempts (any delivery) after which an endpoint is disabled. */
export const DISABLE_AFTER_FAILURES = 10;
/** Before attempt n + 1: 10 s × 3^(n − 1) (10 s, 30 s, 90 s, 4.5 min, 13.5 min, 40 min, 2 h), ±20 %, at most 6 h. */
export const webhookBackoffMs = (attempts: number, jitter = Math.random()) =>
  Math.round(Math.min(10_000 * 3 ** Math.max(0, attempts - 1), 6 * 3_600_000) * (0.8 + jitter * 0.4));

export const webhookFanOutJob = defineJob<WebhookFact>({
  kind: "webhooks.fanout",
  async run(db, job) {
    const body = await eventBody(db, job.payload);
    // The object was deleted meanwhile: nothing to tell.
    if (body === null) return;
    await db.transaction(async (tx) => {
      const created = await selectRows<{ id: string }>(
        tx,
        sql`insert into webhook_deliveries (webhook_id, event_id, event_type, body)
            select w.id, ${eventId(job.payload)}, ${job.payload.type}, ${body} from webhooks w
            where w.enabled and w.events ? ${job.payload.type}
            on conflict (webhook_id, event_id) do nothing
            returning id`,
      );
      for (const delivery of created) await webhookDeliverJob.enqueue(tx, delivery.id, { deliveryId: delivery.id });
    });
    await db.execute(sql`delete from webhook_deliveries
      where finished_at < now() - make_interval(days => ${DELIVERY_LOG_DAYS})`);
  },
});

interface DueDelivery {
  id: string;
  webhook_id: string;
  body: string;
  state: string;
  attempts: number;
  url: string;
  secret: string;
  enabled: boolean;
}

export const webhookDeliverJob = defineJob<{ deliveryId: string }>({
  kind: "webhooks.deliver",
  // An attempt takes at most the POST's timeout: the lease outlasts it, so no other worker takes the job meanwhile.
  leaseMs: 60_000,
  async run(db, job) {
    const [delivery] = await selectRows<DueDelivery>(
      db,
      sql`select d.id, d.webhook_id, d.body, d.state, d.attempts, w.url, w.secret, w.enabled
          from webhook_deliveries d join webhooks w on w.id = d.webhook_id where d.id = ${job.payload.deliveryId}`,
    );
    if (!delivery || delivery.state !== "pending") return;
    if (!delivery.enabled) {
      await db.execute(sql`update webhook_deliveries set state = 'failed', finished_at = now(),
        last_error = 'the webhook is disabled' where id = ${delivery.id} and state = 'pending'`);
      return;
    }
    const attempt = delivery.attempts + 1;
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(
      delivery.url,
      delivery.body,
      signedHeaders(delivery.secret, delivery.id, timestamp, delivery.body),
    );
    const ok = outcome.error === null;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into webhook_attempts (delivery_id, attempt, status_code, duration_ms, error, response_excerpt)
        values (${delivery.id}, ${attempt}, ${outcome.status}, ${outcome.durationMs}, ${outcome.error}, ${outcome.excerpt})`);
      if (ok) {
        await tx.execute(sql`update webhook_deliveries set state = 'succeeded', attempts = ${attempt}, finished_at = now(),
          last_status = ${outcome.status}, last_error = null where id = ${delivery.id}`);
        await tx.execute(sql`update webhooks set consecutive_failures = 0 where id = ${delivery.webhook_id}`);
        return;
      }
      const [webhook] = await selectRows<{ enabled: boolean }>(
        tx,
        sql`update webhooks set consecutive_failures = consecutive_failures + 1,
              enabled = enabled and consecutive_failures + 1 < ${DISABLE_AFTER_FAILURES},
              disabled_at = case when enabled and consecutive_failures + 1 >= ${DISABLE_AFTER_FAILURES} then now() else disabled_at end,
              disabled_reason = case when enabled and consecutive_failures + 1 >= ${DISABLE_AFTER_FAILURES}
                then ${`${DISABLE_AFTER_FAILURES} consecutive failed attempts; the last: ${outcome.error}`} else disabled_reason end
            where id = ${delivery.webhook_id} returning enabled`,
      );
      const retry = webhook?.enabled === true && attempt < MAX_WEBHOOK_ATTEMPTS;
      const runAt = new Date(Date.now() + webhookBackoffMs(attempt));
      await tx.execute(sql`update webhook_deliveries set attempts = ${attempt}, last_status = ${outcome.status},
          last_error = ${outcome.error}, state = ${retry ? "pending" : "failed"},
          next_attempt_at = ${retry ? runAt.toISOString() : null}::timestamptz,
          finished_at = ${retry ? null : new Date().toISOString()}::timestamptz
        where id = ${delivery.id}`);
      if (retry) await webhookDeliverJob.enqueue(tx, delivery.id, { deliveryId: delivery.id }, { runAt });
      // Disabled now: its other pending deliveries end too (their queued jobs find them failed and stop).
      if (webhook?.enabled === false)
        await tx.execute(sql`update webhook_deliveries set state = 'failed', finished_at = now(),
          last_error = coalesce(last_error, 'the webhook was disabled')
          where webhook_id = ${delivery.webhook_id} and state = 'pending'`);
    });
  },
});

/** The job kinds of partner webhooks (server/jobs/job-kinds.server.ts lists them). */
export const WEBHOOK_JOBS = [webhookFanOutJob, webhookDeliverJob] as const;
