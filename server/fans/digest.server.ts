// The daily mail digest (docs/fans.md#mail-immediate-or-daily-digest). A fan who chose it on /me gets their mail
// notifications as one mail a day at DIGEST_HOUR in their own time zone, in their language, listing what the fan-out
// wrote for them since (rows in state `digest`). The digest takes the reader's profile row FOR UPDATE SKIP LOCKED, so
// two instances never build one reader's digest twice, and marks each row it listed `sent` with its `digest_day` in
// the transaction of the send: a row is in one digest, never two.
import { sql } from "drizzle-orm";
import type { NotifyKind } from "../../app/lib/fans.ts";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import type { Database } from "../db/client.server.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { publicUrl, settings } from "../env.server.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import type { Mail } from "../mail.server.ts";
import { subjectOf } from "./notification-subject.server.ts";
import { notificationText } from "./notification-text.ts";
import { deliveryBackoffMs, fixedFans, mailChannel, MAX_DELIVERY_ATTEMPTS } from "./outbox.server.ts";
import { unsubscribeToken } from "./unsubscribe-token.server.ts";

/** The local hour (0–23) the digest goes at. */
export const DIGEST_HOUR = 8;
/** Readers one job run sends to before it hands over. */
const DIGEST_BATCH = 100;
/** How often the job looks for readers whose hour has come: zones are offset by quarter hours at worst. */
const DIGEST_POLL_MS = 15 * 60_000;

/** The reader's latest digest moment (timestamp, no zone, in `p.time_zone`): today's DIGEST_HOUR, or yesterday's. */
const localMoment = sql`(date_trunc('day', (now() at time zone p.time_zone) - make_interval(hours => ${DIGEST_HOUR}))
  + make_interval(hours => ${DIGEST_HOUR}))`;
/** A row this reader's latest digest covers: written before that moment, and not backing off after a failed send. */
const dueRow = sql`n.state = 'digest' and n.created_at < (${localMoment} at time zone p.time_zone)
  and n.next_attempt_at <= now()`;

interface DigestRow {
  id: number;
  kind: NotifyKind;
  object_type: "bout" | "team_match";
  object_id: string;
  attempts: number;
}

interface Reader {
  user_id: string;
  email: string;
  lang: Lang;
  spoiler_free: boolean;
  /** The reader's local day of this digest (YYYY-MM-DD). */
  day: string;
}

/** The digest mail: one line per notification (its title and text, then its page), oldest first. */
export function digestMail(reader: Reader, items: { title: string; body: string; url: string }[]): Mail {
  const t = fixedFans(reader.lang);
  const origin = new URL(publicUrl).origin;
  const unsubscribe = `${origin}/api/v1/notifications/unsubscribe?token=${unsubscribeToken(reader.user_id, "mail")}`;
  const me = new URL(localizePath("/me", reader.lang), `${origin}/`).href;
  const list = items.map((item) => `• ${item.title}\n  ${item.body}\n  ${item.url}`).join("\n\n");
  return {
    to: reader.email,
    subject: t("digest.subject", { brand: settings.LEAGUE_NAME, count: items.length }),
    text: `${t("digest.intro")}\n\n${list}\n\n-- \n${t("digest.footer", { brand: settings.LEAGUE_NAME, unsubscribe, settings: me })}\n`,
    link: me,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** Sends one reader's due digest; false when no reader's digest is due. */
export async function sendOneDigest(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reader] = await selectRows<Reader>(
      tx,
      sql`select p.user_id, u.email, p.lang, p.spoiler_free, (${localMoment})::date::text as day
          from fan_profiles p join "user" u on u.id = p.user_id
          where exists (select 1 from notifications n where n.user_id = p.user_id and ${dueRow})
          order by p.user_id limit 1 for update of p skip locked`,
    );
    if (!reader) return false;
    const rows = await selectRows<DigestRow>(
      tx,
      sql`select n.id, n.kind, n.object_type, n.object_id, n.attempts
          from notifications n join fan_profiles p on p.user_id = n.user_id
          where n.user_id = ${reader.user_id} and ${dueRow}
          order by n.created_at, n.id for update of n`,
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return true;
    try {
      const items = [];
      for (const row of rows) {
        const subject = await subjectOf(tx, { ...row, lang: reader.lang });
        // The object was deleted meanwhile: nothing to tell about it.
        if (subject) items.push({ ...notificationText(subject, reader.lang, reader.spoiler_free), url: subject.url });
      }
      if (items.length > 0) await mailChannel.send(digestMail(reader, items));
      await tx.execute(sql`update notifications set state = 'sent', sent_at = now(), attempts = attempts + 1,
        last_error = null, digest_day = ${reader.day}::date where id = any(${`{${ids.join(",")}}`}::bigint[])`);
    } catch (error) {
      // The rows wait for a retry (backing off as single mails do); after the last attempt they fail for good.
      const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
      await tx.execute(sql`update notifications set attempts = ${attempts},
        state = ${attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "digest"},
        next_attempt_at = now() + make_interval(secs => ${deliveryBackoffMs(attempts) / 1000}),
        last_error = ${String(error).slice(0, 500)} where id = any(${`{${ids.join(",")}}`}::bigint[])`);
    }
    return true;
  });
}

/** When the job should look again: at the next quarter hour, or at the next failed digest's retry if sooner. */
async function nextRun(db: Executor): Promise<Date> {
  const poll = Math.ceil((Date.now() + 1000) / DIGEST_POLL_MS) * DIGEST_POLL_MS + 1000;
  const [retry] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select min(next_attempt_at) as at from notifications where state = 'digest' and attempts > 0`,
  );
  const at = retry?.at ? new Date(retry.at).getTime() : Infinity;
  return new Date(Math.min(poll, Math.max(at, Date.now() + 1000)));
}

export const digestJob = defineJob<Record<string, never>>({
  kind: "fans.digest",
  maxAttempts: 1000,
  async run(db, _job, context) {
    let sent = 0;
    for (; sent < DIGEST_BATCH; sent++) {
      if (!(await sendOneDigest(db))) break;
      if (sent % 20 === 19) await context.checkpoint(null);
    }
    await digestJob.enqueue(db, "digest", {}, { runAt: sent >= DIGEST_BATCH ? new Date() : await nextRun(db) });
  },
});

/** Starts the digests' schedule (each instance's start; coalesced into the one queued job). */
export const startDigests = (db: Database) => digestJob.enqueue(db, "digest", {});
