// The bout's live state, replayed from its event log: the only source of scores, penalties, control time and takedowns
// during a bout. Points are recomputed from the rules here (undoing an early aggression call moves the ladder).
import { ROUND_SECONDS } from "../results/constants";
import { elapsedSeconds, roundStarted, type ClockColumns } from "./live-clock";
import type { BoutLiveState, LiveAthleteState, LiveEventView, LiveResult } from "./live-state";
import {
  boutSeconds,
  isPenaltyKind,
  isScoringKind,
  LIVE_RULES_VERSION,
  penaltyOutcome,
  roundsInBout,
  roundWinner,
  scoringPoints,
} from "./scoring-rules";

export interface LoggedEvent {
  id: number;
  kind: string;
  athlete_id: string | null;
  round: number;
  clock_seconds: number;
  details: Record<string, unknown> | null;
  undone: boolean;
  corrects_event_id?: number | null;
}

export interface LiveBout {
  id: string;
  team_match_id: string;
  status: "scheduled" | "live" | "completed";
  athlete_a_id: string;
  athlete_b_id: string;
  clock: ClockColumns;
  /** The server's clock factor (LIVE_CLOCK_FACTOR): seconds of round clock per real second. */
  clock_factor: number;
  /** The tie-break bout of a level team match: one golden-score period, the first score wins (scoring-rules.ts). */
  golden_score?: boolean;
}

interface Tally {
  round_scores: number[];
  penalties: number;
  aggression: number;
  takedowns_landed: number;
  takedowns_attempted: number;
  control_seconds: number;
  /** The open control segment: its round and start. */
  open: { round: number; start: number } | null;
  first_score_seconds: number | null;
}

export interface Replay {
  tallies: [Tally, Tally];
  /** Points each event earned under the rules (by event id). */
  points: Map<number, number>;
  /** The athlete a foul disqualified (the bout then waits for its DQ finish). */
  disqualified_id: string | null;
  /** The last round was ended on the clock. */
  rounds_over: boolean;
  result: LiveResult | null;
  /** Golden score: the first event that earned points (it ends the bout), or null. */
  golden_score_winner: { event_id: number; athlete_id: string } | null;
}

const newTally = (rounds: number): Tally => ({
  round_scores: Array.from({ length: rounds }, () => 0),
  penalties: 0,
  aggression: 0,
  takedowns_landed: 0,
  takedowns_attempted: 0,
  control_seconds: 0,
  open: null,
  first_score_seconds: null,
});

function closeSegment(tally: Tally, round: number, at: number) {
  if (!tally.open || tally.open.round !== round) return;
  tally.control_seconds += Math.max(0, at - tally.open.start);
  tally.open = null;
}

/**
 * Replays the log (undone events skipped) in id order; open control segments count up to `now` in the current round.
 * `goldenScore`: the tie-break bout's rules (one period, every score counts, the first one wins).
 */
export function replay(
  ids: [string, string],
  events: LoggedEvent[],
  now: { round: number; clock_seconds: number },
  goldenScore = false,
): Replay {
  const rounds = roundsInBout(goldenScore);
  const tallies: [Tally, Tally] = [newTally(rounds), newTally(rounds)];
  let golden_score_winner: Replay["golden_score_winner"] = null;
  const points = new Map<number, number>();
  let disqualified_id: string | null = null;
  let rounds_over = false;
  let result: LiveResult | null = null;
  for (const event of [...events].sort((x, y) => x.id - y.id)) {
    if (event.undone) continue;
    const side = event.athlete_id === ids[0] ? 0 : event.athlete_id === ids[1] ? 1 : -1;
    if (event.kind === "clock") {
      if (event.details?.action === "end_round") {
        for (const tally of tallies) closeSegment(tally, event.round, event.clock_seconds);
        if (event.round >= rounds) rounds_over = true;
      }
      continue;
    }
    if (event.kind === "finish") {
      const details = event.details ?? {};
      result = {
        winner_id: (details.winner_id as string | null) ?? null,
        method: String(details.method),
        technique: (details.technique as string | null) ?? null,
      };
      continue;
    }
    if (side < 0) continue;
    const tally = tallies[side as 0 | 1];
    let earned = 0;
    if (isScoringKind(event.kind)) {
      earned = scoringPoints(event.kind, event.clock_seconds, goldenScore);
      if (event.kind === "takedown") {
        tally.takedowns_landed += 1;
        tally.takedowns_attempted += 1;
      }
    } else if (event.kind === "takedown_attempt") {
      tally.takedowns_attempted += 1;
    } else if (isPenaltyKind(event.kind)) {
      const outcome = penaltyOutcome(event.kind, tally.aggression);
      if (event.kind === "aggression_warning") tally.aggression += 1;
      earned = outcome.points;
      tally.penalties -= outcome.points;
      if (outcome.disqualifies) disqualified_id ??= event.athlete_id;
    } else if (event.kind === "control_start") {
      // One athlete controls at a time: the other's segment ends where this one begins.
      closeSegment(tallies[(1 - side) as 0 | 1], event.round, event.clock_seconds);
      if (!tally.open) tally.open = { round: event.round, start: event.clock_seconds };
    } else if (event.kind === "control_end") {
      closeSegment(tally, event.round, event.clock_seconds);
    }
    points.set(event.id, earned);
    if (event.round >= 1 && event.round <= rounds) tally.round_scores[event.round - 1]! += earned;
    if (earned > 0 && goldenScore) golden_score_winner ??= { event_id: event.id, athlete_id: event.athlete_id! };
    if (earned > 0) {
      const at = boutSeconds(event.round, event.clock_seconds);
      if (tally.first_score_seconds === null || at < tally.first_score_seconds) tally.first_score_seconds = at;
    }
  }
  for (const tally of tallies) {
    if (tally.open && tally.open.round === now.round)
      tally.control_seconds += Math.max(0, now.clock_seconds - tally.open.start);
  }
  return { tallies, points, disqualified_id, rounds_over, result, golden_score_winner };
}

/** Rounds each athlete won: every ended round (before the current one, and the last once the rounds are over). */
export function roundsWon(replayed: Replay, currentRound: number): [number, number] {
  const ended = replayed.rounds_over ? replayed.tallies[0].round_scores.length : currentRound - 1;
  const won: [number, number] = [0, 0];
  for (let r = 0; r < ended; r += 1) {
    const winner = roundWinner(replayed.tallies[0].round_scores[r]!, replayed.tallies[1].round_scores[r]!);
    if (winner) won[winner === "a" ? 0 : 1] += 1;
  }
  return won;
}

/** The live state at `now` (the server's time), as the API, the stream and the console carry it. */
export function buildLiveState(bout: LiveBout, events: LoggedEvent[], now: Date): BoutLiveState {
  const round = bout.clock.clock_round;
  const clock_seconds = elapsedSeconds(bout.clock, now.getTime(), bout.clock_factor);
  const ids: [string, string] = [bout.athlete_a_id, bout.athlete_b_id];
  const replayed = replay(ids, events, { round, clock_seconds }, bout.golden_score ?? false);
  const won = roundsWon(replayed, round);
  const athlete = (side: 0 | 1): LiveAthleteState => {
    const tally = replayed.tallies[side];
    return {
      athlete_id: ids[side],
      score: tally.round_scores[round - 1] ?? 0,
      round_scores: tally.round_scores,
      rounds_won: won[side],
      penalties: tally.penalties,
      aggression_warnings: tally.aggression,
      takedowns_landed: tally.takedowns_landed,
      takedowns_attempted: tally.takedowns_attempted,
      control_seconds: tally.control_seconds,
      in_control: tally.open !== null && tally.open.round === round,
    };
  };
  const views: LiveEventView[] = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    athlete_id: event.athlete_id,
    round: event.round,
    clock_seconds: event.clock_seconds,
    points: replayed.points.get(event.id) ?? 0,
    undone: event.undone,
    details: event.details,
  }));
  return {
    bout_id: bout.id,
    team_match_id: bout.team_match_id,
    status: bout.status,
    round,
    clock_seconds,
    running: bout.clock.clock_running && clock_seconds < ROUND_SECONDS,
    server_time: now.toISOString(),
    clock_factor: bout.clock_factor,
    athletes: [athlete(0), athlete(1)],
    last_event_id: events.reduce((max, event) => Math.max(max, event.id), 0),
    events: views,
    rules_version: LIVE_RULES_VERSION,
    golden_score: bout.golden_score ?? false,
    round_started: roundStarted(bout.clock),
    rounds_over: replayed.rounds_over,
    disqualified_id: replayed.disqualified_id,
    result: replayed.result,
  };
}
