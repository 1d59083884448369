// Counters for better-auth's rate limiter and our per-account limits: Redis when REDIS_URL is set, the
// database otherwise — either way every app instance counts against the same numbers. Redis is optional even when
// set: a command that fails or takes more than REDIS_TIMEOUT_MS falls back to the database at once, and while Redis is
// down every count goes to the database (a background PING every second notices its return), so sign-in never waits
// for a dead or hung Redis. The outage is said once in the log, and /readyz names it (dependency-health.server.ts).
import type { BetterAuthRateLimitStorage } from "better-auth";
import { Redis } from "ioredis";
import { db } from "./db/database.server.ts";
import { isDown, reportDown, reportUp } from "./dependency-health.server.ts";
import { settings } from "./env.server.ts";
import { hitRateLimit, peekRateLimit } from "./rate-limit.server.ts";

type Rule = { window: number; max: number };
type Decision = { allowed: boolean; retryAfter: number | null };

/** The longest a request waits for Redis before counting in the database instead. */
export const REDIS_TIMEOUT_MS = 200;
const PROBE_EVERY_MS = 1_000;

/** better-auth's counter, plus a look at a count without adding to it (the sign-in lockout reads before it counts). */
export interface CounterStorage extends BetterAuthRateLimitStorage {
  /** The count of `key` in its current window (0 when none), and the seconds until that window ends. */
  peek(key: string, rule: Rule): Promise<{ count: number; retryAfter: number }>;
}

const databaseStorage: CounterStorage = {
  async consume(key: string, rule: Rule): Promise<Decision> {
    const result = await hitRateLimit(db, `auth:${key}`, { max: rule.max, windowMs: rule.window * 1000 });
    return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfter };
  },
  async peek(key: string, rule: Rule) {
    return peekRateLimit(db, `auth:${key}`, { max: rule.max, windowMs: rule.window * 1000 });
  },
};

function redisStorage(url: string): CounterStorage & { ping(): Promise<void> } {
  const redis = new Redis(url, {
    // Nothing queues while disconnected, nothing is retried, nothing waits past the timeout: the database answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 250, 2_000),
  });
  let probing: NodeJS.Timeout | undefined;
  const ping = async () => {
    await redis.ping();
  };
  const failed = (error: unknown) => {
    reportDown("redis", (error as Error).message);
    probing ??= setInterval(() => {
      ping()
        .then(() => {
          clearInterval(probing);
          probing = undefined;
          reportUp("redis");
        })
        .catch(() => {});
    }, PROBE_EVERY_MS).unref();
  };
  // Without a listener ioredis prints "[ioredis] Unhandled error event" for every failed reconnect.
  redis.on("error", failed);
  redis.on("close", () => failed(new Error("connection closed")));
  /** Resolves true once connected, false after REDIS_TIMEOUT_MS (a first request right after start-up waits for it). */
  const connected = () =>
    redis.status === "ready"
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            redis.off("ready", onReady);
            resolve(false);
          }, REDIS_TIMEOUT_MS);
          const onReady = () => {
            clearTimeout(timer);
            resolve(true);
          };
          redis.once("ready", onReady);
        });
  /** Redis when it is up and connected; the database otherwise, or when Redis fails this time. */
  const either = async <T>(viaRedis: () => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> => {
    if (isDown("redis")) return viaDatabase();
    if (!(await connected())) {
      failed(new Error(`not connected (${redis.status})`));
      return viaDatabase();
    }
    try {
      return await viaRedis();
    } catch (error) {
      failed(error);
      return viaDatabase();
    }
  };
  return {
    ping,
    consume(key: string, rule: Rule) {
      const redisKey = `league:rl:${key}`;
      return either(
        async () => {
          // One round trip: count, start the window on the first hit, read what is left of it.
          const replies = await redis
            .multi()
            .incr(redisKey)
            .pexpire(redisKey, rule.window * 1000, "NX")
            .pttl(redisKey)
            .exec();
          const count = Number(replies?.[0]?.[1] ?? 0);
          const ttl = Number(replies?.[2]?.[1] ?? rule.window * 1000);
          return count <= rule.max
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
        },
        () => databaseStorage.consume(key, rule),
      );
    },
    peek(key: string, rule: Rule) {
      const redisKey = `league:rl:${key}`;
      return either(
        async () => {
          const replies = await redis.multi().get(redisKey).pttl(redisKey).exec();
          const ttl = Number(replies?.[1]?.[1] ?? -1);
          return {
            count: Number(replies?.[0]?.[1] ?? 0),
            retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.window * 1000) / 1000)),
          };
        },
        () => databaseStorage.peek(key, rule),
      );
    },
  };
}

const redisCounters = settings.REDIS_URL ? redisStorage(settings.REDIS_URL) : null;

export const rateLimitStorage: CounterStorage = redisCounters ?? databaseStorage;

/** For /readyz: null without REDIS_URL; otherwise whether Redis answers a PING within REDIS_TIMEOUT_MS. */
export async function redisStatus(): Promise<"ok" | "unavailable" | null> {
  if (!redisCounters) return null;
  try {
    await redisCounters.ping();
    reportUp("redis");
    return "ok";
  } catch (error) {
    reportDown("redis", (error as Error).message);
    return "unavailable";
  }
}
