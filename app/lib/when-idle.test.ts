import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWhenIdle, whenIdle } from "./when-idle";

/** A browser whose idle moments the test hands out one at a time. */
function idleBrowser() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("window", {
    requestIdleCallback: (run: () => void) => waiting.push(run),
    cancelIdleCallback: (id: number) => waiting.splice(id - 1, 1),
  });
  return {
    idle: () => waiting.shift()?.(),
    get waiting() {
      return waiting.length;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("loadWhenIdle", () => {
  it("starts one load per idle moment, in order, without waiting for the one before to finish", () => {
    const browser = idleBrowser();
    const started: string[] = [];
    const never = new Promise<never>(() => {});
    loadWhenIdle(["a", "b", "c"].map((name) => () => (started.push(name), never)));
    expect(started).toEqual([]);
    browser.idle();
    expect(started).toEqual(["a"]);
    browser.idle();
    expect(started).toEqual(["a", "b"]);
    browser.idle();
    expect(started).toEqual(["a", "b", "c"]);
    browser.idle();
    expect(browser.waiting).toBe(0);
  });

  it("goes on past a load that fails", async () => {
    const browser = idleBrowser();
    const started: string[] = [];
    loadWhenIdle([
      () => (started.push("a"), Promise.reject(new Error("offline"))),
      () => (started.push("b"), Promise.resolve()),
    ]);
    browser.idle();
    await Promise.resolve();
    browser.idle();
    expect(started).toEqual(["a", "b"]);
  });
});

describe("whenIdle", () => {
  it("waits a second where the browser has no idle callbacks (Safari), and can be cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {});
    const run = vi.fn<() => void>();
    whenIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn<() => void>();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
