// How sure the league is of an athlete's rating: a Glicko-style rating deviation (RD) derived deterministically from
// the athlete's rated league bouts — how many, and how long ago the last one was — so nothing new is stored and every
// read (directory, roster, profile, API) computes the same number. Documented in docs/results-and-ratings.md and
// decision 054.

/** An athlete with no rated league bout: Glicko's deviation of an unknown player. */
export const MAX_DEVIATION = 350;

/**
 * The floor: the noise an Elo rating keeps even when the athlete is well known. With K = 24 (30+ bouts) the rating
 * wanders around the athlete's true strength with a standard deviation of √(K / 2q) ≈ 46 (q = ln 10 / 400), so a
 * narrower band would claim more than the ratings know.
 */
export const MIN_DEVIATION = 45;

/** Glicko's q: the Elo scale's logistic slope. */
const Q = Math.LN10 / 400;

/**
 * What one rated bout teaches: Glicko's d⁻² for a bout against an equal opponent (expected score ½, g ≈ 1):
 * q² · ½ · ½. So n bouts fought back to back give 1 / RD² = 1 / 350² + n · q² / 4.
 */
const INFORMATION_PER_BOUT = (Q * Q) / 4;

/** Days without a rated bout that take a deviation at the floor back to the maximum (Glicko's c², per day). */
export const DAYS_TO_FORGET = 5 * 365;
const GROWTH_PER_DAY = (MAX_DEVIATION ** 2 - MIN_DEVIATION ** 2) / DAYS_TO_FORGET;

/** Fewer rated league bouts than this and the rating is marked provisional. */
export const PROVISIONAL_BOUTS = 5;

/**
 * The deviation after `ratedBouts` rated league bouts, `daysSinceLast` days after the last of them:
 * RD = min(350, √(max(45², 1 / (1/350² + n·q²/4)) + c²·t)), c² = (350² − 45²) / (5 × 365) per day. Never larger for more bouts, never smaller for a longer wait.
 */
export function ratingDeviation(ratedBouts: number, daysSinceLast = 0): number {
  const n = Math.max(0, ratedBouts);
  if (n === 0) return MAX_DEVIATION;
  const settled = Math.max(MIN_DEVIATION ** 2, 1 / (1 / MAX_DEVIATION ** 2 + n * INFORMATION_PER_BOUT));
  return Math.min(MAX_DEVIATION, Math.sqrt(settled + GROWTH_PER_DAY * Math.max(0, daysSinceLast)));
}

/** A rating from fewer than five rated league bouts is provisional (the prior record does not count: it was typed, not rated). */
export function isProvisional(ratedBouts: number): boolean {
  return ratedBouts < PROVISIONAL_BOUTS;
}

const DAY_MS = 86_400_000;

export interface RatingUncertainty {
  /** The deviation, in rating points, rounded. */
  rating_deviation: number;
  rated_bouts: number;
  provisional: boolean;
}

/** An athlete's uncertainty from their rated bouts and the last one's time, as of `now`. */
export function ratingUncertainty(
  ratedBouts: number,
  lastRatedAt: Date | string | null,
  now: Date = new Date(),
): RatingUncertainty {
  const days = lastRatedAt === null ? 0 : (now.getTime() - new Date(lastRatedAt).getTime()) / DAY_MS;
  return {
    rating_deviation: Math.round(ratingDeviation(ratedBouts, days)),
    rated_bouts: ratedBouts,
    provisional: isProvisional(ratedBouts),
  };
}
