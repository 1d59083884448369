// The push channel of the notification outbox (docs/fans.md#web-push): one `notifications` row (channel `push`) per
// notification, sent to each of the user's subscribed browsers. A browser that got it is recorded in
// `push_deliveries`, so a retry (another browser failed) never sends it to that one again: exactly one push per
// notification per subscription. 404/410 deletes the subscription; 429 waits for its Retry-After.
import { sql } from "drizzle-orm";
import type { Lang } from "../../app/lib/language.ts";
import type { NotifyKind } from "../../app/lib/fans.ts";
import type { Database } from "../db/client.server.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import { subjectOf } from "./notification-subject.server.ts";
import { notificationText, type NotificationSubject } from "./notification-text.ts";
import { pushDelivery, pushTag, type PushMessage } from "./push-payload.ts";
import { pushChannel, type PushOutcome } from "./push-send.server.ts";

/** Notifications one delivery run sends before it hands over (and checkpoints). */
const DELIVERY_BATCH = 200;
/** Attempts per notification before it is given up as failed. */
const MAX_ATTEMPTS = 8;
/** Backoff before attempt n + 1: 30 s × 2^(n − 1), at most an hour (as mail). */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

interface PendingPush {
  id: number;
  user_id: string;
  kind: NotifyKind;
  object_type: "bout" | "team_match";
  object_id: string;
  attempts: number;
  lang: Lang;
  spoiler_free: boolean;
}

interface Subscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The message of one notification in its reader's language (spoiler-free where chosen). */
export function notificationPush(
  row: Pick<PendingPush, "kind" | "object_type" | "object_id" | "lang" | "spoiler_free">,
  subject: NotificationSubject,
): PushMessage {
  const text = notificationText(subject, row.lang, row.spoiler_free);
  return { kind: row.kind, title: text.title, body: text.body, url: subject.url, tag: pushTag(row) };
}

/** A user's subscribed browsers that have not had this notification yet. */
export async function pendingSubscriptions(db: Executor, userId: string, notificationId: number | null) {
  return selectRows<Subscription>(
    db,
    sql`select s.id, s.endpoint, s.p256dh, s.auth from push_subscriptions s
        where s.user_id = ${userId}
          and not exists (select 1 from push_deliveries d where d.subscription_id = s.id and d.notification_id = ${notificationId})
        order by s.id`,
  );
}

/**
 * Sends `message` to each subscription; records the ones reached (with a notification) and deletes the gone ones.
 * Answers the retries asked for.
 */
export async function sendToSubscriptions(
  db: Executor,
  subscriptions: Subscription[],
  message: PushMessage,
  object: Parameters<typeof pushDelivery>[0],
  notificationId: number | null,
) {
  const delivery = pushDelivery(object);
  const retries: Extract<PushOutcome, { status: "retry" }>[] = [];
  let sent = 0;
  // One browser after another: a push service rate-limits per sender, and a user has a few browsers at most.
  for (const subscription of subscriptions) {
    const outcome = await pushChannel.send(subscription, message, delivery);
    if (outcome.status === "sent") {
      sent++;
      if (notificationId !== null)
        await db.execute(sql`insert into push_deliveries (notification_id, subscription_id)
          values (${notificationId}, ${subscription.id}) on conflict do nothing`);
    } else if (outcome.status === "gone") {
      await db.execute(sql`delete from push_subscriptions where id = ${subscription.id}`);
    } else retries.push(outcome);
  }
  return { sent, retries };
}

/** Sends one due push notification; false when none is due. */
async function deliverOnePush(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<PendingPush>(
      tx,
      sql`select n.id, n.user_id, n.kind, n.object_type, n.object_id, n.attempts,
            coalesce(p.lang, 'en') as lang, coalesce(p.spoiler_free, false) as spoiler_free
          from notifications n left join fan_profiles p on p.user_id = n.user_id
          where n.channel = 'push' and n.state = 'pending' and n.next_attempt_at <= now()
          order by n.next_attempt_at, n.id limit 1 for update of n skip locked`,
    );
    if (!row) return false;
    const subject = await subjectOf(tx, row);
    // The object was deleted meanwhile (nothing to tell), or the user has no browser left: done.
    const subscriptions = subject ? await pendingSubscriptions(tx, row.user_id, row.id) : [];
    const { retries } =
      subject && subscriptions.length > 0
        ? await sendToSubscriptions(tx, subscriptions, notificationPush(row, subject), row, row.id)
        : { retries: [] };
    if (retries.length === 0) {
      await tx.execute(sql`update notifications set state = 'sent', sent_at = now(), attempts = attempts + 1,
        last_error = null where id = ${row.id}`);
      return true;
    }
    const attempts = row.attempts + 1;
    // A push service's Retry-After is honoured as given; other failures back off.
    const waits = retries.map((retry) => retry.retryAfterMs ?? backoffMs(attempts));
    await tx.execute(sql`update notifications set attempts = ${attempts},
      state = ${attempts >= MAX_ATTEMPTS ? "failed" : "pending"},
      next_attempt_at = now() + make_interval(secs => ${Math.max(...waits) / 1000}),
      last_error = ${retries
        .map((retry) => retry.reason)
        .join("; ")
        .slice(0, 500)} where id = ${row.id}`);
    return true;
  });
}

export const deliverPushJob = defineJob<Record<string, never>>({
  kind: "fans.deliver-push",
  async run(db, _job, context) {
    // A push service may take its whole timeout (10 s): the lease (30 s) is renewed whenever 10 s have passed.
    let renewed = Date.now();
    for (let sent = 0; sent < DELIVERY_BATCH; sent++) {
      if (!(await deliverOnePush(db))) break;
      if (Date.now() - renewed > 10_000) {
        await context.checkpoint(null);
        renewed = Date.now();
      }
    }
    // More due now, or a retry later: this job comes back for them.
    const [next] = await selectRows<{ at: Date | string | null }>(
      db,
      sql`select min(next_attempt_at) as at from notifications where channel = 'push' and state = 'pending'`,
    );
    if (next?.at) await deliverPushJob.enqueue(db, "push", {}, { runAt: new Date(next.at) });
  },
});
