import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { dateLocale } from "./date-locale";
import type { Lang } from "./language";

export type DateInput = Date | string | number;

export const LIST_DATE_FORMAT = "d MMMM yyyy";
export const DETAIL_DATE_FORMAT = "MMMM d, yyyy";

const validZones = new Map<string, boolean>();

/** A stored zone the runtime does not know falls back to UTC rather than printing "Invalid Date". */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      valid = Boolean(new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone);
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid ? timeZone : "UTC";
}

/** The instant seen on the wall clock of `timeZone`: the same text on the server and in any browser. */
export function inZone(value: DateInput, timeZone?: string | null): TZDate {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return new TZDate(time, safeTimeZone(timeZone));
}

function formatIn(value: DateInput, pattern: string, lang: Lang, timeZone?: string | null) {
  return format(inZone(value, timeZone), pattern, { locale: dateLocale(lang) });
}

/** Lists and cards: "22 November 2026" / "22 ноября 2026". */
export function formatListDate(value: DateInput, lang: Lang, timeZone?: string | null) {
  return formatIn(value, LIST_DATE_FORMAT, lang, timeZone);
}

/** Detail pages: "November 22, 2026" / "ноября 22, 2026" (the spec's pattern in both languages). */
export function formatDetailDate(value: DateInput, lang: Lang, timeZone?: string | null) {
  return formatIn(value, DETAIL_DATE_FORMAT, lang, timeZone);
}

/** Start time on the venue's clock: "7:00 PM" / "19:00". */
export function formatEventTime(value: DateInput, lang: Lang, timeZone?: string | null) {
  return formatIn(value, "p", lang, timeZone);
}

/** Calendar heading for a `yyyy-MM` month: "December 2026" / "Декабрь 2026". */
export function formatMonthTitle(month: string, lang: Lang) {
  const text = formatIn(`${month}-01T12:00:00Z`, "LLLL yyyy", lang, "UTC");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The venue-local calendar day, `yyyy-MM-dd`, used to place an event on a month grid. */
export function localDateKey(value: DateInput, timeZone?: string | null) {
  return format(inZone(value, timeZone), "yyyy-MM-dd");
}
