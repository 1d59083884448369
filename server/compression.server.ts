// Response compression for everything the app answers (hashed assets are compressed at build time instead).
// A body whose length is known (every public page and JSON answer: httpCaching buffers them to tag them) is compressed
// in one call, brotli when the reader accepts it, and sent as one buffer. Streaming CompressionStream over the same
// 79 KB page took 3.5 ms in 100 chunks and 1.1 ms in one, where brotli at quality 4 takes 0.6 ms and is 10 % smaller
// than gzip (docs/performance.md). Anything streamed (a page still rendering, a file) keeps Hono's streaming compress.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

/** Smaller bodies are not worth a coding; larger known-length ones stream rather than sit in memory twice. */
const MIN_BYTES = 1024;
const MAX_ONE_SHOT_BYTES = 1024 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export type Coding = "br" | "gzip";

/** br when the reader accepts it, else gzip, else none; `;q=0` refuses a coding. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Coding | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.split(";").map((piece) => piece.trim()))
      .filter(([, quality]) => !quality || Number(quality.replace(/^q=/, "")) > 0)
      .map(([coding]) => coding),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * One body in one call. `brotliQuality` 4 for a body made for one reader; the page cache, which compresses once for
 * many, spends quality 5 (0.85 ms, another 10 % smaller on an 80 KB page).
 */
export function encodeBody(body: Uint8Array, coding: Coding, brotliQuality = 4): Uint8Array<ArrayBuffer> {
  const encoded =
    coding === "br"
      ? brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : gzipSync(body, { level: 6 });
  return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) as Uint8Array<ArrayBuffer>;
}

/** Outermost, like Hono's `compress()`: it sees the final response (page cache, caching and security headers applied). */
export function compressResponses(): MiddlewareHandler {
  const streaming = compress();
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = Number(response.headers.get("Content-Length") ?? Number.NaN);
    const oneShot =
      response.status === 200 &&
      c.req.method !== "HEAD" &&
      response.body !== null &&
      length >= MIN_BYTES &&
      length <= MAX_ONE_SHOT_BYTES &&
      !response.headers.has("Content-Encoding") &&
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get("Content-Type") ?? "") &&
      !NO_TRANSFORM.test(response.headers.get("Cache-Control") ?? "");
    if (!oneShot) {
      // Unknown length (a stream), or nothing to do: Hono's middleware decides, on the response already made.
      await streaming(c, async () => {});
      return;
    }
    const headers = response.headers;
    const vary = headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const coding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!coding) return;
    const body = encodeBody(new Uint8Array(await response.arrayBuffer()), coding);
    headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(body.byteLength));
    // As Hono's streaming compress does: a strong tag named the identity bytes.
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
  };
}
