// Push delivery in lanes (server/fans/push-delivery.server.ts), on both engines against the local push service:
// two workers running lanes at once on one database send every row exactly once; rows claimed by a lane that died are
// due again after their short lease and then sent once, and the dead lane's late write changes nothing; a lane keeps
// at most `inFlight` sends going at once.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { settings } from "../env.server.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { recordBoutResult } from "../league/entities/bout-entity.server.ts";
import { createLiveTeamMatch, pointsResult } from "../live/live-fixtures.ts";
import { FAN_JOBS, fanOutJob, mailChannel } from "./outbox.server.ts";
import { claimPushRows, pushDeliverySettings, writePushResults } from "./push-delivery.server.ts";
import { vapidKeys } from "./push-keys.server.ts";
import { pushChannel } from "./push-send.server.ts";
import { type PushService, startPushService } from "./push-test-service.ts";

const FANS = 120;
const defaults = { ...pushDeliverySettings };
const realSend = pushChannel.send;
const realMail = mailChannel.send;

let service: PushService;
beforeAll(async () => {
  service = await startPushService({ vapidPublicKey: vapidKeys().publicKey });
  settings.PUSH_TEST_ORIGIN = service.origin;
  mailChannel.send = async () => {};
});
afterAll(async () => {
  settings.PUSH_TEST_ORIGIN = undefined;
  mailChannel.send = realMail;
  await service.close();
});

describe.each(TEST_ENGINES)("push lanes on %s", (engine) => {
  let handle: DatabaseHandle;
  let nights = 0;

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await selectRows<{ n: number }>(handle.db, query))[0]!.n);
  const pending = () =>
    count(sql`select count(*)::int as n from notifications where channel = 'push' and state = 'pending'`);
  /** Messages each browser got about this bout. */
  const perBrowser = (boutId: string) => {
    const counts = new Map<string, number>();
    for (const push of service.received)
      if (push.payload.tag === `bout-${boutId}`)
        counts.set(push.subscription, (counts.get(push.subscription) ?? 0) + 1);
    return counts;
  };
  /** The first bout of a new team match finished, fanned out: one pending push row per fan, nothing sent yet. */
  const fannedOutResult = async () => {
    const night = await createLiveTeamMatch(handle.db, { label: `lanes-${engine}-${nights++}` });
    const [a] = night.athletes[0]!;
    await handle.db.execute(sql`update follows set target_id = ${a!.id} where user_id like 'lane-fan-%'`);
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(a!.id, 3, 1));
    await runDueJobs(handle.db, [fanOutJob]);
    expect(await pending()).toBe(FANS);
    return night.boutIds[0]!;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const night = await createLiveTeamMatch(handle.db, { label: `lanes-${engine}` });
    const [a] = night.athletes[0]!;
    const rows = [];
    for (let i = 0; i < FANS; i++) {
      const id = `lane-fan-${String(i).padStart(3, "0")}`;
      const browser = service.subscribe(`${engine}-lane-${i}`);
      rows.push(sql`(${id}, ${browser.endpoint}, ${browser.keys.p256dh}, ${browser.keys.auth})`);
    }
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified)
      select 'lane-fan-' || lpad(i::text, 3, '0'), 'Fan ' || i, 'lane-fan-' || i || '@league.example', true
      from generate_series(0, ${FANS - 1}) i`);
    // Push only: these fans turned mail off.
    await handle.db.execute(sql`insert into fan_profiles (user_id, mail_enabled)
      select 'lane-fan-' || lpad(i::text, 3, '0'), false from generate_series(0, ${FANS - 1}) i`);
    await handle.db.execute(sql`insert into follows (user_id, kind, target_id, notify)
      select 'lane-fan-' || lpad(i::text, 3, '0'), 'athlete', ${a!.id}::uuid, '["result"]'::jsonb
      from generate_series(0, ${FANS - 1}) i`);
    await handle.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${sql.join(rows, sql`, `)}`,
    );
  });
  beforeEach(() => {
    service.received.length = 0;
  });
  afterEach(() => {
    Object.assign(pushDeliverySettings, defaults);
    pushChannel.send = realSend;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("two workers running lanes at once send each row exactly once", async () => {
    const boutId = await fannedOutResult();
    // Small claims, and sends that take a moment: the two workers' lanes interleave claim after claim.
    Object.assign(pushDeliverySettings, { batch: 7, inFlight: 4 });
    const sentBy = { first: 0, second: 0 };
    const worker = (name: keyof typeof sentBy) =>
      runDueJobs(handle.db, FAN_JOBS, `worker-${name}`).then(() => sentBy[name]);
    pushChannel.send = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      return realSend(...args);
    };
    // Both claim from the same due rows (on PGlite, one connection: their statements take turns).
    const claims = await Promise.all([claimPushRows(handle.db, 50, 60_000), claimPushRows(handle.db, 50, 60_000)]);
    const claimed = claims.flat().map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed).toHaveLength(100);
    // Those two "lanes" die: their rows are due again at once (the lease moved back), then two workers deliver all.
    await handle.db.execute(sql`update notifications set next_attempt_at = now() where state = 'pending'`);
    await Promise.all([worker("first"), worker("second")]);
    const counts = perBrowser(boutId);
    expect(counts.size).toBe(FANS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(service.errors).toEqual([]);
    expect(await pending()).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from push_deliveries d join notifications n on n.id = d.notification_id
        where n.object_id = ${boutId}`),
    ).toBe(FANS);
  });

  it("retakes the rows of a lane that died after their lease, sends them once, and ignores the dead lane's write", async () => {
    const boutId = await fannedOutResult();
    pushDeliverySettings.leaseMs = 1500;
    // A lane claims every row, then its instance dies (nothing sent, nothing written).
    const dead = await claimPushRows(handle.db, 1000, pushDeliverySettings.leaseMs);
    expect(dead).toHaveLength(FANS);
    // Within the lease nobody else sends them.
    await runDueJobs(handle.db, FAN_JOBS);
    expect(service.received).toHaveLength(0);
    expect(await pending()).toBe(FANS);
    // After it, the lanes (queued again for the lease's end) take them over.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await runDueJobs(handle.db, FAN_JOBS);
    const counts = perBrowser(boutId);
    expect(counts.size).toBe(FANS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(
      await count(sql`select count(*)::int as n from notifications
      where channel = 'push' and object_id = ${boutId} and state = 'sent' and attempts = 2`),
    ).toBe(FANS);
    // The dead lane's late write (its claim's attempts, 1) changes nothing: a retry would have un-sent the row.
    const late = dead.slice(0, 5).map((row) => ({
      id: Number(row.id),
      attempts: Number(row.attempts),
      delivered: [],
      gone: [],
      retries: [{ status: "retry" as const, reason: "late" }],
    }));
    await writePushResults(handle.db, late);
    expect(await pending()).toBe(0);
  });

  it("keeps at most inFlight sends going at once", async () => {
    const boutId = await fannedOutResult();
    Object.assign(pushDeliverySettings, { inFlight: 6, batch: 10 });
    let now = 0;
    let most = 0;
    pushChannel.send = async (...args) => {
      most = Math.max(most, ++now);
      try {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return await realSend(...args);
      } finally {
        now--;
      }
    };
    await runDueJobs(handle.db, FAN_JOBS);
    expect(perBrowser(boutId).size).toBe(FANS);
    expect(most).toBe(6);
  });
});
