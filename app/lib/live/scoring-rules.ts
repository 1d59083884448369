// The league's scoring rules (spec §9, shown on /rules and in the console), as pure functions: the server enforces them
// on every console action, and the console uses the same ones to label its buttons. Versioned with `LIVE_RULES_VERSION`.
import { ROUND_SECONDS, ROUNDS_PER_BOUT, TAKEDOWN_WINDOW_SECONDS } from "../results/constants";

/**
 * The version of these live scoring rules, sent with the live state and shown on /rules and in the console.
 * 2026.2: the tie-break bout is fought in golden score (below).
 */
export const LIVE_RULES_VERSION = "2026.2";

/** Positions that score, named after the rules (the API's `kind`). */
export const SCORING_KINDS = ["takedown", "guard_pass", "mount_or_back", "sweep", "knee_on_belly"] as const;
/** Fouls: a −1, the aggression ladder, or a disqualification. `dq` is the referee's disqualification for any other reason. */
export const PENALTY_KINDS = [
  "stalling",
  "fleeing",
  "aggression_warning",
  "illegal_submission",
  "unsportsmanlike",
  "dq",
] as const;
/** A control segment (mount, back, side control) opens and closes on the server's clock. */
export const CONTROL_KINDS = ["control_start", "control_end"] as const;
export const CONTROL_POSITIONS = ["mount", "back", "side_control"] as const;
/** Everything an athlete does that the console records: scores, a takedown attempt that did not land, fouls, control, a submission. */
export const ATHLETE_EVENT_KINDS = [
  ...SCORING_KINDS,
  "takedown_attempt",
  ...PENALTY_KINDS,
  ...CONTROL_KINDS,
  "submission",
] as const;

export type ScoringKind = (typeof SCORING_KINDS)[number];
export type PenaltyKind = (typeof PENALTY_KINDS)[number];
export type AthleteEventKind = (typeof ATHLETE_EVENT_KINDS)[number];
export type ControlPosition = (typeof CONTROL_POSITIONS)[number];

export const POINTS: Record<ScoringKind, number> = {
  takedown: 2,
  guard_pass: 3,
  mount_or_back: 4,
  sweep: 2,
  knee_on_belly: 2,
};

/** The aggression ladder: the first call is a warning, the second costs a point, the third disqualifies. */
export const AGGRESSION_LADDER = ["warning", "minus_one", "dq"] as const;

export const isScoringKind = (kind: string): kind is ScoringKind => (SCORING_KINDS as readonly string[]).includes(kind);
export const isPenaltyKind = (kind: string): kind is PenaltyKind => (PENALTY_KINDS as readonly string[]).includes(kind);

/** True while only takedowns and penalties score: the first 2:00 of a round. 2:00 itself is already outside. */
export const inTakedownWindow = (clockSeconds: number) => clockSeconds < TAKEDOWN_WINDOW_SECONDS;

/**
 * Golden score: the tie-break bout of a level team match (app/lib/season/tie-break.ts) is one period of up to 5:00 in
 * which the first score wins. Every scoring action earns its points from the first second (no takedown window), and
 * the first one that earns points ends the bout (method points, that athlete the winner): the server finishes it in
 * the same transaction. Fouls cost what they cost in a regular bout (−1, the aggression ladder, DQ) but do not end it;
 * a DQ ends it as in any bout, a submission too. A period that runs out with no score goes to the referees' decision.
 */
export const GOLDEN_SCORE_ROUNDS = 1;

/** Rounds in a bout: three, or the one golden-score period. */
export const roundsInBout = (goldenScore: boolean) => (goldenScore ? GOLDEN_SCORE_ROUNDS : ROUNDS_PER_BOUT);

/** Points a scoring action earns at this moment of the round (in golden score: its points at any moment). */
export function scoringPoints(kind: ScoringKind, clockSeconds: number, goldenScore = false): number {
  if (goldenScore) return POINTS[kind];
  const window = inTakedownWindow(clockSeconds);
  if (kind === "takedown") return window ? POINTS.takedown : 0;
  return window ? 0 : POINTS[kind];
}

export interface PenaltyOutcome {
  /** Points the offender loses (0 or −1). */
  points: number;
  disqualifies: boolean;
  /** 1-based step on the aggression ladder, for aggression warnings. */
  ladderStep?: number;
}

/** What a foul costs; `aggressionBefore` = aggression calls the athlete already had in this bout (not undone). */
export function penaltyOutcome(kind: PenaltyKind, aggressionBefore: number): PenaltyOutcome {
  switch (kind) {
    case "stalling":
    case "fleeing":
      return { points: -1, disqualifies: false };
    case "aggression_warning": {
      const step = Math.min(aggressionBefore + 1, AGGRESSION_LADDER.length);
      return { points: step === 2 ? -1 : 0, disqualifies: step >= 3, ladderStep: step };
    }
    case "illegal_submission":
    case "unsportsmanlike":
    case "dq":
      return { points: 0, disqualifies: true };
  }
}

/**
 * Who won a round: more points in it. A level round is won by nobody (our decision where the spec is silent,
 * shown on /rules): it counts for neither athlete in the rounds-won tally.
 */
export function roundWinner(pointsA: number, pointsB: number): "a" | "b" | null {
  if (pointsA === pointsB) return null;
  return pointsA > pointsB ? "a" : "b";
}

/** A bout that goes the distance: won on points by the athlete who won more rounds; level rounds → referees' decision. */
export function pointsWinner(roundsWonA: number, roundsWonB: number): "a" | "b" | null {
  if (roundsWonA === roundsWonB) return null;
  return roundsWonA > roundsWonB ? "a" : "b";
}

/** Seconds from the start of the bout to a moment in a round. */
export const boutSeconds = (round: number, clockSeconds: number) => (round - 1) * ROUND_SECONDS + clockSeconds;
