import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "./db/testing.ts";
import { hitRateLimit, parseRateLimit } from "./rate-limit.server.ts";

describe.each(TEST_ENGINES)("database rate-limit counters on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("allows max requests per window, refuses the next with a Retry-After, and restarts the window", async () => {
    const limit = { max: 3, windowMs: 600_000 };
    const start = new Date("2027-01-01T12:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await hitRateLimit(handle.db, "upload:a", limit, new Date(start.getTime() + i * 1000)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfter: 597 });
    // Another key has its own counter.
    expect((await hitRateLimit(handle.db, "upload:b", limit, start)).allowed).toBe(true);
    // Once the window has passed the count starts again at 1.
    expect(await hitRateLimit(handle.db, "upload:a", limit, new Date(start.getTime() + 600_000))).toMatchObject({
      allowed: true,
      count: 1,
      retryAfter: 600,
    });
  });

  it("counts concurrent hits exactly once each (one atomic upsert)", async () => {
    const limit = { max: 10, windowMs: 60_000 };
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(handle.db, "upload:burst", limit, now)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("rate-limit settings", () => {
  it("reads <requests>/<seconds>", () => {
    expect(parseRateLimit("20/600")).toEqual({ max: 20, windowMs: 600_000 });
    expect(() => parseRateLimit("20 per minute")).toThrow();
  });
});
