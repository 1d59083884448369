// Team standings per season and the team page, derived from team matches and their bouts (each team match's score is
// kept on it by a trigger on bouts, migration 0010; nothing here is typed).
// A team match's score is the bouts each side won among its completed, non-exhibition bouts; the first side to
// two wins takes the team match. A season is the calendar year (UTC) of the tournament's date.
import { asc, desc, eq, sql } from "drizzle-orm";
import { isId } from "../../../app/lib/ids.ts";
import { STANDINGS_SORTS, type SortDir, type StandingsSort } from "../../../app/lib/results/standings-sort.ts";
import type { Database } from "../../db/client.server.ts";
import { prepared } from "../../db/prepared.server.ts";
import { athletes, teams } from "../../db/schema.ts";
import { athleteRecordColumns, withUncertainty } from "../athletes-queries.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { listTeamFixtures } from "../season/team-fixtures.server.ts";
import { inUuids } from "../../db/pg-array.ts";

export interface StandingRow {
  team: {
    id: string;
    name: string;
    name_ru: string | null;
    logo_url: string | null;
    city: string | null;
    country: string | null;
  };
  matchWins: number;
  matchLosses: number;
  boutsWon: number;
  boutsLost: number;
  submissions: number;
  /** Mean rating of the current roster, rounded; null for a team without athletes. */
  rating: number | null;
}

/** Seasons with at least one team match, newest first (from the season totals, migration 0010). */
export async function listSeasons(db: Database): Promise<number[]> {
  const seasons = await selectRows<{ season: number }>(
    db,
    sql`select distinct season from team_season_stats order by season desc`,
  );
  return seasons.map((row) => Number(row.season));
}

export async function rosterRatings(db: Database, teamIds: string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ team_id: athletes.team_id, rating: sql<number>`round(avg(${athletes.rating_elo}))::int` })
    .from(athletes)
    .where(inUuids(athletes.team_id, teamIds))
    .groupBy(athletes.team_id);
  return new Map(rows.map((row) => [row.team_id!, row.rating]));
}

const SORT_VALUE: Record<StandingsSort, (row: StandingRow) => number | string> = {
  team: (row) => row.team.name.toLowerCase(),
  wins: (row) => row.matchWins,
  losses: (row) => row.matchLosses,
  boutsWon: (row) => row.boutsWon,
  boutsLost: (row) => row.boutsLost,
  submissions: (row) => row.submissions,
  rating: (row) => row.rating ?? -1,
};

/** The league table's default order: team-match wins, then fewer losses, bout difference, submissions, rating, name. */
function defaultOrder(a: StandingRow, b: StandingRow): number {
  return (
    b.matchWins - a.matchWins ||
    a.matchLosses - b.matchLosses ||
    b.boutsWon - b.boutsLost - (a.boutsWon - a.boutsLost) ||
    b.submissions - a.submissions ||
    (b.rating ?? -1) - (a.rating ?? -1) ||
    a.team.name.localeCompare(b.team.name)
  );
}

export function sortStandings(rows: StandingRow[], sort?: StandingsSort, dir: SortDir = "desc"): StandingRow[] {
  if (!sort || !STANDINGS_SORTS.includes(sort)) return [...rows].sort(defaultOrder);
  const value = SORT_VALUE[sort];
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const cmp = typeof x === "string" ? x.localeCompare(y as string) : x - (y as number);
    return sign * cmp || defaultOrder(a, b);
  });
}

/** Every team with a team match in the season (read through the tournament date index), in the asked order. */
export async function listStandings(
  db: Database,
  season: number,
  options: { sort?: StandingsSort; dir?: SortDir } = {},
): Promise<StandingRow[]> {
  // Each team's season totals, kept by triggers on team matches and bouts (migration 0010): a read of a few rows
  // however many team matches the season holds.
  const summed = await selectRows<{
    team_id: string;
    match_wins: number;
    match_losses: number;
    bouts_won: number;
    bouts_lost: number;
    submissions: number;
  }>(
    db,
    sql`select team_id, match_wins, match_losses, bouts_won, bouts_lost, submissions from team_season_stats where season = ${season}`,
  );
  const totals = new Map<string, Omit<StandingRow, "team" | "rating">>(
    summed.map((row) => [
      row.team_id,
      {
        matchWins: row.match_wins,
        matchLosses: row.match_losses,
        boutsWon: row.bouts_won,
        boutsLost: row.bouts_lost,
        submissions: row.submissions,
      },
    ]),
  );
  const ids = [...totals.keys()];
  if (ids.length === 0) return [];
  const [teamRows, ratings] = await Promise.all([
    db
      .select({
        id: teams.id,
        name: teams.name,
        name_ru: teams.name_ru,
        logo_url: teams.logo_url,
        city: teams.city,
        country: teams.country,
      })
      .from(teams)
      .where(inUuids(teams.id, ids)),
    rosterRatings(db, ids),
  ]);
  const rows = teamRows.map((team) => ({ team, ...totals.get(team.id)!, rating: ratings.get(team.id) ?? null }));
  return sortStandings(rows, options.sort, options.dir);
}

/** The open team matches a team page lists, soonest first. */
export const TEAM_PAGE_MATCHES = 50;
/** A team's results a page at a time, latest first (`?results=N`): a team of a long-running league has thousands. */
export const TEAM_RESULTS_PAGE = 10;
/** The furthest page of results served: each page further reads the events before it. */
export const TEAM_RESULTS_MAX_PAGE = 1000;

/**
 * A team, its roster with records, its team-match results (latest first) and its open team matches (soonest first, the
 * opponent or where it comes from); null if unknown.
 */
/** How many of a team's athletes its page lists (by rating); the directory, filtered by the team, has them all. */
export const TEAM_ROSTER_SHOWN = 12;

const teamByIdQuery = (db: Database, name: string) =>
  db
    .select({
      id: teams.id,
      name: teams.name,
      name_ru: teams.name_ru,
      logo_url: teams.logo_url,
      city: teams.city,
      country: teams.country,
    })
    .from(teams)
    .where(eq(teams.id, sql.placeholder("id")))
    .prepare(name);

const teamRosterQuery = (db: Database, name: string) =>
  db
    .select(athleteRecordColumns)
    .from(athletes)
    .where(eq(athletes.team_id, sql.placeholder("id")))
    .orderBy(desc(athletes.rating_elo), asc(athletes.full_name), asc(athletes.id))
    .limit(TEAM_ROSTER_SHOWN)
    .prepare(name);

const teamRosterSizeQuery = (db: Database, name: string) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      rating: sql<number | null>`round(avg(${athletes.rating_elo}))::int`,
    })
    .from(athletes)
    .where(eq(athletes.team_id, sql.placeholder("id")))
    .prepare(name);

export async function getTeamPage(db: Database, id: string, resultsPage = 1) {
  if (!isId(id)) return null;
  const page = Math.min(Math.max(1, Math.trunc(resultsPage) || 1), TEAM_RESULTS_MAX_PAGE);
  const [team] = await prepared(db, "team_by_id", teamByIdQuery).execute({ id });
  if (!team) return null;
  // The top of the roster by rating, with the whole roster's size and mean rating: a team of thousands still makes a
  // small page (the rest is a link to the athlete directory filtered by the team).
  const [roster, [size], results, upcoming] = await Promise.all([
    prepared(db, "team_roster_top", teamRosterQuery).execute({ id }),
    prepared(db, "team_roster_size", teamRosterSizeQuery).execute({ id }),
    // One more than a page: whether an older page exists, without counting every team match the team played.
    listTeamFixtures(db, id, {
      which: "completed",
      limit: TEAM_RESULTS_PAGE + 1,
      offset: (page - 1) * TEAM_RESULTS_PAGE,
    }),
    listTeamFixtures(db, id, { which: "open", limit: TEAM_PAGE_MATCHES }),
  ]);
  return {
    team,
    roster: roster.map((athlete) => withUncertainty(athlete)),
    rosterTotal: size?.total ?? 0,
    teamRating: size?.rating ?? null,
    results: results.slice(0, TEAM_RESULTS_PAGE),
    resultsPage: page,
    olderResults: results.length > TEAM_RESULTS_PAGE && page < TEAM_RESULTS_MAX_PAGE,
    upcoming,
  };
}
