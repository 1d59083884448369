// A bout's live win chance (issue 36), from the prediction frozen before it (server/league/results/predictions.server.ts)
// and what the mat shows now. The prior model, until the league has enough recorded bout timelines to fit one
// (docs/results-and-ratings.md#the-live-win-chance):
// - A bout goes the distance with probability 1 − FINISH_RATE (the share of bouts not ended by a submission or DQ);
//   a finish can come at any moment, evenly over the bout's time, and goes to A with the pre-bout probability p.
// - On the way to the distance, each round is won by the side ahead at its end; the point difference moves like a
//   random walk with a drift for the stronger athlete: with d the current difference, τ the share of the round left
//   and S the typical spread of a round's difference, A takes the round with Φ((d / S + z·τ) / √τ), where z is fixed
//   so that a fresh bout (d = 0, τ = 1, no rounds won) gives exactly p. Penalties count through the points they cost.
// - The bout goes to the side with more rounds won; level rounds → the referees, who side with A with probability p.
// So the chance starts at p, moves up with every point A scores (never down), and meets the result at the final bell.
import { ROUND_SECONDS, ROUNDS_PER_BOUT } from "../results/constants";
import type { BoutLiveState } from "./live-state";

/** Share of bouts that end by submission or DQ (the league's mix: 42 % + 4 %). */
const FINISH_RATE = 0.46;
/** The typical spread (standard deviation) of one round's point difference. */
const ROUND_SPREAD = 4;

export interface WinChance {
  a: number;
  b: number;
}

export interface BoutMoment {
  status: "scheduled" | "live" | "completed";
  /** The current round, 1-based. */
  round: number;
  clock_seconds: number;
  /** Points in the current round, and rounds won, of A and B. */
  score: [number, number];
  rounds_won: [number, number];
  golden_score?: boolean;
  rounds_over?: boolean;
  /** Side disqualified (waiting for the scorekeeper to confirm), if any. */
  disqualified?: "a" | "b" | null;
  /** Once finished: "a", "b", or "none" for a bout without a winner. */
  winner?: "a" | "b" | "none" | null;
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26 through erf; |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A takes the current round: its difference `d` with the share `left` of the round to go, and the drift z. */
function roundChance(d: number, left: number, z: number): number {
  if (left <= 0) return d > 0 ? 1 : d < 0 ? 0 : 0.5;
  return normalCdf((d / ROUND_SPREAD + z * left) / Math.sqrt(left));
}

/**
 * A wins on rounds: this round won with `now`, each of `later` rounds with `fresh`; level on rounds → `p` (the
 * referees). A level current round at its end counts for neither (as `now` = 0.5 splits it).
 */
function onRounds(wonA: number, wonB: number, now: number, later: number, fresh: number, p: number): number {
  // Distribution of A's rounds among the `later` ones (binomial), then the tally.
  let chance = 0;
  for (const [current, weight] of [
    [1, now],
    [0, 1 - now],
  ] as const) {
    if (weight === 0) continue;
    const a0 = wonA + current;
    const b0 = wonB + (1 - current);
    let binomial = (1 - fresh) ** later;
    for (let k = 0; k <= later; k++) {
      const a = a0 + k;
      const b = b0 + (later - k);
      chance += weight * binomial * (a > b ? 1 : a < b ? 0 : p);
      binomial = k < later ? (binomial * (later - k) * fresh) / ((k + 1) * (1 - fresh) || 1) : 0;
    }
  }
  return chance;
}

/** z such that a fresh bout on rounds gives `target` (bisection: onRounds is increasing in z). */
function driftFor(target: number): number {
  let low = -10;
  let high = 10;
  for (let step = 0; step < 60; step++) {
    const z = (low + high) / 2;
    const fresh = roundChance(0, 1, z);
    const value = onRounds(0, 0, fresh, ROUNDS_PER_BOUT - 1, fresh, target);
    if (value < target) low = z;
    else high = z;
  }
  return (low + high) / 2;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** A's and B's chance to win the bout from this moment, starting from the pre-bout probability `p` of A. */
export function boutWinChance(moment: BoutMoment, p: number): WinChance {
  const split = (a: number): WinChance => ({ a: clamp(a), b: clamp(1 - a) });
  if (moment.status === "completed" && moment.winner)
    return moment.winner === "a" ? split(1) : moment.winner === "b" ? split(0) : split(0.5);
  if (moment.disqualified) return split(moment.disqualified === "a" ? 0 : 1);
  // Golden score: the first score wins, so until one comes the bout is as even as it was.
  if (moment.golden_score || moment.status === "scheduled") return split(p);
  const [scoreA, scoreB] = moment.score;
  const [wonA, wonB] = moment.rounds_won;
  // After the last round `rounds_won` counts every round: the bout is decided on them (or by the referees).
  if (moment.rounds_over) return split(wonA > wonB ? 1 : wonA < wonB ? 0 : p);
  const roundLeft = Math.max(0, 1 - moment.clock_seconds / ROUND_SECONDS);
  const roundsLater = Math.max(0, ROUNDS_PER_BOUT - moment.round);
  const z = driftFor(p);
  const fresh = roundChance(0, 1, z);
  const distance = onRounds(wonA, wonB, roundChance(scoreA - scoreB, roundLeft, z), roundsLater, fresh, p);
  // The chance of a finish in the time left, evenly spread over the bout.
  const boutLeft = (roundLeft + roundsLater) / ROUNDS_PER_BOUT;
  const finish = 1 - (1 - FINISH_RATE) ** boutLeft;
  return split(finish * p + (1 - finish) * distance);
}

/** The chance for a live state, or null without a frozen prediction to start from. */
export function liveWinChance(state: BoutLiveState, p: number | null | undefined): WinChance | null {
  if (p === null || p === undefined) return null;
  const [a, b] = state.athletes;
  const side = (id: string | null | undefined) => (id === a.athlete_id ? "a" : id === b.athlete_id ? "b" : null);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const chance = boutWinChance(
    {
      status: state.status,
      round: state.round,
      clock_seconds: state.clock_seconds,
      score: [a.score, b.score],
      rounds_won: [a.rounds_won, b.rounds_won],
      golden_score: state.golden_score,
      rounds_over: state.rounds_over,
      disqualified: side(state.disqualified_id),
      winner: state.result ? (side(state.result.winner_id) ?? "none") : null,
    },
    p,
  );
  return { a: round(chance.a), b: round(1 - round(chance.a)) };
}
