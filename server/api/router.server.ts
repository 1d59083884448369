import { Hono } from "hono";
import { z } from "zod";
import { isId } from "../../app/lib/ids.ts";
import { logError } from "../error-log.server.ts";
import { apiError, callerLang, contended, refusal } from "./errors.server.ts";

// Zod's own messages (a query's number that is not one, a value out of range) in Russian for a Russian caller; a
// schema's own message keys still win and are translated by `refusal`.
const RUSSIAN_MESSAGES = z.locales.ru().localeError;
const parseOptions = (c: Parameters<typeof callerLang>[0]) =>
  callerLang(c) === "ru" ? { error: RUSSIAN_MESSAGES } : undefined;
import { crossOriginRejection, requireApiStaff, requireApiUser } from "./guards.server.ts";
import { pathParamsOf, toHonoPath, type Operation } from "./operation.server.ts";

/** Mounts each operation with its checks, in this order: origin (writes), session and role, ids, query, body. */
export function buildRouter(operations: Operation[]) {
  const router = new Hono();
  for (const operation of operations) {
    const numeric = operation.numericParams ?? [];
    const words = Object.entries(operation.enumParams ?? {});
    const ids = pathParamsOf(operation.path).filter(
      (name) => !numeric.includes(name) && !(operation.enumParams && name in operation.enumParams),
    );
    router.on(operation.method.toUpperCase(), toHonoPath(operation.path), async (c) => {
      if (operation.method !== "get") {
        const rejection = crossOriginRejection(c);
        if (rejection) return rejection;
      }
      let user = null;
      if (operation.access !== "public") {
        const result =
          operation.access === "user" ? await requireApiUser(c) : await requireApiStaff(c, operation.access);
        if (result instanceof Response) return result;
        user = result;
      }
      const params = c.req.param() as Record<string, string>;
      // A malformed id names no record: 404, exactly like an unknown one.
      if (!ids.every((name) => isId(params[name]))) return apiError(c, 404, "Not found");
      if (!numeric.every((name) => /^[1-9]\d{0,15}$/.test(params[name] ?? ""))) return apiError(c, 404, "Not found");
      if (!words.every(([name, allowed]) => allowed.includes(params[name] ?? ""))) return apiError(c, 404, "Not found");
      let query: unknown;
      if (operation.query) {
        const parsed = operation.query.safeParse(c.req.query(), parseOptions(c));
        if (!parsed.success) return refusal(c, parsed.error, "Invalid query")!;
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
        const parsed = operation.body.safeParse(json, parseOptions(c));
        if (!parsed.success) return refusal(c, parsed.error)!;
        body = parsed.data;
      }
      let response: Response;
      try {
        response = await operation.handler({ c, user, params, query, body } as Parameters<Operation["handler"]>[0]);
      } catch (error) {
        // A write refused by the entity's checks (WriteRejected) answers 409 with the field; nothing was written.
        const refused = refusal(c, error);
        if (refused) return refused;
        // Retries exhausted on a lock conflict: 503 with Retry-After, nothing was written.
        const busy = contended(c, error);
        if (busy) return busy;
        throw error;
      }
      if (
        operation.method === "get" &&
        operation.access === "public" &&
        response.status === 200 &&
        !response.headers.has("Cache-Control")
      ) {
        response.headers.set("Cache-Control", "public, max-age=30, s-maxage=60, stale-while-revalidate=300");
      }
      return response;
    });
  }
  router.notFound((c) => apiError(c, 404, "Not found"));
  router.onError((error, c) => {
    logError(error, { path: c.req.path }, "api: unexpected error");
    return apiError(c, 500, "Internal error");
  });
  return router;
}
