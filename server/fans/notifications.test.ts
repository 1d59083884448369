// Notifications end to end on both engines: a bout's result written through the results model queues ONE fan-out
// job; the job writes exactly one mail notification per follower (whatever they follow it through), the delivery
// sends each once in the follower's language with one-click unsubscribe headers; the same result written again sends
// nothing new, a corrected one a new notification; a failed send is retried with backoff; the database refuses a
// second row of one notification; deleting an account deletes its notifications, also in the middle of a fan-out.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { fanProfiles, follows, jobs, mailBatches, notifications, teamMatches, user } from "../db/schema.ts";
import { teamMatchWrites } from "../league/entities/team-match-entity.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { recordBoutResult } from "../league/entities/bout-entity.server.ts";
import { createLiveTeamMatch, type LiveFixture, pointsResult } from "../live/live-fixtures.ts";
import type { Mail } from "../mail.server.ts";
import {
  deliverMailJob,
  expandMailBatch,
  FAN_JOBS,
  fanOutChunk,
  fanOutChunkRows,
  mailChannel,
} from "./outbox.server.ts";

describe.each(TEST_ENGINES)("notifications on %s", (engine) => {
  let handle: DatabaseHandle;
  let night: LiveFixture;
  const sent: Mail[] = [];
  const realSend = mailChannel.send;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    night = await createLiveTeamMatch(db, { label: "notify" });
    const [a, b] = night.athletes[0]!;
    const fans = [
      ["athlete-fan", "en", false],
      ["team-fan", "ru", false],
      ["both-fan", "en", true],
      ["quiet-fan", "en", false],
    ] as const;
    for (const [id, lang, spoilerFree] of fans) {
      await db.insert(user).values({ id, name: id, email: `${id}@league.example`, emailVerified: true });
      await db.insert(fanProfiles).values({ user_id: id, lang, spoiler_free: spoilerFree });
    }
    await db.insert(follows).values([
      { user_id: "athlete-fan", kind: "athlete", target_id: a!.id, notify: ["result"] },
      { user_id: "team-fan", kind: "team", target_id: night.away.id, notify: ["result", "lineup"] },
      // Follows the bout two ways: still one notification.
      { user_id: "both-fan", kind: "athlete", target_id: b!.id, notify: ["result"] },
      { user_id: "both-fan", kind: "tournament", target_id: night.tournamentId, notify: ["result"] },
      // Follows, but not for results.
      { user_id: "quiet-fan", kind: "athlete", target_id: a!.id, notify: ["lineup"] },
    ]);
    mailChannel.send = async (mail) => void sent.push(mail);
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    mailChannel.send = realSend;
    await handle?.close();
  });

  /** The mail delivery's first step: every mail batch the fan-outs wrote, expanded into rows. */
  const expandMail = async () => {
    while (await expandMailBatch(handle.db));
  };
  const boutRows = () =>
    handle.db
      .select({ user: notifications.user_id, state: notifications.state })
      .from(notifications)
      .where(eq(notifications.object_id, night.boutIds[0]!))
      .orderBy(notifications.user_id);

  it("queues one fan-out job with the result and sends one mail per follower, in their language", async () => {
    const [a, b] = night.athletes[0]!;
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    const queued = await handle.db
      .select({ kind: jobs.kind, key: jobs.key })
      .from(jobs)
      .where(eq(jobs.state, "queued"));
    // One fan-out job for the result (and one for the bout now up next on the mat: server/fans/push.test.ts).
    expect(queued.filter((job) => job.key.startsWith("result:")).map((job) => job.kind)).toEqual(["fans.fanout"]);
    expect(queued.filter((job) => !job.key.startsWith("result:")).map((job) => job.key)).toEqual([
      `up_next:bout:${night.boutIds[1]}:next`,
    ]);
    // The write wrote no notification itself: the job does.
    expect(await boutRows()).toEqual([]);
    await runDueJobs(handle.db, FAN_JOBS);
    expect(await boutRows()).toEqual([
      { user: "athlete-fan", state: "sent" },
      { user: "both-fan", state: "sent" },
      { user: "team-fan", state: "sent" },
    ]);
    const byTo = Object.fromEntries(sent.map((mail) => [mail.to, mail]));
    expect(Object.keys(byTo).sort()).toEqual([
      "athlete-fan@league.example",
      "both-fan@league.example",
      "team-fan@league.example",
    ]);
    expect(sent).toHaveLength(3);
    expect(byTo["athlete-fan@league.example"]!.subject).toBe(`Result: ${a!.full_name} vs ${b!.full_name}`);
    expect(byTo["athlete-fan@league.example"]!.text).toContain(`${b!.full_name} beat ${a!.full_name} 6–2`);
    expect(byTo["team-fan@league.example"]!.subject).toBe(`Результат: ${a!.full_name} — ${b!.full_name}`);
    // Spoiler-free: no winner, no score.
    expect(byTo["both-fan@league.example"]!.text).toContain("has finished");
    expect(byTo["both-fan@league.example"]!.text).not.toContain("6–2");
    const headers = byTo["athlete-fan@league.example"]!.headers!;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:\d+\/api\/v1\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
  });

  it("sends nothing for the same result written again, and a new notification for a corrected one", async () => {
    const [a, b] = night.athletes[0]!;
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    await runDueJobs(handle.db, FAN_JOBS);
    expect(sent).toEqual([]);
    expect(await boutRows()).toHaveLength(3);
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(a!.id, 6, 2));
    await runDueJobs(handle.db, FAN_JOBS);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      "athlete-fan@league.example",
      "both-fan@league.example",
      "team-fan@league.example",
    ]);
    expect(await boutRows()).toHaveLength(6);
  });

  it("refuses a second row of one notification in the database, and a fan-out run twice writes nothing new", async () => {
    const [row] = await handle.db.select().from(notifications).limit(1);
    const { id: _id, ...copy } = row!;
    await expect(handle.db.insert(notifications).values(copy)).rejects.toThrow();
    const fact = {
      kind: "result" as const,
      object_type: "bout" as const,
      object_id: row!.object_id,
      revision: row!.revision,
    };
    const before = (await handle.db.select().from(notifications)).length;
    expect(await fanOutChunk(handle.db, fact, "")).not.toBeNull();
    await expandMail();
    expect((await handle.db.select().from(notifications)).length).toBe(before);
  });

  it("writes followers in chunks, resuming after the last one written", async () => {
    const fact = {
      kind: "result" as const,
      object_type: "bout" as const,
      object_id: night.boutIds[0]!,
      revision: "chunked",
    };
    expect(await fanOutChunk(handle.db, fact, "", 2)).toBe("both-fan");
    expect(await fanOutChunk(handle.db, fact, "both-fan", 2)).toBe("team-fan");
    expect(await fanOutChunk(handle.db, fact, "team-fan", 2)).toBeNull();
    await expandMail();
    const rows = await handle.db
      .select({ user: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.revision, "chunked"));
    expect(rows.map((r) => r.user).sort()).toEqual(["athlete-fan", "both-fan", "team-fan"]);
    await handle.db.delete(notifications).where(eq(notifications.revision, "chunked"));
  });

  it("writes a chunk's mail as one batch, expanded a slice at a time into one row per follower", async () => {
    const fact = {
      kind: "result" as const,
      object_type: "bout" as const,
      object_id: night.boutIds[0]!,
      revision: "sliced",
    };
    await fanOutChunkRows(handle.db, fact, "");
    const rows = async () =>
      (
        await handle.db
          .select({ user: notifications.user_id })
          .from(notifications)
          .where(eq(notifications.revision, "sliced"))
      ).map((row) => row.user);
    expect(await rows()).toEqual([]);
    const [batch] = await handle.db.select().from(mailBatches);
    expect(batch!.user_ids).toEqual(["athlete-fan", "both-fan", "team-fan"]);
    expect(await expandMailBatch(handle.db, 2)).toBe(true);
    expect((await rows()).sort()).toEqual(["athlete-fan", "both-fan"]);
    expect((await handle.db.select().from(mailBatches))[0]!.user_ids).toEqual(["team-fan"]);
    expect(await expandMailBatch(handle.db, 2)).toBe(true);
    expect(await handle.db.select().from(mailBatches)).toEqual([]);
    expect(await expandMailBatch(handle.db, 2)).toBe(false);
    expect((await rows()).sort()).toEqual(["athlete-fan", "both-fan", "team-fan"]);
    // The same fact fanned out again: a new batch, whose expansion writes no second row.
    await fanOutChunkRows(handle.db, fact, "");
    await expandMail();
    expect((await rows()).sort()).toEqual(["athlete-fan", "both-fan", "team-fan"]);
    await handle.db.delete(notifications).where(eq(notifications.revision, "sliced"));
  });

  it("writes the audience in parts that share no follower and together hold every one", async () => {
    const fact = {
      kind: "result" as const,
      object_type: "bout" as const,
      object_id: night.boutIds[0]!,
      revision: "parts",
    };
    const written: string[][] = [];
    for (let index = 0; index < 3; index++) {
      const before = new Set(
        (
          await handle.db
            .select({ user: notifications.user_id })
            .from(notifications)
            .where(eq(notifications.revision, "parts"))
        ).map((row) => row.user),
      );
      const { followers } = await fanOutChunkRows(handle.db, fact, "", 10, { index, of: 3 });
      await expandMail();
      const after = await handle.db
        .select({ user: notifications.user_id })
        .from(notifications)
        .where(eq(notifications.revision, "parts"));
      const part = [...new Set(after.map((row) => row.user).filter((id) => !before.has(id)))];
      expect(part).toHaveLength(followers);
      written.push(part);
    }
    expect(written.flat().sort()).toEqual(["athlete-fan", "both-fan", "team-fan"]);
    await handle.db.delete(notifications).where(eq(notifications.revision, "parts"));
  });

  it("a new time for a team match sends one schedule notification to its followers; the same time again sends none", async () => {
    await handle.db
      .insert(follows)
      .values({ user_id: "quiet-fan", kind: "team", target_id: night.home.id, notify: ["schedule"] });
    const [match] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, night.teamMatchId));
    const input = (scheduled_at: Date) => ({
      tournament_id: match!.tournament_id,
      home_team_id: match!.home_team_id,
      away_team_id: match!.away_team_id,
      stage: match!.stage,
      stage_round: match!.stage_round,
      card_order: match!.card_order,
      scheduled_at,
    });
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await teamMatchWrites.update(handle.db, night.teamMatchId, input(later) as never, { id: null, email: "test" });
    await runDueJobs(handle.db, FAN_JOBS);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["quiet-fan@league.example", `Schedule change: ${night.home.name} vs ${night.away.name}`],
    ]);
    sent.length = 0;
    await teamMatchWrites.update(handle.db, night.teamMatchId, input(later) as never, { id: null, email: "test" });
    await runDueJobs(handle.db, FAN_JOBS);
    expect(sent).toEqual([]);
  });

  it("retries a failed send later with backoff instead of losing it", async () => {
    const [, b] = night.athletes[1]!;
    await handle.db
      .insert(follows)
      .values({ user_id: "athlete-fan", kind: "athlete", target_id: b!.id, notify: ["result"] });
    mailChannel.send = async () => {
      throw new Error("SMTP down");
    };
    await recordBoutResult(handle.db, night.boutIds[1]!, pointsResult(b!.id, 0, 2));
    await runDueJobs(handle.db, FAN_JOBS);
    // (both-fan follows the tournament, so has a row too; the two parts may write either first.)
    const [failed] = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.object_id, night.boutIds[1]!), eq(notifications.user_id, "athlete-fan")));
    expect(failed).toMatchObject({ state: "pending", attempts: 1, last_error: "Error: SMTP down" });
    expect(failed!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // A delivery job waits for it.
    const [waiting] = await handle.db
      .select({ kind: jobs.kind, run_at: jobs.run_at })
      .from(jobs)
      .where(eq(jobs.state, "queued"));
    expect(waiting!.kind).toBe("fans.deliver-mail");
    mailChannel.send = async (mail) => void sent.push(mail);
    await handle.db.execute(sql`update notifications set next_attempt_at = now() where id = ${failed!.id}`);
    await handle.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);
    await runDueJobs(handle.db, FAN_JOBS);
    expect(sent.map((mail) => mail.to)).toEqual(["athlete-fan@league.example"]);
    const [done] = await handle.db.select().from(notifications).where(eq(notifications.id, failed!.id));
    expect(done).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("deletes an account's notifications with it, also when the account is deleted mid fan-out", async () => {
    const [a] = night.athletes[0]!;
    const fact = (revision: string) => ({
      kind: "result" as const,
      object_type: "bout" as const,
      object_id: night.boutIds[0]!,
      revision,
    });
    const addFan = async (id: string) => {
      await handle.db.insert(user).values({ id, name: id, email: `${id}@league.example`, emailVerified: true });
      await handle.db.insert(follows).values({ user_id: id, kind: "athlete", target_id: a!.id, notify: ["result"] });
    };
    const rowsOf = async (id: string) =>
      (await handle.db.select().from(notifications).where(eq(notifications.user_id, id))).length;

    // After the fan-out: the account's rows go with it (the trigger; there is no foreign key).
    await addFan("leaving-fan");
    await fanOutChunkRows(handle.db, fact("deleted-after"), "");
    await expandMail();
    expect(await rowsOf("leaving-fan")).toBe(1);
    await handle.db.delete(user).where(eq(user.id, "leaving-fan"));
    expect(await rowsOf("leaving-fan")).toBe(0);
    // A mail row whose account is gone (no writer leaves one; written here by hand) is deleted by the delivery, not
    // kept pending with its job coming back for it.
    await handle.db.insert(notifications).values({
      user_id: "no-such-user",
      channel: "mail",
      ...fact("orphan"),
    });
    await handle.db.execute(sql`delete from jobs`);
    await deliverMailJob.enqueue(handle.db, "mail", {});
    await runDueJobs(handle.db, FAN_JOBS);
    expect(await rowsOf("no-such-user")).toBe(0);
    expect(sent.map((mail) => mail.to)).not.toContain(null);
    // (Other tests' rows wait for their backoff; nothing is due now.)
    const due = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from jobs where state = 'queued' and run_at <= now()`,
    );
    expect(due[0]!.n).toBe(0);

    // Between the fan-out and the mail's expansion: the account's id leaves the batch (same trigger).
    await addFan("batched-fan");
    await fanOutChunkRows(handle.db, fact("deleted-before-expansion"), "");
    expect((await handle.db.select().from(mailBatches)).flatMap((batch) => batch.user_ids)).toContain("batched-fan");
    await handle.db.delete(user).where(eq(user.id, "batched-fan"));
    expect((await handle.db.select().from(mailBatches)).flatMap((batch) => batch.user_ids)).not.toContain(
      "batched-fan",
    );
    await expandMail();
    expect(await rowsOf("batched-fan")).toBe(0);
    if (engine !== "postgres") return; // one connection: nothing runs beside anything else.

    const waiters = async () =>
      (
        await selectRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        )
      )[0]!.n;
    // Until the other side waits for the outbox lock (without the lock nobody would: the rows then tell).
    const untilWaiting = async () => {
      for (let tries = 0; tries < 100 && (await waiters()) === 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    // The fan-out has written the fan's row and not committed when the account is deleted: the deletion waits for it,
    // then deletes the row.
    await addFan("racing-fan");
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let wrote = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const fanOut = handle.db.transaction(async (tx) => {
      await fanOutChunkRows(tx as unknown as Database, fact("deleted-during"), "");
      wrote();
      await committing;
    });
    await written;
    const deleted = handle.db
      .delete(user)
      .where(eq(user.id, "racing-fan"))
      .then(() => undefined);
    await untilWaiting();
    commit();
    await fanOut;
    await deleted;
    await expandMail();
    expect(await rowsOf("racing-fan")).toBe(0);

    // The account is deleted (not yet committed) when the fan-out starts: it waits, then sees no follower there.
    await addFan("late-fan");
    let finish = () => {};
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    let removed = () => {};
    const gone = new Promise<void>((resolve) => (removed = resolve));
    const accountDeletion = handle.db.transaction(async (tx) => {
      await tx.delete(user).where(eq(user.id, "late-fan"));
      removed();
      await finishing;
    });
    await gone;
    const lateFanOut = fanOutChunkRows(handle.db, fact("deleted-before"), "");
    await untilWaiting();
    finish();
    await accountDeletion;
    await lateFanOut;
    await expandMail();
    expect(await rowsOf("late-fan")).toBe(0);
    // The other followers got theirs.
    const others = await handle.db.select().from(notifications).where(eq(notifications.revision, "deleted-before"));
    expect(others.length).toBeGreaterThan(0);
  });
});
