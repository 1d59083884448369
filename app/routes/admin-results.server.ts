import { zoneLabel } from "~/lib/zone-label";
// The admin's Results section: one tournament's card (team matches, their score and bouts) and the pickers its forms need.
import { asc, desc, eq } from "drizzle-orm";
import { formatEventDate } from "~/lib/format";
import { isId } from "~/lib/ids";
import { localizeTournament } from "~/lib/localize";
import type { Lang } from "~/lib/language";
import { requireAdmin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { athletes, teamMatchLineups, teamMatches, teams, tournaments, weighIns } from "../../server/db/schema.ts";
import { getTournamentResults } from "../../server/league/results/results-reads.server.ts";
import { rosterRatings } from "../../server/league/results/standings.server.ts";
import { readBracket } from "../../server/league/season/bracket.server.ts";
import { announcedLineups, lineupFlags } from "../../server/league/season/lineups.server.ts";
import { inUuids } from "../../server/db/pg-array.ts";

/** "MSK (Europe/Moscow)"; a zone whose label is its name ("UTC") once. */
const venueZone = (label: string, zone: string) => (label === zone ? zone : `${label} (${zone})`);

/** Newest tournaments first; the picker is a native select, so it works before hydration. */
const TOURNAMENT_LIMIT = 200;

export async function loadResultsTab(request: Request, lang: Lang) {
  const url = new URL(request.url);
  await requireAdmin(request, lang);
  const [tournamentList, teamList] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        title: tournaments.title,
        title_ru: tournaments.title_ru,
        event_date: tournaments.event_date,
        time_zone: tournaments.time_zone,
      })
      .from(tournaments)
      .orderBy(desc(tournaments.event_date), asc(tournaments.id))
      .limit(TOURNAMENT_LIMIT),
    db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name)),
  ]);
  const asked = url.searchParams.get("tournament");
  const tournamentId = isId(asked) ? asked : null;
  const [results, bracket, ratings] = await Promise.all([
    tournamentId ? getTournamentResults(db, tournamentId) : null,
    tournamentId ? readBracket(db, tournamentId) : null,
    tournamentId
      ? rosterRatings(
          db,
          teamList.map((team) => team.id),
        )
      : new Map<string, number>(),
  ]);
  const matches = results?.team_matches ?? [];
  const athleteIds = [
    ...new Set(matches.flatMap((match) => match.bouts.flatMap((bout) => [bout.athlete_a_id, bout.athlete_b_id]))),
  ];
  const teamIds = [...new Set(matches.flatMap((match) => [match.home_team_id, match.away_team_id]))].filter(
    (id): id is string => id !== null,
  );
  // The bout form picks each side from its team's current roster; names of athletes who left since stay readable.
  const [athleteNames, rosterRows] = await Promise.all([
    athleteIds.length === 0
      ? []
      : db.select({ id: athletes.id, name: athletes.full_name }).from(athletes).where(inUuids(athletes.id, athleteIds)),
    teamIds.length === 0
      ? []
      : db
          .select({
            id: athletes.id,
            name: athletes.full_name,
            team_id: athletes.team_id,
            weight_class: athletes.weight_class,
          })
          .from(athletes)
          .where(inUuids(athletes.team_id, teamIds))
          .orderBy(asc(athletes.full_name)),
  ]);
  const rosters: Record<string, { id: string; name: string; weight_class: string }[]> = Object.fromEntries(
    teamIds.map((id) => [id, []]),
  );
  for (const { team_id, ...athlete } of rosterRows) rosters[team_id!]?.push(athlete);
  const lineups = tournamentId ? await readLineupPanel(tournamentId, matches, teamList) : null;
  // Every time an admin enters for this event is on its venue's clock, labelled with the zone (as the tournament form).
  const picked = tournamentList.find((tournament) => tournament.id === tournamentId);
  const venue = picked
    ? {
        time_zone: picked.time_zone,
        zone: venueZone(zoneLabel(picked.event_date, picked.time_zone, lang), picked.time_zone),
      }
    : null;
  return {
    lineups,
    venue,
    tournaments: tournamentList.map((tournament) => ({
      id: tournament.id,
      title: localizeTournament(tournament, lang).title,
      date: formatEventDate(tournament, lang),
    })),
    teams: teamList.map((team) => ({ ...team, rating: ratings.get(team.id) ?? null })),
    bracket: results && bracket?.format ? bracket : null,
    tournamentId: results ? tournamentId : null,
    matches,
    rosters,
    athleteNames: Object.fromEntries(
      [...athleteNames, ...rosterRows].map((athlete) => [athlete.id, athlete.name]),
    ) as Record<string, string>,
  };
}

/** The lineups panel: each team match's lineup state, the failed weigh-ins in submitted lineups, the weigh-ins. */
async function readLineupPanel(
  tournamentId: string,
  matches: { id: string; card_order: number; home_team_id: string | null; away_team_id: string | null }[],
  teamList: { id: string; name: string }[],
) {
  const [submitted, revealed, flags, weights, [event]] = await Promise.all([
    db
      .select({ team_match_id: teamMatchLineups.team_match_id, team_id: teamMatchLineups.team_id })
      .from(teamMatchLineups)
      .innerJoin(teamMatches, eq(teamMatches.id, teamMatchLineups.team_match_id))
      .where(eq(teamMatches.tournament_id, tournamentId)),
    announcedLineups(db, tournamentId),
    lineupFlags(db, tournamentId),
    db
      .select({
        athlete_id: weighIns.athlete_id,
        name: athletes.full_name,
        weight_class: athletes.weight_class,
        weight_kg: weighIns.weight_kg,
      })
      .from(weighIns)
      .innerJoin(athletes, eq(athletes.id, weighIns.athlete_id))
      .where(eq(weighIns.tournament_id, tournamentId))
      .orderBy(asc(athletes.full_name)),
    db.select({ lineup_classes: tournaments.lineup_classes }).from(tournaments).where(eq(tournaments.id, tournamentId)),
  ]);
  const nameOf = new Map(teamList.map((team) => [team.id, team.name]));
  const isIn = (matchId: string, teamId: string | null) =>
    submitted.some((row) => row.team_match_id === matchId && row.team_id === teamId);
  return {
    states: matches
      .filter((match) => match.home_team_id && match.away_team_id)
      .map((match) => ({
        id: match.id,
        card_order: match.card_order,
        home: nameOf.get(match.home_team_id!) ?? "",
        away: nameOf.get(match.away_team_id!) ?? "",
        home_submitted: isIn(match.id, match.home_team_id),
        away_submitted: isIn(match.id, match.away_team_id),
        revealed: revealed.has(match.id),
      })),
    flags,
    weighIns: weights,
    slotClasses: event?.lineup_classes ?? null,
  };
}
