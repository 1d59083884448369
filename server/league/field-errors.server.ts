// The one way a refused write becomes per-field messages, for the admin (i18n keys its forms translate),
// the API (text in the caller's language) and CSV reports (one message per column).
import { z } from "zod";
import { dynamicKey } from "../../app/i18n/keys.ts";
import { getI18n } from "../../app/i18n/i18n.ts";
import type { Lang } from "../../app/lib/language.ts";
import { WriteRejected } from "./write-rejected.server.ts";

interface Options {
  /** Translate into this language; without it the messages stay i18n keys. */
  lang?: Lang;
  /** Name a field by its first path segment (a CSV column), not its whole path (`style_background.0`). */
  topLevel?: boolean;
}

/** Our schemas' messages are i18n keys (`admin:validation.tooLong`); zod's own (an unknown type) are plain English. */
const isKey = (message: string) => message.includes(":") && !message.includes(" ");

/** The first message per field. A zod error names every bad field; a WriteRejected names one. */
export function fieldErrors(error: z.ZodError | WriteRejected, options: Options = {}): Record<string, string> {
  const translate = options.lang ? getI18n(options.lang).t : null;
  const message = (text: string, params?: Record<string, string | number>) =>
    translate && isKey(text) ? translate(dynamicKey(text), params) : text;
  if (error instanceof WriteRejected) return { [error.field]: message(error.messageKey, error.params) };
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = (options.topLevel ? issue.path.slice(0, 1) : issue.path).join(".") || "(body)";
    fields[name] ??= message(issue.message);
  }
  return fields;
}

/** A refusal the caller can fix (bad input or a failed check) as fields, or null for anything else. */
export function refusalFields(error: unknown, options: Options = {}): Record<string, string> | null {
  return error instanceof z.ZodError || error instanceof WriteRejected ? fieldErrors(error, options) : null;
}
