import { data } from "react-router";
import { logger } from "../../server/logger.server.ts";

export function logNotFound(request: Request) {
  const url = new URL(request.url);
  logger.warn({ path: url.pathname, referer: request.headers.get("referer") ?? undefined }, "404 not found");
}

/**
 * How every loader says "there is no such thing": logged, then thrown as a 404 with a short text ("Athlete not found").
 * The route's ErrorBoundary shows the page's own message; resources (cards, calendars, sitemaps) answer the text.
 */
export function notFound(request: Request, text: string): never {
  logNotFound(request);
  throw data(text, { status: 404 });
}
