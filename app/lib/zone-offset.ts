// A time zone's offset from UTC at an instant, on the zone's own clock (date-fns/tz): the same in Node and any browser.
import { TZDate } from "@date-fns/tz";
import { safeTimeZone, type DateInput } from "./format";

/** Minutes ahead of UTC on the zone's clock at that instant (Tokyo: 540). */
export function zoneOffsetMinutes(value: DateInput, timeZone: string | null | undefined): number {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return -new TZDate(time, safeTimeZone(timeZone)).getTimezoneOffset();
}
