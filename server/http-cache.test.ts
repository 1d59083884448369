import crypto from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { authSecret } from "./env.server.ts";
import { httpCaching } from "./http-cache.server.ts";

const page = (nonce: string) =>
  `<p>Турнир 🥋</p><script nonce="${nonce}">1</script>${"ж".repeat(3000)}<script nonce="${nonce}">2</script><i>${nonce}</i>`;

/** A page that carries its request's nonce in three places, among multi-byte text (Cyrillic, an emoji). */
function site() {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(httpCaching);
  app.use(async (c, next) => {
    // A fresh 24-character nonce per request, as hono's secure headers make it.
    const nonce = crypto.randomBytes(16).toString("base64");
    c.set("secureHeadersNonce", nonce);
    await next();
    c.res.headers.set("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
  });
  app.get("/page", (c) => {
    return c.html(page(c.get("secureHeadersNonce")!));
  });
  app.get("/plain", (c) => c.html(`<p>Без скриптов ${"ё".repeat(100)}</p>`));
  return { app };
}

describe("httpCaching", () => {
  it("tags a page by its content without the nonce and gives the same content the same nonce", async () => {
    const { app } = site();
    const first = await app.request("/page");
    const second = await app.request("/page");
    const tag = crypto.createHash("sha1").update(page("")).digest("base64url");
    expect(first.headers.get("ETag")).toBe(`W/"${tag}"`);
    expect(second.headers.get("ETag")).toBe(`W/"${tag}"`);
    // The stable nonce: an HMAC of the tag, in every place the request's nonce was, and in the CSP.
    const stable = crypto.createHmac("sha256", authSecret).update(tag).digest("base64url").slice(0, 24);
    const body = await first.text();
    expect(body).toBe(page(stable));
    expect(await second.text()).toBe(body);
    expect(first.headers.get("Content-Security-Policy")).toBe(`script-src 'nonce-${stable}'`);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("answers 304 with no body to the tag it gave", async () => {
    const { app } = site();
    const tag = (await app.request("/page")).headers.get("ETag")!;
    const again = await app.request("/page", { headers: { "If-None-Match": `W/"other", ${tag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(tag);
  });

  it("tags a page without a nonce by all of its bytes, unchanged", async () => {
    const { app } = site();
    const response = await app.request("/plain");
    const html = `<p>Без скриптов ${"ё".repeat(100)}</p>`;
    expect(await response.text()).toBe(html);
    expect(response.headers.get("ETag")).toBe(`W/"${crypto.createHash("sha1").update(html).digest("base64url")}"`);
  });
});
