import { describe, expect, it } from "vitest";
import { submissionExample } from "./elo-example";

describe("the /ratings worked example", () => {
  // By hand: 10^((1500 − 1600) / 400) = 10^−0.25 = 0.562341325…; E_A = 1 / 1.562341325 = 0.640065;
  // K = 40 (first 10 bouts) × 1.15 (submission) = 46; A: 1600 + 46 × 0.359935 = 1616.557;
  // B: 1500 − 46 × 0.359935 = 1483.443; kept to tenths: 1616.6 and 1483.4.
  const example = submissionExample();

  it("has the hand-computed expected scores", () => {
    expect(example.expectedA).toBeCloseTo(0.640065, 6);
    expect(example.expectedB).toBeCloseTo(0.359935, 6);
  });

  it("uses K 40 and the submission multiplier 1.15", () => {
    expect(example.k).toBe(40);
    expect(example.multiplier).toBe(1.15);
    expect(example.effectiveK).toBeCloseTo(46, 10);
  });

  it("moves both ratings by the same 16.6 points", () => {
    expect(example.afterA).toBe(1616.6);
    expect(example.afterB).toBe(1483.4);
    expect(example.afterA - example.ra).toBeCloseTo(example.rb - example.afterB, 10);
  });
});
