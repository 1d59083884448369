// News for the /news pages and the RSS feed: paged reads beside the plain list in news-queries.server.ts.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { news } from "../db/schema.ts";
import { listNews, type NewsItem } from "./news-queries.server.ts";
import { paginate } from "./paginate.ts";

export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEED_SIZE = 30;

export interface NewsPage {
  items: NewsItem[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of news, newest first; a page past the end shows the last one. */
export async function listNewsPage(
  db: Database,
  options: { page?: number; pageSize?: number } = {},
): Promise<NewsPage> {
  const pageSize = options.pageSize ?? NEWS_PAGE_SIZE;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(news)) as [{ total: number }];
  const { page, pageCount, offset } = paginate(total, options.page, pageSize);
  const items = await listNews(db, { limit: pageSize, offset });
  return { items, total, page, pageCount };
}

/** `?page=2` → 2; anything else → 1. */
export function parsePage(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}
