import { eq } from "drizzle-orm";
import { eventInstant } from "../../app/lib/schemas/event-date.ts";
import type { TournamentInput } from "../../app/lib/schemas/tournament.ts";
import type { Database } from "../db/client.server.ts";
import { tournaments } from "../db/schema.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";

export type TournamentRow = typeof tournaments.$inferSelect;

export function tournamentColumns(input: TournamentInput) {
  const { event_date, ...rest } = input;
  return { ...rest, event_date: eventInstant(event_date, input.time_zone) };
}

export async function createTournament(db: Database, input: TournamentInput, actor: Actor = SYSTEM_ACTOR): Promise<TournamentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tournaments).values(tournamentColumns(input)).returning();
    await recordAudit(tx, actor, { action: "create", entity: "tournament", entityId: row!.id, summary: row!.title, changes: snapshotOf(row!) });
    return row!;
  });
}

/** Null when no tournament has that id. */
export async function updateTournament(db: Database, id: string, input: TournamentInput, actor: Actor = SYSTEM_ACTOR): Promise<TournamentRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(tournaments)
      .set({ ...tournamentColumns(input), updated_at: new Date() })
      .where(eq(tournaments.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "update", entity: "tournament", entityId: id, summary: row!.title, changes: changedFields(before, row!) });
    return row!;
  });
}

/** False when no tournament has that id. */
export async function deleteTournament(db: Database, id: string, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(tournaments).where(eq(tournaments.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, { action: "delete", entity: "tournament", entityId: id, summary: removed.title, changes: snapshotOf(removed) });
    return true;
  });
}
