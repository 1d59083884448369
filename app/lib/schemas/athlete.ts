import { z } from "zod";
import { ISO_ALPHA3_CODES } from "~/lib/flags";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import { optionalName, optionalText, optionalWebUrl, requiredName } from "./fields";
import { safeString } from "./safe-text";
import { optionalDecimal, optionalWholeNumber, wholeNumber } from "./numbers";

const TOO_LONG = "admin:validation.tooLong";
const COUNT = "admin:validation.count";
/** Ranges a real grappler fits in; the database checks the counts and their relations too. */
export const ATHLETE_LIMITS = {
  count: 100_000,
  height: [120, 230],
  reach: [120, 250],
  elo: [0, 4000],
  controlTime: 10_000_000,
  avgTimeToScore: 3600,
  styles: 12,
  styleLength: 40,
} as const;

const COUNTRY_CODES = new Set(ISO_ALPHA3_CODES);

export const StyleBackgroundSchema = z
  .array(
    safeString("admin:validation.controlCharacters")
      .trim()
      .min(1)
      .max(ATHLETE_LIMITS.styleLength, { error: "admin:validation.styleTooLong" }),
  )
  .max(ATHLETE_LIMITS.styles, { error: "admin:validation.tooManyStyles" })
  .default([])
  .transform((styles) => [...new Set(styles)])
  .meta({ description: "Grappling styles, e.g. Wrestling, BJJ, Judo." });

export const AthleteInputSchema = z
  .object({
    full_name: requiredName(120, "admin:validation.fullNameRequired", TOO_LONG).meta({
      description: "The name in Latin letters, as English pages show it.",
    }),
    full_name_ru: optionalName(120, TOO_LONG).meta({
      description: "The name in Cyrillic, as Russian pages show it; /ru pages fall back to `full_name` when empty.",
    }),
    country: z
      .string({ error: "admin:validation.countryCode" })
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.has(code), { error: "admin:validation.countryCode" })
      .meta({ description: "ISO 3166-1 alpha-3 code.", examples: ["KAZ"] }),
    weight_class: z.enum(WEIGHT_CLASSES, { error: "admin:validation.weightClass" }),
    team_id: z
      .union([z.uuid({ error: "admin:validation.team" }), z.literal(""), z.null()])
      .optional()
      .transform((value) => (value ? value : null))
      .meta({ description: "The athlete's team; null or empty for a free agent." }),
    photo_url: optionalWebUrl("admin:validation.url"),
    wins: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    losses: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    total_matches: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    submissions_for: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    submissions_against: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    takedowns_scored: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    takedown_defense_percent: optionalDecimal(0, 100, "admin:validation.percent"),
    control_time_total: wholeNumber(0, ATHLETE_LIMITS.controlTime, COUNT).meta({ description: "Seconds." }),
    rating_elo: wholeNumber(ATHLETE_LIMITS.elo[0], ATHLETE_LIMITS.elo[1], "admin:validation.elo", 1500),
    style_background: StyleBackgroundSchema,
    bio_short: optionalText(1_000, TOO_LONG, { multiline: true }),
    bio_short_ru: optionalText(1_000, TOO_LONG, { multiline: true }).meta({
      description: "Russian short bio; /ru pages fall back to `bio_short` when empty.",
    }),
    height_cm: optionalWholeNumber(ATHLETE_LIMITS.height[0], ATHLETE_LIMITS.height[1], "admin:validation.height"),
    reach_cm: optionalWholeNumber(ATHLETE_LIMITS.reach[0], ATHLETE_LIMITS.reach[1], "admin:validation.reach"),
    stance: optionalText(40, TOO_LONG),
    win_streak: wholeNumber(0, ATHLETE_LIMITS.count, COUNT),
    rank_bjj: optionalText(40, TOO_LONG),
    avg_time_to_score: optionalDecimal(0, ATHLETE_LIMITS.avgTimeToScore, "admin:validation.seconds").meta({
      description: "Seconds.",
    }),
  })
  .superRefine((athlete, ctx) => {
    // Zod runs this even when a count itself is invalid: compare only counts that passed their own check.
    const counts = [athlete.wins, athlete.losses, athlete.total_matches, athlete.submissions_for, athlete.win_streak];
    if (!counts.every((count) => Number.isInteger(count) && count >= 0)) return;
    if (athlete.wins + athlete.losses > athlete.total_matches)
      ctx.addIssue({ code: "custom", path: ["total_matches"], message: "admin:validation.recordExceedsMatches" });
    if (athlete.submissions_for > athlete.wins)
      ctx.addIssue({ code: "custom", path: ["submissions_for"], message: "admin:validation.submissionsExceedWins" });
    if (athlete.win_streak > athlete.wins)
      ctx.addIssue({ code: "custom", path: ["win_streak"], message: "admin:validation.streakExceedsWins" });
  })
  .meta({ description: "An athlete as the admin form, the CSV import and the API accept it." });

export type AthleteInput = z.output<typeof AthleteInputSchema>;
export type AthleteFormValues = z.input<typeof AthleteInputSchema>;
