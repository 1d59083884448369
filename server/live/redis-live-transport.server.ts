// Live messages between instances through Redis pub/sub (REDIS_URL). A subscribed connection can do nothing else, so
// there are two; ioredis reconnects and subscribes again by itself, and `recover` replays what was missed meanwhile.
import { Redis } from "ioredis";
import type { LiveTransport } from "./live-bus.server.ts";
import { openEnvelope, type Envelope, type TransportHooks } from "./pg-live-transport.server.ts";

export const REDIS_LIVE_CHANNEL = "league:live";

export function createRedisLiveTransport(
  options: { redisUrl: string } & TransportHooks,
): LiveTransport & { ready: Promise<void>; subscriber: Redis } {
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  let connectedOnce = false;
  let lostSince = false;
  subscriber.on("error", (error: Error) => options.log("warn", `live transport: Redis (${error.message})`));
  publisher.on("error", (error: Error) => options.log("warn", `live transport: Redis publisher (${error.message})`));
  subscriber.on("close", () => (lostSince = connectedOnce));
  subscriber.on("message", (_channel: string, payload: string) => {
    const message = openEnvelope(payload, options.instanceId);
    if (message) options.deliver(message);
  });
  const ready = subscriber.subscribe(REDIS_LIVE_CHANNEL).then(() => {
    connectedOnce = true;
  });
  // "ready" fires again after a reconnect, once ioredis has subscribed again.
  subscriber.on("ready", () => {
    if (!lostSince) return;
    lostSince = false;
    options.log("info", "live transport: Redis back; recovering missed events");
    options
      .recover()
      .catch((error: Error) => options.log("warn", `live transport: recovery failed (${error.message})`));
  });
  return {
    kind: "redis",
    ready,
    subscriber,
    send(message) {
      publisher
        .publish(REDIS_LIVE_CHANNEL, JSON.stringify({ from: options.instanceId, message } satisfies Envelope))
        .catch((error: Error) => options.log("warn", `live transport: PUBLISH failed (${error.message})`));
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
