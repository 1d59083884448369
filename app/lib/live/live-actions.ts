// Whether a console action is allowed at this moment of the bout: the server answers 400 with the reason (translated,
// `score:reasons.*`), and the console greys out what would be refused. Pure: state in, reason or null out.
import { ROUND_SECONDS } from "../results/constants";
import type { BoutLiveState } from "./live-state";
import { pointsWinner, type AthleteEventKind } from "./scoring-rules";

/**
 * A console projects the server's clock from its last state, so it may run ahead of it by a misjudged network delay:
 * a moment up to this many real seconds ahead of the server is still "now" (times the clock factor in round seconds).
 */
export const CLOCK_TOLERANCE_SECONDS = 3;

/** The tolerance in round-clock seconds: 3 real seconds are 60 s of round clock at a clock factor of 20. */
export const clockToleranceSeconds = (state: Pick<BoutLiveState, "clock_factor">) =>
  CLOCK_TOLERANCE_SECONDS * Math.max(1, state.clock_factor ?? 1);

export const FINISH_METHODS = ["submission", "points", "decision", "dq"] as const;
export type FinishMethod = (typeof FINISH_METHODS)[number];

export type ActionReason =
  | "boutFinished"
  | "awaitingDq"
  | "roundsOver"
  | "notInBout"
  | "futureRound"
  | "roundNotStarted"
  | "futureTime"
  | "controlPastRound"
  | "alreadyInControl"
  | "notInControl"
  | "boutNotStarted"
  | "roundsNotOver"
  | "levelRoundsDecision"
  | "notPointsWinner"
  | "notLevel"
  | "dqWinnerIsOpponent"
  | "goldenScorePoints";

export interface AthleteAction {
  athlete_id: string;
  kind: AthleteEventKind;
  round: number;
  clock_seconds: number;
}

const sideOf = (state: BoutLiveState, athleteId: string) =>
  state.athletes.findIndex((athlete) => athlete.athlete_id === athleteId);

/** Why an athlete's action (score, foul, control, takedown attempt) is refused now, or null when it is allowed. */
export function athleteActionReason(state: BoutLiveState, action: AthleteAction): ActionReason | null {
  if (state.status === "completed") return "boutFinished";
  if (state.disqualified_id) return "awaitingDq";
  if (state.rounds_over) return "roundsOver";
  const side = sideOf(state, action.athlete_id);
  if (side < 0) return "notInBout";
  if (action.round > state.round) return "futureRound";
  if (action.round === state.round) {
    if (!state.round_started) return "roundNotStarted";
    if (action.clock_seconds > state.clock_seconds + clockToleranceSeconds(state)) return "futureTime";
  }
  if (action.kind === "control_start" || action.kind === "control_end") {
    if (action.round !== state.round) return "controlPastRound";
    const inControl = state.athletes[side]!.in_control;
    if (action.kind === "control_start" && inControl) return "alreadyInControl";
    if (action.kind === "control_end" && !inControl) return "notInControl";
  }
  return null;
}

export interface FinishAction {
  winner_id: string;
  method: FinishMethod;
}

/** Why a finish is refused now, or null. Points and decision come after the last round; a foul's DQ goes to the opponent. */
export function finishReason(state: BoutLiveState, finish: FinishAction): ActionReason | null {
  if (state.status === "completed") return "boutFinished";
  const side = sideOf(state, finish.winner_id);
  if (side < 0) return "notInBout";
  // Started = the clock ran (a start paused in the same millisecond banks no time, but the log has it).
  if (!state.round_started && state.round === 1 && !state.events.some((event) => event.kind === "clock"))
    return "boutNotStarted";
  if (state.disqualified_id) {
    if (finish.method !== "dq") return "awaitingDq";
    return state.disqualified_id === finish.winner_id ? "dqWinnerIsOpponent" : null;
  }
  if (state.golden_score && (finish.method === "points" || finish.method === "decision")) {
    // Golden score: the first score ends the bout by itself; a period with no score goes to the referees.
    if (finish.method === "points") return "goldenScorePoints";
    return state.rounds_over ? null : "roundsNotOver";
  }
  if (finish.method === "points" || finish.method === "decision") {
    if (!state.rounds_over) return "roundsNotOver";
    const winner = pointsWinner(state.athletes[0].rounds_won, state.athletes[1].rounds_won);
    if (finish.method === "points") {
      if (!winner) return "levelRoundsDecision";
      return winner === (side === 0 ? "a" : "b") ? null : "notPointsWinner";
    }
    return winner ? "notLevel" : null;
  }
  if (state.rounds_over) return "roundsOver";
  return null;
}

/** When the bout ended, for the result: the round on the clock and its time (5:00 at most). */
export const finishMoment = (state: BoutLiveState) => ({
  round: state.round,
  time_seconds: Math.min(ROUND_SECONDS, state.clock_seconds),
});
