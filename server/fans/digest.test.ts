// The daily mail digest on both engines: a digest reader's result waits (no single mail, no up-next mail at all) while
// an immediate reader is mailed at once; at the reader's local hour one mail in their language lists the day's
// notifications with the one-click unsubscribe headers, and marks what it listed, so the digest never sends a row
// twice; what came after the hour waits for the next day's; a failed digest is retried and then sent once; two
// digest runs at once send one mail.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { fanProfiles, follows, notifications, user } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { recordBoutResult } from "../league/entities/bout-entity.server.ts";
import { createLiveTeamMatch, type LiveFixture, pointsResult } from "../live/live-fixtures.ts";
import type { Mail } from "../mail.server.ts";
import { DIGEST_HOUR, digestJob, sendOneDigest } from "./digest.server.ts";
import { FAN_JOBS, mailChannel } from "./outbox.server.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.server.ts";

/** The local day (YYYY-MM-DD) of the latest DIGEST_HOUR in a zone. */
function digestDay(zone: string, now = new Date()) {
  const shifted = new Date(now.getTime() - DIGEST_HOUR * 3_600_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    shifted,
  );
}

describe.each(TEST_ENGINES)("the daily digest on %s", (engine) => {
  let handle: DatabaseHandle;
  let night: LiveFixture;
  const sent: Mail[] = [];
  const realSend = mailChannel.send;
  const jobs = [...FAN_JOBS, digestJob];

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    night = await createLiveTeamMatch(db, { label: "digest" });
    for (const id of ["digest-fan", "instant-fan"])
      await db.insert(user).values({ id, name: id, email: `${id}@league.example`, emailVerified: true });
    await db.insert(fanProfiles).values([
      { user_id: "digest-fan", lang: "ru", mail_mode: "digest", time_zone: "Asia/Tokyo" },
      { user_id: "instant-fan", lang: "en", mail_mode: "immediate" },
    ]);
    // Both follow the event for everything: results, and the up-next alert the result causes.
    await db.insert(follows).values(
      ["digest-fan", "instant-fan"].map((id) => ({
        user_id: id,
        kind: "tournament" as const,
        target_id: night.tournamentId,
        notify: ["result" as const, "up_next" as const],
      })),
    );
    mailChannel.send = async (mail) => void sent.push(mail);
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    mailChannel.send = realSend;
    await handle?.close();
  });

  const rowsOf = (userId: string) =>
    handle.db
      .select({
        kind: notifications.kind,
        channel: notifications.channel,
        state: notifications.state,
        digest_day: notifications.digest_day,
      })
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(notifications.id);
  /** As if the rows had been written a day ago: the reader's digest hour has come since. */
  const ageRows = () =>
    handle.db.execute(sql`update notifications set created_at = created_at - interval '1 day' where state = 'digest'`);

  it("keeps a digest reader's result for the digest and writes them no up-next mail; an immediate reader gets both now", async () => {
    const [, b] = night.athletes[0]!;
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 0, 4));
    await runDueJobs(handle.db, jobs);
    expect(sent.map((mail) => [mail.to, mail.subject.split(":")[0]]).sort()).toEqual([
      ["instant-fan@league.example", "Result"],
      ["instant-fan@league.example", "Up next"],
    ]);
    expect(await rowsOf("digest-fan")).toEqual([
      { kind: "result", channel: "mail", state: "digest", digest_day: null },
    ]);
    // Written after the reader's latest digest hour: not due until the next one.
    expect(await sendOneDigest(handle.db)).toBe(false);
  });

  it("at the reader's hour sends one mail in their language listing the day's notifications, and marks them", async () => {
    await ageRows();
    // The job, as each instance starts it (then every quarter hour).
    await digestJob.enqueue(handle.db, "digest", {});
    await runDueJobs(handle.db, jobs);
    expect(await sendOneDigest(handle.db)).toBe(false);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const [a, b] = night.athletes[0]!;
    expect(mail!.to).toBe("digest-fan@league.example");
    expect(mail!.subject).toMatch(/^Ваш день на .+: 1 уведомление$/);
    expect(mail!.text).toContain(`Результат: ${a!.full_name} — ${b!.full_name}`);
    expect(mail!.text).toContain(`/ru/tournament/${night.tournamentId}`);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = mail!.headers!["List-Unsubscribe"]!.match(/token=([\w.-]+)>$/)![1]!;
    expect(readUnsubscribeToken(token)).toEqual({ userId: "digest-fan", kind: "mail" });
    expect(await rowsOf("digest-fan")).toEqual([
      { kind: "result", channel: "mail", state: "sent", digest_day: digestDay("Asia/Tokyo") },
    ]);
    // Never twice: the next run finds nothing.
    sent.length = 0;
    expect(await sendOneDigest(handle.db)).toBe(false);
    expect(sent).toEqual([]);
  });

  it("retries a failed digest with backoff, then sends it once", async () => {
    const [a] = night.athletes[1]!;
    await recordBoutResult(handle.db, night.boutIds[1]!, pointsResult(a!.id, 2, 0));
    await runDueJobs(handle.db, FAN_JOBS);
    sent.length = 0;
    await ageRows();
    mailChannel.send = async () => {
      throw new Error("SMTP down");
    };
    expect(await sendOneDigest(handle.db)).toBe(true);
    const [failed] = (await rowsOf("digest-fan")).slice(-1);
    expect(failed).toMatchObject({ state: "digest", digest_day: null });
    // Backing off: not due again yet.
    expect(await sendOneDigest(handle.db)).toBe(false);
    mailChannel.send = async (mail) => void sent.push(mail);
    await handle.db.execute(sql`update notifications set next_attempt_at = now() where state = 'digest'`);
    expect(await sendOneDigest(handle.db)).toBe(true);
    expect(await sendOneDigest(handle.db)).toBe(false);
    expect(sent.map((mail) => mail.to)).toEqual(["digest-fan@league.example"]);
  });

  it("two digest runs at once send one mail", async () => {
    const [, b] = night.athletes[2]!;
    await recordBoutResult(handle.db, night.boutIds[2]!, pointsResult(b!.id, 0, 2));
    await runDueJobs(handle.db, FAN_JOBS);
    sent.length = 0;
    await ageRows();
    const runs = await Promise.all([sendOneDigest(handle.db), sendOneDigest(handle.db)]);
    expect(runs).toContain(true);
    while (await sendOneDigest(handle.db));
    expect(sent.map((mail) => mail.to)).toEqual(["digest-fan@league.example"]);
    const states = (await rowsOf("digest-fan")).map((row) => row.state);
    expect(states.every((state) => state === "sent")).toBe(true);
  });
});
