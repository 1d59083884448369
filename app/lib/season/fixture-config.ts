// The "Generate fixtures" request, as the admin form and POST /api/v1/tournaments/{id}/fixtures accept it: one schema.
import { z } from "zod";
import { isEventYear } from "../schemas/event-date.ts";
import { optionalWholeNumber } from "../schemas/numbers.ts";
import { MAX_CARD_ORDER } from "../schemas/team-match.ts";
import {
  MAX_KNOCKOUT,
  MAX_ROUND_ROBIN,
  MAX_TEAMS,
  planFixtures,
  SEASON_FORMATS,
  type FixtureConfig,
} from "./fixtures.ts";

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
      .union([
        // The forms' rule: a year from 1900 to 2200, as written (`0001`, `0099` are refused, never read as 2001, 1999).
        z.iso
          .datetime({ offset: true, error: "admin:season.validation.startAt" })
          .refine(isEventYear, { error: "admin:validation.dateRange" }),
        z.literal(""),
        z.null(),
      ])
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
    let issued = false;
    const issue = (path: string, message: string) => {
      issued = true;
      ctx.addIssue({ code: "custom", path: [path], message });
    };
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
    // Zod runs this even when a field failed its own check (then its value is as sent, not transformed): plan only a
    // request whose fields all passed.
    if (!issued && (ctx as { issues?: unknown[] }).issues?.length === 0) {
      const problem = fixturePlanProblem(input);
      if (problem) issue(problem.field, problem.message);
    }
  })
  .meta({ description: "How to generate a tournament's fixtures." });

export type FixtureRequest = z.output<typeof FixtureRequestSchema>;

/**
 * What the generator would write that the forms refuse, found before anything is written: a group larger than a
 * round robin may be (MAX_ROUND_ROBIN), a card longer than the team match form's card order allows (MAX_CARD_ORDER),
 * or a start time (the first or any later one, `gap_minutes` apart) outside the forms' years (1900–2200). Null when
 * none. The schema answers it as a field message (400); the generator checks it again before it starts.
 */
export function fixturePlanProblem(input: FixtureRequest): { field: string; message: string } | null {
  const n = input.team_ids.length;
  if (input.format === "groups_then_knockout" && Math.ceil(n / groupShape(input).groups) > MAX_ROUND_ROBIN)
    return { field: "groups", message: "admin:season.validation.groupTooLarge" };
  if (input.start_at && !isEventYear(input.start_at.toISOString()))
    return { field: "start_at", message: "admin:validation.dateRange" };
  const plan = planFixtures(toFixtureConfig(input, input.team_ids), () => "");
  if (plan.length > MAX_CARD_ORDER) return { field: "team_ids", message: "admin:season.validation.cardTooLong" };
  if (plan.some((match) => match.scheduled_at && !isEventYear(match.scheduled_at.toISOString())))
    return { field: "start_at", message: "admin:validation.dateRange" };
  return null;
}

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
