import { describe, expect, it } from "vitest";
import { MAX_KEPT, PrefetchedData, REUSE_MS } from "./prefetched-data";

const body = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const init = { status: 200, headers: { "content-type": "text/x-script" } };

// The browser's side (a hover keeps the data, the click makes no request for it) is in e2e/navigation.spec.ts.
describe("PrefetchedData", () => {
  it("answers a page's data once, with the prefetch's body, status and headers", async () => {
    const kept = new PrefetchedData();
    kept.keep("http://league.test/athlete/1.data", body("[1]"), init);
    const answer = kept.take("http://league.test/athlete/1.data");
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get("content-type")).toBe("text/x-script");
    expect(await answer?.text()).toBe("[1]");
    expect(kept.take("http://league.test/athlete/1.data")).toBeUndefined();
    expect(kept.take("http://league.test/athlete/2.data")).toBeUndefined();
  });

  it("stops answering after the browser's 5-minute reuse window for a prefetch", () => {
    let now = 1_000;
    const kept = new PrefetchedData(() => now);
    kept.keep("/a.data", body("a"), init);
    kept.keep("/b.data", body("b"), init);
    now += REUSE_MS;
    expect(kept.take("/a.data")).toBeInstanceOf(Response);
    now += 1;
    expect(kept.take("/b.data")).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it(`keeps the ${MAX_KEPT} latest prefetches, and a prefetch again makes a page the latest`, () => {
    const kept = new PrefetchedData();
    for (let page = 1; page <= MAX_KEPT; page++) kept.keep(`/${page}.data`, body(String(page)), init);
    kept.keep("/1.data", body("1 again"), init);
    kept.keep("/new.data", body("new"), init);
    expect(kept.size).toBe(MAX_KEPT);
    expect(kept.take("/2.data")).toBeUndefined();
    expect(kept.take("/1.data")).toBeInstanceOf(Response);
    expect(kept.take("/new.data")).toBeInstanceOf(Response);
  });

  it("forgets everything after a write", () => {
    const kept = new PrefetchedData();
    kept.keep("/a.data", body("a"), init);
    kept.forgetAll();
    expect(kept.take("/a.data")).toBeUndefined();
  });
});
