import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { zoneOffsetMinutes } from "./zone-offset";

describe("zoneOffsetMinutes", () => {
  it("agrees with date-fns/tz across zones, seasons and the hours around a clock change", () => {
    const zones = [
      "UTC",
      "Asia/Tokyo",
      "Europe/London",
      "America/New_York",
      "Asia/Kolkata",
      "Australia/Adelaide",
      "Pacific/Chatham",
      "Europe/Moscow",
      "America/Sao_Paulo",
    ];
    const start = Date.UTC(2026, 0, 1);
    for (const zone of zones)
      for (let time = start; time < start + 366 * 86_400_000; time += 7 * 3_600_000 + 17 * 60_000)
        expect(zoneOffsetMinutes(time, zone), `${zone} ${new Date(time).toISOString()}`).toBe(
          -new TZDate(time, zone).getTimezoneOffset(),
        );
  });

  it("reads an unknown zone as UTC", () => {
    expect(zoneOffsetMinutes("2026-11-25T10:00:00Z", "Not/AZone")).toBe(0);
  });
});
