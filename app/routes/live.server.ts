import type { Lang } from "~/lib/language";
import { countryName } from "~/lib/flags";
import { localizeNames, localizeTournament } from "~/lib/localize";
import { zoneLabel } from "~/lib/zone-label";
import { db } from "../../server/db/database.server.ts";
import { listUpcomingWithLeads } from "../../server/league/tournaments-queries.server.ts";
import { newestEventId } from "../../server/live/live-reads.server.ts";
import {
  listLiveTeamMatches,
  listNextTeamMatches,
  oneUpNextPerEvent,
  type LiveTeamMatch,
} from "../../server/live/live-overview.server.ts";

/** Country names resolved here (ICU data differs between browsers) and the tournament's title in the page's language. */
function forPage(match: LiveTeamMatch, lang: Lang) {
  return {
    ...localizeNames(match, lang),
    tournament: localizeTournament(match.tournament, lang),
    // The venue zone's label for the scheduled time ("JST"; the table stays off the page's JavaScript).
    zone_label: match.scheduled_at ? zoneLabel(match.scheduled_at, match.tournament.time_zone, lang) : "",
    bouts: localizeNames(match.bouts, lang).map((bout) => ({
      ...bout,
      athletes: bout.athletes.map((athlete) => ({ ...athlete, country_name: countryName(athlete.country, lang) })) as [
        LiveAthleteView,
        LiveAthleteView,
      ],
    })),
  };
}

type LiveAthleteView = LiveTeamMatch["bouts"][number]["athletes"][number] & { country_name: string | null };
export type LiveMatchView = ReturnType<typeof forPage>;

/**
 * The live team matches (with the stream position read first, so the stream resumes from before these states and
 * nothing falls between), the next ones, and the next event for the "nothing live" state.
 */
export async function loadLive(lang: Lang, options: { tournamentId?: string } = {}) {
  const position = await newestEventId(db);
  const now = new Date();
  const [liveRead, nextRead, upcoming] = await Promise.all([
    listLiveTeamMatches(db, { tournamentId: options.tournamentId, now }),
    options.tournamentId ? [] : listNextTeamMatches(db, { limit: 5, now }),
    // Today's events count as upcoming (one may be live between its matches): the countdown is to one not begun,
    // found however many of today's come first.
    options.tournamentId ? null : listUpcomingWithLeads(db, { limit: 3, now }),
  ]);
  const { live, next } = oneUpNextPerEvent(liveRead, nextRead);
  return {
    position,
    // Whole minutes (what the countdown shows) keep a quiet page identical within a minute, so its ETag holds.
    serverTime: Math.floor(now.getTime() / 60_000) * 60_000,
    live: live.map((match) => forPage(match, lang)),
    next: next.map((match) => forPage(match, lang)),
    nextEvent: localizeNext(upcoming?.next, lang),
  };
}

const localizeNext = <Row extends Parameters<typeof localizeTournament>[0]>(row: Row | undefined, lang: Lang) =>
  row ? localizeTournament(row, lang) : null;

export type LiveData = Awaited<ReturnType<typeof loadLive>>;
