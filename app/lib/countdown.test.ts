import { describe, expect, it } from "vitest";
import { getCountdown } from "./countdown";

const NOW = new Date("2026-11-22T10:00:00Z");
const after = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("next-event countdown", () => {
  it("splits the time left into days, hours and minutes", () => {
    expect(getCountdown(after(12 * DAY + 9 * HOUR + 30 * MINUTE), NOW)).toEqual({
      days: 12,
      hours: 9,
      minutes: 30,
      completed: false,
    });
    expect(getCountdown(after(DAY), NOW)).toEqual({ days: 1, hours: 0, minutes: 0, completed: false });
    expect(getCountdown(after(59 * MINUTE), NOW)).toEqual({ days: 0, hours: 0, minutes: 59, completed: false });
  });

  it("rounds a partial minute up, so it never shows zeros while time is left", () => {
    expect(getCountdown(after(1_000), NOW)).toEqual({ days: 0, hours: 0, minutes: 1, completed: false });
    expect(getCountdown(after(HOUR + 1), NOW)).toEqual({ days: 0, hours: 1, minutes: 1, completed: false });
    expect(getCountdown(after(DAY - 1), NOW)).toEqual({ days: 1, hours: 0, minutes: 0, completed: false });
  });

  it("is completed at zero and never negative afterwards", () => {
    const done = { days: 0, hours: 0, minutes: 0, completed: true };
    expect(getCountdown(NOW, NOW)).toEqual(done);
    expect(getCountdown(after(-1), NOW)).toEqual(done);
    expect(getCountdown(after(-30 * DAY), NOW)).toEqual(done);
  });

  it("accepts ISO strings and timestamps, and treats an invalid date as completed", () => {
    expect(getCountdown("2026-11-23T10:00:00Z", NOW.toISOString())).toMatchObject({ days: 1, hours: 0, minutes: 0 });
    expect(getCountdown(NOW.getTime() + 2 * HOUR, NOW.getTime())).toMatchObject({ hours: 2, completed: false });
    expect(getCountdown("not a date", NOW).completed).toBe(true);
  });

  it("counts whole minutes for any span (property)", () => {
    for (let ms = 1; ms < 3 * DAY; ms += 7_919_113) {
      const { days, hours, minutes, completed } = getCountdown(after(ms), NOW);
      expect(completed).toBe(false);
      expect(hours).toBeLessThan(24);
      expect(minutes).toBeLessThan(60);
      expect((days * 1440 + hours * 60 + minutes) * MINUTE).toBeGreaterThanOrEqual(ms);
      expect((days * 1440 + hours * 60 + minutes - 1) * MINUTE).toBeLessThan(ms);
    }
  });
});
