import { eq } from "drizzle-orm";
import type { NewsInput } from "../../app/lib/schemas/news.ts";
import type { Database } from "../db/client.server.ts";
import { news } from "../db/schema.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";

export type NewsRow = typeof news.$inferSelect;

export async function createNews(db: Database, input: NewsInput, actor: Actor = SYSTEM_ACTOR): Promise<NewsRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values(input).returning();
    await recordAudit(tx, actor, { action: "create", entity: "news", entityId: row!.id, summary: row!.title, changes: snapshotOf(row!) });
    return row!;
  });
}

/** Null when no article has that id. Editing keeps the original publication time. */
export async function updateNews(db: Database, id: string, input: NewsInput, actor: Actor = SYSTEM_ACTOR): Promise<NewsRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(news)
      .set({ ...input, updated_at: new Date() })
      .where(eq(news.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "update", entity: "news", entityId: id, summary: row!.title, changes: changedFields(before, row!) });
    return row!;
  });
}

/** False when no article has that id. */
export async function deleteNews(db: Database, id: string, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, { action: "delete", entity: "news", entityId: id, summary: removed.title, changes: snapshotOf(removed) });
    return true;
  });
}
