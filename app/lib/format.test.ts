import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatOrdinal,
  formatEventDate,
  formatEventTime,
  formatMonthTitle,
  formatTime,
  isoInZone,
  localDateKey,
  numberFormat,
  formatKg,
  intlWarmUpScript,
  safeTimeZone,
  weekdayName,
} from "./format";

// 19:00 UTC on 4 December 2026 is already 5 December in Tokyo and still 4 December in Los Angeles.
const EVENING_UTC = new Date("2026-12-04T19:00:00Z");
// Near midnight UTC in far zones: 23:30 UTC on 25 October is 16:30 on the 25th in Los Angeles and 13:30 on the 26th in
// Kiritimati (UTC+14).
const LATE_UTC = "2026-10-25T23:30:00Z";

describe("dates in the venue's time zone", () => {
  it("formats list dates as d MMMM yyyy in English and day-month-year in Russian", () => {
    expect(formatDate(EVENING_UTC, "en", "Europe/London")).toBe("4 December 2026");
    expect(formatDate(EVENING_UTC, "ru", "Europe/London")).toBe("4 декабря 2026 г.");
    expect(formatDate(EVENING_UTC, "en", "Asia/Tokyo")).toBe("5 December 2026");
    expect(formatDate(EVENING_UTC, "ru", "Asia/Tokyo")).toBe("5 декабря 2026 г.");
  });

  it("formats detail dates as MMMM d, yyyy in English and still day-month-year in Russian", () => {
    expect(formatDate(EVENING_UTC, "en", "America/Los_Angeles", "detail")).toBe("December 4, 2026");
    expect(formatDate(EVENING_UTC, "ru", "America/Los_Angeles", "detail")).toBe("4 декабря 2026 г.");
    expect(formatDate("2026-03-01T02:00:00Z", "en", "America/New_York", "detail")).toBe("February 28, 2026");
  });

  it("gives an event one date at its venue, whichever side of midnight UTC it is", () => {
    const pacific = { event_date: LATE_UTC, time_zone: "America/Los_Angeles" };
    const kiritimati = { event_date: new Date(LATE_UTC), time_zone: "Pacific/Kiritimati" };
    expect(formatEventDate(pacific, "en")).toBe("25 October 2026");
    expect(formatEventDate(pacific, "en", "detail")).toBe("October 25, 2026");
    expect(formatEventDate(pacific, "ru")).toBe("25 октября 2026 г.");
    expect(formatEventDate(pacific, "ru", "detail")).toBe("25 октября 2026 г.");
    expect(formatEventDate(kiritimati, "en")).toBe("26 October 2026");
    expect(formatEventDate(kiritimati, "ru", "detail")).toBe("26 октября 2026 г.");
    expect(localDateKey(pacific.event_date, pacific.time_zone)).toBe("2026-10-25");
    expect(localDateKey(kiritimati.event_date, kiritimati.time_zone)).toBe("2026-10-26");
    expect(formatEventTime(pacific, "en")).toBe("4:30 PM");
    expect(formatEventTime(kiritimati, "ru")).toBe("13:30");
  });

  it("gives the same text whatever the machine's zone, for strings and timestamps too", () => {
    expect(formatDate(EVENING_UTC.toISOString(), "en", "Asia/Tokyo")).toBe("5 December 2026");
    expect(formatDate(EVENING_UTC.getTime(), "en", "Asia/Tokyo")).toBe("5 December 2026");
  });

  it("falls back to UTC for a missing or unknown zone", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone(null)).toBe("UTC");
    expect(safeTimeZone("Asia/Almaty")).toBe("Asia/Almaty");
    expect(formatDate("2026-12-31T23:30:00Z", "en", "Mars/Olympus")).toBe("31 December 2026");
  });

  it("shows times on the venue's clock with a plain space before AM/PM", () => {
    expect(formatTime(EVENING_UTC, "en", "Europe/London")).toBe("7:00 PM");
    expect(formatTime(EVENING_UTC, "ru", "Europe/Moscow")).toBe("22:00");
    expect(formatTime("2026-12-04T00:05:00Z", "en", "UTC")).toBe("12:05 AM");
    expect(formatTime("2026-12-04T00:05:00Z", "ru", "UTC")).toBe("00:05");
  });

  it("names months and weekdays for the calendar and keys days by venue-local date", () => {
    expect(formatMonthTitle("2026-12", "en")).toBe("December 2026");
    expect(formatMonthTitle("2026-12", "ru")).toBe("Декабрь 2026");
    expect(weekdayName(0, "en", "short")).toBe("Sun");
    expect(weekdayName(1, "ru", "long")).toBe("понедельник");
    expect(localDateKey(EVENING_UTC, "Asia/Tokyo")).toBe("2026-12-05");
    expect(localDateKey(EVENING_UTC, "America/Los_Angeles")).toBe("2026-12-04");
  });

  it("writes ISO 8601 with the venue's offset", () => {
    expect(isoInZone(LATE_UTC, "Pacific/Kiritimati")).toBe("2026-10-26T13:30:00+14:00");
    expect(isoInZone(LATE_UTC, "America/Los_Angeles")).toBe("2026-10-25T16:30:00-07:00");
    expect(isoInZone("2026-07-25T13:00:00Z", "Asia/Kolkata")).toBe("2026-07-25T18:30:00+05:30");
  });
});

describe("formatOrdinal", () => {
  it("writes a place the way each language does", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => formatOrdinal(n, "en"))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
    ]);
    expect([1, 2, 3].map((n) => formatOrdinal(n, "ru"))).toEqual(["1-е", "2-е", "3-е"]);
  });
});

describe("numberFormat", () => {
  it("makes one format per locale and options, and formats as Intl does", () => {
    expect(numberFormat("ru", { style: "percent" })).toBe(numberFormat("ru", { style: "percent" }));
    expect(numberFormat("ru", { style: "percent" })).not.toBe(numberFormat("en", { style: "percent" }));
    expect(numberFormat("ru", { style: "percent" }).format(0.62)).toBe("62\u00a0%");
    expect(numberFormat("en", { style: "percent" }).format(0.62)).toBe("62%");
    expect(formatKg(66.5, "ru")).toBe("66,5");
    expect(formatKg(66.54, "en")).toBe("66.5");
  });
});

describe("intlWarmUpScript", () => {
  // A stand-in Intl that records which formats the script makes.
  function run(lang: "en" | "ru") {
    const made: string[] = [];
    const fake = {
      DateTimeFormat: function (locale?: string) {
        made.push(`date ${locale ?? "browser"}`);
        return { format: () => "", resolvedOptions: () => ({}) };
      },
      NumberFormat: function (locale: string) {
        made.push(`number ${locale}`);
        return { format: () => "" };
      },
    };
    new Function("Intl", intlWarmUpScript(lang))(fake);
    return made;
  }

  it("makes a date in each locale a page of the language formats dates and times in, the browser's own, and a number", () => {
    expect(run("en")).toEqual(["date en-GB", "date en-US", "date browser", "number en"]);
    expect(run("ru")).toEqual(["date ru", "date browser", "number ru"]);
  });

  it("runs on the real Intl, and an Intl that throws stops nothing", () => {
    expect(() => new Function(intlWarmUpScript("ru"))()).not.toThrow();
    const throwing = {
      DateTimeFormat: () => {
        throw new RangeError("no ICU");
      },
    };
    expect(() => new Function("Intl", intlWarmUpScript("en"))(throwing)).not.toThrow();
  });
});
