import type { Lang } from "~/lib/language";
import { localizeNews } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { getNews } from "../../server/league/news-queries.server.ts";
import { listNewsPage, parsePage } from "../../server/league/news-pages.server.ts";
import { notFound } from "./not-found.server";

// The /news and /news/{id} pages' loaders (the domain's news lives in server/league/, the API's in server/api/).

export async function loadNewsList(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const { items, ...paging } = await listNewsPage(db, { page: parsePage(url.searchParams.get("page")) });
  return { items: items.map((item) => localizeNews(item, lang)), ...paging };
}

/** Unknown and malformed ids alike are 'News not found' (getNews checks the id's shape before querying). */
export async function loadNewsArticle(request: Request, lang: Lang, id: string) {
  const article = await getNews(db, id);
  if (!article) notFound(request, "News not found");
  return { article: localizeNews(article, lang) };
}
