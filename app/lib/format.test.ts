import { describe, expect, it } from "vitest";
import { formatDetailDate, formatEventTime, formatListDate, formatMonthTitle, localDateKey, safeTimeZone } from "./format";

// 19:00 UTC on 4 December 2026 is already 5 December in Tokyo and still 4 December in Los Angeles.
const EVENING_UTC = new Date("2026-12-04T19:00:00Z");

describe("dates in the venue's time zone", () => {
  it("formats list dates as d MMMM yyyy in both languages", () => {
    expect(formatListDate(EVENING_UTC, "en", "Europe/London")).toBe("4 December 2026");
    expect(formatListDate(EVENING_UTC, "ru", "Europe/London")).toBe("4 декабря 2026");
    expect(formatListDate(EVENING_UTC, "en", "Asia/Tokyo")).toBe("5 December 2026");
    expect(formatListDate(EVENING_UTC, "ru", "Asia/Tokyo")).toBe("5 декабря 2026");
  });

  it("formats detail dates as MMMM d, yyyy in both languages", () => {
    expect(formatDetailDate(EVENING_UTC, "en", "America/Los_Angeles")).toBe("December 4, 2026");
    expect(formatDetailDate(EVENING_UTC, "ru", "America/Los_Angeles")).toBe("декабря 4, 2026");
    expect(formatDetailDate("2026-03-01T02:00:00Z", "en", "America/New_York")).toBe("February 28, 2026");
  });

  it("gives the same text whatever the machine's zone, for strings and timestamps too", () => {
    expect(formatListDate(EVENING_UTC.toISOString(), "en", "Asia/Tokyo")).toBe("5 December 2026");
    expect(formatListDate(EVENING_UTC.getTime(), "en", "Asia/Tokyo")).toBe("5 December 2026");
  });

  it("falls back to UTC for a missing or unknown zone", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone(null)).toBe("UTC");
    expect(safeTimeZone("Asia/Almaty")).toBe("Asia/Almaty");
    expect(formatListDate("2026-12-31T23:30:00Z", "en", "Mars/Olympus")).toBe("31 December 2026");
  });

  it("shows the start time on the venue's clock", () => {
    expect(formatEventTime(EVENING_UTC, "en", "Europe/London")).toBe("7:00 PM");
    expect(formatEventTime(EVENING_UTC, "ru", "Europe/Moscow")).toBe("22:00");
  });

  it("names months for the calendar and keys days by venue-local date", () => {
    expect(formatMonthTitle("2026-12", "en")).toBe("December 2026");
    expect(formatMonthTitle("2026-12", "ru")).toBe("Декабрь 2026");
    expect(localDateKey(EVENING_UTC, "Asia/Tokyo")).toBe("2026-12-05");
    expect(localDateKey(EVENING_UTC, "America/Los_Angeles")).toBe("2026-12-04");
  });
});
