// The durable notification outbox (docs/fans.md#notifications). A fact (a bout or team match finished, lineups
// revealed, a schedule changed) is queued by the write that causes it, in its own transaction, as ONE fan-out job;
// the job writes one `notifications` row per follower and channel in chunks (the write never waits for followers);
// the delivery job sends the pending rows with backoff. The unique index on the key — (user, kind, object, revision) —
// and channel refuses a second row of one notification, so a fact queued twice still sends once.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { fixedT } from "../../app/i18n/i18n.ts";
import type { Lang } from "../../app/lib/language.ts";
import type { NotifyKind } from "../../app/lib/fans.ts";
import type { Database } from "../db/client.server.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { publicUrl, settings } from "../env.server.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import { sendMail, type Mail } from "../mail.server.ts";
import { queueWebhookFact } from "../webhooks/webhook-facts.server.ts";
import { deliverPushJob, queuePushDelivery } from "./push-delivery.server.ts";
import { subjectOf } from "./notification-subject.server.ts";
import { notificationText, type NotificationSubject } from "./notification-text.ts";
import { unsubscribeToken } from "./unsubscribe-token.server.ts";

export interface Fact {
  kind: NotifyKind;
  object_type: "bout" | "team_match";
  object_id: string;
  /** What makes a new notification of the same kind and object: a corrected result, a new schedule revision. */
  revision: string;
}

/**
 * (user, kind, object, revision): one notification, whatever the channel. The database keeps these parts in their own
 * columns (the unique index `notifications_key_idx`); this text is the key as logs and tests name it.
 */
export const notificationKey = (userId: string, fact: Fact) =>
  `${userId}:${fact.kind}:${fact.object_type}:${fact.object_id}:${fact.revision}`;

/** A revision from a result's content: the same result written again is the same notification, a correction a new one. */
export const contentRevision = (...parts: (string | number | null | undefined)[]) =>
  crypto
    .createHash("sha256")
    .update(parts.map((part) => String(part ?? "")).join("|"))
    .digest("hex")
    .slice(0, 16);

/**
 * Followers written per statement by the fan-out. Each statement reads its part's whole audience again (to sort what
 * is after its cursor), so chunks are large: bench:notify's 100,000 followers are 2 parts of one statement each.
 */
export const FANOUT_CHUNK = 50_000;
/** The audience is written in this many parts at once (by a hash of the user id): one per core of a small server. */
export const FANOUT_PARTS = 2;
/** Notifications one delivery run sends before it hands over (and checkpoints). */
const DELIVERY_BATCH = 200;
/** Attempts per notification before it is given up as failed. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Backoff before attempt n + 1: 30 s × 2^(n − 1), at most an hour. */
export const deliveryBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The advisory lock every writer of outbox rows holds shared, from before the statement that reads the followers until
 * its commit; deleting an account takes it exclusively (the trigger `user_delete_notifications`, migration 0031), so no
 * row is written for an account being deleted and none outlives it, without a foreign key checked per row.
 */
export const OUTBOX_WRITE_LOCK = 727_004;

/**
 * Runs `write` (statements that insert outbox rows) in a transaction holding OUTBOX_WRITE_LOCK shared. The lock is
 * its own statement: the insert's snapshot is then taken after any account deletion it waited for had committed.
 */
export function writeOutbox<T>(db: Database, write: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${OUTBOX_WRITE_LOCK})`);
    return write(tx);
  });
}

/** The mail channel's sender (tests replace it to watch or fail sends). */
export const mailChannel: { send: (mail: Mail) => Promise<void> } = { send: sendMail };

/** The unique index's columns (`on conflict` names them): a notification's key and channel. */
export const KEY_COLUMNS = sql`(user_id, kind, object_type, object_id, revision, channel)`;

/** Everyone whose follows reach this fact's object and want this kind, as SQL (user ids, ascending). */
function audience(fact: Fact, after: string, part: FanOutPart = { index: 0, of: 1 }) {
  const objects =
    fact.object_type === "bout"
      ? sql`select b.athlete_a_id as athlete_a, b.athlete_b_id as athlete_b, b.team_a_id as team_a, b.team_b_id as team_b,
              tm.tournament_id from bouts b join team_matches tm on tm.id = b.team_match_id where b.id = ${fact.object_id}`
      : sql`select null::uuid as athlete_a, null::uuid as athlete_b, tm.home_team_id as team_a, tm.away_team_id as team_b,
              tm.tournament_id from team_matches tm where tm.id = ${fact.object_id}`;
  // A team match reaches the followers of its teams' athletes too (its bouts may not be set yet).
  const rosterAthletes =
    fact.object_type === "team_match"
      ? sql`or (f.kind = 'athlete' and f.target_id in (select a.id from athletes a, o where a.team_id in (o.team_a, o.team_b)))`
      : sql``;
  return sql`o as (${objects}),
    reached as (select distinct f.user_id from follows f, o
    -- Only the followers after the cursor: each chunk sorts what is left, not the whole audience again.
    where f.user_id > ${after} and f.notify ? ${fact.kind}
      ${part.of > 1 ? sql`and mod(hashtext(f.user_id) & 2147483647, ${part.of}::int) = ${part.index}::int` : sql``}
      and ((f.kind = 'athlete' and f.target_id in (o.athlete_a, o.athlete_b))
        or (f.kind = 'team' and f.target_id in (o.team_a, o.team_b))
        or (f.kind = 'tournament' and f.target_id = o.tournament_id)
        ${rosterAthletes}))`;
}

/**
 * Which of a follower's channels get a row for a notification of `kind` (SQL over `c.user_id`, `ch.channel` and the
 * profile `p`): mail unless turned off — and no `up_next` mail for a reader of the daily digest, as "next on the mat"
 * is stale by the morning (push still tells them) — and push when the user has a browser subscribed.
 */
export const enabledChannel = (kind: NotifyKind) => sql`((ch.channel = 'mail' and coalesce(p.mail_enabled, true)
    and (${kind}::text <> 'up_next' or coalesce(p.mail_mode, 'immediate') = 'immediate'))
  or (ch.channel = 'push' and exists (select 1 from push_subscriptions s where s.user_id = c.user_id)))`;

/** A new row's state: a digest reader's mail waits for their daily digest (server/fans/digest.server.ts). */
export const newRowState = sql`case when ch.channel = 'mail' and p.mail_mode = 'digest' then 'digest' else 'pending' end`;

/** One share of a fact's audience: the followers whose id hashes to `index` of `of`. */
export interface FanOutPart {
  index: number;
  of: number;
}

/**
 * Writes the outbox of one chunk of followers after `cursor` (a `push` row for each follower with a browser, and the
 * chunk's mail batch) (of one part of the audience, or all of it);
 * answers the chunk's last user id — null when there was none — and how many followers it held.
 */
export async function fanOutChunkRows(
  db: Database,
  fact: Fact,
  cursor: string,
  chunk = FANOUT_CHUNK,
  part: FanOutPart = { index: 0, of: 1 },
): Promise<{ last: string | null; followers: number }> {
  const [row] = await writeOutbox(db, (tx) =>
    selectRows<{ last: string | null; followers: number }>(
      tx,
      sql`with ${audience(fact, cursor, part)},
    chunk as (select user_id from reached order by user_id limit ${chunk}),
    -- Mail: the chunk's followers as one batch row, expanded into notifications by the mail delivery.
    mail as (
      insert into mail_batches (kind, object_type, object_id, revision, user_ids)
      select ${fact.kind}, ${fact.object_type}, ${fact.object_id}::uuid, ${fact.revision},
        array_agg(user_id order by user_id)
      from chunk having count(*) > 0
      returning 1
    ),
    -- Push: a row per follower with a browser now (the delivery lanes claim rows).
    push as (
      insert into notifications (user_id, channel, kind, object_type, object_id, revision)
      select c.user_id, 'push', ${fact.kind}, ${fact.object_type}, ${fact.object_id}::uuid, ${fact.revision}
      from chunk c
      where exists (select 1 from push_subscriptions s where s.user_id = c.user_id)
      on conflict ${KEY_COLUMNS} do nothing
      returning 1
    )
    select max(user_id) as last, count(*)::int as followers from chunk`,
    ),
  );
  return { last: row?.last ?? null, followers: Number(row?.followers ?? 0) };
}

/** Writes the outbox rows of one chunk of followers after `cursor`; answers the chunk's last user id, or null at the end. */
export async function fanOutChunk(db: Database, fact: Fact, cursor: string, chunk = FANOUT_CHUNK) {
  return (await fanOutChunkRows(db, fact, cursor, chunk)).last;
}

/** The fan-out's checkpoint: each part's cursor (the last follower written), `null` once the part is done. */
interface FanOutProgress {
  cursors?: (string | null)[];
  /** A checkpoint of the one-part fan-out before parts (a job queued by an older version resumes from it). */
  cursor?: string;
}

export const fanOutJob = defineJob<Fact>({
  kind: "fans.fanout",
  async run(db, job, context) {
    const progress = (job.progress ?? {}) as FanOutProgress;
    const cursors: (string | null)[] =
      progress.cursors ?? (progress.cursor !== undefined ? [progress.cursor] : Array(FANOUT_PARTS).fill(""));
    // The parts are written at once, each on its own connection (PostgreSQL), each chunk checkpointed.
    let saving: Promise<void> = Promise.resolve();
    await Promise.all(
      cursors.map(async (start, index) => {
        for (let cursor = start; cursor !== null; ) {
          const { last, followers } = await fanOutChunkRows(db, job.payload, cursor, FANOUT_CHUNK, {
            index,
            of: cursors.length,
          });
          // A chunk shorter than asked for was the part's last.
          cursor = followers < FANOUT_CHUNK ? null : last;
          cursors[index] = cursor;
          const snapshot = { cursors: [...cursors] };
          saving = saving.then(() => context.checkpoint(snapshot));
          await saving;
        }
      }),
    );
    await deliverMailJob.enqueue(db, "mail", {});
    await queuePushDelivery(db);
  },
});

/** Queues a fact's notifications: call inside the transaction of the write that causes it (one small job). */
export async function queueFact(tx: Executor, fact: Fact) {
  await fanOutJob.enqueue(tx, `${fact.kind}:${fact.object_type}:${fact.object_id}:${fact.revision}`, fact);
  await queueWebhookFact(tx, fact);
}

interface PendingMail {
  id: number;
  user_id: string;
  kind: NotifyKind;
  object_type: "bout" | "team_match";
  object_id: string;
  attempts: number;
  email: string;
  lang: Lang;
  spoiler_free: boolean;
}

/** The mail of one notification: the reader's language, one-click unsubscribe of its kind (RFC 8058). */
export function notificationMail(row: PendingMail, subject: NotificationSubject): Mail {
  const text = notificationText(subject, row.lang, row.spoiler_free);
  const unsubscribe = `${new URL(publicUrl).origin}/api/v1/notifications/unsubscribe?token=${unsubscribeToken(row.user_id, row.kind)}`;
  const footer = notificationFooter(row.lang, row.kind, unsubscribe);
  return {
    to: row.email,
    subject: text.title,
    text: `${text.body}\n\n${subject.url}\n\n-- \n${footer}\n`,
    link: subject.url,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function notificationFooter(lang: Lang, kind: NotifyKind, unsubscribe: string) {
  // The kind's name as /me shows it.
  return fixedFans(lang)("notification.footer", {
    brand: settings.LEAGUE_NAME,
    kind: fixedFans(lang)(`notify.${kind}`),
    unsubscribe,
  });
}

export const fixedFans = (lang: Lang) => fixedT(lang, "fans");

/** Sends one due mail notification; false when none is due. Failures back off; the last attempt fails it for good. */
async function deliverOneMail(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // (email null: the account is gone.)
    const [row] = await selectRows<Omit<PendingMail, "email"> & { email: string | null }>(
      tx,
      sql`select n.id, n.user_id, n.kind, n.object_type, n.object_id, n.attempts, u.email,
            coalesce(p.lang, 'en') as lang, coalesce(p.spoiler_free, false) as spoiler_free
          from notifications n left join "user" u on u.id = n.user_id left join fan_profiles p on p.user_id = n.user_id
          where n.channel = 'mail' and n.state = 'pending' and n.next_attempt_at <= now()
          order by n.next_attempt_at, n.id limit 1 for update of n skip locked`,
    );
    if (!row) return false;
    // A row whose account is gone (none can be left by the outbox's writers: OUTBOX_WRITE_LOCK) is deleted, not kept
    // pending for ever with the job coming back for it.
    if (row.email === null) {
      await tx.execute(sql`delete from notifications where id = ${row.id}`);
      return true;
    }
    try {
      const subject = await subjectOf(tx, row);
      // The object was deleted meanwhile: nothing to tell.
      if (subject) await mailChannel.send(notificationMail({ ...row, email: row.email }, subject));
      await tx.execute(sql`update notifications set state = 'sent', sent_at = now(), attempts = attempts + 1,
        last_error = null where id = ${row.id}`);
    } catch (error) {
      const attempts = row.attempts + 1;
      await tx.execute(sql`update notifications set attempts = ${attempts},
        state = ${attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending"},
        next_attempt_at = now() + make_interval(secs => ${deliveryBackoffMs(attempts) / 1000}),
        last_error = ${String(error).slice(0, 500)} where id = ${row.id}`);
    }
    return true;
  });
}

/** Followers a mail batch is expanded by per transaction. */
export const MAIL_EXPAND_SLICE = 5000;

/**
 * Expands the oldest mail batch's next `slice` followers into `mail` notifications (unless mail is off; `digest` for a
 * digest reader; none of `up_next` for one), and takes them out of the batch — in one transaction holding
 * OUTBOX_WRITE_LOCK, like every outbox write. False when no batch is left.
 */
export async function expandMailBatch(db: Database, slice = MAIL_EXPAND_SLICE): Promise<boolean> {
  return writeOutbox(db, async (tx) => {
    const [batch] = await selectRows<Fact & { id: number; size: number }>(
      tx,
      sql`select id, kind, object_type, object_id, revision, cardinality(user_ids) as size from mail_batches
          order by id limit 1 for update skip locked`,
    );
    if (!batch) return false;
    await tx.execute(sql`insert into notifications (user_id, channel, kind, object_type, object_id, revision, state)
      select c.user_id, ch.channel, ${batch.kind}, ${batch.object_type}, ${batch.object_id}::uuid, ${batch.revision},
        ${newRowState}
      from (select unnest(user_ids[1:${slice}]) as user_id from mail_batches where id = ${batch.id}) c
      cross join (values ('mail')) ch(channel)
      left join fan_profiles p on p.user_id = c.user_id
      where ${enabledChannel(batch.kind)}
      on conflict ${KEY_COLUMNS} do nothing`);
    if (Number(batch.size) <= slice) await tx.execute(sql`delete from mail_batches where id = ${batch.id}`);
    else await tx.execute(sql`update mail_batches set user_ids = user_ids[${slice + 1}:] where id = ${batch.id}`);
    return true;
  });
}

export const deliverMailJob = defineJob<Record<string, never>>({
  kind: "fans.deliver-mail",
  async run(db, _job, context) {
    // The fan-outs' mail batches first: their rows are what is sent.
    while (await expandMailBatch(db)) await context.checkpoint(null);
    for (let sent = 0; sent < DELIVERY_BATCH; sent++) {
      if (!(await deliverOneMail(db))) break;
      if (sent % 50 === 49) await context.checkpoint(null);
    }
    // More due now, or a retry later: this job comes back for them.
    const [next] = await selectRows<{ at: Date | string | null }>(
      db,
      sql`select min(next_attempt_at) as at from notifications where channel = 'mail' and state = 'pending'`,
    );
    if (next?.at) await deliverMailJob.enqueue(db, "mail", {}, { runAt: new Date(next.at) });
  },
});

/** The job kinds of the outbox (server/jobs/job-kinds.server.ts lists them). */
export const FAN_JOBS = [fanOutJob, deliverMailJob, deliverPushJob] as const;
