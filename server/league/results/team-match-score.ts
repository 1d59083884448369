// A team match's score, winner, status and each bout's place on the mat follow from its bouts: first to two bout wins.
// Never stored as typed, never guessed by a page: the tournament page, /live, the home page, the API and the writes
// (which keep team_matches.status in step) all read them from here.
import { BOUTS_TO_WIN_TEAM_MATCH, type MatchStatus } from "../../../app/lib/results/constants.ts";

export interface ScoredBout {
  status: string;
  exhibition: boolean;
  winner_id: string | null;
  athlete_a_id: string;
}

/** Bouts won by the home (a) and away (b) side; exhibitions count for the athletes, not the team score. */
export function teamMatchScore(bouts: readonly ScoredBout[]) {
  let home = 0;
  let away = 0;
  for (const bout of bouts) {
    if (bout.status !== "completed" || bout.exhibition || !bout.winner_id) continue;
    if (bout.winner_id === bout.athlete_a_id) home++;
    else away++;
  }
  const winner = home >= BOUTS_TO_WIN_TEAM_MATCH ? "home" : away >= BOUTS_TO_WIN_TEAM_MATCH ? "away" : null;
  return { home, away, winner } as const;
}

/**
 * Where a bout stands for a fan: fought (`completed`), `on_the_mat` (exactly one at a time), `up_next` (the one after
 * it, or the first still to fight between bouts), `later`, or `not_needed` (a counted bout left when the match was
 * already decided).
 */
export const BOUT_STAGES = ["completed", "on_the_mat", "up_next", "later", "not_needed"] as const;
export type BoutStage = (typeof BOUT_STAGES)[number];

export interface ProgressBout extends ScoredBout {
  bout_order: number;
}

export interface TeamMatchProgress {
  score: { home: number; away: number };
  winner: "home" | "away" | null;
  /** Live from its first bout's start until it is decided; completed once decided, even if an exhibition follows. */
  status: MatchStatus;
  /**
   * A bout of it is on the mat now: fans follow it (on /live, the tournament's live card, the home page's lead) whatever
   * the status, so a decided match's exhibition is watched too.
   */
  on_the_mat: boolean;
  /** Each bout's stage, in the order the bouts were given. */
  stages: BoutStage[];
}

const started = (bout: ScoredBout) => bout.status === "live" || bout.status === "completed";

/** The whole picture of one team match from its bouts (any order; stages come back in the order given). */
export function teamMatchProgress(bouts: readonly ProgressBout[]): TeamMatchProgress {
  const score = teamMatchScore(bouts);
  const status: MatchStatus = score.winner ? "completed" : bouts.some(started) ? "live" : "scheduled";
  const stages = new Map<ProgressBout, BoutStage>();
  const ordered = [...bouts].sort((x, y) => x.bout_order - y.bout_order);
  const onTheMat = ordered.find((bout) => bout.status === "live");
  let waiting = 0;
  for (const bout of ordered) {
    if (bout.status === "completed") stages.set(bout, "completed");
    else if (bout === onTheMat) stages.set(bout, "on_the_mat");
    else if (score.winner && !bout.exhibition) stages.set(bout, "not_needed");
    else stages.set(bout, waiting++ === 0 ? "up_next" : "later");
  }
  return {
    score: { home: score.home, away: score.away },
    winner: score.winner,
    status,
    on_the_mat: onTheMat !== undefined,
    stages: bouts.map((bout) => stages.get(bout)!),
  };
}
