import { monthOf, parseEventsQuery } from "~/components/tournaments/events-query";
import type { Lang } from "~/lib/language";
import { localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { listTournaments, listTournamentsInMonth } from "../../server/league/tournaments-queries.server.ts";

/** Search, tab and view come from the URL; the database does the filtering. */
export async function loadEvents(request: Request, lang: Lang) {
  const query = parseEventsQuery(new URL(request.url).searchParams);
  const now = new Date();
  if (query.view === "month") {
    const month = query.month || monthOf(now);
    const events = (await listTournamentsInMonth(db, { month, q: query.q, tab: query.tab, now })).map((row) =>
      localizeTournament(row, lang),
    );
    return { query: { ...query, month }, list: null, calendar: { month, events } };
  }
  const found = await listTournaments(db, { q: query.q, tab: query.tab, page: query.page, now });
  const list = { ...found, items: found.items.map((row) => localizeTournament(row, lang)) };
  return { query, list, calendar: null };
}
