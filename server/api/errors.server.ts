import type { Context } from "hono";
import type { Lang } from "../../app/lib/language.ts";
import { getI18n } from "../../app/i18n/i18n.ts";
import { WriteContended } from "../league/entities/audited-writes.server.ts";
import { refusalFields } from "../league/field-errors.server.ts";
import { WriteRejected } from "../league/write-rejected.server.ts";

export interface ApiError {
  error: string;
  fields?: Record<string, string>;
  /** A 503's explanation in the caller's language. */
  message?: string;
}

export const apiError = (
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500,
  error: string,
  fields?: Record<string, string>,
) => c.json<ApiError>(fields ? { error, fields } : { error }, status, { "Cache-Control": "no-store" });

/** An API caller's language: `Accept-Language: ru…` → Russian, English otherwise (the API has no /ru prefix). */
export function callerLang(c: Context): Lang {
  return /^\s*ru\b/i.test(c.req.header("Accept-Language") ?? "") ? "ru" : "en";
}

/** Bad input (400, `error` as given) or a refused write (409 Conflict), with field messages in the caller's language; null for other errors. */
export function refusal(c: Context, error: unknown, invalid = "Validation failed"): Response | null {
  const fields = refusalFields(error, { lang: callerLang(c) });
  if (!fields) return null;
  return error instanceof WriteRejected ? apiError(c, 409, "Conflict", fields) : apiError(c, 400, invalid, fields);
}

/**
 * A write that kept losing lock races after its retries (docs/operations.md, "Concurrency model"): 503 with
 * `Retry-After`, the message in the caller's language. Null for any other error.
 */
export function contended(c: Context, error: unknown): Response | null {
  if (!(error instanceof WriteContended)) return null;
  const message = getI18n(callerLang(c)).t("admin:form.busy");
  return c.json<ApiError>({ error: "Busy", message }, 503, {
    "Cache-Control": "no-store",
    "Retry-After": String(error.retryAfterSeconds),
  });
}
