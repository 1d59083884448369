// Team standings per season and the team page, derived from team matches and their bouts (each team match's score is
// kept on it by a trigger on bouts, migration 0010; nothing here is typed).
// A team match's score is the bouts each side won among its completed, non-exhibition bouts; the first side to
// two wins takes the team match. A season is the calendar year (UTC) of the tournament's date.
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { isId } from "../../../app/lib/ids.ts";
import { BOUTS_TO_WIN_TEAM_MATCH } from "../../../app/lib/results/constants.ts";
import { STANDINGS_SORTS, type SortDir, type StandingsSort } from "../../../app/lib/results/standings-sort.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, teamMatches, teams, tournaments } from "../../db/schema.ts";
import { athleteRecordColumns } from "../athletes-queries.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";

export interface StandingRow {
  team: { id: string; name: string; logo_url: string | null; city: string | null; country: string | null };
  matchWins: number;
  matchLosses: number;
  boutsWon: number;
  boutsLost: number;
  submissions: number;
  /** Mean rating of the current roster, rounded; null for a team without athletes. */
  rating: number | null;
}

/** Per team match: bouts won and submissions per side, as the bouts trigger keeps them on the team match (migration 0010). */
function scoredMatches(db: Database) {
  return db
    .select({
      id: teamMatches.id,
      home_team_id: teamMatches.home_team_id,
      away_team_id: teamMatches.away_team_id,
      status: teamMatches.status,
      stage: teamMatches.stage,
      scheduled_at: teamMatches.scheduled_at,
      tournament_id: tournaments.id,
      tournament_title: tournaments.title,
      tournament_title_ru: tournaments.title_ru,
      event_date: tournaments.event_date,
      time_zone: tournaments.time_zone,
      home_score: teamMatches.home_score,
      away_score: teamMatches.away_score,
      home_submissions: teamMatches.home_submissions,
      away_submissions: teamMatches.away_submissions,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id));
}

type ScoredMatch = Awaited<ReturnType<ReturnType<typeof scoredMatches>["where"]>>[number];

/** The side that reached two bout wins, or null while undecided (or drawn). */
export function matchWinner(
  match: Pick<ScoredMatch, "home_team_id" | "away_team_id" | "home_score" | "away_score">,
): string | null {
  if (match.home_score >= BOUTS_TO_WIN_TEAM_MATCH && match.home_score > match.away_score) return match.home_team_id;
  if (match.away_score >= BOUTS_TO_WIN_TEAM_MATCH && match.away_score > match.home_score) return match.away_team_id;
  return null;
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
    .where(inArray(athletes.team_id, teamIds))
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
      .select({ id: teams.id, name: teams.name, logo_url: teams.logo_url, city: teams.city, country: teams.country })
      .from(teams)
      .where(inArray(teams.id, ids)),
    rosterRatings(db, ids),
  ]);
  const rows = teamRows.map((team) => ({ team, ...totals.get(team.id)!, rating: ratings.get(team.id) ?? null }));
  return sortStandings(rows, options.sort, options.dir);
}

export interface TeamMatchLine {
  id: string;
  opponent: { id: string; name: string };
  home: boolean;
  /** Bouts won by this team and by the opponent. */
  score: [number, number];
  result: "win" | "loss" | null;
  stage: string;
  status: string;
  /** The match is shown on its event's date at the venue, as every page shows an event. */
  tournament: { id: string; title: string; title_ru: string | null; event_date: Date; time_zone: string };
}

const TEAM_PAGE_MATCHES = 50;

/** A team, its roster with records, its team-match results (latest first) and its upcoming team matches; null if unknown. */
export async function getTeamPage(db: Database, id: string) {
  if (!isId(id)) return null;
  const [team] = await db
    .select({ id: teams.id, name: teams.name, logo_url: teams.logo_url, city: teams.city, country: teams.country })
    .from(teams)
    .where(eq(teams.id, id));
  if (!team) return null;
  const [roster, results, upcoming] = await Promise.all([
    db
      .select(athleteRecordColumns)
      .from(athletes)
      .where(eq(athletes.team_id, id))
      .orderBy(desc(athletes.rating_elo), asc(athletes.full_name), asc(athletes.id)),
    teamLines(db, id, "completed"),
    teamLines(db, id, "open"),
  ]);
  return { team, roster, results, upcoming };
}

async function teamLines(db: Database, id: string, which: "completed" | "open"): Promise<TeamMatchLine[]> {
  // Two indexed probes (home, away) the planner ORs together; a team plays tens of team matches a season.
  const rows = await scoredMatches(db)
    .where(
      and(
        or(eq(teamMatches.home_team_id, id), eq(teamMatches.away_team_id, id)),
        // A knockout slot whose opponent is not known yet is not listed until it is.
        isNotNull(teamMatches.home_team_id),
        isNotNull(teamMatches.away_team_id),
        which === "completed" ? eq(teamMatches.status, "completed") : ne(teamMatches.status, "completed"),
      ),
    )
    .orderBy(
      ...(which === "completed"
        ? [desc(tournaments.event_date), desc(teamMatches.card_order)]
        : [asc(tournaments.event_date), asc(teamMatches.card_order)]),
    )
    .limit(TEAM_PAGE_MATCHES);
  const opponentIds = [
    ...new Set(rows.map((row) => (row.home_team_id === id ? row.away_team_id! : row.home_team_id!))),
  ];
  const names = new Map(
    opponentIds.length === 0
      ? []
      : (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, opponentIds))).map(
          (team) => [team.id, team.name],
        ),
  );
  return rows.map((row) => {
    const home = row.home_team_id === id;
    const opponentId = (home ? row.away_team_id : row.home_team_id)!;
    const winner = matchWinner(row);
    return {
      id: row.id,
      opponent: { id: opponentId, name: names.get(opponentId) ?? "" },
      home,
      score: home ? [row.home_score, row.away_score] : [row.away_score, row.home_score],
      result: winner === null ? null : winner === id ? "win" : "loss",
      stage: row.stage,
      status: row.status,
      tournament: {
        id: row.tournament_id,
        title: row.tournament_title,
        title_ru: row.tournament_title_ru,
        event_date: row.event_date,
        time_zone: row.time_zone,
      },
    };
  });
}
