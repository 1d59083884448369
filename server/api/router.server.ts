import { Hono } from "hono";
import { z } from "zod";
import { logger } from "../logger.server.ts";
import { apiError, fieldMessages } from "./errors.server.ts";
import { crossOriginRejection, requireApiAdmin } from "./guards.server.ts";
import { toHonoPath, type Operation } from "./operation.server.ts";

const Uuid = z.uuid();

/** Mounts each operation with its checks, in this order: origin (writes), session and role, ids, query, body. */
export function buildRouter(operations: Operation[]) {
  const router = new Hono();
  for (const operation of operations) {
    router.on(operation.method.toUpperCase(), toHonoPath(operation.path), async (c) => {
      if (operation.method !== "get") {
        const rejection = crossOriginRejection(c);
        if (rejection) return rejection;
      }
      let user = null;
      if (operation.access === "admin") {
        const result = await requireApiAdmin(c);
        if (result instanceof Response) return result;
        user = result;
      }
      const params = c.req.param() as Record<string, string>;
      for (const name of operation.uuidParams ?? []) {
        // A malformed id names no record: 404, exactly like an unknown one.
        if (!Uuid.safeParse(params[name]).success) return apiError(c, 404, "Not found");
      }
      let query: Record<string, unknown> = {};
      if (operation.query) {
        const parsed = operation.query.safeParse(c.req.query());
        if (!parsed.success) return apiError(c, 400, "Invalid query", fieldMessages(parsed.error.issues, c.req.header("Accept-Language")));
        query = parsed.data;
      }
      let body: unknown;
      if (operation.body) {
        let json: unknown;
        try {
          json = await c.req.json();
        } catch {
          return apiError(c, 400, "The body must be JSON");
        }
        const parsed = operation.body.safeParse(json);
        if (!parsed.success) return apiError(c, 400, "Validation failed", fieldMessages(parsed.error.issues, c.req.header("Accept-Language")));
        body = parsed.data;
      }
      const response = await operation.handler({ c, user, params, query, body });
      if (operation.method === "get" && operation.access === "public" && response.status === 200 && !response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", "public, max-age=30, s-maxage=60, stale-while-revalidate=300");
      }
      return response;
    });
  }
  router.notFound((c) => apiError(c, 404, "Not found"));
  router.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "api: unexpected error");
    return apiError(c, 500, "Internal error");
  });
  return router;
}
