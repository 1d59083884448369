import { z } from "zod";
import { WEIGHT_CLASSES } from "../../app/lib/league-constants.ts";
import { searchQuery } from "../../app/lib/schemas/safe-text.ts";
import { db } from "../db/database.server.ts";
import { getAthlete, listAthletes } from "../league/athletes-queries.server.ts";
import { AthleteOut } from "../league/entities/athlete-entity.server.ts";
import { TeamOut } from "../league/entities/team-entity.server.ts";
import { entityGetOperation, entityListOperation } from "./entity-operations.server.ts";
import { PageQuery } from "./schemas.server.ts";

/** Reads name the athlete's team instead of its id. */
export const TeamRef = TeamOut.pick({ id: true, name: true, name_ru: true }).nullable();
const seconds = { description: "Seconds." };
/** The rating's uncertainty (app/lib/ratings/deviation.ts; docs/results-and-ratings.md). */
const RatingUncertainty = {
  rating_deviation: z.int().meta({
    description:
      "How unsure rating_elo is, in rating points (a Glicko-style deviation from the rated league bouts and the time since the last: 350 with none, 45 at the least); the band is rating_elo ± rating_deviation.",
  }),
  rated_bouts: z.int().meta({ description: "Rated league bouts (the prior record is not counted)." }),
  provisional: z
    .boolean()
    .meta({ description: "True while the athlete has fewer than 5 rated league bouts: the rating is provisional." }),
};
const Athlete = AthleteOut.omit({ team_id: true }).extend({
  ...RatingUncertainty,
  country: AthleteOut.shape.country.meta({ description: "ISO 3166-1 alpha-3 code." }),
  team: TeamRef,
  control_time_total: AthleteOut.shape.control_time_total.meta(seconds),
  bio_short_ru: AthleteOut.shape.bio_short_ru.meta({
    description: "Russian short bio, or null: Russian pages fall back to `bio_short`.",
  }),
  avg_time_to_score: AthleteOut.shape.avg_time_to_score.meta(seconds),
});
const AthleteSummary = Athlete.pick({
  id: true,
  full_name: true,
  full_name_ru: true,
  country: true,
  weight_class: true,
  team: true,
  photo_url: true,
  wins: true,
  losses: true,
  total_matches: true,
  submissions_for: true,
  takedown_defense_percent: true,
  control_time_total: true,
  rating_elo: true,
  rating_deviation: true,
  rated_bouts: true,
  provisional: true,
  style_background: true,
});

const AthleteQuery = PageQuery.extend({
  q: searchQuery(100).optional().meta({
    description:
      'Part of the name in either script: «Рахимов» finds Rakhimov and "Yamamoto" finds «Ямамото»; spelling variants (kh/h, y/j/i, e/ё) and a small typo still match (docs/i18n.md: names and search).',
  }),
  country: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  team_id: z.uuid().optional(),
  weight_class: z.enum(WEIGHT_CLASSES).optional(),
});

export const athleteOperations = [
  entityListOperation("athlete", {
    summary: "List athletes with their team",
    description: "Ordered by rating_elo descending (then name).",
    found: "One page of athletes.",
    item: AthleteSummary,
    query: AthleteQuery,
    list: ({ page, limit, q, country, team_id, weight_class }) =>
      listAthletes(db, { page, limit, q, country, teamId: team_id, weightClass: weight_class }),
  }),
  entityGetOperation("athlete", {
    summary: "One athlete with their team",
    found: "The athlete.",
    output: Athlete,
    read: (id) => getAthlete(db, id),
  }),
];
