import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { httpCaching } from "./http-cache.server.ts";
import { createPageCache } from "./page-cache.server.ts";
import { clearCacheAfterWrites } from "./query-cache.server.ts";

/** A site whose pages say how many times they were rendered. */
function site(seconds = 10) {
  let renders = 0;
  const app = new Hono();
  app.use(createPageCache(seconds));
  app.use(httpCaching);
  app.use(clearCacheAfterWrites);
  app.get("/page", (c) => c.html(`<p>render ${++renders}</p>${"x".repeat(4000)}`));
  app.get("/welcome", (c) => {
    c.header("Set-Cookie", "seen=1");
    return c.html(`<p>render ${++renders}</p>`);
  });
  app.get("/missing", (c) => c.html(`<p>render ${++renders}</p>`, 404));
  // A page with a streamed part: its reader may leave before it is done.
  app.get("/slow", async (c) => {
    const count = ++renders;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return c.html(`<p>render ${count}</p>${c.req.raw.signal.aborted ? "cut short" : "x".repeat(4000)}`);
  });
  app.post("/admin", (c) => c.text("saved"));
  return { app, renders: () => renders };
}

const render = (response: Response) => response.text().then((html) => html.match(/render \d+/)?.[0]);

describe("page cache", () => {
  it("renders an anonymous page once and serves the copy with the same headers", async () => {
    const { app, renders } = site();
    const first = await app.request("/page");
    const second = await app.request("/page");
    expect(await render(first)).toBe("render 1");
    expect(await render(second)).toBe("render 1");
    expect(renders()).toBe(1);
    expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("shares one render between readers arriving together", async () => {
    const { app, renders } = site();
    const pages = await Promise.all(Array.from({ length: 5 }, async () => render(await app.request("/page"))));
    expect(new Set(pages)).toEqual(new Set(["render 1"]));
    expect(renders()).toBe(1);
  });

  it("does not keep a render its reader left in the middle of; the next reader gets a whole one", async () => {
    const { app, renders } = site();
    const controller = new AbortController();
    const abandoned = app.request("/slow", { signal: controller.signal });
    controller.abort();
    await abandoned;
    expect(await render(await app.request("/slow"))).toBe("render 2");
    expect(await render(await app.request("/slow"))).toBe("render 2");
    expect(renders()).toBe(2);
  });

  it("hands the middleware outside it (compression) a response it can read when the reader left mid-render", async () => {
    const { app } = site();
    const outer = new Hono();
    outer.use(compress());
    outer.route("/", app);
    const controller = new AbortController();
    const abandoned = outer.request("/slow", { signal: controller.signal, headers: { "Accept-Encoding": "gzip" } });
    controller.abort();
    const answer = await abandoned;
    expect(answer.status).toBe(499);
    expect(await answer.text()).toBe("");
  });

  it("a reader waiting on a render whose own reader left gets a whole page, not the cut one", async () => {
    const { app } = site();
    const controller = new AbortController();
    const abandoned = app.request("/slow", { signal: controller.signal });
    const waiting = app.request("/slow");
    controller.abort();
    await abandoned;
    const page = await (await waiting).text();
    expect(page).not.toContain("cut short");
    expect(page).toContain("render 2");
  });

  it("answers 304 to a matching ETag and compresses as the reader accepts", async () => {
    const { app } = site();
    const etag = (await app.request("/page")).headers.get("ETag")!;
    const revalidated = await app.request("/page", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Content-Length")).toBeNull();
    expect(await revalidated.text()).toBe("");

    const brotli = await app.request("/page", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain("render 1");
    const gzip = await app.request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("render 1");
    const notBrotli = await app.request("/page", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0.5" } });
    expect(notBrotli.headers.get("Content-Encoding")).toBe("gzip");
    const identity = await app.request("/page", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await render(identity)).toBe("render 1");
  });

  it("never keeps a signed-in page, a page setting a cookie, or an error", async () => {
    const { app, renders } = site();
    const signedIn = { headers: { Cookie: "better-auth.session_token=abc" } };
    expect(await render(await app.request("/page", signedIn))).toBe("render 1");
    expect(await render(await app.request("/page", signedIn))).toBe("render 2");
    expect(await render(await app.request("/page", { headers: { Authorization: "Bearer t" } }))).toBe("render 3");
    expect(await render(await app.request("/welcome"))).toBe("render 4");
    expect(await render(await app.request("/welcome"))).toBe("render 5");
    expect(await render(await app.request("/missing"))).toBe("render 6");
    expect(await render(await app.request("/missing"))).toBe("render 7");
    expect(renders()).toBe(7);
  });

  it("keeps a page per language choice and forgets everything after a write", async () => {
    const { app, renders } = site();
    await app.request("/page");
    expect(await render(await app.request("/page", { headers: { Cookie: "lang=ru" } }))).toBe("render 2");
    expect(await render(await app.request("/page"))).toBe("render 1");
    expect((await app.request("/admin", { method: "POST" })).status).toBe(200);
    expect(await render(await app.request("/page"))).toBe("render 3");
    expect(renders()).toBe(3);
  });

  it("renders every request when turned off", async () => {
    const { app } = site(0);
    await app.request("/page");
    expect(await render(await app.request("/page"))).toBe("render 2");
  });
});
