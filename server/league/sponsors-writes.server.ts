import { asc, eq, sql } from "drizzle-orm";
import type { SponsorInput } from "../../app/lib/schemas/sponsor.ts";
import type { Database } from "../db/client.server.ts";
import { sponsors } from "../db/schema.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";

export type SponsorRow = typeof sponsors.$inferSelect;

/** A sponsor added without a position goes last. */
export async function createSponsor(db: Database, input: SponsorInput, actor: Actor = SYSTEM_ACTOR): Promise<SponsorRow> {
  return db.transaction(async (tx) => {
    let order = input.display_order;
    if (order === null) {
      const [last] = await tx.select({ next: sql<number>`coalesce(max(${sponsors.display_order}) + 1, 0)::int` }).from(sponsors);
      order = last?.next ?? 0;
    }
    const [row] = await tx
      .insert(sponsors)
      .values({ ...input, display_order: order })
      .returning();
    await recordAudit(tx, actor, { action: "create", entity: "sponsor", entityId: row!.id, summary: row!.name, changes: snapshotOf(row!) });
    return row!;
  });
}

/** Null when no sponsor has that id. An empty position keeps the current one. */
export async function updateSponsor(db: Database, id: string, input: SponsorInput, actor: Actor = SYSTEM_ACTOR): Promise<SponsorRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(sponsors)
      .set({ ...input, display_order: input.display_order ?? before.display_order, updated_at: new Date() })
      .where(eq(sponsors.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "update", entity: "sponsor", entityId: id, summary: row!.name, changes: changedFields(before, row!) });
    return row!;
  });
}

/** False when no sponsor has that id. */
export async function deleteSponsor(db: Database, id: string, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(sponsors).where(eq(sponsors.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, { action: "delete", entity: "sponsor", entityId: id, summary: removed.name, changes: snapshotOf(removed) });
    return true;
  });
}

/**
 * Swaps the sponsor with its neighbour in the home page's order and renumbers everyone 0, 1, 2, …
 * (ties in the stored order are broken by name, as the home page does). Null for an unknown id;
 * the same order when it is already first (up) or last (down).
 */
export async function moveSponsor(db: Database, id: string, direction: "up" | "down", actor: Actor = SYSTEM_ACTOR): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: sponsors.id, name: sponsors.name, display_order: sponsors.display_order }).from(sponsors).orderBy(asc(sponsors.display_order), asc(sponsors.name)).for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return null;
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return rows.map((row) => row.id);
    [rows[index], rows[other]] = [rows[other]!, rows[index]!];
    for (const [position, row] of rows.entries()) {
      if (row.display_order !== position) await tx.update(sponsors).set({ display_order: position, updated_at: new Date() }).where(eq(sponsors.id, row.id));
    }
    await recordAudit(tx, actor, { action: "reorder", entity: "sponsor", entityId: id, summary: rows[other]!.name, changes: { direction, order: rows.map((row) => row.name) } });
    return rows.map((row) => row.id);
  });
}
