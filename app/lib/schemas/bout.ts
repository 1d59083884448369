import { z } from "zod";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import {
  BOUT_METHODS,
  BOUT_SCORE_MAX,
  BOUT_SCORE_MIN,
  MATCH_STATUSES,
  METHODS_WITH_WINNER,
  ROUND_SECONDS,
  ROUNDS_PER_BOUT,
} from "~/lib/results/constants";
import { optionalText } from "./fields";
import { optionalWholeNumber, wholeNumber } from "./numbers";

const COUNT = "admin:validation.count";
// Counts go as high as the storage does: the rules put no ceiling on takedowns in a bout.
const side = (description: string) => wholeNumber(0, BOUT_SCORE_MAX, COUNT).meta({ description });
/** Points can go below zero: penalties cost a point whether or not the athlete has any. */
const points = (description: string) =>
  wholeNumber(BOUT_SCORE_MIN, BOUT_SCORE_MAX, "admin:validation.points").meta({ description });
const seconds = (description: string) =>
  wholeNumber(0, ROUND_SECONDS * ROUNDS_PER_BOUT, "admin:validation.seconds").meta({ description });
const optionalId = z
  .union([z.uuid({ error: "admin:validation.winner" }), z.literal(""), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A bout as the Results tab and the API accept it: side `a` is the home team's athlete, `b` the away team's. A scheduled
 * bout has its two athletes and no result; a completed one has its method, round and time (and a winner unless drawn).
 */
export const BoutInputSchema = z
  .object({
    team_match_id: z
      .uuid({ error: "admin:validation.teamMatch" })
      .meta({ description: "The team match (the path's id on create)." }),
    athlete_a_id: z.uuid({ error: "admin:validation.athlete" }).meta({ description: "The home team's athlete." }),
    athlete_b_id: z.uuid({ error: "admin:validation.athlete" }).meta({ description: "The away team's athlete." }),
    weight_class: z.enum(WEIGHT_CLASSES, { error: "admin:validation.weightClass" }),
    exhibition: z
      .boolean()
      .default(false)
      .meta({ description: "Fought after the team match was decided: counts for the athletes, not the team score." }),
    status: z.enum(MATCH_STATUSES, { error: "admin:validation.status" }).default("completed"),
    winner_id: optionalId.meta({
      description: "athlete_a_id or athlete_b_id; null for a draw, no-contest, cancelled or scheduled bout.",
    }),
    method: z
      .enum(BOUT_METHODS, { error: "admin:validation.method" })
      .nullish()
      .transform((value) => value ?? null),
    technique: optionalText(80, "admin:validation.tooLong").meta({
      description: "The submission, e.g. rear-naked choke.",
    }),
    round: optionalWholeNumber(1, ROUNDS_PER_BOUT, "admin:validation.round"),
    time_seconds: optionalWholeNumber(0, ROUND_SECONDS, "admin:validation.time").meta({
      description: "Seconds into the round when it ended, 0–300.",
    }),
    score_a: points("Points of athlete a over the bout (penalties included: may be negative)."),
    score_b: points("Points of athlete b over the bout (penalties included: may be negative)."),
    takedowns_landed_a: side("Takedowns landed by athlete a."),
    takedowns_attempted_a: side("Takedowns attempted by athlete a."),
    takedowns_landed_b: side("Takedowns landed by athlete b."),
    takedowns_attempted_b: side("Takedowns attempted by athlete b."),
    control_seconds_a: seconds("Control time of athlete a, seconds."),
    control_seconds_b: seconds("Control time of athlete b, seconds."),
    first_score_seconds_a: optionalWholeNumber(0, ROUND_SECONDS * ROUNDS_PER_BOUT, "admin:validation.seconds").meta({
      description: "Seconds from the start to athlete a's first score; null if none.",
    }),
    first_score_seconds_b: optionalWholeNumber(0, ROUND_SECONDS * ROUNDS_PER_BOUT, "admin:validation.seconds").meta({
      description: "Seconds from the start to athlete b's first score; null if none.",
    }),
  })
  .superRefine((bout, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (bout.athlete_a_id === bout.athlete_b_id) issue("athlete_b_id", "admin:validation.sameAthlete");
    if (bout.takedowns_landed_a > bout.takedowns_attempted_a)
      issue("takedowns_landed_a", "admin:validation.takedownsLanded");
    if (bout.takedowns_landed_b > bout.takedowns_attempted_b)
      issue("takedowns_landed_b", "admin:validation.takedownsLanded");
    if (bout.status !== "completed") {
      if (bout.winner_id || bout.method) issue("method", "admin:validation.resultBeforeBout");
      return;
    }
    if (!bout.method) return issue("method", "admin:validation.method");
    const needsWinner = METHODS_WITH_WINNER.includes(bout.method);
    if (needsWinner && bout.winner_id !== bout.athlete_a_id && bout.winner_id !== bout.athlete_b_id)
      issue("winner_id", "admin:validation.winner");
    if (!needsWinner && bout.winner_id) issue("winner_id", "admin:validation.noWinner");
    const fought = bout.method !== "cancelled" && bout.method !== "forfeit";
    if (fought && bout.round === null) issue("round", "admin:validation.round");
    if (fought && bout.time_seconds === null) issue("time_seconds", "admin:validation.time");
  })
  .meta({ description: "A bout: one athlete of each team, and its result once fought." });

export type BoutInput = z.output<typeof BoutInputSchema>;
export type BoutFormValues = z.input<typeof BoutInputSchema>;
