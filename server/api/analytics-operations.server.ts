import { z } from "zod";
import { db } from "../db/database.server.ts";
import { getAllLeaders, getLeagueStats, type Leader } from "../league/analytics.server.ts";
import { AthleteOut } from "../league/entities/athlete-entity.server.ts";
import { TeamRef } from "./athlete-operations.server.ts";
import { operation } from "./operation.server.ts";

const LeaderEntry = AthleteOut.pick({
  id: true,
  full_name: true,
  country: true,
  rating_elo: true,
  wins: true,
  total_matches: true,
  submissions_for: true,
  control_time_total: true,
}).extend({ team: TeamRef });
const Leaders = z.object({
  elo: z.array(LeaderEntry),
  submissions: z.array(LeaderEntry),
  win_rate: z.array(LeaderEntry),
  control_time: z.array(LeaderEntry),
});

const LeagueStats = z.object({
  athletes: z.int(),
  tournaments: z.int(),
  submissions: z.int(),
  matches: z.int(),
  submission_rate: z.number().meta({ description: "submissions / matches × 100, one decimal; 0 without matches." }),
});

/** League-wide figures: public reads without parameters. */
const read = (definition: {
  operationId: string;
  path: `/analytics/${string}`;
  summary: string;
  description?: string;
  found: string;
  schema: z.ZodType;
  answer(): Promise<object>;
}) =>
  operation({
    operationId: definition.operationId,
    method: "get",
    path: definition.path,
    tag: "Analytics",
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    access: "public",
    responses: { 200: { description: definition.found, schema: definition.schema } },
    handler: async ({ c }) => c.json(await definition.answer()),
  });

export const analyticsOperations = [
  read({
    operationId: "getLeaders",
    path: "/analytics/leaders",
    summary: "The four top-5 lists",
    description: "By ELO, submissions, win rate (athletes with more than 3 matches) and control time.",
    found: "The leaders.",
    schema: Leaders,
    async answer() {
      const lists: Record<string, Leader[]> = await getAllLeaders(db);
      return {
        elo: lists.elo,
        submissions: lists.submissions,
        win_rate: lists.winRate,
        control_time: lists.controlTime,
      };
    },
  }),
  read({
    operationId: "getLeagueStats",
    path: "/analytics/stats",
    summary: "League totals",
    found: "Totals and the league submission rate.",
    schema: LeagueStats,
    async answer() {
      const stats = await getLeagueStats(db);
      return {
        ...stats,
        submission_rate: stats.matches > 0 ? Math.round((stats.submissions / stats.matches) * 1000) / 10 : 0,
      };
    },
  }),
];
