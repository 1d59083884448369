import { monthOf, parseEventsQuery } from "~/components/tournaments/events-query";
import { db } from "../../server/db/database.server.ts";
import { listTournaments, listTournamentsInMonth } from "../../server/league/tournaments.server.ts";

/** Search, tab and view come from the URL; the database does the filtering. */
export async function loadEvents(request: Request) {
  const query = parseEventsQuery(new URL(request.url).searchParams);
  const now = new Date();
  if (query.view === "month") {
    const month = query.month || monthOf(now);
    const events = await listTournamentsInMonth(db, { month, q: query.q, tab: query.tab, now });
    return { query: { ...query, month }, list: null, calendar: { month, events } };
  }
  const list = await listTournaments(db, { q: query.q, tab: query.tab, page: query.page, now });
  return { query, list, calendar: null };
}
