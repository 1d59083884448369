// Admin writes for teams, athletes and sponsors: the admin panel's schemas and domain functions, over JSON.
import { count, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { getI18n } from "../../app/i18n/i18n.ts";
import { WEIGHT_CLASSES } from "../../app/lib/league-constants.ts";
import { AthleteInputSchema, type AthleteInput } from "../../app/lib/schemas/athlete.ts";
import { SponsorInputSchema, type SponsorInput } from "../../app/lib/schemas/sponsor.ts";
import { TeamDeleteSchema, TeamInputSchema, type TeamInput } from "../../app/lib/schemas/team.ts";
import { db } from "../db/database.server.ts";
import { athletes } from "../db/schema.ts";
import { createAthlete, deleteAthlete, updateAthlete } from "../league/athletes-writes.server.ts";
import { createSponsor, deleteSponsor, moveSponsor, updateSponsor } from "../league/sponsors-writes.server.ts";
import { getSponsor } from "../league/sponsors.server.ts";
import { getTeam } from "../league/teams.server.ts";
import { createTeam, deleteTeam, updateTeam } from "../league/teams-writes.server.ts";
import { WriteRejected } from "../league/write-rejected.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, defineOperations } from "./operation.server.ts";
import { ErrorBody, Sponsor, withoutTimestamps } from "./schemas.server.ts";

const TeamOut = z.object({ id: z.uuid(), name: z.string(), logo_url: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable() });
const AthleteOut = z.object({
  id: z.uuid(),
  full_name: z.string(),
  country: z.string(),
  weight_class: z.enum(WEIGHT_CLASSES),
  team_id: z.uuid().nullable(),
  photo_url: z.string().nullable(),
  wins: z.int(),
  losses: z.int(),
  total_matches: z.int(),
  submissions_for: z.int(),
  submissions_against: z.int(),
  takedowns_scored: z.int(),
  takedown_defense_percent: z.number().nullable(),
  control_time_total: z.int(),
  rating_elo: z.int(),
  style_background: z.array(z.string()),
  bio_short: z.string().nullable(),
  bio_short_ru: z.string().nullable(),
  height_cm: z.int().nullable(),
  reach_cm: z.int().nullable(),
  stance: z.string().nullable(),
  win_streak: z.int(),
  rank_bjj: z.string().nullable(),
  avg_time_to_score: z.number().nullable(),
});
const TeamDeleteQuery = z.object({
  athletes: z.enum(["move", "release"]).optional().meta({ description: "Required when the team has athletes: move them to `move_to`, or release them (team_id null)." }),
  move_to: z.uuid().optional().meta({ description: "The team that takes the athletes (athletes=move)." }),
});
const MoveBody = z.object({ direction: z.enum(["up", "down"]) });

const conflict = { description: "Refused: a name already taken, a team that does not exist, or a team with athletes and no choice for them.", schema: ErrorBody };

/** 409 with the field and its message in the caller's language. */
function rejected(c: Context, error: WriteRejected) {
  const lang = /^\s*ru\b/i.test(c.req.header("Accept-Language") ?? "") ? "ru" : "en";
  const message = (getI18n(lang).t as unknown as (key: string) => string)(error.messageKey);
  return c.json({ error: "Conflict", fields: { [error.field]: message } }, 409, { "Cache-Control": "no-store" });
}

async function orRejected(c: Context, write: () => Promise<Response>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof WriteRejected) return rejected(c, error);
    throw error;
  }
}

const crud = <Input>(options: {
  tag: string;
  noun: string;
  path: string;
  ids: string;
  body: z.ZodType;
  out: z.ZodType;
  create(input: Input, actor: ReturnType<typeof actorOf>): Promise<object>;
  update(id: string, input: Input, actor: ReturnType<typeof actorOf>): Promise<object | null>;
}) =>
  defineOperations([
    {
      operationId: `create${options.ids}`,
      method: "post",
      path: options.path,
      tag: options.tag,
      summary: `Add ${options.noun}`,
      access: "admin",
      body: options.body,
      responses: { 201: { description: "As stored.", schema: options.out }, 409: conflict },
      handler: ({ c, body, user }) => orRejected(c, async () => c.json(withoutTimestamps(await options.create(body as Input, actorOf(user))), 201)),
    },
    {
      operationId: `update${options.ids}`,
      method: "put",
      path: `${options.path}/{id}`,
      tag: options.tag,
      summary: `Replace ${options.noun}'s fields`,
      access: "admin",
      uuidParams: ["id"],
      body: options.body,
      responses: { 200: { description: "As stored.", schema: options.out }, 404: { description: "Not found.", schema: ErrorBody }, 409: conflict },
      handler: ({ c, params, body, user }) =>
        orRejected(c, async () => {
          const row = await options.update(params.id!, body as Input, actorOf(user));
          return row ? c.json(withoutTimestamps(row)) : apiError(c, 404, "Not found");
        }),
    },
  ]);

export const leagueWriteOperations = defineOperations([
  {
    operationId: "getTeam",
    method: "get",
    path: "/teams/{id}",
    tag: "Teams",
    summary: "One team",
    access: "public",
    uuidParams: ["id"],
    responses: { 200: { description: "The team.", schema: TeamOut }, 404: { description: "No team with this id.", schema: ErrorBody } },
    handler: async ({ c, params }) => {
      const team = await getTeam(db, params.id!);
      return team ? c.json(team) : apiError(c, 404, "Team not found");
    },
  },
  {
    operationId: "getSponsor",
    method: "get",
    path: "/sponsors/{id}",
    tag: "Sponsors",
    summary: "One sponsor",
    access: "public",
    uuidParams: ["id"],
    responses: { 200: { description: "The sponsor.", schema: Sponsor }, 404: { description: "No sponsor with this id.", schema: ErrorBody } },
    handler: async ({ c, params }) => {
      const sponsor = await getSponsor(db, params.id!);
      return sponsor ? c.json(sponsor) : apiError(c, 404, "Sponsor not found");
    },
  },
  ...crud<TeamInput>({ tag: "Teams", noun: "a team", path: "/teams", ids: "Team", body: TeamInputSchema, out: TeamOut, create: (input, actor) => createTeam(db, input, actor), update: (id, input, actor) => updateTeam(db, id, input, actor) }),
  {
    operationId: "deleteTeam",
    method: "delete",
    path: "/teams/{id}",
    tag: "Teams",
    summary: "Delete a team",
    description: "A team with athletes needs `athletes=release` (they become free agents) or `athletes=move&move_to={teamId}`; without it the answer is 409 and nothing changes.",
    access: "admin",
    uuidParams: ["id"],
    query: TeamDeleteQuery,
    responses: { 204: { description: "Deleted." }, 404: { description: "No team with this id.", schema: ErrorBody }, 409: conflict },
    handler: ({ c, params, query, user }) =>
      orRejected(c, async () => {
        const choice = query as z.output<typeof TeamDeleteQuery>;
        if (!choice.athletes) {
          const [members] = await db.select({ total: count() }).from(athletes).where(eq(athletes.team_id, params.id!));
          if ((members?.total ?? 0) > 0) throw new WriteRejected("athletes", "admin:validation.teamHasAthletes");
        }
        const parsed = TeamDeleteSchema.safeParse({ athletes: choice.athletes ?? "release", move_to: choice.move_to });
        if (!parsed.success) throw new WriteRejected("move_to", "admin:validation.moveTo");
        return (await deleteTeam(db, params.id!, parsed.data, actorOf(user))) ? c.body(null, 204) : apiError(c, 404, "Team not found");
      }),
  },
  ...crud<AthleteInput>({
    tag: "Athletes",
    noun: "an athlete",
    path: "/athletes",
    ids: "Athlete",
    body: AthleteInputSchema,
    out: AthleteOut,
    create: (input, actor) => createAthlete(db, input, actor),
    update: (id, input, actor) => updateAthlete(db, id, input, actor),
  }),
  {
    operationId: "deleteAthlete",
    method: "delete",
    path: "/athletes/{id}",
    tag: "Athletes",
    summary: "Delete an athlete",
    access: "admin",
    uuidParams: ["id"],
    responses: { 204: { description: "Deleted." }, 404: { description: "No athlete with this id.", schema: ErrorBody } },
    handler: async ({ c, params, user }) => ((await deleteAthlete(db, params.id!, actorOf(user))) ? c.body(null, 204) : apiError(c, 404, "Athlete not found")),
  },
  ...crud<SponsorInput>({
    tag: "Sponsors",
    noun: "a sponsor",
    path: "/sponsors",
    ids: "Sponsor",
    body: SponsorInputSchema,
    out: Sponsor,
    create: (input, actor) => createSponsor(db, input, actor),
    update: (id, input, actor) => updateSponsor(db, id, input, actor),
  }),
  {
    operationId: "deleteSponsor",
    method: "delete",
    path: "/sponsors/{id}",
    tag: "Sponsors",
    summary: "Delete a sponsor",
    access: "admin",
    uuidParams: ["id"],
    responses: { 204: { description: "Deleted." }, 404: { description: "No sponsor with this id.", schema: ErrorBody } },
    handler: async ({ c, params, user }) => ((await deleteSponsor(db, params.id!, actorOf(user))) ? c.body(null, 204) : apiError(c, 404, "Sponsor not found")),
  },
  {
    operationId: "moveSponsor",
    method: "put",
    path: "/sponsors/{id}/position",
    tag: "Sponsors",
    summary: "Move a sponsor up or down the home page's order",
    description: "Swaps it with its neighbour and renumbers display_order 0, 1, 2, …; answers the sponsor ids in the new order.",
    access: "admin",
    uuidParams: ["id"],
    body: MoveBody,
    responses: { 200: { description: "The new order.", schema: z.object({ items: z.array(z.uuid()) }) }, 404: { description: "No sponsor with this id.", schema: ErrorBody } },
    handler: async ({ c, params, body, user }) => {
      const order = await moveSponsor(db, params.id!, (body as z.output<typeof MoveBody>).direction, actorOf(user));
      return order ? c.json({ items: order }) : apiError(c, 404, "Sponsor not found");
    },
  },
]);
