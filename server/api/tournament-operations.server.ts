import { z } from "zod";
import { db } from "../db/database.server.ts";
import { searchQuery } from "../../app/lib/schemas/safe-text.ts";
import { TournamentOut } from "../league/entities/tournament-entity.server.ts";
import { getTournament, listTournaments, listUpcomingTournaments } from "../league/tournaments-queries.server.ts";
import { entityGetOperation, entityListOperation } from "./entity-operations.server.ts";
import { operation } from "./operation.server.ts";
import { MAX_PAGE_SIZE, PageQuery } from "./schemas.server.ts";

const TAG = "Tournaments";
const TournamentSummary = TournamentOut.pick({
  id: true,
  title: true,
  title_ru: true,
  event_date: true,
  time_zone: true,
  location_city: true,
  location_country: true,
  status: true,
  image_url: true,
});
const ListQuery = PageQuery.extend({
  q: searchQuery(200).optional().meta({ description: "Case-insensitive substring of the title, city or country." }),
  tab: z
    .enum(["all", "upcoming", "past"])
    .default("all")
    .meta({ description: "upcoming: today or later at the venue; past: before." }),
});
const UpcomingQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(3) });

export const tournamentOperations = [
  entityListOperation("tournament", {
    summary: "List tournaments",
    description: "Ordered by event_date ascending (the past tab: latest first).",
    found: "One page of tournaments.",
    item: TournamentSummary,
    query: ListQuery,
    async list({ page, limit, q, tab }) {
      const result = await listTournaments(db, { q, tab, page, pageSize: limit });
      // The calendar clamps to its last page; the API answers an empty page past the end instead.
      return { items: page > result.pageCount ? [] : result.items, total: result.total };
    },
  }),
  operation({
    operationId: "listUpcomingTournaments",
    method: "get",
    path: "/tournaments/upcoming",
    tag: TAG,
    summary: "The soonest upcoming tournaments",
    description:
      "Event date today or later at the venue (a live event today included, as on the calendar's Upcoming tab), ascending (the home page shows 3).",
    access: "public",
    query: UpcomingQuery,
    responses: {
      200: { description: "Upcoming tournaments.", schema: z.object({ items: z.array(TournamentSummary) }) },
    },
    async handler({ c, query }) {
      return c.json({ items: await listUpcomingTournaments(db, { limit: query.limit }) });
    },
  }),
  entityGetOperation("tournament", {
    summary: "One tournament",
    found: "The tournament.",
    output: TournamentOut,
    read: (id) => getTournament(db, id),
  }),
];
