import { AthleteInputSchema } from "../schemas/athlete";
import { defineEntity } from "./define-entity";

/** In CSV files athletes name their team (not its id) and list styles separated by `STYLE_SEPARATOR`. */
export const STYLE_SEPARATOR = ";";

export const athleteEntity = defineEntity({
  name: "athlete",
  plural: "athletes",
  schema: AthleteInputSchema,
  sorts: { elo: "desc", name: "asc", updated: "desc" },
  csv: {
    kind: "athletes",
    columns: [
      "id",
      "full_name",
      "full_name_ru",
      "country",
      "weight_class",
      "team",
      "photo_url",
      "wins",
      "losses",
      "total_matches",
      "submissions_for",
      "submissions_against",
      "takedowns_scored",
      "takedown_defense_percent",
      "control_time_total",
      "rating_elo",
      "style_background",
      "bio_short",
      "bio_short_ru",
      "height_cm",
      "reach_cm",
      "stance",
      "win_streak",
      "rank_bjj",
      "avg_time_to_score",
    ],
    required: ["full_name", "country", "weight_class"],
    preview: ["full_name", "country", "weight_class", "team", "wins", "losses", "total_matches"],
  },
});
