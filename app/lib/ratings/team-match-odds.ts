// The pre-match odds of a team match from its three bouts' frozen predictions: the probability that each team wins it
// under the league's rules (first to two bout wins; after three bouts, more bout wins; level → the tie-break ladder of
// app/lib/season/tie-break.ts). Stored once, by a trigger, when the third bout's prediction is stored (migration
// `team_match_predictions`, SQL function `team_match_home_chance`, which computes exactly this); never changed after.

/** The model's name and version on every stored team-match prediction. */
export const TEAM_MATCH_MODEL = "team-elo-1";

/**
 * The league's share of drawn bouts, used when a bout's model gives no draw probability (Elo's expected score counts a
 * draw as half a win, so a bout with expected score E is won with E − d/2 and lost with 1 − E − d/2).
 */
export const DRAW_RATE = 0.04;

/** The share of bout wins that are submissions (elite no-gi: 42 % of bouts, 44 % of the wins). */
export const SUBMISSION_SHARE = 0.44;

/** A bout's frozen prediction: side A (the home team's athlete) and, if the model gives one, a draw probability. */
export interface BoutForecast {
  p_a: number;
  p_draw: number | null;
}

export interface BoutOutcomes {
  home: number;
  away: number;
  draw: number;
}

/** Win, loss and draw of the home athlete from a bout's prediction. */
export function boutOutcomes({ p_a, p_draw }: BoutForecast): BoutOutcomes {
  if (p_draw !== null) return { home: p_a, away: Math.max(0, 1 - p_a - p_draw), draw: p_draw };
  const draw = Math.min(DRAW_RATE, 2 * p_a, 2 * (1 - p_a));
  const home = p_a - draw / 2;
  return { home, away: 1 - home - draw, draw };
}

export interface TeamMatchOdds {
  p_home: number;
  p_away: number;
}

/**
 * Every way the three bouts can end (27), each settled by the rules: two bout wins, or more bout wins after three;
 * level (1–1 with a draw, or three draws) goes down the ladder — submission wins first (each side's win is a
 * submission with SUBMISSION_SHARE), and when still level the later steps (penalties, points, the golden-score
 * tie-break bout) go to the home team with its mean expected score over the three bouts. So the odds always add up
 * to 1: a team match always has a winner.
 */
export function teamMatchOdds(bouts: readonly BoutForecast[]): TeamMatchOdds {
  if (bouts.length !== 3) throw new Error("A team match's odds need its three bouts' predictions");
  const outcomes = bouts.map(boutOutcomes);
  // The home team's mean expected score: its chance on the steps after submissions and in the tie-break bout.
  const later = outcomes.reduce((sum, o) => sum + o.home + o.draw / 2, 0) / outcomes.length;
  const s = SUBMISSION_SHARE;
  let home = 0;
  const results = ["home", "away", "draw"] as const;
  for (const first of results)
    for (const second of results)
      for (const third of results) {
        const ends = [first, second, third];
        const p = ends.reduce((product, end, index) => product * outcomes[index]![end], 1);
        const homeWins = ends.filter((end) => end === "home").length;
        const awayWins = ends.filter((end) => end === "away").length;
        if (homeWins > awayWins) home += p;
        else if (homeWins === awayWins) {
          // Level: with one win each, the submissions step separates them unless both or neither won by submission.
          const bySubmissions = homeWins === 1 ? s * (1 - s) : 0;
          const stillLevel = 1 - 2 * bySubmissions;
          home += p * (bySubmissions + stillLevel * later);
        }
      }
  return { p_home: home, p_away: 1 - home };
}
