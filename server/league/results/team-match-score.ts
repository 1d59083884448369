// A team match's score and winner follow from its bouts: first to two bout wins. Never stored, never typed.
import { BOUTS_TO_WIN_TEAM_MATCH } from "../../../app/lib/results/constants.ts";

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
