import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { authSecret } from "./env.server.ts";

/** Anonymous public responses: a CDN may keep them a minute and serve them stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * A page's data (`/athlete/{id}.data`) for an anonymous visitor: ten seconds in the browser, so the data a link
 * prefetched on hover is the data the click uses (React Router prefetches through the HTTP cache); after that the
 * browser asks again (a 304 when unchanged). No stale-while-revalidate: the browser would show a stale copy first.
 */
export const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=10, s-maxage=60";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const TAGGABLE = /^(text\/html|application\/json|text\/x-script|text\/plain)/;

export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
}

/**
 * Cache-Control and ETag for GET responses; it wraps the security headers, so it sees the final CSP.
 * Signed-in readers (whose pages show their account) get `private, no-store`; anonymous ones get
 * CDN-cacheable responses with a weak ETag and 304s.
 *
 * A cached page must keep working with the CSP of a later 304, so a cacheable page's nonce is derived
 * from its content (an HMAC of the page without the nonce): the same page always carries the same
 * nonce, and injected markup would change it. Private pages keep the random per-request nonce.
 */
export const httpCaching: MiddlewareHandler<{ Variables: { secureHeadersNonce?: string } }> = async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
  if (c.req.path.startsWith("/api/auth/") || c.req.path === "/healthz" || c.req.path === "/readyz") return;
  const response = c.res;
  if (!response.headers.has("Cache-Control")) {
    const cacheable = response.status === 200 && !response.headers.has("Set-Cookie") && !hasSessionCookie(c.req.raw);
    const publicControl = c.req.path.endsWith(".data") ? PUBLIC_DATA_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
    response.headers.set("Cache-Control", cacheable ? publicControl : PRIVATE_CACHE_CONTROL);
    if (cacheable) response.headers.append("Vary", "Cookie");
  }
  if (response.status !== 200 || !response.headers.get("Cache-Control")!.startsWith("public")) return;
  const type = response.headers.get("Content-Type") ?? "";
  if (!TAGGABLE.test(type) || !response.body) return;

  // Bytes throughout: the page is hashed and its nonce replaced without decoding it into a string and encoding it
  // again (on an 85 KB page that round trip was ~3 ms of the server's CPU). The tag is the hash of the page's bytes
  // without the nonce, as before.
  const bytes = Buffer.from(await response.arrayBuffer());
  // Hono copies the previous response's headers onto a replacement, so edit them in place.
  const headers = response.headers;
  const nonce = c.get("secureHeadersNonce");
  const nonceBytes = Buffer.from(nonce ?? "");
  const nonceAt = nonce ? occurrences(bytes, nonceBytes) : [];
  const parts = between(bytes, nonceAt, nonceBytes.length);
  const hasher = crypto.createHash("sha1");
  for (const part of parts) hasher.update(part);
  const hash = hasher.digest("base64url");
  let body = bytes;
  if (nonce && nonceAt.length > 0) {
    const stable = crypto.createHmac("sha256", authSecret).update(hash).digest("base64url").slice(0, 24);
    const stableBytes = Buffer.from(stable);
    body = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [stableBytes, part])));
    const csp = headers.get("Content-Security-Policy");
    if (csp) headers.set("Content-Security-Policy", csp.replaceAll(nonce, stable));
  }
  const etag = `W/"${hash}"`;
  headers.set("ETag", etag);
  // Known, so the compression outside (server/compression.server.ts) codes the body in one call.
  headers.set("Content-Length", String(body.byteLength));
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    c.res = new Response(null, { status: 304, headers });
    c.res.headers.delete("Content-Type");
    c.res.headers.delete("Content-Length");
    return;
  }
  c.res = new Response(body, { status: 200, headers });
};

/** Where `needle` starts in `bytes`, every time, left to right and not overlapping. */
function occurrences(bytes: Buffer, needle: Buffer): number[] {
  const at: number[] = [];
  for (let i = bytes.indexOf(needle); i !== -1; i = bytes.indexOf(needle, i + needle.length)) at.push(i);
  return at;
}

/** The parts of `bytes` around the `length`-byte pieces starting at `at` (one more part than pieces). */
function between(bytes: Buffer, at: number[], length: number): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (const start of at) {
    parts.push(bytes.subarray(from, start));
    from = start + length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}
