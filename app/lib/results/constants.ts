// The results model's vocabulary, shared by the database schema, the forms, the API and the pages.

/** Where a team match sits on a tournament's card. */
export const TEAM_MATCH_STAGES = [
  "round_robin",
  "round_of_64",
  "round_of_32",
  "round_of_16",
  "quarterfinal",
  "semifinal",
  "final",
  "superfight",
] as const;
export type TeamMatchStage = (typeof TEAM_MATCH_STAGES)[number];

/** Team matches and bouts: on the card, on the mat, done. */
export const MATCH_STATUSES = ["scheduled", "live", "completed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * How a bout ended. `submission`, `points`, `decision` and `dq` have a winner; `forfeit` has a winner but is not rated;
 * `draw` and `no_contest` have none; `cancelled` was not fought.
 */
export const BOUT_METHODS = [
  "submission",
  "points",
  "decision",
  "dq",
  "draw",
  "no_contest",
  "forfeit",
  "cancelled",
] as const;
export type BoutMethod = (typeof BOUT_METHODS)[number];
export const METHODS_WITH_WINNER: readonly BoutMethod[] = ["submission", "points", "decision", "dq", "forfeit"];

/** The spec's format: best of three bouts, three rounds of five minutes. */
export const BOUTS_PER_TEAM_MATCH = 3;
export const BOUTS_TO_WIN_TEAM_MATCH = 2;
export const ROUNDS_PER_BOUT = 3;
export const ROUND_SECONDS = 300;
/**
 * A bout's points per athlete: penalties take a total below zero (a −1 before anyone scores), so the bound is the
 * storage's (smallint), far beyond what three five-minute rounds of taps can reach either way.
 */
export const BOUT_SCORE_MIN = -32_768;
export const BOUT_SCORE_MAX = 32_767;
/** In the first two minutes of a round only takedowns and penalties score. */
export const TAKEDOWN_WINDOW_SECONDS = 120;

/** The rules a team match was fought under; results are always recomputed with their own version. */
export const RULES_VERSIONS = ["2026.1"] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];
export const CURRENT_RULES_VERSION: RulesVersion = "2026.1";
