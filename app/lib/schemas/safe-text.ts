// The one string type for free text from outside: control characters and lone surrogates are refused in fields
// (PostgreSQL cannot store a NUL, and none of them is text a person typed) and stripped from search queries.
import { z } from "zod";

/** C0 and C1 controls and DEL; tab, line feed and carriage return are text in multi-line fields. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_GLOBAL = /[\u0000-\u001F\u007F-\u009F]/gu;
const LONE_SURROGATE_GLOBAL = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Invisible formatting: bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can
 * make a name display as something else ("evil\u202Egnp.exe"), and zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF), which make two names that look the same differ. No one types them into a name.
 */
const INVISIBLE_FORMATTING = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u;

/** True when a name holds nothing a person could have typed, and no invisible formatting either. */
export function isCleanName(value: string): boolean {
  return isCleanText(value) && !INVISIBLE_FORMATTING.test(value);
}

/** The i18n key for "invisible formatting" in the namespace of a field's other messages. */
export function invisibleCharactersMessage(sibling: string): string {
  return `${sibling.split(":")[0]}:validation.invisibleCharacters`;
}

export interface TextOptions {
  /** Multi-line text (a description, an article) keeps \t, \n and \r. */
  multiline?: boolean;
}

/** True when the text holds nothing a person could have typed into this kind of field. */
export function isCleanText(value: string, options: TextOptions = {}): boolean {
  return value.isWellFormed() && !(options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/** A search query as typed: control characters and lone surrogates removed, spaces trimmed. */
export function cleanSearch(value: string): string {
  return value.replace(LONE_SURROGATE_GLOBAL, "").replace(CONTROL_GLOBAL, "").trim();
}

/** The i18n key for "control characters" in the namespace of a field's other messages (`admin:…` → `admin:validation.controlCharacters`). */
export function controlCharactersMessage(sibling: string): string {
  return `${sibling.split(":")[0]}:validation.controlCharacters`;
}

/** A string field that refuses control characters and lone surrogates with `message` (an i18n key). */
export function safeString(message: string, options: TextOptions = {}, typeError?: string) {
  return z
    .string(typeError ? { error: typeError } : undefined)
    .refine((value) => isCleanText(value, options), { error: message, abort: true });
}

/** A search query (`q`) of at most `max` characters: cleaned, never refused for a stray control character. */
export function searchQuery(max: number) {
  return z.string().max(max).transform(cleanSearch);
}
