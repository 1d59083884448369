// Dates and times for people, in one place: every page, feed, share image and JSON-LD formats an event's date here, on
// its venue's clock. Built on Intl.DateTimeFormat, so no locale data ships to the browser (docs/i18n.md).
import type { Lang } from "./language";

export type DateInput = Date | string | number;

/** "list": lists and cards ("25 October 2026"); "detail": a page's own heading ("October 25, 2026"). Russian reads
 * day-month-year in both ("25 октября 2026 г."). */
export type DateStyle = "list" | "detail";

/** What an event's date is made of: its start and its venue's time zone. */
export interface EventWhen {
  event_date: DateInput;
  time_zone: string | null | undefined;
}

// The spec's patterns: English lists 'd MMMM yyyy' (en-GB's order), English details 'MMMM d, yyyy' (en-US's).
const DATE_LOCALES: Record<Lang, Record<DateStyle, string>> = {
  en: { list: "en-GB", detail: "en-US" },
  ru: { list: "ru", detail: "ru" },
};
const TIME_LOCALES: Record<Lang, string> = { en: "en-US", ru: "ru" };

/**
 * A script for the top of `<head>` that formats a date in each of the page language's locales and a number, and reads
 * the browser's own zone. The first `Intl` date in a page loads ICU's data for its locale and zone (35–88 ms in
 * Chromium on the test machine; a format for another zone after that, 0.5 ms), and the first number format its own.
 * Run while the stylesheet downloads, before the first paint, that work no longer falls in hydration, where
 * Lighthouse's mobile simulation counts it four times over as blocking time (docs/performance.md).
 */
export function intlWarmUpScript(lang: Lang): string {
  const locales = [...new Set([...Object.values(DATE_LOCALES[lang]), TIME_LOCALES[lang]])];
  return `try{for(const l of ${JSON.stringify(locales)})new Intl.DateTimeFormat(l,{dateStyle:"long",timeStyle:"short"}).format(0);Intl.DateTimeFormat().resolvedOptions();new Intl.NumberFormat(${JSON.stringify(lang)},{style:"percent"}).format(0)}catch{}`;
}

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number format, made once per locale and options: making one costs more than rendering the row it formats (a
 * tournament card's odds made two per team match, 4 % of the page's server time). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, found);
  }
  return found;
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A calendar date on the wall clock of `timeZone` (the zone is required: "the reader's zone" is never an answer). */
export function formatDate(
  value: DateInput,
  lang: Lang,
  timeZone: string | null | undefined,
  style: DateStyle = "list",
): string {
  return formatter(DATE_LOCALES[lang][style], safeTimeZone(timeZone), {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(toDate(value));
}

/** An event's date: its date at its venue. Every page, card, tab, feed and image shows an event's date through this. */
export function formatEventDate(event: EventWhen, lang: Lang, style: DateStyle = "list"): string {
  return formatDate(event.event_date, lang, event.time_zone, style);
}

/** A time on the wall clock of `timeZone`: "7:00 PM" / "19:00" (parts joined with a plain space, so every ICU agrees). */
export function formatTime(value: DateInput, lang: Lang, timeZone: string | null | undefined): string {
  const parts = formatter(
    TIME_LOCALES[lang],
    safeTimeZone(timeZone),
    lang === "ru"
      ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
      : { hour: "numeric", minute: "2-digit", hourCycle: "h12" },
  ).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  const clock = `${part("hour")}:${part("minute")}`;
  return lang === "ru" ? clock : `${clock} ${part("dayPeriod")}`;
}

/** An event's start on its venue's clock. */
export function formatEventTime(event: EventWhen, lang: Lang): string {
  return formatTime(event.event_date, lang, event.time_zone);
}

/** Calendar heading for a `yyyy-MM` month: "December 2026" / "Декабрь 2026". */
export function formatMonthTitle(month: string, lang: Lang): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  const name = formatter(lang === "ru" ? "ru" : "en-US", "UTC", { month: "long" }).format(date);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${date.getUTCFullYear()}`;
}

/** A weekday's name, 0 = Sunday: "Sun"/"Sunday", "вс"/"воскресенье". */
export function weekdayName(weekday: number, lang: Lang, width: "short" | "long"): string {
  // 4 January 1970 was a Sunday.
  return formatter(lang === "ru" ? "ru" : "en-US", "UTC", { weekday: width }).format(
    new Date(Date.UTC(1970, 0, 4 + weekday)),
  );
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(value: DateInput, timeZone: string | null | undefined): WallClock {
  const options = {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  } as const;
  const parts = formatter("en-US", safeTimeZone(timeZone), options).formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const pad = (value: number, size = 2) => String(value).padStart(size, "0");

/** The venue-local calendar day, `yyyy-MM-dd` (a month grid's key, the admin's pickers, the events query). */
export function localDateKey(value: DateInput, timeZone: string | null | undefined): string {
  const clock = wallClock(value, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** ISO 8601 with the venue's offset, for machines (JSON-LD): `2026-12-05T19:00:00+05:00`, or `…Z` in UTC. */
export function isoInZone(value: DateInput, timeZone: string | null | undefined): string {
  const date = toDate(value);
  const clock = wallClock(date, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const zone = offset === 0 ? "Z" : `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${zone}`;
}

/** A weight in kilograms as the language writes it: 66.5 (en), 66,5 (ru); at most one decimal. */
export function formatKg(value: number, lang: Lang): string {
  return numberFormat(lang === "ru" ? "ru-RU" : "en-US", { maximumFractionDigits: 1 }).format(value);
}

/** A place in a table: "1st", "2nd", "23rd" / "1-е", "2-е" (Russian neuter, as in «1-е место»). */
export function formatOrdinal(value: number, lang: Lang): string {
  if (lang === "ru") return `${value}-е`;
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][value % 10] ?? "th");
  return `${value}${suffix}`;
}
