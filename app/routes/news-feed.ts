import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildNewsFeed } from "../../server/league/news-feed.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/news-feed";

/** /news/feed.xml and /ru/news/feed.xml: RSS 2.0 of the latest news. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const xml = await buildNewsFeed(db, { origin: new URL(publicUrl).origin, lang, brandName: settings.LEAGUE_NAME });
  return publicResource(request, xml, "application/rss+xml; charset=utf-8");
}
