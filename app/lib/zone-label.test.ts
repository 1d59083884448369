// Time zone labels next to venue times: abbreviations in English, offsets (or МСК) in Russian, summer time included.
import { describe, expect, it } from "vitest";
import { zoneLabel } from "./zone-label";
import { zoneOffsetMinutes } from "./zone-offset";

describe("zoneLabel", () => {
  it("names the usual venues' zones in English, summer time included", () => {
    expect(zoneLabel("2026-11-25T10:00:00Z", "Asia/Tokyo", "en")).toBe("JST");
    expect(zoneLabel("2026-12-07T19:00:00Z", "Europe/London", "en")).toBe("GMT");
    expect(zoneLabel("2026-07-07T19:00:00Z", "Europe/London", "en")).toBe("BST");
    expect(zoneLabel("2026-07-07T19:00:00Z", "America/Los_Angeles", "en")).toBe("PDT");
    expect(zoneLabel("2026-01-07T19:00:00Z", "America/Los_Angeles", "en")).toBe("PST");
  });

  it("prints the offset for other zones, and for every zone but Moscow's in Russian", () => {
    expect(zoneLabel("2026-11-25T10:00:00Z", "Asia/Almaty", "en")).toBe("GMT+5");
    expect(zoneLabel("2026-11-25T10:00:00Z", "Asia/Kolkata", "en")).toBe("GMT+5:30");
    expect(zoneLabel("2026-11-25T10:00:00Z", "America/Santiago", "en")).toBe("GMT−3");
    expect(zoneLabel("2026-11-25T10:00:00Z", "UTC", "en")).toBe("GMT");
    expect(zoneLabel("2026-11-25T10:00:00Z", "Asia/Tokyo", "ru")).toBe("UTC+9");
    expect(zoneLabel("2026-11-25T10:00:00Z", "Europe/Moscow", "ru")).toBe("МСК");
    expect(zoneLabel("2026-11-25T10:00:00Z", "America/New_York", "ru")).toBe("UTC−5");
  });

  it("falls back to UTC for an unknown zone, and measures offsets on the zone's clock", () => {
    expect(zoneLabel("2026-11-25T10:00:00Z", "Mars/Olympus", "en")).toBe("GMT");
    expect(zoneOffsetMinutes("2026-11-25T10:00:00Z", "Asia/Tokyo")).toBe(540);
    expect(zoneOffsetMinutes("2026-07-01T10:00:00Z", "Europe/London")).toBe(60);
  });
});
