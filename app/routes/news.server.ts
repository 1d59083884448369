import { data } from "react-router";
import { db } from "../../server/db/database.server.ts";
import { getNews } from "../../server/league/news.server.ts";
import { listNewsPage, parsePage } from "../../server/league/news-pages.server.ts";

export async function loadNewsList(request: Request) {
  return listNewsPage(db, { page: parsePage(new URL(request.url).searchParams.get("page")) });
}

/** Unknown and malformed ids alike are 'News not found' (getNews checks the id's shape before querying). */
export async function loadNewsArticle(id: string) {
  const article = await getNews(db, id);
  if (!article) throw data("News not found", { status: 404 });
  return { article };
}
