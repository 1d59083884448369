import { describe, expect, it } from "vitest";
import { expectedScore, isRated, kFactor, methodMultiplier, ratingsAfter } from "./elo";

// Hand-computed: E(1600 vs 1500) = 1 / (1 + 10^(-100/400)) = 0.6400649998…
const fresh = (rating: number) => ({ rating, boutsBefore: 0 });

describe("the league's Elo", () => {
  it("expects the stronger athlete to win as often as the formula says", () => {
    expect(expectedScore(1600, 1500)).toBeCloseTo(0.6400649998, 9);
    expect(expectedScore(1500, 1600)).toBeCloseTo(0.3599350002, 9);
    expect(expectedScore(1500, 1500)).toBe(0.5);
  });

  it("uses K 40 for the first 10 league bouts, 32 up to 30, 24 after", () => {
    expect([0, 9, 10, 29, 30, 200].map(kFactor)).toEqual([40, 40, 32, 32, 24, 24]);
  });

  it("weighs a submission or DQ 1.15, a decision 0.85, points and draws 1", () => {
    expect(
      ["submission", "dq", "decision", "points", "draw"].map((method) => methodMultiplier(method as never)),
    ).toEqual([1.15, 1.15, 0.85, 1, 1]);
  });

  it("moves ratings by K × multiplier × (score − expected), for both sides", () => {
    // Submission: K = 46. 1600 + 46 × 0.359935 = 1616.5570; 1500 − 46 × 0.359935 = 1483.4430.
    const [winner, loser] = ratingsAfter(fresh(1600), fresh(1500), 1, "submission");
    expect(winner).toBeCloseTo(1616.55701, 4);
    expect(loser).toBeCloseTo(1483.44299, 4);
    // Decision: K = 34.
    const [byDecision] = ratingsAfter(fresh(1600), fresh(1500), 1, "decision");
    expect(byDecision).toBeCloseTo(1612.23779, 4);
  });

  it("scores a draw 0.5: equal athletes stay, the favourite loses points", () => {
    expect(ratingsAfter(fresh(1500), fresh(1500), 0.5, "draw")).toEqual([1500, 1500]);
    const [favourite, underdog] = ratingsAfter(fresh(1600), fresh(1500), 0.5, "draw");
    expect(favourite).toBeCloseTo(1594.3974, 4);
    expect(underdog).toBeCloseTo(1505.6026, 4);
  });

  it("rewards an upset more than an expected win", () => {
    const [favourite, underdog] = ratingsAfter(fresh(1600), fresh(1500), 0, "points");
    expect(underdog).toBeCloseTo(1525.6026, 4);
    expect(favourite).toBeCloseTo(1574.3974, 4);
  });

  it("uses each side's own K: a veteran moves less than a newcomer", () => {
    const [veteran, newcomer] = ratingsAfter({ rating: 1500, boutsBefore: 30 }, fresh(1500), 1, "points");
    expect(veteran).toBe(1512);
    expect(newcomer).toBe(1480);
  });

  it("rates fought results only: forfeits, no-contests and cancelled bouts do not move ratings", () => {
    expect(["submission", "points", "decision", "dq", "draw"].every((method) => isRated(method as never))).toBe(true);
    expect(["forfeit", "no_contest", "cancelled", null].some((method) => isRated(method as never))).toBe(false);
  });
});
