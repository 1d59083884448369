import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { cityName } from "~/lib/places";
import { db } from "../../server/db/database.server.ts";
import { getTeamPage } from "../../server/league/results/standings.server.ts";
import { notFound } from "./not-found.server";

/** The team page, or 'Team not found' with a 404 (unknown and malformed ids alike: `getTeamPage` checks the uuid first). */
export async function loadTeam(request: Request, lang: Lang, id: string) {
  const page = await getTeamPage(db, id);
  if (!page) notFound(request, "Team not found");
  const localizeLine = <
    T extends {
      tournament: { id: string; title: string; title_ru: string | null; event_date: Date; time_zone: string };
    },
  >(
    line: T,
  ) => ({
    ...line,
    tournament: {
      id: line.tournament.id,
      event_date: line.tournament.event_date,
      time_zone: line.tournament.time_zone,
      title: lang === "ru" && line.tournament.title_ru?.trim() ? line.tournament.title_ru : line.tournament.title,
    },
  });
  return {
    team: {
      ...page.team,
      city: page.team.city ? cityName(page.team.city, lang) : null,
      countryName: page.team.country ? countryName(page.team.country, lang) : null,
    },
    roster: page.roster.map((athlete) => ({ ...athlete, countryName: countryName(athlete.country, lang) })),
    results: page.results.map(localizeLine),
    upcoming: page.upcoming.map(localizeLine),
  };
}
