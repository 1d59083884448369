// A time zone's offset from UTC at an instant, on the zone's own clock: the same in Node and any browser. Read with
// Intl (the zone's wall clock at the instant, less the instant) rather than @date-fns/tz's TZDate, which was ≈ 1.9 KB
// gzip of the tournament and team pages' JavaScript for this one number (issue 34).
import { safeTimeZone, type DateInput } from "./format";

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes ahead of UTC on the zone's clock at that instant (Tokyo: 540). */
export function zoneOffsetMinutes(value: DateInput, timeZone: string | null | undefined): number {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  const zone = safeTimeZone(timeZone);
  let clock = clocks.get(zone);
  if (!clock) {
    const numeric = "numeric" as const;
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    clocks.set(zone, clock);
  }
  const part: Record<string, number> = {};
  for (const { type, value: text } of clock.formatToParts(time)) part[type] = Number(text);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
}
