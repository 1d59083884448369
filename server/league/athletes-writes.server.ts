import { eq } from "drizzle-orm";
import type { AthleteInput } from "../../app/lib/schemas/athlete.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, teams } from "../db/schema.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

export type AthleteRow = typeof athletes.$inferSelect;

/** A team picked in the form may have been deleted meanwhile: say so on the field rather than fail on the foreign key. */
async function requireTeam(tx: Database, teamId: string | null) {
  if (!teamId) return;
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw new WriteRejected("team_id", "admin:validation.team");
}

export async function createAthlete(db: Database, input: AthleteInput, actor: Actor = SYSTEM_ACTOR): Promise<AthleteRow> {
  return db.transaction(async (tx) => {
    await requireTeam(tx, input.team_id);
    const [row] = await tx.insert(athletes).values(input).returning();
    await recordAudit(tx, actor, { action: "create", entity: "athlete", entityId: row!.id, summary: row!.full_name, changes: snapshotOf(row!) });
    return row!;
  });
}

/** Null when no athlete has that id. */
export async function updateAthlete(db: Database, id: string, input: AthleteInput, actor: Actor = SYSTEM_ACTOR): Promise<AthleteRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(athletes).where(eq(athletes.id, id)).for("update");
    if (!before) return null;
    await requireTeam(tx, input.team_id);
    const [row] = await tx
      .update(athletes)
      .set({ ...input, updated_at: new Date() })
      .where(eq(athletes.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "update", entity: "athlete", entityId: id, summary: row!.full_name, changes: changedFields(before, row!) });
    return row!;
  });
}

/** False when no athlete has that id. */
export async function deleteAthlete(db: Database, id: string, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(athletes).where(eq(athletes.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, { action: "delete", entity: "athlete", entityId: id, summary: removed.full_name, changes: snapshotOf(removed) });
    return true;
  });
}
