// Picks the cross-instance transport for the live bus: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY
// when DATABASE_URL is set, none on the embedded database (one process owns it, so the in-process path is the whole story).
// With both, every instance listens on both channels and publishes on Redis while it answers, through PostgreSQL while
// it does not: a Redis outage costs the live bus nothing. With Redis and the embedded database there is no second
// channel — and no second instance to tell either — which the outage's log line says.
import crypto from "node:crypto";
import { gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { boutEvents } from "../db/schema.ts";
import {
  deliverLiveMessage,
  lastDeliveredEventId,
  setLiveTransport,
  type LiveMessage,
  type LiveTransport,
} from "./live-bus.server.ts";
import { createPostgresLiveTransport } from "./pg-live-transport.server.ts";
import { createRedisLiveTransport } from "./redis-live-transport.server.ts";

/**
 * After an outage of the channel: every bout whose log grew past `afterId` (one message per bout, its newest id, in id
 * order), then a cache clear, since writes on other instances may have gone unheard too.
 */
export async function missedMessages(db: Database, afterId: number): Promise<LiveMessage[]> {
  const rows = await db
    .select({ bout_id: boutEvents.bout_id, event_id: sql<number>`max(${boutEvents.id})`.mapWith(Number) })
    .from(boutEvents)
    .where(gt(boutEvents.id, afterId))
    .groupBy(boutEvents.bout_id)
    .orderBy(sql`max(${boutEvents.id})`);
  return [...rows.map((row) => ({ type: "bout" as const, ...row })), { type: "cache-clear" as const }];
}

export interface LiveTransportSettings {
  DATABASE_URL?: string;
  REDIS_URL?: string;
}

export async function startLiveTransport(
  db: Database,
  settings: LiveTransportSettings,
  log: (level: "info" | "warn", message: string) => void,
): Promise<LiveTransport | null> {
  const hooks = {
    instanceId: crypto.randomUUID(),
    deliver: deliverLiveMessage,
    recover: async () => {
      for (const message of await missedMessages(db, lastDeliveredEventId())) deliverLiveMessage(message);
    },
    log,
  };
  const postgres = settings.DATABASE_URL
    ? createPostgresLiveTransport({
        databaseUrl: settings.DATABASE_URL,
        send: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`),
        ...hooks,
      })
    : null;
  let transport: (LiveTransport & { ready: Promise<void> }) | null = postgres;
  if (settings.REDIS_URL) {
    const redis = createRedisLiveTransport({
      redisUrl: settings.REDIS_URL,
      fallback: postgres && { kind: "PostgreSQL", send: (message) => postgres.send(message) },
      ...hooks,
    });
    transport = {
      kind: "redis",
      ready: Promise.all([redis.ready, postgres?.ready]).then(() => {}),
      send: (message) => redis.send(message),
      close: async () => {
        await Promise.all([redis.close(), postgres?.close()]);
      },
    };
  }
  if (!transport) return null;
  // Start-up waits for the channel (briefly): an instance that serves before it listens would miss the first messages.
  await Promise.race([transport.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  setLiveTransport(transport);
  log("info", `live transport: ${transport.kind}`);
  return transport;
}
