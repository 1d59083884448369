import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compression.server.ts";
import { httpCaching } from "./http-cache.server.ts";
import { createPageCache } from "./page-cache.server.ts";

const page = `<!DOCTYPE html><p>a page</p>${"<li>row</li>".repeat(800)}`;

/** As prod.ts stacks them: compression outside, then (with the page cache off) the caching headers, then the app. */
function site() {
  const app = new Hono();
  app.use(compressResponses());
  app.use(createPageCache(0));
  app.use(httpCaching);
  app.get("/page", (c) => c.html(page));
  app.get("/small", (c) => c.html("<p>short</p>"));
  // A body of unknown length, as a page still rendering is.
  app.get("/stream", () => {
    const bytes = new TextEncoder().encode(page);
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store" } });
  });
  app.get("/no-transform", (c) =>
    c.body(page, 200, {
      "Content-Type": "text/html",
      "Content-Length": String(Buffer.byteLength(page)),
      "Cache-Control": "no-store, no-transform",
    }),
  );
  app.get("/events", (c) =>
    c.body(page, 200, { "Content-Type": "text/event-stream", "Content-Length": String(Buffer.byteLength(page)) }),
  );
  return app;
}

describe("response compression", () => {
  it("codes a page of known length in one call, brotli first, with its length and a weak tag", async () => {
    const app = site();
    const plain = await app.request("/page", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Content-Length")).toBe(String(Buffer.byteLength(page)));
    expect(await plain.text()).toBe(page);
    const etag = plain.headers.get("ETag");
    expect(etag).toMatch(/^W\//);

    const brotli = await app.request("/page", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    const coded = Buffer.from(await brotli.arrayBuffer());
    expect(brotli.headers.get("Content-Length")).toBe(String(coded.byteLength));
    expect(coded.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(brotliDecompressSync(coded).toString()).toBe(page);
    expect(brotli.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(brotli.headers.get("ETag")).toBe(etag);

    const gzip = await app.request("/page", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it("answers a matching tag 304 with no body and no length", async () => {
    const app = site();
    const etag = (await app.request("/page")).headers.get("ETag")!;
    const again = await app.request("/page", { headers: { "If-None-Match": etag, "Accept-Encoding": "br" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Length")).toBeNull();
    expect(again.headers.get("Content-Encoding")).toBeNull();
    expect(await again.text()).toBe("");
  });

  it("leaves a short body, a HEAD, no-transform and an event stream as they are", async () => {
    const app = site();
    const accept = { headers: { "Accept-Encoding": "br, gzip" } };
    expect((await app.request("/small", accept)).headers.get("Content-Encoding")).toBeNull();
    expect((await app.request("/page", { ...accept, method: "HEAD" })).headers.get("Content-Encoding")).toBeNull();
    const kept = await app.request("/no-transform", accept);
    expect(kept.headers.get("Content-Encoding")).toBeNull();
    expect(await kept.text()).toBe(page);
    const events = await app.request("/events", accept);
    expect(events.headers.get("Content-Encoding")).toBeNull();
    expect(await events.text()).toBe(page);
  });

  it("streams a body of unknown length through Hono's compression, as before", async () => {
    const app = site();
    const streamed = await app.request("/stream", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(streamed.headers.get("Content-Encoding")).toBe("gzip");
    expect(streamed.headers.get("Content-Length")).toBeNull();
    expect(gunzipSync(Buffer.from(await streamed.arrayBuffer())).toString()).toBe(page);
  });
});
