// Live messages between instances through Redis pub/sub (REDIS_URL). A subscribed connection can do nothing else, so
// there are two; ioredis reconnects and subscribes again by itself, and `recover` replays what was missed meanwhile.
// An outage is logged once when it starts and once when it ends; meanwhile `healthy()` is false and a message sent
// goes to `fallback` (PostgreSQL NOTIFY, see live-transport.server.ts) instead of waiting for Redis.
import { Redis } from "ioredis";
import type { LiveMessage, LiveTransport } from "./live-bus.server.ts";
import { openEnvelope, type Envelope, type TransportHooks } from "./pg-live-transport.server.ts";

export const REDIS_LIVE_CHANNEL = "league:live";
/** A PUBLISH that takes longer than this counts as an outage (a hung Redis): the message goes the fallback way. */
const PUBLISH_TIMEOUT_MS = 200;
const PROBE_EVERY_MS = 1_000;

export function createRedisLiveTransport(
  options: {
    redisUrl: string;
    /** Where messages go while Redis is down; null: nowhere but this instance (said once per outage). */
    fallback?: { kind: string; send(message: LiveMessage): void } | null;
  } & TransportHooks,
): LiveTransport & { ready: Promise<void>; subscriber: Redis; healthy(): boolean } {
  const retryStrategy = (times: number) => Math.min(times * 250, 2_000);
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null, retryStrategy });
  const publisher = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    retryStrategy,
  });
  const fallback = options.fallback ?? null;
  let connectedOnce = false;
  let down = false;
  let probing: NodeJS.Timeout | undefined;

  const recovered = () => {
    if (!down || subscriber.status !== "ready" || publisher.status !== "ready") return;
    down = false;
    clearInterval(probing);
    probing = undefined;
    options.log("info", "live transport: Redis back; recovering missed events");
    options
      .recover()
      .catch((error: Error) => options.log("warn", `live transport: recovery failed (${error.message})`));
  };
  const lost = (reason: string) => {
    if (!connectedOnce || down) return;
    down = true;
    options.log(
      "warn",
      fallback
        ? `live transport: Redis unavailable (${reason}); publishing through ${fallback.kind} until it is back`
        : `live transport: Redis unavailable (${reason}); other instances will not hear this one's live events until it is back (no DATABASE_URL to fall back to)`,
    );
    // A hung Redis never reconnects, so "ready" never fires: a PING notices when it answers again.
    probing ??= setInterval(() => {
      publisher
        .ping()
        .then(recovered)
        .catch(() => {});
    }, PROBE_EVERY_MS).unref();
  };
  // Listeners on "error" keep ioredis from printing "Unhandled error event" for every failed reconnect.
  subscriber.on("error", (error: Error) => lost(error.message));
  publisher.on("error", (error: Error) => lost(error.message));
  subscriber.on("close", () => lost("connection closed"));
  subscriber.on("message", (_channel: string, payload: string) => {
    const message = openEnvelope(payload, options.instanceId);
    if (message) options.deliver(message);
  });
  const ready = subscriber.subscribe(REDIS_LIVE_CHANNEL).then(() => {
    connectedOnce = true;
  });
  // "ready" fires again after a reconnect, once ioredis has subscribed again.
  subscriber.on("ready", recovered);
  publisher.on("ready", recovered);
  return {
    kind: "redis",
    ready,
    subscriber,
    healthy: () => !down,
    send(message) {
      if (down) {
        fallback?.send(message);
        return;
      }
      publisher
        .publish(REDIS_LIVE_CHANNEL, JSON.stringify({ from: options.instanceId, message } satisfies Envelope))
        .catch((error: Error) => {
          lost(error.message);
          fallback?.send(message);
        });
    },
    async close() {
      clearInterval(probing);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
