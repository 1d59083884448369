// The push channel of the notification outbox (docs/fans.md#web-push): one `notifications` row (channel `push`) per
// notification, sent to each of the user's subscribed browsers. A browser that got it is recorded in
// `push_deliveries`, so a retry (another browser failed) never sends it to that one again: exactly one push per
// notification per subscription. 404/410 deletes the subscription; 429 waits for its Retry-After.
//
// Delivery runs in LANES (jobs `fans.deliver-push` with keys `push:0` … `push:<lanes − 1>`), so every instance can send
// at once. A lane CLAIMS a batch of due rows in one short statement (`FOR UPDATE SKIP LOCKED`: no two lanes claim one
// row): the claim bumps `attempts` — the claim's fencing token — and moves `next_attempt_at` a short lease ahead, so
// the row is not due for anyone else while the lane holds it, and due again for every lane a few seconds after its
// lane died. The lane sends outside any transaction, `inFlight` rows at a time over kept-alive connections, renews
// the leases of the rows in hand while it works, and writes what happened every few milliseconds — only for rows
// whose `attempts` still match its claim. At least once: a row whose request was on the wire when its instance died
// is sent again by the lane that retakes it (docs/fans.md#delivery-guarantees).
import { sql } from "drizzle-orm";
import type { Lang } from "../../app/lib/language.ts";
import type { NotifyKind } from "../../app/lib/fans.ts";
import type { Database } from "../db/client.server.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { pgArray } from "../db/pg-array.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import { subjectOf } from "./notification-subject.server.ts";
import { notificationText, type NotificationSubject } from "./notification-text.ts";
import { pushDelivery, pushTag, type PushMessage } from "./push-payload.ts";
import { pushChannel, type PushOutcome } from "./push-send.server.ts";

/** How delivery runs; tests change it (a short lease, few lanes). */
export const pushDeliverySettings = {
  /** Lanes (jobs `push:0` …): as many instances can send at once (each instance's worker runs one job at a time). */
  lanes: 4,
  /** Rows one claim takes. */
  batch: 100,
  /** Rows a lane sends at once (to different browsers: one row's browsers go one after another). */
  inFlight: 16,
  /** How long a claimed row stays claimed without a renewal: a dead lane's rows are due again this long after it died. */
  leaseMs: 5_000,
  /** A lane stops claiming after this long and hands over (its worker runs other jobs; the lane is queued again). */
  sliceMs: 10_000,
  /** Outcomes are written at least this often (the window in which a crash makes a sent row look unsent). */
  flushMs: 20,
};
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

/** One claimed row: what the claim returned, and the claim's fencing token (its `attempts`). */
interface ClaimedPush extends PendingPush {
  subscriptions: Subscription[];
  subject: NotificationSubject | null;
}

/** What sending one claimed row did, written by the next flush. */
export interface PushResult {
  id: number;
  attempts: number;
  delivered: number[];
  gone: number[];
  retries: Extract<PushOutcome, { status: "retry" }>[];
}

/**
 * Claims up to `limit` due push rows for `leaseMs`: one statement, `FOR UPDATE SKIP LOCKED`. Each claimed row's
 * `attempts` is bumped (the claim's token: a later claim of the row makes this one's writes miss) and its
 * `next_attempt_at` moved to the lease's end.
 */
export async function claimPushRows(db: Executor, limit: number, leaseMs: number) {
  return selectRows<PendingPush>(
    db,
    sql`with claimed as (
          update notifications n set attempts = n.attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          where n.id = any(array(
            select id from notifications
            where channel = 'push' and state = 'pending' and next_attempt_at <= now()
            order by next_attempt_at, id limit ${limit}
            for update skip locked))
          returning n.id, n.user_id, n.kind, n.object_type, n.object_id, n.attempts)
        select c.id, c.user_id, c.kind, c.object_type, c.object_id, c.attempts,
          coalesce(p.lang, 'en') as lang, coalesce(p.spoiler_free, false) as spoiler_free
        from claimed c left join fan_profiles p on p.user_id = c.user_id
        order by c.id`,
  );
}

/** The claimed rows with their browsers still to reach and their subjects (read once per object and language). */
async function prepare(db: Executor, rows: PendingPush[]): Promise<ClaimedPush[]> {
  if (rows.length === 0) return [];
  const targets = await selectRows<Subscription & { notification_id: number }>(
    db,
    sql`select c.id as notification_id, s.id, s.endpoint, s.p256dh, s.auth
        from unnest(${pgArray(rows.map((row) => row.id))}::bigint[], ${pgArray(rows.map((row) => row.user_id))}::text[])
          as c(id, user_id)
        join push_subscriptions s on s.user_id = c.user_id
        where not exists (select 1 from push_deliveries d where d.subscription_id = s.id and d.notification_id = c.id)
        order by s.id`,
  );
  const byRow = new Map<number, Subscription[]>();
  for (const { notification_id, ...subscription } of targets) {
    const id = Number(notification_id);
    byRow.set(id, [...(byRow.get(id) ?? []), { ...subscription, id: Number(subscription.id) }]);
  }
  const subjects = new Map<string, Promise<NotificationSubject | null>>();
  return Promise.all(
    rows.map(async (row) => {
      const id = Number(row.id);
      const subscriptions = byRow.get(id) ?? [];
      const key = `${row.object_type}:${row.object_id}:${row.lang}:${row.kind}`;
      if (subscriptions.length > 0 && !subjects.has(key)) subjects.set(key, subjectOf(db, row));
      const subject = subscriptions.length > 0 ? await subjects.get(key)! : null;
      return { ...row, id, attempts: Number(row.attempts), subscriptions, subject };
    }),
  );
}

/** Sends one claimed row to each of its browsers in turn (never throws: a failure is a retry). */
async function sendRow(row: ClaimedPush): Promise<PushResult> {
  const result: PushResult = { id: row.id, attempts: row.attempts, delivered: [], gone: [], retries: [] };
  // The object was deleted meanwhile (nothing to tell), or the user has no browser left: done.
  if (!row.subject) return result;
  const message = notificationPush(row, row.subject);
  const delivery = pushDelivery(row);
  for (const subscription of row.subscriptions) {
    const outcome = await pushChannel.send(subscription, message, delivery);
    if (outcome.status === "sent") result.delivered.push(subscription.id);
    else if (outcome.status === "gone") result.gone.push(subscription.id);
    else result.retries.push(outcome);
  }
  return result;
}

/**
 * Writes what sending did: the browsers reached (`push_deliveries`, kept even when the claim was lost: that browser
 * has it), the subscriptions gone, and each row sent, retried or failed — only where the row's `attempts` still
 * match the claim. Answers the ids written.
 */
export async function writePushResults(db: Executor, results: PushResult[]) {
  const gone = new Set(results.flatMap((result) => result.gone));
  const reached = results.flatMap((result) =>
    result.delivered.filter((id) => !gone.has(id)).map((subscription) => [result.id, subscription] as const),
  );
  const sent = results.filter((result) => result.retries.length === 0);
  if (reached.length > 0)
    await db.execute(sql`insert into push_deliveries (notification_id, subscription_id)
      select r.notification_id, r.subscription_id
      from unnest(${pgArray(reached.map(([id]) => id))}::bigint[], ${pgArray(reached.map(([, s]) => s))}::bigint[])
        as r(notification_id, subscription_id)
      -- A subscription or notification deleted meanwhile (unsubscribed, the account deleted) is skipped, not an error.
      join push_subscriptions s on s.id = r.subscription_id
      join notifications n on n.id = r.notification_id
      for key share of s, n
      on conflict do nothing`);
  await db.execute(sql`with gone as (delete from push_subscriptions where id = any(${pgArray([...gone])}::bigint[]))
    update notifications n set state = 'sent', sent_at = now(), last_error = null
    from unnest(${pgArray(sent.map((result) => result.id))}::bigint[], ${pgArray(sent.map((result) => result.attempts))}::int[])
      as c(id, attempts)
    where n.id = c.id and n.attempts = c.attempts and n.state = 'pending'`);
  for (const result of results) {
    if (result.retries.length === 0) continue;
    // A push service's Retry-After is honoured as given; other failures back off.
    const waits = result.retries.map((retry) => retry.retryAfterMs ?? backoffMs(result.attempts));
    await db.execute(sql`update notifications set
      state = ${result.attempts >= MAX_ATTEMPTS ? "failed" : "pending"},
      next_attempt_at = now() + make_interval(secs => ${Math.max(...waits) / 1000}),
      last_error = ${result.retries
        .map((retry) => retry.reason)
        .join("; ")
        .slice(0, 500)}
      where id = ${result.id} and attempts = ${result.attempts} and state = 'pending'`);
  }
}

/** Moves the lease of the rows in hand on; answers the ids still this lane's. */
async function renewLeases(db: Executor, held: Map<number, number>, leaseMs: number) {
  if (held.size === 0) return new Set<number>();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update notifications n set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from unnest(${pgArray([...held.keys()])}::bigint[], ${pgArray([...held.values()])}::int[]) as c(id, attempts)
        where n.id = c.id and n.attempts = c.attempts and n.state = 'pending'
        returning n.id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * One lane's turn: claims batches and sends up to `inFlight` rows at once until nothing is due or its slice is over,
 * renewing the leases of the rows in hand (and the job's, through `heartbeat`) and writing outcomes as they come.
 */
export async function runPushLane(
  db: Database,
  heartbeat: () => Promise<void> = async () => {},
  signal: AbortSignal = new AbortController().signal,
) {
  const settings = { ...pushDeliverySettings };
  const started = Date.now();
  const queue: ClaimedPush[] = [];
  /** Claimed rows not yet written: id → the claim's attempts. */
  const held = new Map<number, number>();
  const done: PushResult[] = [];
  const state = { exhausted: false, failure: null as unknown, sent: 0 };
  const stop = (error: unknown) => {
    state.failure ??= error;
    state.exhausted = true;
  };

  let claiming: Promise<void> | null = null;
  const claim = () =>
    (claiming ??= (async () => {
      try {
        const rows = await prepare(db, await claimPushRows(db, settings.batch, settings.leaseMs));
        for (const row of rows) held.set(row.id, row.attempts);
        queue.push(...rows);
        if (rows.length < settings.batch) state.exhausted = true;
      } catch (error) {
        stop(error);
      } finally {
        claiming = null;
      }
    })());
  // Stopping (SIGTERM): no new claims; the rows in hand are sent and written before the lane ends.
  const more = () => !state.exhausted && !signal.aborted && Date.now() - started < settings.sliceMs;
  const next = async (): Promise<ClaimedPush | null> => {
    for (;;) {
      const row = queue.shift();
      if (row) {
        // Claim the next batch while this one is still being sent.
        if (queue.length < settings.inFlight && more()) void claim();
        // A row whose lease another lane took over meanwhile (this one stalled) is that lane's now.
        if (held.has(row.id)) return row;
        continue;
      }
      if (!more()) return null;
      await claim();
    }
  };

  // Writes and lease renewals take turns, so a renewal never moves on a row the write before it just released.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    const ran = turn.then(work).catch(stop);
    turn = ran;
    return ran;
  };
  let flushing: Promise<void> | null = null;
  const flush = () =>
    (flushing ??= inTurn(async () => {
      while (done.length > 0) {
        const results = done.splice(0);
        await writePushResults(db, results);
        for (const result of results) held.delete(result.id);
        state.sent += results.length;
      }
    }).finally(() => {
      flushing = null;
    }));
  const renew = () =>
    inTurn(async () => {
      const renewing = new Map(held);
      const kept = await renewLeases(db, renewing, settings.leaseMs);
      // Not renewed: taken over by another lane (this one stalled past its lease): that lane's now.
      for (const id of renewing.keys()) if (!kept.has(id)) held.delete(id);
      await heartbeat();
    });
  const flusher = setInterval(() => void flush(), settings.flushMs);
  const renewer = setInterval(() => void renew(), settings.leaseMs / 3);
  try {
    await Promise.all(
      Array.from({ length: settings.inFlight }, async () => {
        for (let row = await next(); row; row = await next()) done.push(await sendRow(row));
      }),
    );
    await claiming;
    await flush();
    await turn;
  } finally {
    clearInterval(flusher);
    clearInterval(renewer);
  }
  if (state.failure) throw state.failure;
  return state.sent;
}

/** The lanes' job keys. */
const laneKey = (lane: number) => `push:${lane}`;

/** Queues every delivery lane (in the caller's transaction, or after it): each comes back for what is due. */
export async function queuePushDelivery(db: Executor, runAt?: Date) {
  for (let lane = 0; lane < pushDeliverySettings.lanes; lane++)
    await deliverPushJob.enqueue(db, laneKey(lane), {}, runAt ? { runAt } : {});
}

export const deliverPushJob = defineJob<Record<string, never>>({
  kind: "fans.deliver-push",
  // A lane's job is renewed with its rows' leases; one whose instance died is free again after this.
  leaseMs: 15_000,
  async run(db, job, context) {
    await context.checkpoint(null);
    await runPushLane(db, () => context.checkpoint(null), context.signal);
    // More due now (the slice ended), a retry later, or rows another lane holds (due again if it dies): come back.
    const [next] = await selectRows<{ at: Date | string | null }>(
      db,
      sql`select min(next_attempt_at) as at from notifications where channel = 'push' and state = 'pending'`,
    );
    if (!next?.at) return;
    // The one job of the single-lane version (key `push`), still queued after an upgrade, hands over to the lanes.
    if (job.key.startsWith("push:")) await deliverPushJob.enqueue(db, job.key, {}, { runAt: new Date(next.at) });
    else await queuePushDelivery(db, new Date(next.at));
  },
});
