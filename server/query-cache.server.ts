// A short-lived in-process cache for hot public reads. Any successful write through this process clears it;
// other instances see the change when their entries expire (QUERY_CACHE_TTL_MS), so staleness is bounded.
import type { MiddlewareHandler } from "hono";

export const QUERY_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
let generation = 0;

export async function cachedQuery<T>(key: string, load: () => Promise<T>, ttlMs = QUERY_CACHE_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const started = generation;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load is not remembered, and neither is one that raced with a write.
  value.then(
    () => {
      if (generation !== started) entries.delete(key);
    },
    () => entries.delete(key),
  );
  return value;
}

export function clearQueryCache() {
  generation++;
  entries.clear();
}

/** Clears the cache after every successful mutation (admin actions and API writes alike). */
export const clearCacheAfterWrites: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400) clearQueryCache();
};
