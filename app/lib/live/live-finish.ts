// A finished bout's result as the console measured it: the method and winner given, the moment from the clock, the
// points (penalties included, so a total may be negative), takedowns, control time and first scores from the log.
// Pure, so the server's finish and the property test over random bouts build it the same way.
import type { FinishAction } from "./live-actions";
import { finishMoment } from "./live-actions";
import { replay, type LoggedEvent } from "./live-reducer";
import type { BoutLiveState } from "./live-state";

export interface LiveFinishResult {
  winner_id: string;
  method: FinishAction["method"];
  technique: string | null;
  round: number;
  time_seconds: number;
  score_a: number;
  score_b: number;
  takedowns_landed_a: number;
  takedowns_attempted_a: number;
  takedowns_landed_b: number;
  takedowns_attempted_b: number;
  control_seconds_a: number;
  control_seconds_b: number;
  first_score_seconds_a: number | null;
  first_score_seconds_b: number | null;
}

/**
 * The result of finishing the bout (`state` = its live state, `events` = its log); the caller checked `finishReason`.
 * It ended now, or at `moment` (golden score: the moment of the first score).
 */
export function finishResult(
  ids: [string, string],
  events: LoggedEvent[],
  state: BoutLiveState,
  input: FinishAction & { technique?: string },
  moment = finishMoment(state),
): LiveFinishResult {
  const { round, time_seconds } = moment;
  const totals = replay(ids, events, { round, clock_seconds: time_seconds }, state.golden_score ?? false).tallies;
  const total = (side: 0 | 1) => totals[side].round_scores.reduce((sum, points) => sum + points, 0);
  return {
    winner_id: input.winner_id,
    method: input.method,
    technique: input.method === "submission" ? input.technique || null : null,
    round,
    time_seconds,
    score_a: total(0),
    score_b: total(1),
    takedowns_landed_a: totals[0].takedowns_landed,
    takedowns_attempted_a: totals[0].takedowns_attempted,
    takedowns_landed_b: totals[1].takedowns_landed,
    takedowns_attempted_b: totals[1].takedowns_attempted,
    control_seconds_a: totals[0].control_seconds,
    control_seconds_b: totals[1].control_seconds,
    first_score_seconds_a: totals[0].first_score_seconds,
    first_score_seconds_b: totals[1].first_score_seconds,
  };
}
