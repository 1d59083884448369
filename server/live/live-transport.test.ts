import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import {
  deliverLiveMessage,
  lastDeliveredEventId,
  onLiveMessage,
  publishLiveMessage,
  type LiveMessage,
} from "./live-bus.server.ts";
import { createLiveTeamMatch, logBoutEvent } from "./live-fixtures.ts";
import { missedMessages } from "./live-transport.server.ts";
import { createPostgresLiveTransport } from "./pg-live-transport.server.ts";
import { createRedisLiveTransport } from "./redis-live-transport.server.ts";

const quiet = () => {};
const waitFor = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("the in-process bus", () => {
  it("delivers a published message to this process's listeners at once and remembers the newest event id", () => {
    const seen: LiveMessage[] = [];
    const off = onLiveMessage((message) => seen.push(message));
    publishLiveMessage({ type: "bout", bout_id: "b", event_id: 41 });
    deliverLiveMessage({ type: "cache-clear" });
    off();
    publishLiveMessage({ type: "cache-clear" });
    expect(seen).toEqual([{ type: "bout", bout_id: "b", event_id: 41 }, { type: "cache-clear" }]);
    expect(lastDeliveredEventId()).toBeGreaterThanOrEqual(41);
  });
});

describe.each(TEST_ENGINES)("recovery after an outage on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("names each bout whose log grew after the last id seen (its newest id, in order), then clears caches", async () => {
    const fixture = await createLiveTeamMatch(handle.db);
    const [first, second] = fixture.boutIds as [string, string];
    const before = await logBoutEvent(handle.db, {
      bout_id: first,
      kind: "takedown",
      athlete_id: fixture.athletes[0]![0]!.id,
      clock_seconds: 10,
    });
    const a1 = await logBoutEvent(handle.db, { bout_id: first, kind: "sweep", athlete_id: null, clock_seconds: 20 });
    const b1 = await logBoutEvent(handle.db, {
      bout_id: second,
      kind: "takedown",
      athlete_id: null,
      clock_seconds: 30,
    });
    const a2 = await logBoutEvent(handle.db, { bout_id: first, kind: "sweep", athlete_id: null, clock_seconds: 40 });
    expect(await missedMessages(handle.db, before)).toEqual([
      { type: "bout", bout_id: second, event_id: b1 },
      { type: "bout", bout_id: first, event_id: a2 },
      { type: "cache-clear" },
    ]);
    expect(a1).toBeLessThan(b1);
    expect(await missedMessages(handle.db, a2)).toEqual([{ type: "cache-clear" }]);
  });
});

describe.runIf(TEST_ENGINES.includes("postgres"))("LISTEN/NOTIFY between two instances", () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    handle = await openTestDatabase("postgres");
    const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const parsed = new URL(process.env.DATABASE_URL!);
    parsed.pathname = `/${rows[0]!.name}`;
    url = parsed.toString();
  });
  afterAll(() => handle.close());

  function instance(id: string, recover: () => Promise<void> = async () => {}) {
    const received: LiveMessage[] = [];
    const transport = createPostgresLiveTransport({
      databaseUrl: url,
      instanceId: id,
      send: (channel, payload) => handle.db.execute(sql`select pg_notify(${channel}, ${payload})`),
      deliver: (message) => received.push(message),
      recover,
      log: quiet,
    });
    return { transport, received };
  }

  it("carries A's message to B within the second, not back to A; B reconnects, LISTENs again and recovers", async () => {
    let recoveries = 0;
    const a = instance("a");
    const b = instance("b", async () => void recoveries++);
    await Promise.all([a.transport.ready, b.transport.ready]);
    const started = Date.now();
    a.transport.send({ type: "bout", bout_id: "x", event_id: 7 });
    await waitFor(() => b.received.length === 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(b.received).toEqual([{ type: "bout", bout_id: "x", event_id: 7 }]);
    expect(a.received).toEqual([]);

    // The server drops B's listening session (a restart, a failover): B comes back by itself.
    const pid = (b.transport.connection() as unknown as { processID: number }).processID;
    await handle.db.execute(sql`select pg_terminate_backend(${pid})`);
    await waitFor(() => recoveries === 1, 5_000);
    a.transport.send({ type: "cache-clear" });
    await waitFor(() => b.received.length === 2);
    expect(b.received[1]).toEqual({ type: "cache-clear" });
    await Promise.all([a.transport.close(), b.transport.close()]);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
describe.runIf(REDIS_URL)("Redis pub/sub between two instances", () => {
  it("carries A's message to B, not back to A", async () => {
    const make = (id: string) => {
      const received: LiveMessage[] = [];
      const transport = createRedisLiveTransport({
        redisUrl: REDIS_URL!,
        instanceId: id,
        deliver: (m) => received.push(m),
        recover: async () => {},
        log: quiet,
      });
      return { transport, received };
    };
    const a = make("a");
    const b = make("b");
    await Promise.all([a.transport.ready, b.transport.ready]);
    a.transport.send({ type: "bout", bout_id: "y", event_id: 9 });
    await waitFor(() => b.received.length === 1);
    expect(b.received).toEqual([{ type: "bout", bout_id: "y", event_id: 9 }]);
    expect(a.received).toEqual([]);
    await Promise.all([a.transport.close(), b.transport.close()]);
  });
});
