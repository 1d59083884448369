import { and, eq, ne, sql } from "drizzle-orm";
import type { TeamDeleteChoice, TeamInput } from "../../app/lib/schemas/team.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, teams } from "../db/schema.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

export type TeamRow = typeof teams.$inferSelect;

/** Names are unique; "Atos" and "ATOS" would look like one team to a fan, so the check ignores case. */
async function requireFreeName(tx: Database, name: string, exceptId?: string) {
  const sameName = sql`lower(${teams.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(exceptId ? and(sameName, ne(teams.id, exceptId)) : sameName)
    .limit(1);
  if (taken) throw new WriteRejected("name", "admin:validation.teamNameTaken");
}

export async function createTeam(db: Database, input: TeamInput, actor: Actor = SYSTEM_ACTOR): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, input.name);
    const [row] = await tx.insert(teams).values(input).returning();
    await recordAudit(tx, actor, { action: "create", entity: "team", entityId: row!.id, summary: row!.name, changes: snapshotOf(row!) });
    return row!;
  });
}

/** Null when no team has that id. */
export async function updateTeam(db: Database, id: string, input: TeamInput, actor: Actor = SYSTEM_ACTOR): Promise<TeamRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(teams).where(eq(teams.id, id)).for("update");
    if (!before) return null;
    await requireFreeName(tx, input.name, id);
    const [row] = await tx
      .update(teams)
      .set({ ...input, updated_at: new Date() })
      .where(eq(teams.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "update", entity: "team", entityId: id, summary: row!.name, changes: changedFields(before, row!) });
    return row!;
  });
}

export interface TeamDeleted {
  /** Athletes moved to `move_to`, or made free agents. */
  athletes: number;
  movedTo: string | null;
}

/**
 * Null when no team has that id. The athletes' foreign key is `on delete restrict`, so they are moved
 * (or released: team_id null) first, in the same transaction: none is ever left pointing at nothing.
 */
export async function deleteTeam(db: Database, id: string, choice: TeamDeleteChoice = { athletes: "release" }, actor: Actor = SYSTEM_ACTOR): Promise<TeamDeleted | null> {
  return db.transaction(async (tx) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, id)).for("update");
    if (!team) return null;
    let movedTo: string | null = null;
    if (choice.athletes === "move") {
      const [target] = choice.move_to && choice.move_to !== id ? await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, choice.move_to)) : [];
      if (!target) throw new WriteRejected("move_to", "admin:validation.moveTo");
      movedTo = target.id;
    }
    const moved = await tx.update(athletes).set({ team_id: movedTo, updated_at: new Date() }).where(eq(athletes.team_id, id)).returning({ id: athletes.id });
    await tx.delete(teams).where(eq(teams.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "team",
      entityId: id,
      summary: team.name,
      changes: { ...snapshotOf(team), athletes: moved.map((athlete) => athlete.id), athletes_moved_to: movedTo },
    });
    return { athletes: moved.length, movedTo };
  });
}
