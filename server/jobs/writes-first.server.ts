// Background recomputation gives way to writes in flight (issue 31: a late correction never stalls fight night).
// A ratings pass works in slices and, between two, lets whatever is waiting go first. On the embedded database every
// query shares one connection, so a scorekeeper's action made of a dozen statements met a slice of the pass before
// each of them (scoring p50 412 ms during a full pass at 1M bouts, 164 ms during a walk); a pass that also waits, at
// those same points, until the writes then in flight have answered meets at most the slice already running. Reads are
// not waited for: a reader's page is one statement or two, and readers never stop coming.
import type { MiddlewareHandler } from "hono";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
export const writesFirstSettings = {
  /** The longest a pass waits at one point: under writes that never stop, it still moves. */
  maxWaitMs: 100,
};

let inFlight = 0;
const waiting = new Set<() => void>();

/** Counts the requests that may write (every method but GET, HEAD and OPTIONS) while they are served. */
export const countWritesInFlight: MiddlewareHandler = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
    if (inFlight === 0) for (const resume of waiting) resume();
  }
};

/** Resolves at once when no write is being served, else when none is (or after `maxWaitMs`). */
export function afterWritesInFlight(maxWaitMs = writesFirstSettings.maxWaitMs): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waiting.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, maxWaitMs);
    waiting.add(resume);
  });
}

/** Writes being served now: the walk asks before each bout it takes (ratings-walk.server.ts). */
export const writesInFlight = () => inFlight;
