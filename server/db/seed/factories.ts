import { WEIGHT_CLASSES, type WeightClass } from "../../../app/lib/league-constants.ts";
import type { athletes } from "../schema.ts";
import type { Random } from "./random.ts";

export type AthleteInsert = typeof athletes.$inferInsert;

const STYLE_POOL = [
  "BJJ",
  "Wrestling",
  "Judo",
  "Sambo",
  "No-Gi",
  "Freestyle Wrestling",
  "Catch Wrestling",
  "Grappling",
  "Kickboxing",
  "MMA",
  "Muay Thai",
  "Boxing",
] as const;
const STANCES = ["Orthodox", "Southpaw", "Switch"] as const;
const BJJ_RANKS = ["Purple belt", "Brown belt", "Black belt", "Black belt, 2nd degree"] as const;

const HEIGHT_BY_CLASS: Record<WeightClass, [number, number]> = {
  featherweight: [160, 172],
  lightweight: [168, 178],
  middleweight: [174, 184],
  light_heavyweight: [180, 190],
  heavyweight: [185, 198],
};

/** Statistics that agree with each other: wins + losses ≤ matches, submissions ≤ wins, streak ≤ wins. */
export function makeAthleteStats(random: Random, weightClass: WeightClass) {
  const total_matches = random.int(0, 40);
  const draws = total_matches > 4 ? random.int(0, 2) : 0;
  const decided = total_matches - draws;
  const wins = decided === 0 ? 0 : random.int(Math.floor(decided * 0.35), decided);
  const losses = decided - wins;
  const submissions_for = wins === 0 ? 0 : random.int(Math.floor(wins * 0.2), wins);
  const [minHeight, maxHeight] = HEIGHT_BY_CLASS[weightClass];
  const height_cm = random.int(minHeight, maxHeight);
  return {
    total_matches,
    wins,
    losses,
    submissions_for,
    submissions_against: losses === 0 ? 0 : random.int(0, losses),
    takedowns_scored: random.int(0, total_matches * 2),
    takedown_defense_percent: total_matches === 0 ? null : random.int(35, 95),
    control_time_total: total_matches * random.int(30, 260),
    rating_elo: 1350 + wins * 12 - losses * 8 + random.int(0, 120),
    win_streak: wins === 0 ? 0 : random.int(0, Math.min(wins, 9)),
    height_cm,
    reach_cm: height_cm + random.int(-4, 8),
    avg_time_to_score: total_matches === 0 ? null : Math.round((20 + random.next() * 150) * 10) / 10,
  };
}

/** A record of nothing: for athletes whose numbers all come from league bouts. */
export const EMPTY_RECORD = {
  total_matches: 0,
  wins: 0,
  losses: 0,
  submissions_for: 0,
  submissions_against: 0,
  takedowns_scored: 0,
  takedown_defense_percent: null,
  control_time_total: 0,
  rating_elo: 1500,
  win_streak: 0,
  avg_time_to_score: null,
} as const;

export function makeStyleTags(random: Random): string[] {
  const tags = new Set<string>();
  const count = random.int(1, 3);
  while (tags.size < count) tags.add(random.pick(STYLE_POOL));
  return [...tags];
}

export function makeAthlete(
  random: Random,
  base: Pick<AthleteInsert, "full_name" | "country"> & Partial<AthleteInsert>,
): AthleteInsert {
  const weight_class = base.weight_class ?? random.pick(WEIGHT_CLASSES);
  return {
    weight_class,
    ...makeAthleteStats(random, weight_class),
    style_background: makeStyleTags(random),
    stance: random.next() < 0.8 ? random.pick(STANCES) : null,
    rank_bjj: random.next() < 0.7 ? random.pick(BJJ_RANKS) : null,
    ...base,
  };
}
