import { TournamentInputSchema } from "../schemas/tournament";
import { defineEntity } from "./define-entity";

export const tournamentEntity = defineEntity({
  name: "tournament",
  plural: "tournaments",
  schema: TournamentInputSchema,
  sorts: { date: "desc", title: "asc", status: "asc", updated: "desc" },
  csv: {
    kind: "tournaments",
    // The start is the venue's wall time, read in `time_zone`.
    columns: [
      "id",
      "title",
      "title_ru",
      "event_date",
      "time_zone",
      "status",
      "location_city",
      "location_country",
      "image_url",
      "description",
      "description_ru",
      "champion_team",
      "runner_up_team",
      "broadcast_url",
      "broadcast_started_at",
      "prize_pool",
      "prize_pool_ru",
      "venue_details",
      "venue_details_ru",
      "rules_pdf_url",
    ],
    required: ["title", "event_date", "location_city", "location_country"],
    preview: ["title", "event_date", "time_zone", "status", "location_city", "location_country"],
  },
});
