// The live state of a bout as the API (`GET /api/v1/bouts/{id}/live`), the stream and the pages carry it.
// The server computes it from the bout's event log; the browser only renders it (and ticks the clock locally).

export interface LiveAthleteState {
  athlete_id: string;
  /** Points in the current round (the score resets each round). */
  score: number;
  /** Points per round, round 1 first. */
  round_scores: number[];
  rounds_won: number;
  /** Penalty points taken so far (as a positive count) and the aggression-warning ladder step. */
  penalties: number;
  aggression_warnings: number;
  takedowns_landed: number;
  takedowns_attempted: number;
  control_seconds: number;
  /** True while a control segment of this athlete is open. */
  in_control: boolean;
}

export interface LiveEventView {
  id: number;
  kind: string;
  athlete_id: string | null;
  round: number;
  clock_seconds: number;
  points: number;
  undone: boolean;
  details: Record<string, unknown> | null;
}

export interface BoutLiveState {
  bout_id: string;
  team_match_id: string;
  status: "scheduled" | "live" | "completed";
  round: number;
  /** Seconds elapsed in the round at `server_time`. */
  clock_seconds: number;
  running: boolean;
  /** ISO time the state was read on the server: the client ticks the clock from it. */
  server_time: string;
  /** Seconds of round clock per real second (the server's LIVE_CLOCK_FACTOR; 1 at a real event): tick at this rate. */
  clock_factor: number;
  athletes: [LiveAthleteState, LiveAthleteState];
  /** The id of the last event applied (the stream's position). */
  last_event_id: number;
  events: LiveEventView[];
  /** The scoring rules' version (app/lib/live/scoring-rules.ts). */
  rules_version?: string;
  /**
   * The tie-break bout of a level team match, fought in golden score: one period of up to 5:00, the first score wins
   * (the server ends the bout with it). `round_scores` then has one entry.
   */
  golden_score?: boolean;
  /** The clock ran in the current round (it may be paused). */
  round_started?: boolean;
  /** The last round was ended: the bout now ends on points or by decision. */
  rounds_over?: boolean;
  /** A foul disqualified this athlete: the bout waits for the scorekeeper to confirm the DQ finish. */
  disqualified_id?: string | null;
  /** How the bout ended, once finished from the console. */
  result?: LiveResult | null;
  /**
   * Each athlete's chance to win from this moment (app/lib/live/bout-win-probability.ts), starting from the prediction
   * frozen before the bout; null when none was made.
   */
  win_probability?: { a: number; b: number } | null;
}

export interface LiveResult {
  winner_id: string | null;
  method: string;
  technique: string | null;
}
