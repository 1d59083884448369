// The league's Elo rating (documented on /ratings): pure functions, shared by the replay on the server and the
// win probabilities shown on pages.
import type { BoutMethod } from "./constants";

export const STARTING_RATING = 1500;

/** Expected score of A against B: 1 / (1 + 10^((Rb − Ra) / 400)). */
export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/**
 * The rating model's name and version, stored with every prediction it makes (`bout_predictions.model`). `elo-2`
 * (decision 057) replaced `elo-1`, whose K was 40 / 32 / 24: the ratings backtest (`npm run ratings:backtest`) found
 * a faster start better by log-loss, and better than Glicko-2 on the generated league.
 */
export const RATING_MODEL = "elo-2";

/**
 * K by experience: 96 for an athlete's first 10 league bouts, 48 up to 30, 24 after (`boutsBefore` = rated bouts
 * already fought). A newcomer's rating is a guess (their prior rating, or 1500), so it moves fast until their bouts
 * have said who they are; an established rating moves slowly.
 */
export function kFactor(boutsBefore: number): number {
  if (boutsBefore < 10) return 96;
  if (boutsBefore < 30) return 48;
  return 24;
}

/** A finish counts more than a decision: submission or DQ 1.15 × K for both sides, decision 0.85 ×, otherwise 1. */
export function methodMultiplier(method: BoutMethod): number {
  if (method === "submission" || method === "dq") return 1.15;
  if (method === "decision") return 0.85;
  return 1;
}

/** Bouts that move ratings: fought to a result. Forfeits, no-contests and cancelled bouts are not rated. */
export function isRated(method: BoutMethod | null | undefined): method is BoutMethod {
  return (
    method === "submission" || method === "points" || method === "decision" || method === "dq" || method === "draw"
  );
}

export interface RatedSide {
  rating: number;
  /** Rated league bouts before this one. */
  boutsBefore: number;
}

/**
 * A rating as the league keeps it: to a tenth of a point (pages show whole points; a bout moves a rating by up to 110
 * points). Without it a late correction would move every later rating of the league by a few billionths of a point,
 * and rewrite them all; kept to tenths, its change dies out a few opponents away
 * (server/league/results/ratings-walk.server.ts, decision 055).
 */
export function keptRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/**
 * The two new ratings after one rated bout; `scoreA` is 1 (A won), 0 (B won) or 0.5 (draw). `k` is the league's K by
 * experience; the ratings backtest passes other schedules to compare them.
 */
export function ratingsAfter(
  a: RatedSide,
  b: RatedSide,
  scoreA: 0 | 0.5 | 1,
  method: BoutMethod,
  k: (boutsBefore: number) => number = kFactor,
): [number, number] {
  const multiplier = methodMultiplier(method);
  const expectedA = expectedScore(a.rating, b.rating);
  const nextA = a.rating + k(a.boutsBefore) * multiplier * (scoreA - expectedA);
  const nextB = b.rating + k(b.boutsBefore) * multiplier * (1 - scoreA - (1 - expectedA));
  return [keptRating(nextA), keptRating(nextB)];
}
