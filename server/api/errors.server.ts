import type { Context } from "hono";
import type { z } from "zod";
import { getI18n } from "../../app/i18n/i18n.ts";

export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}

export const apiError = (c: Context, status: 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500, error: string, fields?: Record<string, string>) =>
  c.json<ApiError>(fields ? { error, fields } : { error }, status, { "Cache-Control": "no-store" });

/** Field messages in the caller's language (Accept-Language: ru → Russian), English otherwise. */
export function fieldMessages(issues: z.core.$ZodIssue[], acceptLanguage: string | undefined): Record<string, string> {
  const lang = /^\s*ru\b/i.test(acceptLanguage ?? "") ? "ru" : "en";
  const t = getI18n(lang).t as unknown as (key: string) => string;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.join(".") || "(body)";
    // Our schemas' messages are i18n keys; zod's own (e.g. an unknown type) are plain English.
    fields[name] ??= issue.message.includes(":") && !issue.message.includes(" ") ? t(issue.message) : issue.message;
  }
  return fields;
}
