import { fixedT } from "~/i18n/i18n";
import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeNames } from "~/lib/localize";
import { cityName } from "~/lib/places";
import { sourceLabel } from "~/lib/season/source-label";
import { zoneLabel } from "~/lib/zone-label";
import type { TeamFixtureView } from "~/components/teams/team-match-list";
import { db } from "../../server/db/database.server.ts";
import { getTeamPage } from "../../server/league/results/standings.server.ts";
import type { TeamFixture } from "../../server/league/season/team-fixtures.server.ts";
import { notFound } from "./not-found.server";

/** A fixture as the page shows it: names and labels resolved here, in the page's language. */
function toView(fixture: TeamFixture, lang: Lang): TeamFixtureView {
  const t = fixedT(lang, "teams");
  const { tournament } = fixture;
  const starts = fixture.scheduled_at ?? tournament.event_date;
  return {
    id: fixture.id,
    opponent: fixture.opponent,
    opponentSource: fixture.opponent_source ? sourceLabel(t, lang, fixture.opponent_source) : null,
    score: fixture.score,
    result: fixture.result,
    stage: fixture.stage,
    group:
      fixture.group_label && fixture.stage_round ? { label: fixture.group_label, round: fixture.stage_round } : null,
    status: fixture.status,
    startsAt: fixture.scheduled_at ? starts : null,
    zone: zoneLabel(starts, tournament.time_zone, lang),
    tournament: {
      id: tournament.id,
      event_date: tournament.event_date,
      time_zone: tournament.time_zone,
      title: lang === "ru" && tournament.title_ru?.trim() ? tournament.title_ru : tournament.title,
    },
  };
}

/** The team page, or 'Team not found' with a 404 (unknown and malformed ids alike: `getTeamPage` checks the uuid first). */
export async function loadTeam(request: Request, lang: Lang, id: string) {
  // The results page with `?results=N`, latest first; the team page opens on the first.
  const page = await getTeamPage(db, id, Number(new URL(request.url).searchParams.get("results")) || 1);
  if (!page) notFound(request, "Team not found");
  return localizeNames(
    {
      team: {
        ...page.team,
        city: page.team.city ? cityName(page.team.city, lang) : null,
        countryName: page.team.country ? countryName(page.team.country, lang) : null,
      },
      roster: page.roster.map((athlete) => ({ ...athlete, countryName: countryName(athlete.country, lang) })),
      rosterTotal: page.rosterTotal,
      teamRating: page.teamRating,
      results: page.results.map((fixture) => toView(fixture, lang)),
      resultsPage: page.resultsPage,
      olderResults: page.olderResults,
      upcoming: page.upcoming.map((fixture) => toView(fixture, lang)),
    },
    lang,
  );
}
