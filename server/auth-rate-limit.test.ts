import net from "node:net";
import { describe, expect, it } from "vitest";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

describe.skipIf(!(await reachable(REDIS_URL)))("rate-limit counters in Redis", () => {
  it("allows `max` hits per window, then refuses with the seconds left", async () => {
    process.env.REDIS_URL = REDIS_URL;
    const { rateLimitStorage } = await import("./auth-rate-limit.server.ts");
    const key = `test:${process.pid}:${Date.now()}`;
    const rule = { window: 30, max: 2 };
    expect(await rateLimitStorage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await rateLimitStorage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await rateLimitStorage.consume(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(30);
    // Another key has its own count.
    expect((await rateLimitStorage.consume(`${key}:other`, rule)).allowed).toBe(true);
  });
});
