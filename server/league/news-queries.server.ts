// Public reads of league news. Writes: entities/news-entity.server.ts.
import { desc, eq } from "drizzle-orm";
import { isId } from "../../app/lib/ids.ts";
import type { Database } from "../db/client.server.ts";
import { news } from "../db/schema.ts";

const columns = {
  id: news.id,
  title: news.title,
  title_ru: news.title_ru,
  content: news.content,
  content_ru: news.content_ru,
  image_url: news.image_url,
  published_at: news.published_at,
};
export type NewsItem = { [K in keyof typeof columns]: (typeof news.$inferSelect)[K] };

/** Newest first. */
export async function listNews(db: Database, options: { limit: number; offset?: number }): Promise<NewsItem[]> {
  return db
    .select(columns)
    .from(news)
    .orderBy(desc(news.published_at), desc(news.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export async function getNews(db: Database, id: string): Promise<NewsItem | null> {
  if (!isId(id)) return null;
  const [row] = await db.select(columns).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}
