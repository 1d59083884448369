// The worked example on /ratings, computed with the league's own Elo functions so the page cannot drift from them.
import { expectedScore, kFactor, methodMultiplier, ratingsAfter } from "./elo";

export const EXAMPLE_RATINGS = { a: 1600, b: 1500 } as const;

export interface EloExample {
  ra: number;
  rb: number;
  expectedA: number;
  expectedB: number;
  k: number;
  multiplier: number;
  /** K × multiplier. */
  effectiveK: number;
  afterA: number;
  afterB: number;
}

/** A (1600) beats B (1500) by submission; both are in their first 10 league bouts. */
export function submissionExample(): EloExample {
  const { a, b } = EXAMPLE_RATINGS;
  const k = kFactor(0);
  const multiplier = methodMultiplier("submission");
  const [afterA, afterB] = ratingsAfter({ rating: a, boutsBefore: 0 }, { rating: b, boutsBefore: 0 }, 1, "submission");
  const expectedA = expectedScore(a, b);
  return {
    ra: a,
    rb: b,
    expectedA,
    expectedB: 1 - expectedA,
    k,
    multiplier,
    effectiveK: k * multiplier,
    afterA,
    afterB,
  };
}
