// Web Push end to end on both engines, against a LOCAL push service (push-test-service.ts) that checks each request's
// VAPID signature and decrypts its aes128gcm payload with the browser keys it made: a result and the "up next" alert it
// causes reach every subscribed browser once, in the follower's language (spoiler-free where chosen), with Topic, TTL
// and Urgency; a browser that failed is retried without resending to the others; 404/410 deletes the subscription;
// 429 waits for Retry-After; 413 is answered with a shorter payload; reminders before a team match go once.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { fanProfiles, follows, notifications, pushSubscriptions, teamMatches, user } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { settings } from "../env.server.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { recordBoutResult } from "../league/entities/bout-entity.server.ts";
import { createLiveTeamMatch, type LiveFixture, pointsResult } from "../live/live-fixtures.ts";
import { FAN_JOBS, mailChannel } from "./outbox.server.ts";
import { checkPushEndpoint, isPublicAddress } from "./push-endpoint.server.ts";
import { vapidKeys } from "./push-keys.server.ts";
import { saveSubscription } from "./push-subscriptions.server.ts";
import { type PushService, startPushService } from "./push-test-service.ts";
import { queueDueReminders, remindersJob } from "./up-next.server.ts";

const hex = (uuid: string) => uuid.replace(/-/g, "");

let service: PushService;
beforeAll(async () => {
  service = await startPushService({ vapidPublicKey: vapidKeys().publicKey });
  settings.PUSH_TEST_ORIGIN = service.origin;
});
afterAll(async () => {
  settings.PUSH_TEST_ORIGIN = undefined;
  await service.close();
});

describe("push endpoints this server will call", () => {
  it("refuses plain http, loopback, private, link-local and credentialed URLs; allows PUSH_TEST_ORIGIN", async () => {
    for (const endpoint of [
      "http://push.example.net/x",
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.0.10/x",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[::ffff:10.0.0.1]/x",
      "https://localhost/x",
      "https://user:pw@8.8.8.8/x",
      `${service.origin.replace("http:", "https:")}/push/x`,
      "not a url",
    ])
      expect(
        await checkPushEndpoint(endpoint).then(
          () => endpoint,
          () => "refused",
        ),
      ).toBe("refused");
    await expect(checkPushEndpoint("https://8.8.8.8/push/x")).resolves.toMatchObject({ address: "8.8.8.8" });
    await expect(checkPushEndpoint(`${service.origin}/push/x`)).resolves.toMatchObject({ address: "127.0.0.1" });
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
    expect(isPublicAddress("100.64.0.1")).toBe(false);
  });
});

describe.each(TEST_ENGINES)("push delivery on %s", (engine) => {
  let handle: DatabaseHandle;
  let night: LiveFixture;
  const browsers: Record<string, string> = {};
  const realMail = mailChannel.send;

  const subscribe = async (userId: string, name: string) => {
    const subscription = service.subscribe(`${engine}-${name}`);
    browsers[name] = `${engine}-${name}`;
    await saveSubscription(handle.db, userId, subscription);
    return subscription;
  };
  const pushesTo = (name: string) => service.received.filter((push) => push.subscription === browsers[name]);
  const about = (name: string, tag: string) => pushesTo(name).filter((push) => push.payload.tag === tag);
  /** Lets time pass: the pending retries and the jobs that wait for them are due now. */
  const dueNow = async () => {
    await handle.db.execute(sql`update notifications set next_attempt_at = now() where state = 'pending'`);
    await handle.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    night = await createLiveTeamMatch(db, { label: `push-${engine}` });
    const [a] = night.athletes[0]!;
    for (const [id, lang, spoilerFree] of [
      ["en-fan", "en", false],
      ["ru-fan", "ru", true],
      ["two-browsers", "en", false],
      ["mail-only", "en", false],
    ] as const) {
      await db.insert(user).values({ id, name: id, email: `${id}@league.example`, emailVerified: true });
      await db.insert(fanProfiles).values({ user_id: id, lang, spoiler_free: spoilerFree });
    }
    await db.insert(follows).values([
      { user_id: "en-fan", kind: "athlete", target_id: a!.id, notify: ["result"] },
      { user_id: "ru-fan", kind: "team", target_id: night.away.id, notify: ["result", "up_next"] },
      { user_id: "two-browsers", kind: "tournament", target_id: night.tournamentId, notify: ["result"] },
      { user_id: "mail-only", kind: "athlete", target_id: a!.id, notify: ["result"] },
    ]);
    await subscribe("en-fan", "en-phone");
    await subscribe("ru-fan", "ru-phone");
    await subscribe("two-browsers", "laptop");
    await subscribe("two-browsers", "phone");
    mailChannel.send = async () => {};
  });
  afterEach(() => {
    service.received.length = 0;
  });
  afterAll(async () => {
    mailChannel.send = realMail;
    await handle?.close();
  });

  it("sends a result and the up-next alert it causes to each browser once, decrypted, in the reader's language", async () => {
    const [a, b] = night.athletes[0]!;
    const [nextA, nextB] = night.athletes[1]!;
    // The laptop's push service fails once: the phone gets it now, the laptop on the retry, neither twice.
    service.answer(browsers.laptop!, { status: 500 });
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    await runDueJobs(handle.db, FAN_JOBS);
    expect(service.errors).toEqual([]);
    const [en] = pushesTo("en-phone");
    expect(pushesTo("en-phone")).toHaveLength(1);
    expect(en!.payload).toEqual({
      kind: "result",
      title: `Result: ${a!.full_name} vs ${b!.full_name}`,
      body: `${b!.full_name} beat ${a!.full_name} 6–2 — Fight Night push-${engine}.`,
      url: expect.stringMatching(new RegExp(`/tournament/${night.tournamentId}$`)),
      tag: `bout-${night.boutIds[0]}`,
    });
    expect(en!.headers).toEqual({ ttl: "3600", urgency: "high", topic: hex(night.boutIds[0]!), encoding: "aes128gcm" });
    // Russian and spoiler-free; and the bout now up next on the mat (its team is followed for up_next).
    const ru = pushesTo("ru-phone").map((push) => push.payload);
    expect(ru.map((payload) => payload.kind).sort()).toEqual(["result", "up_next"]);
    const ruResult = ru.find((payload) => payload.kind === "result")!;
    expect(ruResult.title).toBe(`Результат: ${a!.full_name} — ${b!.full_name}`);
    expect(ruResult.body).not.toContain("6–2");
    expect(ruResult.url).toContain("/ru/tournament/");
    const upNext = pushesTo("ru-phone").find((push) => push.payload.kind === "up_next")!;
    expect(upNext.payload.title).toBe(`Скоро выход: ${nextA!.full_name} — ${nextB!.full_name}`);
    expect(upNext.headers).toMatchObject({ ttl: "600", urgency: "high", topic: hex(night.boutIds[1]!) });
    expect(pushesTo("phone")).toHaveLength(1);
    expect(pushesTo("laptop")).toHaveLength(0);
    // The mail-only fan has a mail row and no push row.
    const rows = await handle.db
      .select({ user: notifications.user_id, channel: notifications.channel, state: notifications.state })
      .from(notifications)
      .where(eq(notifications.object_id, night.boutIds[0]!));
    expect(rows.filter((row) => row.user === "mail-only").map((row) => row.channel)).toEqual(["mail"]);
    expect(rows.find((row) => row.user === "two-browsers" && row.channel === "push")?.state).toBe("pending");

    service.received.length = 0;
    await dueNow();
    await runDueJobs(handle.db, FAN_JOBS);
    expect(pushesTo("laptop")).toHaveLength(1);
    expect(pushesTo("phone")).toHaveLength(0);
    expect(service.received).toHaveLength(1);
    // Nothing left: the same jobs again send nothing.
    service.received.length = 0;
    await dueNow();
    await runDueJobs(handle.db, FAN_JOBS);
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    await runDueJobs(handle.db, FAN_JOBS);
    expect(service.received).toEqual([]);
  });

  it("deletes a subscription its push service answers 410 or 404 to", async () => {
    const [a] = night.athletes[1]!;
    await handle.db
      .insert(follows)
      .values({ user_id: "en-fan", kind: "tournament", target_id: night.tournamentId, notify: ["result"] });
    service.answer(browsers["en-phone"]!, { status: 410 });
    service.forget(browsers.laptop!);
    await recordBoutResult(handle.db, night.boutIds[1]!, pointsResult(a!.id, 4, 0));
    await runDueJobs(handle.db, FAN_JOBS);
    const left = await handle.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint.split("/").pop()).sort()).toEqual(
      [browsers.phone, browsers["ru-phone"]].sort(),
    );
    expect(about("phone", `bout-${night.boutIds[1]}`)).toHaveLength(1);
    const states = await handle.db
      .select({ state: notifications.state })
      .from(notifications)
      .where(
        sql`${notifications.object_id} = ${night.boutIds[1]} and ${notifications.channel} = 'push' and ${notifications.kind} = 'result'`,
      );
    expect(states.every((row) => row.state === "sent")).toBe(true);
  });

  it("waits for a 429's Retry-After, and answers a 413 with a shorter payload at once", async () => {
    await subscribe("en-fan", "en-phone-2");
    service.answer(browsers["en-phone-2"]!, { status: 429, headers: { "Retry-After": "1" } });
    service.answer(browsers.phone!, { status: 413 });
    const [, b] = night.athletes[2]!;
    await recordBoutResult(handle.db, night.boutIds[2]!, pointsResult(b!.id, 0, 2));
    await runDueJobs(handle.db, FAN_JOBS);
    const tag = `bout-${night.boutIds[2]}`;
    expect(about("phone", tag)).toHaveLength(1);
    expect(about("en-phone-2", tag)).toHaveLength(0);
    const [row] = await handle.db
      .select({ attempts: notifications.attempts, due: sql<string>`(next_attempt_at - now())::text` })
      .from(notifications)
      .where(sql`user_id = 'en-fan' and channel = 'push' and object_id = ${night.boutIds[2]} and kind = 'result'`);
    expect(row!.attempts).toBe(1);
    // Not before the second the push service asked for.
    await runDueJobs(handle.db, FAN_JOBS);
    expect(about("en-phone-2", tag)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await handle.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);
    await runDueJobs(handle.db, FAN_JOBS);
    expect(about("en-phone-2", tag)).toHaveLength(1);
    expect(about("phone", tag)).toHaveLength(1);
  });

  it("reminds a follower once, their chosen minutes before a team match starts", async () => {
    const soon = new Date(Date.now() + 20 * 60_000);
    const [match] = await handle.db
      .insert(teamMatches)
      .values({
        tournament_id: night.tournamentId,
        home_team_id: night.away.id,
        away_team_id: night.home.id,
        stage: "superfight",
        card_order: 2,
        scheduled_at: soon,
      })
      .returning({ id: teamMatches.id });
    // 30 minutes ahead (the default): due now. 10 minutes ahead: not yet.
    await handle.db.update(follows).set({ remind_minutes: 10 }).where(eq(follows.user_id, "two-browsers"));
    await handle.db
      .update(follows)
      .set({ notify: ["up_next"] })
      .where(eq(follows.user_id, "two-browsers"));
    await remindersJob.enqueue(handle.db, "reminders", {});
    await runDueJobs(handle.db, [...FAN_JOBS, remindersJob]);
    const reminders = service.received.filter((push) => push.payload.tag === `team_match-${match!.id}`);
    expect(reminders.map((push) => push.subscription)).toEqual([browsers["ru-phone"]]);
    expect(reminders[0]!.payload.title).toMatch(/^Скоро начало: /);
    expect(reminders[0]!.headers).toMatchObject({ urgency: "high", ttl: "1800", topic: hex(match!.id) });
    // Once: the job's next runs write nothing new.
    expect(await queueDueReminders(handle.db)).toBe(0);
    // The schedule goes on: the job queued itself for the next reminder due (the 10-minute one).
    const [next] = await handle.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from jobs where kind = 'fans.reminders' and state = 'queued'`,
      )
      .then((rows) => (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows));
    expect(Number(next!.n)).toBe(1);
  });
});
