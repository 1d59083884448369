// Public reads of athletes, teams, sponsors and analytics: thin wrappers over the same domain functions the pages use.
import { z } from "zod";
import { WEIGHT_CLASSES } from "../../app/lib/league-constants.ts";
import { db } from "../db/database.server.ts";
import { getAllLeaders, getLeagueStats, type Leader } from "../league/analytics.server.ts";
import { getAthlete, listAthletes } from "../league/athletes.server.ts";
import { listSponsors } from "../league/sponsors.server.ts";
import { listTeams } from "../league/teams.server.ts";
import { apiError } from "./errors.server.ts";
import { defineOperations } from "./operation.server.ts";
import { ErrorBody, PageQuery, pageOf, Sponsor, type PageQuery as Page } from "./schemas.server.ts";

const TeamRef = z.object({ id: z.uuid(), name: z.string() }).nullable();
const Team = z.object({ id: z.uuid(), name: z.string() });

const AthleteSummary = z.object({
  id: z.uuid(),
  full_name: z.string(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-3 code." }),
  weight_class: z.enum(WEIGHT_CLASSES),
  team: TeamRef,
  photo_url: z.string().nullable(),
  wins: z.int(),
  losses: z.int(),
  total_matches: z.int(),
  submissions_for: z.int(),
  takedown_defense_percent: z.number().nullable(),
  control_time_total: z.int().meta({ description: "Seconds." }),
  rating_elo: z.int(),
  style_background: z.array(z.string()),
});

const Athlete = AthleteSummary.extend({
  submissions_against: z.int(),
  takedowns_scored: z.int(),
  bio_short: z.string().nullable(),
  bio_short_ru: z.string().nullable().meta({ description: "Russian short bio, or null: Russian pages fall back to `bio_short`." }),
  height_cm: z.int().nullable(),
  reach_cm: z.int().nullable(),
  stance: z.string().nullable(),
  win_streak: z.int(),
  rank_bjj: z.string().nullable(),
  avg_time_to_score: z.number().nullable().meta({ description: "Seconds." }),
});

const LeaderEntry = z.object({
  id: z.uuid(),
  full_name: z.string(),
  country: z.string(),
  team: TeamRef,
  rating_elo: z.int(),
  wins: z.int(),
  total_matches: z.int(),
  submissions_for: z.int(),
  control_time_total: z.int(),
});
const Leaders = z.object({ elo: z.array(LeaderEntry), submissions: z.array(LeaderEntry), win_rate: z.array(LeaderEntry), control_time: z.array(LeaderEntry) });

const LeagueStats = z.object({
  athletes: z.int(),
  tournaments: z.int(),
  submissions: z.int(),
  matches: z.int(),
  submission_rate: z.number().meta({ description: "submissions / matches × 100, one decimal; 0 without matches." }),
});

const AthleteQuery = PageQuery.extend({
  q: z.string().max(100).optional().meta({ description: "Case-insensitive substring of the full name." }),
  country: z.string().regex(/^[A-Z]{3}$/).optional(),
  team_id: z.uuid().optional(),
  weight_class: z.enum(WEIGHT_CLASSES).optional(),
});

/** Short lists (sponsors, teams) are read whole and paged here, with the same answer shape as every list. */
const pageInMemory = <T>(rows: T[], { page, limit }: Page) => ({ items: rows.slice((page - 1) * limit, page * limit), total: rows.length });

const withoutTimestamps = <T extends object>(row: T) => {
  const { created_at: _created, updated_at: _updated, ...rest } = row as T & { created_at?: unknown; updated_at?: unknown };
  return rest;
};

export const leagueReadOperations = defineOperations([
  {
    operationId: "listAthletes",
    method: "get",
    path: "/athletes",
    tag: "Athletes",
    summary: "List athletes with their team",
    description: "Ordered by rating_elo descending (then name).",
    access: "public",
    query: AthleteQuery,
    responses: { 200: { description: "One page of athletes.", schema: pageOf(AthleteSummary) } },
    async handler({ c, query }) {
      const { page, limit, q, country, team_id, weight_class } = query as z.output<typeof AthleteQuery>;
      return c.json(await listAthletes(db, { page, limit, q, country, teamId: team_id, weightClass: weight_class }));
    },
  },
  {
    operationId: "getAthlete",
    method: "get",
    path: "/athletes/{id}",
    tag: "Athletes",
    summary: "One athlete with their team",
    access: "public",
    uuidParams: ["id"],
    responses: { 200: { description: "The athlete.", schema: Athlete }, 404: { description: "No athlete with this id.", schema: ErrorBody } },
    async handler({ c, params }) {
      const athlete = await getAthlete(db, params.id!);
      return athlete ? c.json(withoutTimestamps(athlete)) : apiError(c, 404, "Athlete not found");
    },
  },
  {
    operationId: "listTeams",
    method: "get",
    path: "/teams",
    tag: "Teams",
    summary: "List teams",
    description: "Ordered by name.",
    access: "public",
    query: PageQuery,
    responses: { 200: { description: "One page of teams.", schema: pageOf(Team) } },
    async handler({ c, query }) {
      return c.json(pageInMemory(await listTeams(db), query as Page));
    },
  },
  {
    operationId: "listSponsors",
    method: "get",
    path: "/sponsors",
    tag: "Sponsors",
    summary: "List sponsors",
    description: "Ordered by display_order ascending.",
    access: "public",
    query: PageQuery,
    responses: { 200: { description: "One page of sponsors.", schema: pageOf(Sponsor) } },
    async handler({ c, query }) {
      return c.json(pageInMemory(await listSponsors(db), query as Page));
    },
  },
  {
    operationId: "getLeaders",
    method: "get",
    path: "/analytics/leaders",
    tag: "Analytics",
    summary: "The four top-5 lists",
    description: "By ELO, submissions, win rate (athletes with more than 3 matches) and control time.",
    access: "public",
    responses: { 200: { description: "The leaders.", schema: Leaders } },
    async handler({ c }) {
      const lists: Record<string, Leader[]> = await getAllLeaders(db);
      return c.json({ elo: lists.elo, submissions: lists.submissions, win_rate: lists.winRate, control_time: lists.controlTime });
    },
  },
  {
    operationId: "getLeagueStats",
    method: "get",
    path: "/analytics/stats",
    tag: "Analytics",
    summary: "League totals",
    access: "public",
    responses: { 200: { description: "Totals and the league submission rate.", schema: LeagueStats } },
    async handler({ c }) {
      const stats = await getLeagueStats(db);
      const submissionRate = stats.matches > 0 ? Math.round((stats.submissions / stats.matches) * 1000) / 10 : 0;
      return c.json({ ...stats, submission_rate: submissionRate });
    },
  },
]);
