// Lineups in /api/v1: a team match as the public sees it (lineups "hidden" until revealed), a team's lineup (its
// manager or an admin), the admin's reveal, and weigh-ins (admin). server/league/season/lineups.server.ts does the work.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { WEIGHT_CLASSES } from "../../app/lib/league-constants.ts";
import { LineupSchema } from "../../app/lib/season/lineups.ts";
import { LineupClassesSchema, WeighInSchema } from "../../app/lib/season/weigh-in.ts";
import { staffRoles } from "../auth.server.ts";
import { db } from "../db/database.server.ts";
import { teamMatches, tournaments } from "../db/schema.ts";
import { instant } from "../league/entities/api-shape.server.ts";
import { TeamMatchOut } from "../league/entities/team-match-entity.server.ts";
import {
  LineupForbidden,
  PUBLIC_VIEWER,
  readLineups,
  recordWeighIn,
  revealLineups,
  setLineupClasses,
  submitLineup,
  withdrawLineup,
} from "../league/season/lineups.server.ts";
import { withoutTimestamps } from "../league/entities/api-shape.server.ts";
import { teamMatchPrediction } from "../league/results/predictions.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const LineupAthlete = z.object({ id: z.uuid(), full_name: z.string(), weight_class: z.enum(WEIGHT_CLASSES) });
const RevealedLineup = z.object({ team_id: z.uuid(), athletes: z.array(LineupAthlete) });
const TeamMatchWithLineups = TeamMatchOut.extend({
  lineup_deadline: instant()
    .nullable()
    .meta({ description: "When lineups close: lineup_deadline_minutes before scheduled_at; null without a time." }),
  lineups: z.union([z.literal("hidden"), z.object({ home: RevealedLineup, away: RevealedLineup })]).meta({
    description:
      '"hidden" until both lineups are in and the deadline has passed (or an admin revealed them); then bouts 1–3 of each side.',
  }),
});
const TeamMatchPrediction = z
  .object({
    p_home: z.number().meta({ description: "Probability that the home team wins the team match." }),
    p_away: z.number(),
    model: z.string().meta({ description: "The model and its version, e.g. team-elo-1." }),
    source: z.enum(["frozen", "reconstructed"]).meta({
      description:
        "frozen: made when the third bout's prediction was stored, before the match began; reconstructed: from reconstructed bout predictions, or made after a bout had begun.",
    }),
    made_at: instant(),
  })
  .nullable()
  .meta({
    description:
      "The odds of each team from its three bouts' frozen predictions (draws and the tie-break ladder included: docs/results-and-ratings.md); made once, never changed; null until the three bouts are made.",
  });
const TeamMatchRead = TeamMatchWithLineups.extend({ prediction: TeamMatchPrediction });
const StoredLineup = z.object({
  team_match_id: z.uuid(),
  team_id: z.uuid(),
  athlete_ids: z.array(z.uuid()),
  submitted_at: instant(),
});
const notFound = { 404: { description: "No team match with this id.", schema: ErrorBody } };

export const lineupOperations = [
  operation({
    operationId: "getTeamMatch",
    method: "get",
    path: "/team-matches/{id}",
    tag: "Results",
    summary: "One team match, its lineups hidden until revealed",
    description:
      'Lineups are blind: `lineups` is "hidden" until both teams now in the team match have submitted, neither lineup is flagged (an athlete off the roster, deleted, or failing the weigh-in) and the lineup deadline has passed — or an admin revealed them. A read never writes: the reveal itself (the three bouts) is a job at the deadline.',
    access: "public",
    responses: { 200: { description: "The team match.", schema: TeamMatchRead }, ...notFound },
    async handler({ c, params }) {
      const view = await readLineups(db, params.id, PUBLIC_VIEWER);
      if (!view) return apiError(c, 404, "Team match not found");
      const [[row], prediction] = await Promise.all([
        db.select().from(teamMatches).where(eq(teamMatches.id, params.id)),
        teamMatchPrediction(db, params.id),
      ]);
      const lineups =
        view.revealed && view.home && view.away
          ? {
              home: { team_id: view.home.team_id, athletes: view.home.athletes },
              away: { team_id: view.away.team_id, athletes: view.away.athletes },
            }
          : ("hidden" as const);
      // Short-lived in shared caches: the reveal changes this answer at the deadline.
      return c.json(
        {
          ...withoutTimestamps(row!),
          lineup_deadline: view.deadline?.toISOString() ?? null,
          lineups,
          prediction: prediction && { ...prediction, made_at: prediction.made_at.toISOString() },
        },
        200,
        { "Cache-Control": "public, max-age=10, s-maxage=10" },
      );
    },
  }),
  operation({
    operationId: "putLineup",
    method: "put",
    path: "/team-matches/{id}/lineup",
    tag: "Results",
    summary: "Submit a team's lineup for a team match",
    description:
      "The team's athletes for bouts 1–3, in order: each on the team's roster, not in a heavier class than the bout slot's (the tournament's `lineup_classes`, or open), not weighed in over that class's limit, none twice. A team_manager writes only their own team's lineup (403 otherwise); admins any team's. Replaces an earlier submission until the deadline (409 after it).",
    access: "team_manager",
    body: LineupSchema,
    responses: {
      200: { description: "The lineup as stored.", schema: StoredLineup },
      400: { description: "Invalid input, with a message per field.", schema: ErrorBody },
      403: { description: "Another team's manager, or not signed in as a team manager or admin.", schema: ErrorBody },
      ...notFound,
      409: {
        description:
          "After the lineup deadline (or the reveal), a team not in this team match, an athlete off the roster, in a heavier class than the slot's or weighed in over its limit.",
        schema: ErrorBody,
      },
    },
    async handler({ c, params, body, user }) {
      const roles = await staffRoles(user!.id);
      try {
        const stored = await submitLineup(
          db,
          params.id,
          body,
          { isAdmin: roles.isAdmin, teamId: roles.managedTeamId },
          actorOf(user),
        );
        if (!stored) return apiError(c, 404, "Team match not found");
        return c.json({ ...stored, submitted_at: stored.submitted_at.toISOString(), submitted_by: undefined });
      } catch (error) {
        if (error instanceof LineupForbidden) return apiError(c, 403, "Only this team's manager or an admin");
        throw error;
      }
    },
  }),
  operation({
    operationId: "deleteLineup",
    method: "delete",
    path: "/team-matches/{id}/lineup",
    tag: "Results",
    summary: "Withdraw a team's lineup from a team match",
    description:
      "Before the lineup deadline: the team's lineup is deleted (with an audit entry) and the team may submit again until the deadline. A team_manager withdraws their own team's lineup; an admin names the team with `team_id` and may withdraw until the reveal.",
    access: "team_manager",
    query: z.object({
      team_id: z.uuid().optional().meta({ description: "The team (admins); a manager's own team by default." }),
    }),
    responses: {
      204: { description: "Withdrawn." },
      400: { description: "Invalid input, with a message per field.", schema: ErrorBody },
      403: { description: "Another team's manager, or not signed in as a team manager or admin.", schema: ErrorBody },
      404: { description: "No team match with this id, or the team has no lineup in it.", schema: ErrorBody },
      409: { description: "After the lineup deadline (a manager) or the reveal.", schema: ErrorBody },
    },
    async handler({ c, params, query, user }) {
      const roles = await staffRoles(user!.id);
      const teamId = query.team_id ?? roles.managedTeamId;
      if (!teamId) return apiError(c, 400, "team_id is required");
      try {
        const gone = await withdrawLineup(
          db,
          params.id,
          teamId,
          { isAdmin: roles.isAdmin, teamId: roles.managedTeamId },
          actorOf(user),
        );
        if (gone === null) return apiError(c, 404, "Team match not found");
        if (!gone) return apiError(c, 404, "This team has no lineup in this team match");
        return c.body(null, 204);
      } catch (error) {
        if (error instanceof LineupForbidden) return apiError(c, 403, "Only this team's manager or an admin");
        throw error;
      }
    },
  }),
  operation({
    operationId: "revealLineups",
    method: "post",
    path: "/team-matches/{id}/lineups/reveal",
    tag: "Results",
    summary: "Reveal a team match's lineups now",
    description:
      "Before the deadline, once both teams' lineups are in: reveals them and creates the three bouts. A weigh-in or class flag is the admin's call; a lineup athlete who left the team or was deleted must be replaced first (409).",
    access: "admin",
    responses: {
      200: { description: "Revealed.", schema: z.object({ revealed: z.literal(true) }) },
      ...notFound,
      409: {
        description:
          "Both lineups are not in yet, a lineup athlete left the team or was deleted, or they were revealed already.",
        schema: ErrorBody,
      },
    },
    async handler({ c, params, user }) {
      const [found] = await db.select({ id: teamMatches.id }).from(teamMatches).where(eq(teamMatches.id, params.id));
      if (!found) return apiError(c, 404, "Team match not found");
      return (await revealLineups(db, params.id, { force: true, actor: actorOf(user) }))
        ? c.json({ revealed: true as const })
        : apiError(c, 409, "Both lineups are not in, one is flagged, or they were revealed already");
    },
  }),
  operation({
    operationId: "putWeighIn",
    method: "put",
    path: "/tournaments/{id}/weigh-ins",
    tag: "Results",
    summary: "Record an athlete's weigh-in at an event",
    description:
      "Kilograms. An athlete over the limit of a bout slot's class (see /rules) cannot be put in a lineup for it; one already in a lineup is flagged for the admin.",
    access: "admin",
    body: WeighInSchema,
    responses: {
      200: {
        description: "The weigh-in as stored.",
        schema: z.object({ tournament_id: z.uuid(), athlete_id: z.uuid(), weight_kg: z.number() }),
      },
      404: { description: "No tournament with this id.", schema: ErrorBody },
      409: { description: "No athlete with this id.", schema: ErrorBody },
    },
    async handler({ c, params, body, user }) {
      const [found] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, params.id));
      if (!found) return apiError(c, 404, "Tournament not found");
      const row = await recordWeighIn(db, params.id, body, actorOf(user));
      return c.json({ tournament_id: row.tournament_id, athlete_id: row.athlete_id, weight_kg: row.weight_kg });
    },
  }),
  operation({
    operationId: "putLineupClasses",
    method: "put",
    path: "/tournaments/{id}/lineup-classes",
    tag: "Results",
    summary: "Set the weight classes of an event's three bout slots",
    description:
      "Every team match of the event: bout n is fought at classes[n-1] (an athlete may move up, not down; the weigh-in must be within its limit); null leaves the slot open. Lineups already submitted are checked again: one whose athlete no longer fits is flagged for the admin and shown to its manager, who may resubmit until the deadline. Refused (409) once any of the event's lineups are revealed (their bouts were made at the classes as they were); the same classes again are accepted.",
    access: "admin",
    body: LineupClassesSchema,
    responses: {
      200: { description: "The classes as stored.", schema: LineupClassesSchema },
      404: { description: "No tournament with this id.", schema: ErrorBody },
      409: { description: "A team match of the event has its lineups revealed already.", schema: ErrorBody },
    },
    async handler({ c, params, body, user }) {
      const stored = await setLineupClasses(db, params.id, body.classes, actorOf(user));
      return stored ? c.json(stored) : apiError(c, 404, "Tournament not found");
    },
  }),
];
