// The news as RSS 2.0, in the language of the feed's URL.
import { getI18n } from "../../app/i18n/i18n.ts";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import { localizeNews } from "../../app/lib/localize.ts";
import { rssFeed } from "../../app/lib/rss.ts";
import type { Database } from "../db/client.server.ts";
import { NEWS_FEED_SIZE } from "./news-pages.server.ts";
import { listNews } from "./news-queries.server.ts";

export async function buildNewsFeed(
  db: Database,
  options: { origin: string; lang: Lang; brandName: string },
): Promise<string> {
  const { origin, lang, brandName } = options;
  const t = getI18n(lang).t;
  const url = (path: string) => new URL(localizePath(path, lang), `${origin}/`).href;
  const items = (await listNews(db, { limit: NEWS_FEED_SIZE })).map((item) => localizeNews(item, lang));
  return rssFeed({
    title: t("seo:feedTitle", { brand: brandName }),
    link: url("/news"),
    description: t("news:feedDescription"),
    language: lang,
    selfUrl: url("/news/feed.xml"),
    items: items.map((item) => ({
      title: item.title,
      link: url(`/news/${item.id}`),
      description: item.content,
      published: new Date(item.published_at),
      imageUrl: item.image_url ? new URL(item.image_url, `${origin}/`).href : null,
    })),
  });
}
