// A tournament's start is entered as the venue's wall-clock time plus its IANA time zone;
// the database keeps the instant. These helpers convert between the two, identically on server and client.
import { TZDate } from "@date-fns/tz";

/** `2026-05-01T18:00` (venue wall time) or an ISO instant with an offset (`…Z`, `…+03:00`). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The years a league event can fall in: a typo such as `0001` (which JavaScript reads as 1901) is refused, not shifted. */
export const EVENT_YEARS = [1900, 2200] as const;

/** The year written in a date string (its first four digits), within EVENT_YEARS. */
export function isEventYear(value: string): boolean {
  const year = Number(/^(\d{4})-/.exec(value)?.[1] ?? Number.NaN);
  return year >= EVENT_YEARS[0] && year <= EVENT_YEARS[1];
}

export function isTimeZone(value: string): boolean {
  try {
    return value.length > 0 && new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

export function isEventDate(value: string): boolean {
  const wall = WALL_TIME.exec(value);
  if (wall) {
    const [, y, mo, d, h, mi] = wall.map(Number) as number[];
    const probe = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
    return probe.getUTCMonth() === mo! - 1 && probe.getUTCDate() === d! && h! < 24 && mi! < 60;
  }
  return WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));
}

/** The instant an event starts: wall time read in `timeZone`, or the given instant when it carries an offset. */
export function eventInstant(value: string, timeZone: string): Date {
  const wall = WALL_TIME.exec(value);
  if (!wall) return new Date(value);
  const [, y, mo, d, h, mi, s] = wall.map((part) => Number(part ?? 0)) as number[];
  return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, s!, 0, timeZone).getTime());
}

/** `2026-05-01T18:00` (with `seconds`: `2026-05-01T18:00:05`): the instant as the venue's clock shows it. */
export function wallTimeIn(instant: Date | string, timeZone: string, options: { seconds?: boolean } = {}): string {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const minutes = `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
  return options.seconds ? `${minutes}:${pad(zoned.getSeconds())}` : minutes;
}
