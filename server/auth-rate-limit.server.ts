// Counters for better-auth's rate limiter and our per-account limits: Redis when REDIS_URL is set, the
// database otherwise — either way every app instance counts against the same numbers.
import type { BetterAuthRateLimitStorage } from "better-auth";
import { Redis } from "ioredis";
import { db } from "./db/database.server.ts";
import { settings } from "./env.server.ts";
import { hitRateLimit, peekRateLimit } from "./rate-limit.server.ts";

type Rule = { window: number; max: number };
type Decision = { allowed: boolean; retryAfter: number | null };

/** better-auth's counter, plus a look at a count without adding to it (the sign-in lockout reads before it counts). */
export interface CounterStorage extends BetterAuthRateLimitStorage {
  /** The count of `key` in its current window (0 when none), and the seconds until that window ends. */
  peek(key: string, rule: Rule): Promise<{ count: number; retryAfter: number }>;
}

function redisStorage(url: string): CounterStorage {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async consume(key: string, rule: Rule): Promise<Decision> {
      const redisKey = `league:rl:${key}`;
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
    async peek(key: string, rule: Rule) {
      const redisKey = `league:rl:${key}`;
      const replies = await redis.multi().get(redisKey).pttl(redisKey).exec();
      const ttl = Number(replies?.[1]?.[1] ?? -1);
      return {
        count: Number(replies?.[0]?.[1] ?? 0),
        retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.window * 1000) / 1000)),
      };
    },
  };
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

export const rateLimitStorage: CounterStorage = settings.REDIS_URL ? redisStorage(settings.REDIS_URL) : databaseStorage;
