import { describe, expect, it } from "vitest";
import { glickoUpdate, glickoWinProbability, GLICKO_START } from "./glicko2";

describe("Glicko-2", () => {
  // The paper prints 1464.06, computed with intermediate values rounded; unrounded it is 1464.0507.
  it("reproduces Glickman's worked example (2012): 1500/200/0.06 against three opponents → 1464.05 / 151.52 / 0.059996", () => {
    const after = glickoUpdate({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.0507, 4);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.059996, 6);
  });

  it("a period without bouts only widens the deviation", () => {
    const after = glickoUpdate({ rating: 1600, deviation: 50, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.deviation).toBeCloseTo(Math.sqrt((50 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 9);
  });

  it("win probabilities of two sides add to 1, equal ratings give one half, and unsure ratings pull towards it", () => {
    const strong = { rating: 1700, deviation: 60, volatility: 0.06 };
    const weak = { rating: 1500, deviation: 60, volatility: 0.06 };
    expect(glickoWinProbability(strong, weak) + glickoWinProbability(weak, strong)).toBeCloseTo(1, 12);
    expect(glickoWinProbability(GLICKO_START, GLICKO_START)).toBe(0.5);
    const unsure = { ...strong, deviation: 300 };
    expect(glickoWinProbability(strong, weak)).toBeGreaterThan(glickoWinProbability(unsure, weak));
    expect(glickoWinProbability(unsure, weak)).toBeGreaterThan(0.5);
  });
});
