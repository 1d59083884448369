import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boutOutcomes, DRAW_RATE, SUBMISSION_SHARE, teamMatchOdds, type BoutForecast } from "./team-match-odds";

const elo = (p_a: number): BoutForecast => ({ p_a, p_draw: null });
const forecast = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map(elo),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([a, d]) => ({ p_a: a * (1 - d), p_draw: d })),
);
/** The same bout seen from the away side. */
const swapped = ({ p_a, p_draw }: BoutForecast): BoutForecast =>
  p_draw === null ? { p_a: 1 - p_a, p_draw: null } : { p_a: Math.max(0, 1 - p_a - p_draw), p_draw };

describe("a bout's outcomes", () => {
  it("split Elo's expected score into a win and half the league's draw rate", () => {
    const even = boutOutcomes(elo(0.5));
    expect(even.home).toBeCloseTo(0.5 - DRAW_RATE / 2, 12);
    expect(even.away).toBeCloseTo(0.5 - DRAW_RATE / 2, 12);
    expect(even.draw).toBe(DRAW_RATE);
    const sure = boutOutcomes(elo(1));
    expect(sure).toEqual({ home: 1, away: 0, draw: 0 });
    const given = boutOutcomes({ p_a: 0.3, p_draw: 0.1 });
    expect([given.home, given.away, given.draw].map((p) => p.toFixed(12))).toEqual([
      "0.300000000000",
      "0.600000000000",
      "0.100000000000",
    ]);
  });
});

describe("team match odds", () => {
  it("are best of three without draws: p³ + 3p²(1 − p)", () => {
    const p = 0.6;
    const bout = { p_a: p, p_draw: 0 };
    expect(teamMatchOdds([bout, bout, bout]).p_home).toBeCloseTo(p ** 3 + 3 * p * p * (1 - p), 12);
    expect(teamMatchOdds([elo(0.5), elo(0.5), elo(0.5)]).p_home).toBeCloseTo(0.5, 12);
  });

  it("send a level match down the ladder: submissions, then the home team's mean expected score (hand-worked)", () => {
    const s = SUBMISSION_SHARE;
    // Home surely wins bout 1, away bout 2; bout 3 is home's with 0.2, else a draw (1–1 and a draw: level).
    const odds = teamMatchOdds([
      { p_a: 1, p_draw: 0 },
      { p_a: 0, p_draw: 0 },
      { p_a: 0.2, p_draw: 0.8 },
    ]);
    const later = (1 + 0 + (0.2 + 0.4)) / 3;
    expect(odds.p_home).toBeCloseTo(0.2 + 0.8 * (s * (1 - s) + (1 - 2 * s * (1 - s)) * later), 12);
    // Three sure draws: no wins to compare, the later steps decide at the mean expected score, one half.
    const draw = { p_a: 0, p_draw: 1 };
    expect(teamMatchOdds([draw, draw, draw]).p_home).toBeCloseTo(0.5, 12);
  });

  it("add up to 1 with draws and tie-breaks: the away team's odds computed from its side are 1 − the home team's", () => {
    fc.assert(
      fc.property(fc.tuple(forecast, forecast, forecast), (bouts) => {
        const odds = teamMatchOdds(bouts);
        const fromAway = teamMatchOdds(bouts.map(swapped));
        expect(odds.p_home + fromAway.p_home).toBeCloseTo(1, 9);
        expect(odds.p_home + odds.p_away).toBeCloseTo(1, 12);
        expect(odds.p_home).toBeGreaterThanOrEqual(-1e-12);
        expect(odds.p_home).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  it("never fall for the home team when one of its athletes' chances rises", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (chances, index, raise) => {
          const before = teamMatchOdds(chances.map(elo)).p_home;
          const higher = chances.map((p, i) => (i === index ? p + (1 - p) * raise : p));
          expect(teamMatchOdds(higher.map(elo)).p_home).toBeGreaterThanOrEqual(before - 1e-12);
        },
      ),
    );
  });
});
