// Short-lived in-process caches for hot public reads (queries, and whole anonymous pages in page-cache.server.ts).
// Any successful write clears them all, on every instance: the live bus carries the clear to the others
// (server/live/live-transport.server.ts), and QUERY_CACHE_TTL_MS still bounds staleness if a message is lost.
import type { MiddlewareHandler } from "hono";
import { onLiveMessage, publishLiveMessage } from "./live/live-bus.server.ts";

export const QUERY_CACHE_TTL_MS = 10_000;

const everyCache = new Set<ShortLivedCache<unknown>>();

/**
 * A map of promises with a time to live: concurrent readers of a missing key share one load, a failed
 * load is not remembered, and neither is one that raced with a write (`clear`).
 */
export class ShortLivedCache<T> {
  readonly #entries = new Map<string, { expires: number; value: Promise<T> }>();
  #generation = 0;
  readonly #limits: { maxEntries: number; ttlMs: number };

  constructor(limits: { maxEntries: number; ttlMs: number }) {
    this.#limits = limits;
    everyCache.add(this as ShortLivedCache<unknown>);
  }

  /** `keep` decides whether a loaded value may be served to later readers (e.g. only cacheable pages). */
  get(
    key: string,
    load: () => Promise<T>,
    { ttlMs = this.#limits.ttlMs, keep }: { ttlMs?: number; keep?: (value: T) => boolean } = {},
  ): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.#entries.delete(key);
    if (this.#entries.size >= this.#limits.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    const started = this.#generation;
    const value = load();
    const entry = { expires: now + ttlMs, value };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    value.then((loaded) => {
      if (this.#generation !== started || (keep && !keep(loaded))) forget();
    }, forget);
    return value;
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }
}

const queries = new ShortLivedCache<unknown>({ maxEntries: 500, ttlMs: QUERY_CACHE_TTL_MS });

export function cachedQuery<T>(key: string, load: () => Promise<T>, ttlMs = QUERY_CACHE_TTL_MS): Promise<T> {
  return queries.get(key, load, { ttlMs }) as Promise<T>;
}

/** Forgets every short-lived cache in this process (queries and pages). */
export function clearQueryCache() {
  for (const cache of everyCache) cache.clear();
}

// One path for every clear: a write here publishes it, this process hears its own message at once, the others over the bus.
// A bout's message clears too: it is sent inside the scoring write, before that write's own clear, and can reach another
// instance first; a fan whose page reloads on it (a bout started or ended) must not be answered with the page from before.
onLiveMessage(() => clearQueryCache());

/** Clears the caches after every successful mutation (admin actions and API writes alike), on every instance. */
export const clearCacheAfterWrites: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400)
    publishLiveMessage({ type: "cache-clear" });
};
