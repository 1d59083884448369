import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUND_SECONDS } from "../results/constants";
import { boutWinChance, normalCdf, type BoutMoment } from "./bout-win-probability";

const moment = (changes: Partial<BoutMoment>): BoutMoment => ({
  status: "live",
  round: 1,
  clock_seconds: 0,
  score: [0, 0],
  rounds_won: [0, 0],
  ...changes,
});

describe("the live win chance", () => {
  it("Φ: 0.5 at 0, 0.975 at 1.96, symmetric", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.2) + normalCdf(1.2)).toBeCloseTo(1, 7);
  });

  it("starts from the frozen pre-bout probability, and the two sides add to 1", () => {
    for (const p of [0.2, 0.5, 0.64, 0.9]) {
      const start = boutWinChance(moment({}), p);
      expect(start.a).toBeCloseTo(p, 6);
      expect(start.a + start.b).toBeCloseTo(1, 12);
      expect(boutWinChance(moment({ status: "scheduled" }), p).a).toBe(p);
    }
  });

  it("an 8–2 lead moves an underdog's 39 %: past even late in round 1 (two rounds still to win one of), near certain in round 3", () => {
    // Round 1 almost won; then one of two fresh rounds at ~36 % each: 1 − 0.64² ≈ 0.59, less the finishes at 39 %.
    expect(boutWinChance(moment({ clock_seconds: 240, score: [8, 2] }), 0.39).a).toBeCloseTo(0.5685, 3);
    // Level on rounds in the third, 8–2 up with a minute left: only a finish (at 39 %) or a six-point swing saves B.
    const third = boutWinChance(moment({ round: 3, clock_seconds: 240, score: [8, 2], rounds_won: [1, 1] }), 0.39);
    expect(third.a).toBeGreaterThan(0.9);
    expect(third.a).toBeLessThan(1);
  });

  it("meets the result at the final bell and when finished", () => {
    const bell = { round: 3, clock_seconds: ROUND_SECONDS, rounds_over: true };
    expect(boutWinChance(moment({ ...bell, rounds_won: [2, 1] }), 0.1).a).toBe(1);
    expect(boutWinChance(moment({ ...bell, rounds_won: [1, 2] }), 0.9).a).toBe(0);
    // Level on rounds: the referees, who side with A as often as the prediction said.
    expect(boutWinChance(moment({ ...bell, rounds_won: [1, 1] }), 0.7).a).toBeCloseTo(0.7, 12);
    expect(boutWinChance(moment({ status: "completed", winner: "b" }), 0.9)).toEqual({ a: 0, b: 1 });
    expect(boutWinChance(moment({ status: "completed", winner: "none" }), 0.9)).toEqual({ a: 0.5, b: 0.5 });
    expect(boutWinChance(moment({ disqualified: "a" }), 0.9)).toEqual({ a: 0, b: 1 });
  });

  it("is monotone in the score difference, at any moment of any round (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.02, max: 0.98, noNaN: true }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: ROUND_SECONDS }),
        fc.integer({ min: -12, max: 12 }),
        fc.constantFrom<[number, number]>([0, 0], [1, 0], [0, 1], [1, 1]),
        (p, round, clock, difference, won) => {
          const at = (d: number) =>
            boutWinChance(
              moment({ round, clock_seconds: clock, score: [Math.max(d, 0), Math.max(-d, 0)], rounds_won: won }),
              p,
            ).a;
          expect(at(difference + 1)).toBeGreaterThanOrEqual(at(difference) - 1e-12);
          expect(at(difference)).toBeGreaterThanOrEqual(0);
          expect(at(difference)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
