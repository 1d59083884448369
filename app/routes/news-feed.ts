import { langFromPath } from "~/lib/language";
import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildNewsFeed } from "../../server/league/news-feed.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/news-feed";

/** /news/feed.xml and /ru/news/feed.xml: RSS 2.0 of the latest news. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const xml = await buildNewsFeed(db, { origin: new URL(publicUrl).origin, lang, brandName: settings.LEAGUE_NAME });
  return publicResource(request, xml, "application/rss+xml; charset=utf-8");
}
