// Every anonymous visitor of a URL gets the same page, so on a spike (event day, a shared link) this process
// renders it once per PAGE_CACHE_SECONDS and answers the rest from memory, already compressed.
// Writes clear it with the query cache; in development it is off, so every edit shows at once.
// Only responses that httpCaching marked public are kept: never a signed-in page, never one setting a cookie.
import type { MiddlewareHandler } from "hono";
import { readLangCookie } from "../app/lib/language.ts";
import { type Coding, encodeBody, preferredEncoding } from "./compression.server.ts";
import { hasSessionCookie } from "./http-cache.server.ts";
import { settings } from "./env.server.ts";
import { ShortLivedCache } from "./query-cache.server.ts";

const MAX_BODY_BYTES = 1024 * 1024;
// Live reads change every second and the stream never ends: neither is kept.
const UNCACHED_PREFIXES = ["/api/auth/", "/healthz", "/readyz", "/files/", "/api/v1/live", "/api/v1/bouts/"];

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Coding, Uint8Array<ArrayBuffer>>>;
}

function cacheableRequest(request: Request, path: string): boolean {
  return (
    request.method === "GET" &&
    !hasSessionCookie(request) &&
    !request.headers.has("Authorization") &&
    !UNCACHED_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

async function capture(response: Response): Promise<CachedPage | null> {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (response.status !== 200 || !cacheControl.startsWith("public") || response.headers.has("Set-Cookie")) return null;
  if (response.headers.has("Content-Encoding") || !response.headers.has("ETag")) return null;
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: 200, headers: [...response.headers], body, encoded: {} };
}

function encode(page: CachedPage, encoding: Coding): Uint8Array<ArrayBuffer> {
  page.encoded[encoding] ??= encodeBody(page.body, encoding, 5);
  return page.encoded[encoding];
}

function respond(page: CachedPage, request: Request): Response {
  const headers = new Headers(page.headers);
  const ifNoneMatch = request.headers.get("If-None-Match");
  const etag = headers.get("ETag");
  if (ifNoneMatch && etag && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  headers.append("Vary", "Accept-Encoding");
  const encoding = page.body.byteLength > 1024 ? preferredEncoding(request.headers.get("Accept-Encoding")) : null;
  const body = encoding ? encode(page, encoding) : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: page.status, headers });
}

/** Outermost middleware: it keeps the final response, after caching and security headers were applied. */
export function createPageCache(seconds: number): MiddlewareHandler {
  const pages = new ShortLivedCache<CachedPage | null>({ maxEntries: 300, ttlMs: seconds * 1000 });
  return async (c, next) => {
    const request = c.req.raw;
    if (seconds === 0 || !cacheableRequest(request, c.req.path)) return next();
    // A visitor who chose Russian is redirected from English URLs, so the language cookie is part of the key.
    const key = `${c.req.url}\n${readLangCookie(request.headers.get("Cookie")) ?? ""}`;
    let rendered = false;
    let page: CachedPage | null = null;
    try {
      page = await pages.get(
        key,
        async () => {
          rendered = true;
          await next();
          // A 304 (the reader sent If-None-Match) is not kept: the next full 200 is.
          const captured = await capture(c.res);
          // A reader who left mid-render cut its streamed parts short (React Router rejects what was still pending:
          // "Unexpected Server Error" in every browser that got the copy). Not kept, and readers waiting on this
          // render make their own.
          return request.signal.aborted ? null : captured;
        },
        { keep: (value) => value !== null && value.body.byteLength <= MAX_BODY_BYTES },
      );
    } catch (error) {
      if (rendered) throw error;
    }
    if (page) {
      // Cleared first, so Hono does not copy the rendered response's headers over the cached ones.
      c.res = undefined;
      c.res = respond(page, request);
      return;
    }
    if (!rendered) await next();
    // A render whose reader left was read into a copy and dropped: its body is spent, and a middleware outside this
    // one (compression) must not be handed it. The reader is gone; nginx's 499 says so in the log.
    else if (c.res.bodyUsed) {
      c.res = undefined;
      c.res = new Response(null, { status: 499 });
    }
  };
}

export const pageCache = createPageCache(settings.PAGE_CACHE_SECONDS ?? (settings.NODE_ENV === "production" ? 10 : 0));
