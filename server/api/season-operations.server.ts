// The season engine in /api/v1: generate a tournament's fixtures from its format (admin), read its bracket (public).
import { z } from "zod";
import { TEAM_MATCH_STAGES } from "../../app/lib/results/constants.ts";
import { FixtureRequestSchema } from "../../app/lib/season/fixture-config.ts";
import { SEASON_FORMATS } from "../../app/lib/season/fixtures.ts";
import { DECIDED_BY } from "../../app/lib/season/tie-break.ts";
import { MATCH_STATUSES } from "../../app/lib/results/constants.ts";
import { db } from "../db/database.server.ts";
import { TeamMatchOut } from "../league/entities/team-match-entity.server.ts";
import { readBracket } from "../league/season/bracket.server.ts";
import { generateFixtures } from "../league/season/generate.server.ts";
import { getTournament } from "../league/tournaments-queries.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const MatchSource = z
  .object({ from_team_match_id: z.uuid(), outcome: z.enum(["winner", "loser"]) })
  .meta({ description: "The winner or loser of an earlier team match, until it is decided." });
const GroupSource = z
  .object({ group: z.string(), place: z.int() })
  .meta({ description: "A place in a group, until the group is complete." });
const KnownSide = z.object({ team_id: z.uuid(), name: z.string(), logo_url: z.string().nullable() });
const Side = z.union([KnownSide, MatchSource, GroupSource]);
const BracketMatch = z.object({
  id: z.uuid(),
  card_order: z.int(),
  stage: z.enum(TEAM_MATCH_STAGES),
  stage_round: z.int().nullable(),
  group_label: z.string().nullable(),
  scheduled_at: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(MATCH_STATUSES),
  home: Side,
  away: Side,
  score: z.object({ home: z.int(), away: z.int() }).meta({ description: "Bout wins among the three regular bouts." }),
  winner_team_id: z.uuid().nullable(),
  decided_by: z
    .enum(DECIDED_BY)
    .nullable()
    .meta({ description: "bouts, or the tie-break step that decided it (see /rules); null while undecided." }),
});
const GroupRow = z.object({
  team_id: z.uuid(),
  name: z.string(),
  played: z.int(),
  wins: z.int(),
  losses: z.int(),
  bouts_won: z.int(),
  bouts_lost: z.int(),
  submissions: z.int(),
  rating: z.int().nullable(),
});
const Bracket = z.object({
  tournament_id: z.uuid(),
  format: z
    .enum(SEASON_FORMATS)
    .nullable()
    .meta({ description: "The format the fixtures were generated from; null for a card typed by hand." }),
  advance_per_group: z
    .int()
    .nullable()
    .meta({ description: "Places going through from each group; null without groups." }),
  stages: z.array(z.object({ stage: z.enum(TEAM_MATCH_STAGES), team_matches: z.array(BracketMatch) })),
  groups: z.array(
    z.object({
      group: z.string(),
      standings: z
        .array(GroupRow)
        .meta({ description: "Best first: wins, head-to-head among the tied, bout difference, submissions, rating." }),
    }),
  ),
});
const notFound = { 404: { description: "No tournament with this id.", schema: ErrorBody } };

export const seasonOperations = [
  operation({
    operationId: "generateFixtures",
    method: "post",
    path: "/tournaments/{id}/fixtures",
    tag: "Results",
    summary: "Generate a tournament's fixtures from its format",
    description:
      "Replaces the tournament's team matches with the card the format makes: round robin (circle method), single elimination (1-v-N seeding, byes to the top seeds) or groups then a knockout; one mat, gap_minutes apart from start_at. Knockout sides are sources (winner of a team match, place in a group) that fill in as results are recorded.",
    access: "admin",
    body: FixtureRequestSchema,
    responses: {
      201: {
        description: "The created team matches, in card order.",
        schema: z.object({ team_matches: z.array(TeamMatchOut) }),
      },
      400: { description: "Invalid input, with a message per field.", schema: ErrorBody },
      ...notFound,
      409: {
        description: "The tournament already has recorded results (a bout), or a team does not exist.",
        schema: ErrorBody,
      },
    },
    async handler({ c, params, body, user }) {
      const created = await generateFixtures(db, params.id, body, actorOf(user));
      return created ? c.json({ team_matches: created }, 201) : apiError(c, 404, "Tournament not found");
    },
  }),
  operation({
    operationId: "getTournamentBracket",
    method: "get",
    path: "/tournaments/{id}/bracket",
    tag: "Results",
    summary: "A tournament's bracket",
    description:
      "The stages in order (groups, then the knockout rounds), each with its team matches; each side is a team once known, else where it comes from.",
    access: "public",
    responses: { 200: { description: "The bracket.", schema: Bracket }, ...notFound },
    async handler({ c, params }) {
      if (!(await getTournament(db, params.id))) return apiError(c, 404, "Tournament not found");
      return c.json(await readBracket(db, params.id));
    },
  }),
];
