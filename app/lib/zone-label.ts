// The venue's time zone as a reader expects it next to a time: "JST", "BST", "GMT+5" in English; "МСК" or "UTC+9" in
// Russian. Computed from the zone's offset at that instant (date-fns/tz), not from the runtime's ICU names, which differ
// between Node and browsers: the server's text and the hydrated text are the same.
// Loaders compute it (the table stays off the pages' JavaScript); components print it.
import type { Lang } from "./language";
import { safeTimeZone, type DateInput } from "./format";
import { zoneOffsetMinutes } from "./zone-offset";

/** English abbreviations for the league's usual venues: [standard, summer]. Others print their offset. */
const ABBREVIATIONS: Record<string, readonly [string, string?]> = {
  "Asia/Tokyo": ["JST"],
  "Asia/Seoul": ["KST"],
  "Europe/London": ["GMT", "BST"],
  "Europe/Dublin": ["GMT", "IST"],
  "Europe/Moscow": ["MSK"],
  "Europe/Paris": ["CET", "CEST"],
  "Europe/Berlin": ["CET", "CEST"],
  "Europe/Madrid": ["CET", "CEST"],
  "Europe/Rome": ["CET", "CEST"],
  "Europe/Amsterdam": ["CET", "CEST"],
  "Europe/Warsaw": ["CET", "CEST"],
  "America/New_York": ["EST", "EDT"],
  "America/Chicago": ["CST", "CDT"],
  "America/Denver": ["MST", "MDT"],
  "America/Phoenix": ["MST"],
  "America/Los_Angeles": ["PST", "PDT"],
  "America/Sao_Paulo": ["BRT"],
  "Australia/Sydney": ["AEST", "AEDT"],
  "Asia/Dubai": ["GST"],
};

const at = (value: DateInput) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

function offsetText(minutes: number, prefix: string) {
  if (minutes === 0) return prefix;
  const sign = minutes > 0 ? "+" : "−";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `${prefix}${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** A zone's standard (winter) offset in a year, by zone and year: two reads of the zone's clock each, done once. */
const standardOffsets = new Map<string, number>();

function standardOffset(zone: string, year: number): number {
  const key = `${zone} ${year}`;
  let offset = standardOffsets.get(key);
  if (offset === undefined) {
    offset = Math.min(zoneOffsetMinutes(Date.UTC(year, 0, 1), zone), zoneOffsetMinutes(Date.UTC(year, 6, 1), zone));
    // Bounded: the zones in use times the years of events, far under this; a flood of odd inputs only clears it.
    if (standardOffsets.size >= 10_000) standardOffsets.clear();
    standardOffsets.set(key, offset);
  }
  return offset;
}

/** "JST" / "BST" / "GMT+5" (English), "МСК" / "UTC+9" (Russian) for the zone at that instant. */
export function zoneLabel(value: DateInput, timeZone: string | null | undefined, lang: Lang): string {
  const zone = safeTimeZone(timeZone);
  const offset = zoneOffsetMinutes(value, zone);
  if (lang === "ru") return zone === "Europe/Moscow" ? "МСК" : offsetText(offset, "UTC");
  const names = ABBREVIATIONS[zone];
  if (names) {
    const standard = standardOffset(zone, new Date(at(value)).getUTCFullYear());
    return offset !== standard && names[1] ? names[1] : names[0];
  }
  return offsetText(offset, "GMT");
}
