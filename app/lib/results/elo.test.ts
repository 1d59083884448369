import { describe, expect, it } from "vitest";
import { expectedScore, isRated, keptRating, kFactor, methodMultiplier, ratingsAfter } from "./elo";

// Hand-computed: E(1600 vs 1500) = 1 / (1 + 10^(-100/400)) = 0.6400649998…
const fresh = (rating: number) => ({ rating, boutsBefore: 0 });

describe("the league's Elo", () => {
  it("expects the stronger athlete to win as often as the formula says", () => {
    expect(expectedScore(1600, 1500)).toBeCloseTo(0.6400649998, 9);
    expect(expectedScore(1500, 1600)).toBeCloseTo(0.3599350002, 9);
    expect(expectedScore(1500, 1500)).toBe(0.5);
  });

  it("uses K 96 for the first 10 league bouts, 48 up to 30, 24 after", () => {
    expect([0, 9, 10, 29, 30, 200].map(kFactor)).toEqual([96, 96, 48, 48, 24, 24]);
  });

  it("weighs a submission or DQ 1.15, a decision 0.85, points and draws 1", () => {
    expect(
      ["submission", "dq", "decision", "points", "draw"].map((method) => methodMultiplier(method as never)),
    ).toEqual([1.15, 1.15, 0.85, 1, 1]);
  });

  it("moves ratings by K × multiplier × (score − expected), for both sides", () => {
    // Submission: K = 96 × 1.15 = 110.4. 1600 + 110.4 × 0.359935 = 1639.7368 → 1639.7;
    // 1500 − 110.4 × 0.359935 = 1460.2632 → 1460.3.
    const [winner, loser] = ratingsAfter(fresh(1600), fresh(1500), 1, "submission");
    expect(winner).toBe(1639.7);
    expect(loser).toBe(1460.3);
    // Decision: K = 96 × 0.85 = 81.6. 1600 + 81.6 × 0.359935 = 1629.3707 → 1629.4.
    const [byDecision] = ratingsAfter(fresh(1600), fresh(1500), 1, "decision");
    expect(byDecision).toBe(1629.4);
  });

  it("scores a draw 0.5: equal athletes stay, the favourite loses points", () => {
    expect(ratingsAfter(fresh(1500), fresh(1500), 0.5, "draw")).toEqual([1500, 1500]);
    const [favourite, underdog] = ratingsAfter(fresh(1600), fresh(1500), 0.5, "draw");
    // 1600 − 96 × 0.140065 = 1586.5538 → 1586.6; 1500 + 96 × 0.140065 = 1513.4462 → 1513.4.
    expect([favourite, underdog]).toEqual([1586.6, 1513.4]);
  });

  it("rewards an upset more than an expected win", () => {
    const [favourite, underdog] = ratingsAfter(fresh(1600), fresh(1500), 0, "points");
    // 1500 + 96 × 0.640065 = 1561.4462 → 1561.4; 1600 − 96 × 0.640065 = 1538.5538 → 1538.6.
    expect([underdog, favourite]).toEqual([1561.4, 1538.6]);
  });

  it("uses each side's own K: a veteran moves less than a newcomer", () => {
    const [veteran, newcomer] = ratingsAfter({ rating: 1500, boutsBefore: 30 }, fresh(1500), 1, "points");
    // 1500 + 24 × ½ and 1500 − 96 × ½.
    expect(veteran).toBe(1512);
    expect(newcomer).toBe(1452);
  });

  it("keeps ratings to a tenth of a point, half a tenth rounding up", () => {
    expect([1616.557, 1483.443, 1505.6026, 1500.05, 1499.94999, 1500].map(keptRating)).toEqual([
      1616.6, 1483.4, 1505.6, 1500.1, 1499.9, 1500,
    ]);
    // A second bout's update stays on the tenths.
    const [a, b] = ratingsAfter({ rating: 1616.6, boutsBefore: 1 }, { rating: 1483.4, boutsBefore: 1 }, 0, "decision");
    expect([a, b].map((rating) => Math.round(rating * 10) / 10)).toEqual([a, b]);
  });

  it("rates fought results only: forfeits, no-contests and cancelled bouts do not move ratings", () => {
    expect(["submission", "points", "decision", "dq", "draw"].every((method) => isRated(method as never))).toBe(true);
    expect(["forfeit", "no_contest", "cancelled", null].some((method) => isRated(method as never))).toBe(false);
  });
});
