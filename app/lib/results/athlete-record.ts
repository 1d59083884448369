// An athlete's record as the site shows it: the prior record staff typed plus every league bout, derived, never typed.
import type { BoutMethod } from "./constants";

export interface PriorRecord {
  prior_wins: number;
  prior_losses: number;
  prior_total_matches: number;
  prior_submissions_for: number;
  prior_submissions_against: number;
  prior_takedowns_scored: number;
  prior_takedown_defense_percent: number | null;
  prior_control_time_total: number;
  prior_win_streak: number;
  prior_avg_time_to_score: number | null;
}

/** One completed league bout from the athlete's side, oldest first. */
export interface BoutFromSide {
  outcome: "win" | "loss" | "draw" | "none";
  method: BoutMethod;
  takedowns_landed: number;
  /** The opponent's takedowns: attempts against this athlete, and how many landed. */
  opponent_takedowns_attempted: number;
  opponent_takedowns_landed: number;
  control_seconds: number;
  first_score_seconds: number | null;
}

export interface DerivedRecord {
  wins: number;
  losses: number;
  total_matches: number;
  submissions_for: number;
  submissions_against: number;
  takedowns_scored: number;
  takedown_defense_percent: number | null;
  control_time_total: number;
  win_streak: number;
  avg_time_to_score: number | null;
}

/** A cancelled bout was never fought; every other completed bout is a match on the record. */
export const countsAsMatch = (method: BoutMethod) => method !== "cancelled";

/**
 * Prior + league. Takedown defence and time to score are averages the prior record keeps without their counts, so
 * they cannot be pooled: once the league has data (an opponent's takedown attempt, a bout where the athlete scored)
 * the league's own figure replaces the prior one. The win streak runs back from the latest bout; when every league
 * bout so far is a win it continues the prior streak. A no-contest neither extends nor breaks it.
 */
export function deriveRecord(prior: PriorRecord, bouts: readonly BoutFromSide[]): DerivedRecord {
  const fought = bouts.filter((bout) => countsAsMatch(bout.method));
  const wins = fought.filter((bout) => bout.outcome === "win");
  const losses = fought.filter((bout) => bout.outcome === "loss");
  const attemptsAgainst = sum(fought, (bout) => bout.opponent_takedowns_attempted);
  const landedAgainst = sum(fought, (bout) => bout.opponent_takedowns_landed);
  const scored = fought.filter((bout) => bout.first_score_seconds !== null);

  let streak = 0;
  let unbroken = true;
  for (let index = fought.length - 1; index >= 0; index--) {
    const bout = fought[index]!;
    if (bout.outcome === "none") continue;
    if (bout.outcome !== "win") {
      unbroken = false;
      break;
    }
    streak++;
  }

  return {
    wins: prior.prior_wins + wins.length,
    losses: prior.prior_losses + losses.length,
    total_matches: prior.prior_total_matches + fought.length,
    submissions_for: prior.prior_submissions_for + wins.filter((bout) => bout.method === "submission").length,
    submissions_against: prior.prior_submissions_against + losses.filter((bout) => bout.method === "submission").length,
    takedowns_scored: prior.prior_takedowns_scored + sum(fought, (bout) => bout.takedowns_landed),
    takedown_defense_percent:
      attemptsAgainst > 0
        ? round1(((attemptsAgainst - landedAgainst) / attemptsAgainst) * 100)
        : prior.prior_takedown_defense_percent,
    control_time_total: prior.prior_control_time_total + sum(fought, (bout) => bout.control_seconds),
    win_streak: unbroken ? streak + prior.prior_win_streak : streak,
    avg_time_to_score:
      scored.length > 0
        ? round1(sum(scored, (bout) => bout.first_score_seconds!) / scored.length)
        : prior.prior_avg_time_to_score,
  };
}

function sum<T>(items: readonly T[], value: (item: T) => number) {
  return items.reduce((total, item) => total + value(item), 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
