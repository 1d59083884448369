// How a team match is decided: bout wins, and when the three bouts leave it level, the tie-break ladder (on /rules).

/** The steps of the ladder, in order, after the bouts themselves. */
export const TIE_BREAK_STEPS = ["submissions", "penalties", "points", "tie_break_bout"] as const;
export type TieBreakStep = (typeof TIE_BREAK_STEPS)[number];
export const DECIDED_BY = ["bouts", ...TIE_BREAK_STEPS] as const;
export type DecidedBy = (typeof DECIDED_BY)[number];

/** The bouts of a best-of-three team match. Bouts 4 and later that are not exhibitions are the tie-break bout. */
export const REGULAR_BOUTS = 3;
const TO_WIN = 2;

/**
 * The tie-break bout: a non-exhibition bout after the three regular ones. The bout checks accept one only when it is
 * due (`needsTieBreakBout`), so its place on the card is enough to know it is fought in golden score.
 */
export const isTieBreakBout = (bout: { bout_order: number; exhibition: boolean }) =>
  !bout.exhibition && bout.bout_order > REGULAR_BOUTS;

export type Side = "home" | "away";

/** A bout as the ladder reads it: its side totals (home = side a) and the side that won, if any. */
export interface DecisionBout {
  bout_order: number;
  exhibition: boolean;
  completed: boolean;
  winner: Side | null;
  submission: boolean;
  points: { home: number; away: number };
  /** Penalty points given away (a positive count). */
  penalties: { home: number; away: number };
}

export interface Decision {
  winner: Side | null;
  decided_by: DecidedBy | null;
  /** Bout wins among the three regular bouts. */
  score: { home: number; away: number };
}

const compare = (home: number, away: number): Side | null => (home > away ? "home" : away > home ? "away" : null);

/**
 * First to two bout wins; after all three regular bouts, more bout wins; when level (1–1 with a draw, 0–0), in order:
 * more wins by submission, fewer penalty points, more points scored, then the tie-break bout (golden score, first
 * score wins). Undecided (null) until a step separates the teams.
 */
export function decideTeamMatch(bouts: readonly DecisionBout[]): Decision {
  const regular = bouts.filter((bout) => !bout.exhibition && bout.bout_order <= REGULAR_BOUTS);
  const done = regular.filter((bout) => bout.completed);
  const score = { home: 0, away: 0 };
  const tally = { subs: { home: 0, away: 0 }, penalties: { home: 0, away: 0 }, points: { home: 0, away: 0 } };
  for (const bout of done) {
    if (bout.winner) score[bout.winner]++;
    if (bout.winner && bout.submission) tally.subs[bout.winner]++;
    tally.penalties.home += bout.penalties.home;
    tally.penalties.away += bout.penalties.away;
    tally.points.home += bout.points.home;
    tally.points.away += bout.points.away;
  }
  if (score.home >= TO_WIN || score.away >= TO_WIN)
    return { winner: score.home > score.away ? "home" : "away", decided_by: "bouts", score };
  if (done.length < REGULAR_BOUTS) return { winner: null, decided_by: null, score };
  const byBouts = compare(score.home, score.away);
  if (byBouts) return { winner: byBouts, decided_by: "bouts", score };
  const steps: [TieBreakStep, Side | null][] = [
    ["submissions", compare(tally.subs.home, tally.subs.away)],
    // Fewer is better: compared the other way round.
    ["penalties", compare(tally.penalties.away, tally.penalties.home)],
    ["points", compare(tally.points.home, tally.points.away)],
  ];
  for (const [step, winner] of steps) if (winner) return { winner, decided_by: step, score };
  const tieBreak = bouts.find(
    (bout) => !bout.exhibition && bout.bout_order > REGULAR_BOUTS && bout.completed && bout.winner,
  );
  return tieBreak
    ? { winner: tieBreak.winner, decided_by: "tie_break_bout", score }
    : { winner: null, decided_by: null, score };
}

/** Whether a tie-break bout may be recorded: the three bouts are done and every earlier step left the teams level. */
export function needsTieBreakBout(bouts: readonly DecisionBout[]): boolean {
  const regularOnly = bouts.filter((bout) => bout.exhibition || bout.bout_order <= REGULAR_BOUTS);
  const decision = decideTeamMatch(regularOnly);
  return (
    decision.winner === null && regularOnly.filter((bout) => !bout.exhibition && bout.completed).length >= REGULAR_BOUTS
  );
}
