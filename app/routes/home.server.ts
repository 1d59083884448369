import type { Lang } from "~/lib/language";
import { HOME_NEWS_COUNT, HOME_UPCOMING_COUNT } from "~/lib/league-constants";
import { localizeNames, localizeNews, localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { logger } from "../../server/logger.server.ts";
import { listNews } from "../../server/league/news-queries.server.ts";
import { listSponsors } from "../../server/league/sponsors-queries.server.ts";
import { listUpcomingWithLeads } from "../../server/league/tournaments-queries.server.ts";
import { liveEventLead } from "../../server/live/live-overview.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";

/**
 * The events not over (today's at the venue included) and, from app/lib/event-state.ts, the one being fought (with its
 * team match) and the next one not begun (the countdown's), wherever they stand in the list.
 */
async function upcomingWithLead(now: number) {
  const { rows, live, next } = await listUpcomingWithLeads(db, { limit: HOME_UPCOMING_COUNT, now: new Date(now) });
  return { rows, live, next, lead: live ? await liveEventLead(db, live.id) : null };
}

/**
 * News and partners come with the page; the upcoming events are sent as a promise, so a client-side
 * navigation shows the page at once with skeletons until they arrive (SSR still streams them in the
 * first response). `now` is the server's clock: the countdown's first render uses it on both sides.
 */
export async function loadHome(_request: Request, lang: Lang) {
  // Whole minutes (what the countdown shows) keep the page identical within a minute, so ETags and
  // CDN copies stay valid; the browser's clock takes over right after hydration.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  // A streamed value's failure reaches the page (its error element), not React Router's error log: log it here.
  const upcoming = cachedQuery("home:upcoming", () => upcomingWithLead(now)).then(
    ({ rows, live, next, lead }) => ({
      events: rows.map((row) => localizeTournament(row, lang)),
      live: live ? { event: localizeTournament(live, lang), lead: localizeNames(lead, lang) } : null,
      next: next ? localizeTournament(next, lang) : null,
    }),
    (error: unknown) => {
      logger.error({ err: error }, "home: the upcoming events could not be read");
      throw error;
    },
  );
  const [news, sponsors] = await Promise.all([
    cachedQuery("home:news", () => listNews(db, { limit: HOME_NEWS_COUNT })),
    cachedQuery("sponsors:all", () => listSponsors(db)),
  ]);
  return { now, upcoming, news: news.map((item) => localizeNews(item, lang)), sponsors };
}
