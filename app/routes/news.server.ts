import { data } from "react-router";
import { langFromPath } from "~/lib/language";
import { localizeNews } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { getNews } from "../../server/league/news.server.ts";
import { listNewsPage, parsePage } from "../../server/league/news-pages.server.ts";

export async function loadNewsList(request: Request) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { items, ...paging } = await listNewsPage(db, { page: parsePage(url.searchParams.get("page")) });
  return { items: items.map((item) => localizeNews(item, lang)), ...paging };
}

/** Unknown and malformed ids alike are 'News not found' (getNews checks the id's shape before querying). */
export async function loadNewsArticle(request: Request, id: string) {
  const article = await getNews(db, id);
  if (!article) throw data("News not found", { status: 404 });
  return { article: localizeNews(article, langFromPath(new URL(request.url).pathname)) };
}
