// Every request body is bounded while it arrives (a lying or absent Content-Length included): past its route's
// limit the server stops reading, answers 413 in the caller's language and closes the connection; a declared length
// up to DRAIN_LIMIT is read and thrown away instead, so the caller (still sending) can read the 413.
import type { Context, MiddlewareHandler, Next } from "hono";
import { getI18n } from "../app/i18n/i18n.ts";
import { CSV_MAX_BYTES } from "../app/lib/entities/csv-report.ts";
import { langFromPath } from "../app/lib/language.ts";
import { callerLang } from "./api/errors.server.ts";

/** JSON writes and forms: the longest article (2 × 20,000 characters) URL-encoded is ~360 KB at worst. */
export const FORM_BODY_LIMIT = 512 * 1024;
/** The admin panel's actions carry the CSV import: 2 MB of CSV, JSON-escaped (at most doubled), plus the envelope. */
export const ADMIN_BODY_LIMIT = 2 * CSV_MAX_BYTES + 64 * 1024;
/**
 * A body declared too large but no larger than this is read to its end and discarded (Node does that to a body no one
 * read) on a connection kept open: a client that writes its whole body before it reads (fetch, Playwright) gets the
 * 413 instead of a broken pipe. Larger ones are refused before a byte is read and the connection is closed.
 */
export const DRAIN_LIMIT = 8 * 1024 * 1024;
/** The image upload has its own limit (5 MB + the multipart envelope), enforced by the API (server/api/api.server.ts). */
const UPLOADS_PATH = "/api/v1/uploads";

/** The most bytes a request to this path may send. */
export function bodyLimitFor(path: string): number | null {
  if (path === UPLOADS_PATH) return null;
  if (/^(?:\/ru)?\/admin(?:[/.]|$)/.test(path)) return ADMIN_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

function tooLarge(c: Context, limit: number, close = true): Response {
  const path = c.req.path;
  const api = path.startsWith("/api/");
  const lang = api ? callerLang(c) : langFromPath(path);
  const message = getI18n(lang).t("common:error.bodyTooLarge", { size: Math.round(limit / 1024) });
  const headers: Record<string, string> = close
    ? { "Cache-Control": "no-store", Connection: "close" }
    : { "Cache-Control": "no-store" };
  return api ? c.json({ error: message }, 413, headers) : c.text(message, 413, headers);
}

/**
 * The middleware. The admin's larger limit is only for admins: `isAdminRequest` (the session's role, read from the
 * cookie before a byte of the body) decides, so a stranger posting to /admin gets the form limit, and a 413 once past it.
 */
export const createBodyLimits =
  (isAdminRequest: (request: Request) => Promise<boolean>): MiddlewareHandler =>
  async (c, next) => {
    const request = c.req.raw;
    let limit = bodyLimitFor(c.req.path);
    if (limit === null) return next();
    // The headers first: the body's stream is not touched before a declared length is judged, so a body refused by
    // its length is left unread for Node to discard.
    const declared = request.headers.get("content-length");
    const chunked = request.headers.has("transfer-encoding");
    if (declared === null && !chunked && !request.body) return next();
    if (limit > FORM_BODY_LIMIT && !(await isAdminRequest(request))) limit = FORM_BODY_LIMIT;
    // With a Content-Length (and no chunking), Node reads exactly that many bytes and no more.
    if (declared !== null && !chunked) {
      const length = Number(declared);
      return length > limit ? tooLarge(c, limit, length > DRAIN_LIMIT) : next();
    }
    return readWithin(c, next, limit);
  };

async function readWithin(c: Context, next: Next, limit: number) {
  const request = c.req.raw;
  if (!request.body) return next();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading: the rest is never buffered, and `Connection: close` drops the socket after the answer.
      void reader.cancel().catch(() => undefined);
      return tooLarge(c, limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Only requests with a body get here, and Node gives GET and HEAD none.
  // oxlint-disable-next-line unicorn/no-invalid-fetch-options -- the method is the request's own, never GET or HEAD here
  c.req.raw = new Request(request, { body });
  return next();
}
