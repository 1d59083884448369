import { logger } from "../../server/logger.server.ts";

export function logNotFound(request: Request) {
  const url = new URL(request.url);
  logger.warn({ path: url.pathname, referer: request.headers.get("referer") ?? undefined }, "404 not found");
}
