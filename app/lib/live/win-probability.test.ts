import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectedScore } from "../results/elo";
import { lineupOdds, preMatchOdds, teamMatchOdds } from "./win-probability";

describe("team match odds", () => {
  it("best of three from per-bout probabilities: P(2 of 3)", () => {
    const [p1, p2, p3] = [0.6, 0.3, 0.8];
    const odds = teamMatchOdds(0, 0, [p1, p2, p3]);
    // Win 1 and 2; or exactly one of them and then 3.
    const expected = p1 * p2 + (p1 * (1 - p2) + (1 - p1) * p2) * p3;
    expect(odds.home).toBeCloseTo(expected, 12);
    expect(odds.home).toBeCloseTo(0.612, 12);
    expect(odds.away).toBeCloseTo(1 - expected, 12);
  });

  it("even bouts give even odds; a decided match is certain", () => {
    expect(teamMatchOdds(0, 0, [0.5, 0.5, 0.5])).toEqual({ home: 0.5, away: 0.5 });
    expect(teamMatchOdds(2, 0, [])).toEqual({ home: 1, away: 0 });
    expect(teamMatchOdds(1, 2, [0.9])).toEqual({ home: 0, away: 1 });
    expect(teamMatchOdds(1, 1, [0.7])).toEqual({ home: 0.7, away: expect.closeTo(0.3, 12) });
    expect(teamMatchOdds(1, 0, [0.25, 0.5])).toEqual({ home: 0.25 + 0.75 * 0.5, away: 0.75 * 0.5 });
  });

  it("with three bouts and no draws the two sides' odds add up to 1 and grow with each bout's chance", () => {
    const p = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(p, p, p, p, (a, b, c, bump) => {
        const odds = teamMatchOdds(0, 0, [a, b, c]);
        expect(odds.home + odds.away).toBeCloseTo(1, 9);
        expect(teamMatchOdds(0, 0, [Math.max(a, bump), b, c]).home).toBeGreaterThanOrEqual(odds.home - 1e-12);
      }),
    );
  });

  it("reads the lineup: decided bouts count, undecided ones use the Elo expectation, missing ones are even", () => {
    const lineup = [
      { home_rating: 1700, away_rating: 1500, won_by: "away" as const },
      { home_rating: 1600, away_rating: 1600, won_by: null },
      { home_rating: 1500, away_rating: 1650, won_by: null },
    ];
    const p3 = expectedScore(1500, 1650);
    expect(lineupOdds(lineup).home).toBeCloseTo(0.5 * p3, 12);
    const p1 = expectedScore(1700, 1500);
    expect(preMatchOdds(lineup).home).toBeCloseTo(p1 * 0.5 + (p1 * 0.5 + (1 - p1) * 0.5) * p3, 12);
    expect(lineupOdds(lineup.slice(0, 1)).home).toBeCloseTo(0.25, 12);
  });
});
