import { describe, expect, it, vi } from "vitest";
import { deliverLiveMessage, type LiveMessage } from "./live/live-bus.server.ts";
import { cachedQuery, clearQueryCache } from "./query-cache.server.ts";

describe("query cache", () => {
  it("serves a hit until the TTL passes, then loads again", async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<number>>(async () => Math.random());
    const first = await cachedQuery("k", load, 1000);
    expect(await cachedQuery("k", load, 1000)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cachedQuery("k", load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("forgets everything after a write and never keeps failures", async () => {
    clearQueryCache();
    const load = vi.fn<() => Promise<number>>(async () => 1);
    await cachedQuery("a", load);
    clearQueryCache();
    await cachedQuery("a", load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = vi.fn<() => Promise<never>>(async () => {
      throw new Error("db down");
    });
    await expect(cachedQuery("b", failing)).rejects.toThrow("db down");
    await expect(cachedQuery("b", failing)).rejects.toThrow("db down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("does not keep a result loaded while a write happened", async () => {
    clearQueryCache();
    let release!: (value: number) => void;
    const slow = vi.fn<() => Promise<number>>(() => new Promise<number>((resolve) => (release = resolve)));
    const pending = cachedQuery("c", slow);
    clearQueryCache();
    release(1);
    await pending;
    await Promise.resolve();
    const fresh = vi.fn<() => Promise<number>>(async () => 2);
    expect(await cachedQuery("c", fresh)).toBe(2);
  });

  it.each<LiveMessage>([
    { type: "cache-clear" },
    { type: "bout", bout_id: "b1", event_id: 7 },
    { type: "bout-removed", bout_id: "b1", team_match_id: "m1" },
  ])("forgets everything when a $type message arrives from another instance", async (message) => {
    clearQueryCache();
    const load = vi.fn<() => Promise<number>>(async () => 1);
    await cachedQuery("live", load);
    await cachedQuery("live", load);
    expect(load).toHaveBeenCalledTimes(1);
    // A fan's page reloads when a bout's message says it started or ended; the write's own clear may come later.
    deliverLiveMessage(message);
    await cachedQuery("live", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
