import { z } from "zod";
import { TournamentInputSchema } from "../../app/lib/schemas/tournament.ts";
import { db } from "../db/database.server.ts";
import { createTournament, deleteTournament, updateTournament } from "../league/tournament-writes.server.ts";
import { getTournament, listTournaments, listUpcomingTournaments } from "../league/tournaments.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, defineOperations } from "./operation.server.ts";
import { ErrorBody, MAX_PAGE_SIZE, PageQuery, pageOf, Tournament, TournamentSummary, withoutTimestamps, type PageQuery as Page } from "./schemas.server.ts";

const TAG = "Tournaments";
const notFound = { description: "No tournament with this id.", schema: ErrorBody };
const ListQuery = PageQuery.extend({
  q: z.string().max(200).optional().meta({ description: "Case-insensitive substring of the title, city or country." }),
  tab: z.enum(["all", "upcoming", "past"]).default("all").meta({ description: "upcoming: today or later at the venue; past: before." }),
});
const UpcomingQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(3) });

export const tournamentOperations = defineOperations([
  {
    operationId: "listTournaments",
    method: "get",
    path: "/tournaments",
    tag: TAG,
    summary: "List tournaments",
    description: "Ordered by event_date ascending (the past tab: latest first).",
    access: "public",
    query: ListQuery,
    responses: { 200: { description: "One page of tournaments.", schema: pageOf(TournamentSummary) } },
    async handler({ c, query }) {
      const { page, limit, q, tab } = query as Page & z.output<typeof ListQuery>;
      const result = await listTournaments(db, { q, tab, page, pageSize: limit });
      // The calendar clamps to its last page; the API answers an empty page past the end instead.
      const items = page > result.pageCount ? [] : result.items;
      return c.json({ items, total: result.total });
    },
  },
  {
    operationId: "listUpcomingTournaments",
    method: "get",
    path: "/tournaments/upcoming",
    tag: TAG,
    summary: "The soonest upcoming tournaments",
    description: "Status upcoming and event date today or later, ascending (the home page shows 3).",
    access: "public",
    query: UpcomingQuery,
    responses: { 200: { description: "Upcoming tournaments.", schema: z.object({ items: z.array(TournamentSummary) }) } },
    async handler({ c, query }) {
      const { limit } = query as z.output<typeof UpcomingQuery>;
      return c.json({ items: await listUpcomingTournaments(db, { limit }) });
    },
  },
  {
    operationId: "getTournament",
    method: "get",
    path: "/tournaments/{id}",
    tag: TAG,
    summary: "One tournament",
    access: "public",
    uuidParams: ["id"],
    responses: { 200: { description: "The tournament.", schema: Tournament }, 404: notFound },
    async handler({ c, params }) {
      const row = await getTournament(db, params.id!);
      return row ? c.json(row) : apiError(c, 404, "Tournament not found");
    },
  },
  {
    operationId: "createTournament",
    method: "post",
    path: "/tournaments",
    tag: TAG,
    summary: "Add a tournament",
    access: "admin",
    body: TournamentInputSchema,
    responses: { 201: { description: "The tournament as stored.", schema: Tournament } },
    async handler({ c, body, user }) {
      const row = await createTournament(db, body as z.output<typeof TournamentInputSchema>, actorOf(user));
      return c.json(withoutTimestamps(row), 201);
    },
  },
  {
    operationId: "updateTournament",
    method: "put",
    path: "/tournaments/{id}",
    tag: TAG,
    summary: "Replace a tournament's fields",
    access: "admin",
    uuidParams: ["id"],
    body: TournamentInputSchema,
    responses: { 200: { description: "The tournament as stored.", schema: Tournament }, 404: notFound },
    async handler({ c, params, body, user }) {
      const row = await updateTournament(db, params.id!, body as z.output<typeof TournamentInputSchema>, actorOf(user));
      return row ? c.json(withoutTimestamps(row)) : apiError(c, 404, "Tournament not found");
    },
  },
  {
    operationId: "deleteTournament",
    method: "delete",
    path: "/tournaments/{id}",
    tag: TAG,
    summary: "Delete a tournament",
    access: "admin",
    uuidParams: ["id"],
    responses: { 204: { description: "Deleted." }, 404: notFound },
    async handler({ c, params, user }) {
      return (await deleteTournament(db, params.id!, actorOf(user))) ? c.body(null, 204) : apiError(c, 404, "Tournament not found");
    },
  },
]);
