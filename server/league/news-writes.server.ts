import { eq } from "drizzle-orm";
import type { NewsInput } from "../../app/lib/schemas/news.ts";
import type { Database } from "../db/client.server.ts";
import { news } from "../db/schema.ts";

export type NewsRow = typeof news.$inferSelect;

export async function createNews(db: Database, input: NewsInput): Promise<NewsRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values(input).returning();
    return row!;
  });
}

/** Null when no article has that id. Editing keeps the original publication time. */
export async function updateNews(db: Database, id: string, input: NewsInput): Promise<NewsRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(news)
      .set({ ...input, updated_at: new Date() })
      .where(eq(news.id, id))
      .returning();
    return row ?? null;
  });
}

/** False when no article has that id. */
export async function deleteNews(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
    return removed.length > 0;
  });
}
