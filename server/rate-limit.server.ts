// Fixed-window counters in the database: every app instance on the same database shares them.
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.server.ts";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window restarts (for Retry-After). */
  retryAfter: number;
}

/** Counts one request against `key` atomically (one upsert) and says whether it is within the limit. */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into request_counters (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when request_counters.window_start <= ${windowStart.toISOString()} then 1 else request_counters.count + 1 end,
      window_start = case when request_counters.window_start <= ${windowStart.toISOString()} then excluded.window_start else request_counters.window_start end
    returning count, window_start`);
  const row = (
    Array.isArray(result) ? result[0] : (result as { rows: { count: number; window_start: string | Date }[] }).rows[0]
  )!;
  const count = Number(row.count);
  const endsAt = new Date(row.window_start).getTime() + limit.windowMs;
  return { allowed: count <= limit.max, count, retryAfter: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** The count of `key` in its current window without adding to it: 0 when it has none or its window is over. */
export async function peekRateLimit(
  db: Database,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<{ count: number; retryAfter: number }> {
  const result = await db.execute<{ count: number; window_start: string | Date }>(
    sql`select count, window_start from request_counters where key = ${key}`,
  );
  const row = (
    Array.isArray(result) ? result[0] : (result as { rows: { count: number; window_start: string | Date }[] }).rows[0]
  ) as { count: number; window_start: string | Date } | undefined;
  const endsAt = row ? new Date(row.window_start).getTime() + limit.windowMs : 0;
  if (!row || endsAt <= now.getTime()) return { count: 0, retryAfter: Math.ceil(limit.windowMs / 1000) };
  return { count: Number(row.count), retryAfter: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** `20/600` → 20 requests per 600 seconds. */
export function parseRateLimit(value: string): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`Expected <requests>/<seconds>, got "${value}"`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}
