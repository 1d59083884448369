import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isProvisional,
  MAX_DEVIATION,
  MIN_DEVIATION,
  PROVISIONAL_BOUTS,
  ratingDeviation,
  ratingUncertainty,
} from "./deviation";

describe("rating deviation", () => {
  it("is Glicko's 350 for an athlete without a rated bout, and narrows as bouts are fought (hand-worked)", () => {
    expect(ratingDeviation(0)).toBe(MAX_DEVIATION);
    // 1 / √(1/350² + q²/4), q = ln 10 / 400.
    const q = Math.LN10 / 400;
    expect(ratingDeviation(1)).toBeCloseTo(1 / Math.sqrt(1 / 350 ** 2 + (q * q) / 4), 9);
    expect(Math.round(ratingDeviation(1))).toBe(247);
    expect(Math.round(ratingDeviation(5))).toBe(142);
    expect(Math.round(ratingDeviation(20))).toBe(76);
    expect(ratingDeviation(1000)).toBe(MIN_DEVIATION);
  });

  it("is never larger for more bouts and never smaller for a longer wait, and stays within [45, 350]", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (n, more, days, later) => {
          const now = ratingDeviation(n, days);
          expect(ratingDeviation(n + more, days)).toBeLessThanOrEqual(now);
          expect(ratingDeviation(n, days + later)).toBeGreaterThanOrEqual(now);
          expect(now).toBeGreaterThanOrEqual(MIN_DEVIATION);
          expect(now).toBeLessThanOrEqual(MAX_DEVIATION);
        },
      ),
    );
  });

  it("grows back to 350 after five years without a bout", () => {
    expect(ratingDeviation(200, 0)).toBe(MIN_DEVIATION);
    expect(ratingDeviation(200, 5 * 365)).toBeCloseTo(MAX_DEVIATION, 6);
    expect(Math.round(ratingDeviation(200, 365))).toBe(162);
  });
});

describe("provisional", () => {
  it("marks ratings from fewer than five rated league bouts", () => {
    expect(PROVISIONAL_BOUTS).toBe(5);
    for (const n of [0, 1, 4]) expect(isProvisional(n)).toBe(true);
    for (const n of [5, 6, 100]) expect(isProvisional(n)).toBe(false);
  });

  it("reads an athlete's bouts and last bout into a rounded deviation as of a day", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(ratingUncertainty(0, null, now)).toEqual({ rating_deviation: 350, rated_bouts: 0, provisional: true });
    expect(ratingUncertainty(5, "2026-11-26T12:00:00Z", now)).toEqual({
      rating_deviation: 142,
      rated_bouts: 5,
      provisional: false,
    });
    expect(ratingUncertainty(200, "2025-11-26T12:00:00Z", now).rating_deviation).toBe(162);
  });
});
