import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { afterWritesInFlight, countWritesInFlight, writesInFlight } from "./writes-first.server.ts";

/** An app whose handlers finish when the test says so. */
function app() {
  const open: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => open.push(resolve));
  const site = new Hono();
  // A refused write answers 500 without Hono's log of the error (the test throws it on purpose).
  site.onError((_, c) => c.text("refused", 500));
  site.use(countWritesInFlight);
  site.get("/page", async (c) => {
    await hold();
    return c.text("page");
  });
  site.post("/score", async (c) => {
    await hold();
    return c.text("scored");
  });
  site.put("/fail", async () => {
    await hold();
    throw new Error("refused");
  });
  return { site, finishOne: () => open.shift()!() };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("writes first", () => {
  it("lets a pass go on at once when no write is being served, reads included", async () => {
    const { site, finishOne } = app();
    const reading = site.request("/page");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writesInFlight()).toBe(0);
    expect(await settled(afterWritesInFlight(10_000))).toBe(true);
    finishOne();
    await reading;
  });

  it("holds a pass until every write being served has answered, a failed one too", async () => {
    const { site, finishOne } = app();
    const scoring = site.request("/score", { method: "POST" });
    const failing = site.request("/fail", { method: "PUT" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writesInFlight()).toBe(2);
    const waited = afterWritesInFlight(10_000);
    expect(await settled(waited)).toBe(false);
    finishOne();
    expect(await (await scoring).text()).toBe("scored");
    expect(await settled(waited)).toBe(false);
    finishOne();
    expect((await failing).status).toBe(500);
    expect(writesInFlight()).toBe(0);
    expect(await settled(waited)).toBe(true);
  });

  it("waits no longer than its bound when writes never stop", async () => {
    const { site, finishOne } = app();
    const scoring = site.request("/score", { method: "POST" });
    await new Promise((resolve) => setImmediate(resolve));
    const began = performance.now();
    await afterWritesInFlight(30);
    const waited = performance.now() - began;
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(waited).toBeLessThan(1_000);
    expect(writesInFlight()).toBe(1);
    finishOne();
    await scoring;
  });
});
