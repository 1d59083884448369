// The live win chance as it was shown during a finished bout, read again from its stored scoring log: one reading at
// every event that scored or cost points, for the in-bout section of the calibration (/ratings/calibration). The
// chance is bout-win-probability.ts's, from the prediction frozen before the bout; the state at each reading is the
// log replayed up to that event (live-reducer.ts), at the event's round and clock.
import { boutWinChance } from "./bout-win-probability";
import { replay, roundsWon, type LoggedEvent } from "./live-reducer";
import { isPenaltyKind, isScoringKind } from "./scoring-rules";

/**
 * Athlete A's live chance right after each scoring or penalty event, in log order, until the finish. A golden-score
 * bout has none (its first score ends it). Events undone later are left out, as the live state leaves them out.
 */
export function inBoutReadings(ids: [string, string], events: readonly LoggedEvent[], p: number): number[] {
  const ordered = [...events].sort((x, y) => x.id - y.id);
  const readings: number[] = [];
  for (const [index, event] of ordered.entries()) {
    if (event.kind === "finish") break;
    if (event.undone || !(isScoringKind(event.kind) || isPenaltyKind(event.kind))) continue;
    const at = { round: event.round, clock_seconds: event.clock_seconds };
    const replayed = replay(ids, ordered.slice(0, index + 1), at);
    if ((replayed.points.get(event.id) ?? 0) === 0 && !replayed.disqualified_id) continue;
    const [a, b] = replayed.tallies;
    const disqualified = replayed.disqualified_id;
    const chance = boutWinChance(
      {
        status: "live",
        round: event.round,
        clock_seconds: event.clock_seconds,
        score: [a.round_scores[event.round - 1] ?? 0, b.round_scores[event.round - 1] ?? 0],
        rounds_won: roundsWon(replayed, event.round),
        rounds_over: replayed.rounds_over,
        disqualified: disqualified === ids[0] ? "a" : disqualified === ids[1] ? "b" : null,
      },
      p,
    );
    readings.push(chance.a);
  }
  return readings;
}
