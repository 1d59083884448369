// The "Generate fixtures" request, as the admin form and POST /api/v1/tournaments/{id}/fixtures accept it: one schema.
import { z } from "zod";
import { optionalWholeNumber } from "../schemas/numbers.ts";
import { MAX_KNOCKOUT, MAX_ROUND_ROBIN, MAX_TEAMS, SEASON_FORMATS, type FixtureConfig } from "./fixtures.ts";

export const SEEDINGS = ["rating", "manual"] as const;
export const DEFAULT_GAP_MINUTES = 30;
export const DEFAULT_ADVANCE = 2;
const TEAMS_PER_GROUP = 4;

const uuid = z.uuid({ error: "admin:season.validation.team" });

export const FixtureRequestSchema = z
  .object({
    format: z
      .enum(SEASON_FORMATS, { error: "admin:season.validation.format" })
      .meta({ description: "round_robin, single_elimination or groups_then_knockout." }),
    team_ids: z
      .array(uuid, { error: "admin:season.validation.teams" })
      .min(2, { error: "admin:season.validation.teams" })
      .max(MAX_TEAMS, { error: "admin:season.validation.teams" })
      .meta({ description: "The teams; with manual seeding, in seeding order (seed 1 first)." }),
    groups: optionalWholeNumber(2, 16, "admin:season.validation.groups").meta({
      description: "groups_then_knockout: how many groups (default: one per 4 teams).",
    }),
    advance_per_group: optionalWholeNumber(1, 4, "admin:season.validation.advance").meta({
      description: `groups_then_knockout: the top K of each group go through (default ${DEFAULT_ADVANCE}).`,
    }),
    seeding: z
      .enum(SEEDINGS, { error: "admin:season.validation.seeding" })
      .meta({ description: "rating: by the roster's mean rating, best first; manual: the order of team_ids." }),
    start_at: z
      .union([z.iso.datetime({ offset: true, error: "admin:season.validation.startAt" }), z.literal(""), z.null()])
      .optional()
      .transform((value) => (value ? new Date(value) : null))
      .meta({ description: "When the first team match starts (ISO 8601 with offset); the others follow on one mat." }),
    gap_minutes: optionalWholeNumber(5, 240, "admin:season.validation.gap").meta({
      description: `Minutes between team matches (default ${DEFAULT_GAP_MINUTES}).`,
    }),
    superfight: z
      .object({ home_team_id: uuid, away_team_id: uuid })
      .nullable()
      .optional()
      .meta({ description: "An extra team match just before the final (a superfight slot)." }),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (new Set(input.team_ids).size !== input.team_ids.length)
      issue("team_ids", "admin:season.validation.duplicateTeam");
    const n = input.team_ids.length;
    if (input.format === "round_robin" && n > MAX_ROUND_ROBIN)
      issue("team_ids", "admin:season.validation.roundRobinSize");
    if (input.format === "groups_then_knockout") {
      const { groups, advance } = groupShape(input);
      if (groups < 2 || Math.floor(n / groups) < 2) issue("groups", "admin:season.validation.groupsTooMany");
      else if (advance >= Math.floor(n / groups)) issue("advance_per_group", "admin:season.validation.advanceTooMany");
      else if (groups * advance > MAX_KNOCKOUT) issue("advance_per_group", "admin:season.validation.knockoutSize");
    }
    if (input.superfight && input.superfight.home_team_id === input.superfight.away_team_id)
      issue("superfight", "admin:season.validation.sameTeam");
  })
  .meta({ description: "How to generate a tournament's fixtures." });

export type FixtureRequest = z.output<typeof FixtureRequestSchema>;

/** Groups and places going through, with their defaults: a group per four teams, the top two. */
export function groupShape(input: Pick<FixtureRequest, "team_ids" | "groups" | "advance_per_group">) {
  return {
    groups: input.groups ?? Math.max(2, Math.round(input.team_ids.length / TEAMS_PER_GROUP)),
    advance: input.advance_per_group ?? DEFAULT_ADVANCE,
  };
}

/** The request as the generator takes it, `seeded` being the team ids in seeding order. */
export function toFixtureConfig(input: FixtureRequest, seeded: readonly string[]): FixtureConfig {
  const { groups, advance } = groupShape(input);
  return {
    format: input.format,
    team_ids: seeded,
    groups,
    advance_per_group: advance,
    start_at: input.start_at,
    gap_minutes: input.gap_minutes ?? DEFAULT_GAP_MINUTES,
    superfight: input.superfight ?? null,
  };
}

/** What a tournament keeps of the request it was generated from (tournament_formats.config). */
export interface StoredFixtureConfig {
  format: FixtureRequest["format"];
  seeding: FixtureRequest["seeding"];
  team_ids: string[];
  groups: number | null;
  advance_per_group: number | null;
  gap_minutes: number;
  start_at: string | null;
}
