// Plausible bout results for generated leagues (the demo and `npm run seed`): methods in the proportions of elite
// no-gi, real techniques, times inside the rounds, and statistics that agree with the result.
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
import type { bouts } from "../schema.ts";
import type { Random } from "./random.ts";

export type BoutInsert = typeof bouts.$inferInsert;

export const SUBMISSIONS = [
  "Rear-naked choke",
  "Heel hook",
  "Arm-triangle choke",
  "Guillotine choke",
  "Kimura",
  "Armbar",
  "D'Arce choke",
  "Triangle choke",
  "Straight ankle lock",
  "Kneebar",
] as const;

/** The result part of a completed bout won by side a (`aWins`) or b; a small share are draws. */
export function makeBoutResult(
  random: Random,
  aWins: boolean,
): Omit<
  BoutInsert,
  | "team_match_id"
  | "bout_order"
  | "weight_class"
  | "athlete_a_id"
  | "athlete_b_id"
  | "team_a_id"
  | "team_b_id"
  | "fought_at"
> {
  const roll = random.next();
  const method: BoutMethod =
    roll < 0.42 ? "submission" : roll < 0.76 ? "points" : roll < 0.93 ? "decision" : roll < 0.96 ? "dq" : "draw";
  const finished = method === "submission" || method === "dq";
  const round = finished ? random.int(1, 3) : 3;
  const time_seconds = finished ? random.int(25, 299) : 300;
  const winnerScore = method === "draw" ? random.int(0, 6) : random.int(method === "points" ? 2 : 0, 11);
  const loserScore =
    method === "draw"
      ? winnerScore
      : method === "points"
        ? random.int(0, Math.max(0, winnerScore - 1))
        : random.int(0, 4);
  const side = () => {
    const attempted = random.int(0, 5);
    return {
      attempted,
      landed: random.int(0, attempted),
      control: random.int(0, 150),
      first: random.next() < 0.8 ? random.int(5, (round - 1) * 300 + time_seconds) : null,
    };
  };
  const winner = side();
  const loser = side();
  const [a, b] = aWins ? [winner, loser] : [loser, winner];
  const [scoreA, scoreB] = aWins ? [winnerScore, loserScore] : [loserScore, winnerScore];
  return {
    status: "completed",
    method,
    technique: method === "submission" ? random.pick(SUBMISSIONS) : null,
    round,
    time_seconds,
    score_a: scoreA,
    score_b: scoreB,
    takedowns_landed_a: a.landed,
    takedowns_attempted_a: a.attempted,
    takedowns_landed_b: b.landed,
    takedowns_attempted_b: b.attempted,
    control_seconds_a: a.control,
    control_seconds_b: b.control,
    // Only someone who scored has a first-score time.
    first_score_seconds_a: scoreA > 0 ? (a.first ?? random.int(5, 120)) : null,
    first_score_seconds_b: scoreB > 0 ? (b.first ?? random.int(5, 120)) : null,
  };
}
