// The team match win probability beside the team score: each bout left is won by the home side with the Elo expected
// score of its athletes (app/lib/results/elo.ts); the match goes to the first side to BOUTS_TO_WIN_TEAM_MATCH bouts.
import { BOUTS_PER_TEAM_MATCH, BOUTS_TO_WIN_TEAM_MATCH } from "../results/constants";
import { expectedScore } from "../results/elo";

export interface MatchOdds {
  home: number;
  away: number;
}

/**
 * P(each side reaches `toWin` bout wins) given the wins so far and, for each bout left in order, the home side's
 * chance of winning it. A bout's loss is the other side's win (draws are rare enough to leave out of the odds);
 * bouts that cannot change the outcome are not fought. If neither side can reach `toWin`, both are 0.
 */
export function teamMatchOdds(
  homeWins: number,
  awayWins: number,
  boutsLeft: readonly number[],
  toWin = BOUTS_TO_WIN_TEAM_MATCH,
): MatchOdds {
  if (homeWins >= toWin) return { home: 1, away: 0 };
  if (awayWins >= toWin) return { home: 0, away: 1 };
  if (boutsLeft.length === 0) return { home: 0, away: 0 };
  const [p, ...rest] = boutsLeft as [number, ...number[]];
  const win = teamMatchOdds(homeWins + 1, awayWins, rest, toWin);
  const loss = teamMatchOdds(homeWins, awayWins + 1, rest, toWin);
  return { home: p * win.home + (1 - p) * loss.home, away: p * win.away + (1 - p) * loss.away };
}

export interface LineupBout {
  home_rating: number;
  away_rating: number;
  /** The bout on the mat: the home athlete's live chance (bout-win-probability.ts), used instead of the ratings'. */
  home_chance?: number | null;
  /** "home" / "away" once decided, "none" for a bout that ended without a winner, null while not decided. */
  won_by: "home" | "away" | "none" | null;
}

/** Odds from the announced lineup; bouts not yet announced count as even (0.5). */
export function lineupOdds(bouts: readonly LineupBout[], total = BOUTS_PER_TEAM_MATCH): MatchOdds {
  const homeWins = bouts.filter((bout) => bout.won_by === "home").length;
  const awayWins = bouts.filter((bout) => bout.won_by === "away").length;
  const left = bouts
    .filter((bout) => bout.won_by === null)
    .map((bout) => bout.home_chance ?? expectedScore(bout.home_rating, bout.away_rating));
  const unannounced = Math.max(0, total - bouts.length);
  return teamMatchOdds(homeWins, awayWins, [...left, ...Array.from({ length: unannounced }, () => 0.5)]);
}

/** The odds before the first bout: every bout undecided, with the ratings the athletes brought into it. */
export const preMatchOdds = (bouts: readonly LineupBout[], total = BOUTS_PER_TEAM_MATCH) =>
  lineupOdds(
    bouts.map((bout) => ({ ...bout, won_by: null })),
    total,
  );

/** A bout of a card as the odds need it: its athletes' ratings, its result, and while on the mat its live chance. */
export interface OddsBout {
  exhibition: boolean;
  status: string;
  winner_id: string | null;
  athletes: readonly [{ id: string; rating: number }, { id: string; rating: number }];
  /** The home athlete's live chance while the bout is on the mat (its state's `win_probability.a`). */
  live_chance?: number | null;
}

/** The team match odds from its card now: decided bouts count, the bout on the mat at its live chance, the rest by rating. */
export function cardOdds(bouts: readonly OddsBout[], total = BOUTS_PER_TEAM_MATCH): MatchOdds {
  return lineupOdds(
    bouts
      .filter((bout) => !bout.exhibition)
      .map((bout) => ({
        home_rating: bout.athletes[0].rating,
        away_rating: bout.athletes[1].rating,
        home_chance: bout.status === "completed" ? null : bout.live_chance,
        won_by:
          bout.status !== "completed"
            ? null
            : bout.winner_id === bout.athletes[0].id
              ? "home"
              : bout.winner_id === bout.athletes[1].id
                ? "away"
                : "none",
      })),
    total,
  );
}
