import { describe, expect, it } from "vitest";
import { submissionExample } from "./elo-example";

describe("the /ratings worked example", () => {
  // By hand: 10^((1500 − 1600) / 400) = 10^−0.25 = 0.562341325…; E_A = 1 / 1.562341325 = 0.640065;
  // K = 96 (first 10 bouts) × 1.15 (submission) = 110.4; A: 1600 + 110.4 × 0.359935 = 1639.7368;
  // B: 1500 − 110.4 × 0.359935 = 1460.2632; kept to tenths: 1639.7 and 1460.3.
  const example = submissionExample();

  it("has the hand-computed expected scores", () => {
    expect(example.expectedA).toBeCloseTo(0.640065, 6);
    expect(example.expectedB).toBeCloseTo(0.359935, 6);
  });

  it("uses K 96 and the submission multiplier 1.15", () => {
    expect(example.k).toBe(96);
    expect(example.multiplier).toBe(1.15);
    expect(example.effectiveK).toBeCloseTo(110.4, 10);
  });

  it("moves both ratings by the same 39.7 points", () => {
    expect(example.afterA).toBe(1639.7);
    expect(example.afterB).toBe(1460.3);
    expect(example.afterA - example.ra).toBeCloseTo(example.rb - example.afterB, 10);
  });
});
