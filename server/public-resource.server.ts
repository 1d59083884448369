import crypto from "node:crypto";

/** Feeds, sitemaps, calendars and share images: browsers keep them 5 minutes, a CDN an hour, then serves stale while it refreshes. */
export const RESOURCE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** A weak validator from the bytes: compression in front of the app keeps it meaningful. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  return Boolean(header && header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*"));
}

/** A public, cacheable answer with an ETag; 304 when the client already holds these bytes. */
export function publicResource(
  request: Request,
  body: string | Uint8Array,
  contentType: string,
  options: { etag?: string; headers?: Record<string, string> } = {},
): Response {
  const etag = options.etag ?? etagOf(body);
  const headers = new Headers({ "Cache-Control": RESOURCE_CACHE_CONTROL, ETag: etag, ...options.headers });
  if (matches(request, etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", contentType);
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { status: 200, headers });
}
