import { and, eq, ne, sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { teamEntity } from "../../../app/lib/entities/team-entity.ts";
import { TeamDeleteSchema, type TeamDeleteChoice, type TeamInput } from "../../../app/lib/schemas/team.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, teams } from "../../db/schema.ts";
import { SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import { BOOKKEEPING, plainApiTexts } from "./api-shape.server.ts";

export type TeamRow = typeof teams.$inferSelect;

/** Names are unique; "Atos" and "ATOS" would look like one team to a fan, so the check ignores case. */
async function requireFreeName(tx: Database, input: TeamInput, before: TeamRow | null) {
  const sameName = sql`lower(${teams.name}) = lower(${input.name})`;
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(before ? and(sameName, ne(teams.id, before.id)) : sameName)
    .limit(1);
  if (taken) throw new WriteRejected("name", "admin:validation.teamNameTaken");
}

export interface TeamDeleted {
  /** Athletes moved to `move_to`, or made free agents. */
  athletes: number;
  movedTo: string | null;
}

/**
 * The athletes' foreign key is `on delete restrict`, so they are moved (or released: team_id null) first, in the
 * same transaction: none is ever left pointing at nothing. Without a choice a team with athletes is refused.
 */
async function moveAthletes(tx: Database, team: TeamRow, choice: TeamDeleteChoice = {}) {
  let movedTo: string | null = null;
  if (choice.athletes === "move") {
    const [target] =
      choice.move_to && choice.move_to !== team.id
        ? await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, choice.move_to))
        : [];
    if (!target) throw new WriteRejected("move_to", "admin:validation.moveTo");
    movedTo = target.id;
  }
  const moved = await tx
    .update(athletes)
    .set({ team_id: movedTo, updated_at: new Date() })
    .where(eq(athletes.team_id, team.id))
    .returning({ id: athletes.id });
  if (!choice.athletes && moved.length > 0) throw new WriteRejected("athletes", "admin:validation.teamHasAthletes");
  const result: TeamDeleted = { athletes: moved.length, movedTo };
  return { result, changes: { athletes: moved.map((athlete) => athlete.id), athletes_moved_to: movedTo } };
}

export const teamWrites = auditedWrites({
  entity: teamEntity,
  table: teams,
  summary: (row) => row.name,
  check: requireFreeName,
  deleteOptions: TeamDeleteSchema,
  beforeDelete: moveAthletes,
});

export const { create: createTeam, update: updateTeam } = teamWrites;

/** Null when no team has that id; the domain's default for the athletes is to release them. */
export const deleteTeam = (
  db: Database,
  id: string,
  choice: TeamDeleteChoice = { athletes: "release" },
  actor: Actor = SYSTEM_ACTOR,
) => teamWrites.remove(db, id, actor, choice);

export const TeamOut = createSelectSchema(teams, {
  name_ru: z
    .string()
    .nullable()
    .meta({
      description: "The name in Russian, or null: Russian pages fall back to `name`.",
      examples: ["Сибирские медведи"],
    }),
}).omit(BOOKKEEPING);

/** What the API's delete says about a team's athletes. */
const DELETE_NOTE =
  "A team with athletes needs `athletes=release` (they become free agents) or `athletes=move&move_to={teamId}`; without it the answer is 409 and nothing changes.";

export const teamServer = {
  writes: teamWrites,
  api: {
    tag: "Teams",
    noun: "a team",
    output: TeamOut,
    ...plainApiTexts("team"),
    conflicts: ["create", "update", "delete"],
    describe: { delete: DELETE_NOTE },
  },
} satisfies ServerEntityEntry;
