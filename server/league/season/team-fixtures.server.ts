// A team's fixtures across events: its team matches (the opponent, or where the opponent comes from while unknown),
// each with its time and result; and the team matches it lost from its fixtures (tombstones, for its calendar feed).
// Read by the team page (app/routes/team.server.ts) and the team's calendar (team-calendar.server.ts).
import { and, asc, desc, eq, gte, ne, or, sql } from "drizzle-orm";
import { BOUTS_TO_WIN_TEAM_MATCH, type MatchStatus, type TeamMatchStage } from "../../../app/lib/results/constants.ts";
import { sourceRef, type SourceRef, type StageNumber } from "../../../app/lib/season/source-label.ts";
import { isMatchSource } from "../../../app/lib/season/sources.ts";
import type { DecidedBy } from "../../../app/lib/season/tie-break.ts";
import type { Database } from "../../db/client.server.ts";
import { teamMatches, teamMatchTombstones, teams, tournaments } from "../../db/schema.ts";
import { readDecisions } from "./decisions.server.ts";
import { inUuids } from "../../db/pg-array.ts";

export interface FixtureTournament {
  id: string;
  title: string;
  title_ru: string | null;
  event_date: Date;
  time_zone: string;
  location_city: string;
  location_country: string;
  venue_details: string | null;
  venue_details_ru: string | null;
  updated_at: Date;
}

export interface TeamFixture {
  id: string;
  tournament: FixtureTournament;
  /** The team match's own start; null on a card typed without times (the event's start then stands for it). */
  scheduled_at: Date | null;
  stage: TeamMatchStage;
  stage_round: number | null;
  group_label: string | null;
  card_order: number;
  status: MatchStatus;
  /** Bumped by the database when the time, a team or the card position changes: the calendar's SEQUENCE. */
  revision: number;
  updated_at: Date;
  home: boolean;
  /** The opponent once known; until then `opponent_source` says where it comes from. */
  opponent: { id: string; name: string; name_ru: string | null } | null;
  opponent_source: SourceRef | null;
  /** Bouts won by this team and by the opponent. */
  score: [number, number];
  result: "win" | "loss" | null;
  decided_by: DecidedBy | null;
}

export interface TeamTombstone {
  team_match_id: string;
  tournament: FixtureTournament;
  stage: TeamMatchStage;
  scheduled_at: Date | null;
  sequence: number;
  removed_at: Date;
}

const tournamentColumns = {
  id: tournaments.id,
  title: tournaments.title,
  title_ru: tournaments.title_ru,
  event_date: tournaments.event_date,
  time_zone: tournaments.time_zone,
  location_city: tournaments.location_city,
  location_country: tournaments.location_country,
  venue_details: tournaments.venue_details,
  venue_details_ru: tournaments.venue_details_ru,
  updated_at: tournaments.updated_at,
};

/** When a team match starts: its own time, else its event's. */
const startsAt = sql`coalesce(${teamMatches.scheduled_at}, ${tournaments.event_date})`;

export interface FixtureQuery {
  /** `open`: not completed, soonest first; `completed`: latest event first, latest first within it; `all`: by start
   * (the calendar). */
  which: "open" | "completed" | "all";
  limit: number;
  /** Rows to skip first (a later page of results). */
  offset?: number;
  /** Only team matches starting at or after this. */
  since?: Date;
}

/** The rows of the team's team matches as asked, with their events (a query, so a test can read its plan). */
export function teamFixtureRows(db: Database, teamId: string, query: FixtureQuery) {
  return db
    .select({
      id: teamMatches.id,
      tournament: tournamentColumns,
      scheduled_at: teamMatches.scheduled_at,
      stage: teamMatches.stage,
      stage_round: teamMatches.stage_round,
      group_label: teamMatches.group_label,
      card_order: teamMatches.card_order,
      status: teamMatches.status,
      revision: teamMatches.revision,
      updated_at: teamMatches.updated_at,
      home_team_id: teamMatches.home_team_id,
      away_team_id: teamMatches.away_team_id,
      home_source: teamMatches.home_source,
      away_source: teamMatches.away_source,
      home_score: teamMatches.home_score,
      away_score: teamMatches.away_score,
      decided_by: teamMatches.decided_by,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(
      and(
        // Two indexed probes (home, away) the planner ORs together.
        or(eq(teamMatches.home_team_id, teamId), eq(teamMatches.away_team_id, teamId)),
        query.which === "completed"
          ? eq(teamMatches.status, "completed")
          : query.which === "open"
            ? ne(teamMatches.status, "completed")
            : undefined,
        query.since ? gte(startsAt, query.since) : undefined,
      ),
    )
    .orderBy(
      ...(query.which === "completed"
        ? // Latest event first, then latest start within it: the walk down the events' date index stops after the
          // few events that hold the page's rows (a team of 37,000 played team matches read and sorted all of them
          // first: 75–175 ms a team page at 1M bouts, 10 ms this way). Only events that overlap in time could order
          // differently from the start alone.
          [desc(tournaments.event_date), desc(startsAt), desc(teamMatches.card_order)]
        : [asc(startsAt), asc(teamMatches.card_order)]),
      asc(teamMatches.id),
    )
    .limit(query.limit)
    .offset(query.offset ?? 0);
}

/** The team's team matches as asked; three indexed reads at most (rows, the sources' numbering, tie-break winners). */
export async function listTeamFixtures(db: Database, teamId: string, query: FixtureQuery): Promise<TeamFixture[]> {
  const rows = await teamFixtureRows(db, teamId, query);
  const opponentIds = new Set<string>();
  const sourceIds = new Set<string>();
  for (const row of rows) {
    const home = row.home_team_id === teamId;
    const opponent = home ? row.away_team_id : row.home_team_id;
    const source = home ? row.away_source : row.home_source;
    if (opponent) opponentIds.add(opponent);
    else if (isMatchSource(source)) sourceIds.add(source.from_team_match_id);
  }
  // A tie-break decides a level team match: its winner is read from its bouts (bout wins decide the rest).
  const tieBroken = rows.filter((row) => row.decided_by !== null && row.decided_by !== "bouts").map((row) => row.id);
  const [names, numbers, decisions] = await Promise.all([
    opponentIds.size === 0
      ? []
      : db
          .select({ id: teams.id, name: teams.name, name_ru: teams.name_ru })
          .from(teams)
          .where(inUuids(teams.id, [...opponentIds])),
    sourceNumbers(db, [...sourceIds]),
    readDecisions(db, tieBroken),
  ]);
  const nameOf = new Map(names.map((team) => [team.id, team]));
  return rows.map((row) => {
    const home = row.home_team_id === teamId;
    const opponentId = home ? row.away_team_id : row.home_team_id;
    const source = home ? row.away_source : row.home_source;
    const score: [number, number] = home ? [row.home_score, row.away_score] : [row.away_score, row.home_score];
    const decision = decisions.get(row.id);
    const winnerSide =
      decision?.winner ??
      (row.home_score >= BOUTS_TO_WIN_TEAM_MATCH && row.home_score > row.away_score
        ? "home"
        : row.away_score >= BOUTS_TO_WIN_TEAM_MATCH && row.away_score > row.home_score
          ? "away"
          : null);
    return {
      id: row.id,
      tournament: row.tournament,
      scheduled_at: row.scheduled_at,
      stage: row.stage,
      stage_round: row.stage_round,
      group_label: row.group_label,
      card_order: row.card_order,
      status: row.status,
      revision: row.revision,
      updated_at: row.updated_at,
      home,
      opponent: opponentId
        ? { id: opponentId, name: nameOf.get(opponentId)?.name ?? "", name_ru: nameOf.get(opponentId)?.name_ru ?? null }
        : null,
      opponent_source: opponentId ? null : sourceRef(source, numbers),
      score,
      result: winnerSide === null ? null : (winnerSide === "home") === home ? "win" : "loss",
      decided_by: row.decided_by,
    };
  });
}

/** The source team matches' numbers within their stage, counted as `stageNumbers` counts a whole card. */
async function sourceNumbers(db: Database, ids: string[]): Promise<Map<string, StageNumber>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: teamMatches.id,
      stage: teamMatches.stage,
      // Spelled out: drizzle leaves a single table's columns unqualified, which the subquery would read as its own.
      number: sql<number>`(select count(*)::int from team_matches s where s.tournament_id = team_matches.tournament_id and s.stage = team_matches.stage and s.card_order <= team_matches.card_order)`,
    })
    .from(teamMatches)
    .where(inUuids(teamMatches.id, ids));
  return new Map(rows.map((row) => [row.id, { stage: row.stage, number: Number(row.number) }]));
}

/** Team matches that left the team's fixtures (removed, regenerated, or given to another team) since `since`. */
export async function listTeamTombstones(db: Database, teamId: string, since: Date): Promise<TeamTombstone[]> {
  const rows = await db
    .select({
      team_match_id: teamMatchTombstones.team_match_id,
      tournament: tournamentColumns,
      stage: teamMatchTombstones.stage,
      scheduled_at: teamMatchTombstones.scheduled_at,
      sequence: teamMatchTombstones.sequence,
      removed_at: teamMatchTombstones.removed_at,
    })
    .from(teamMatchTombstones)
    .innerJoin(tournaments, eq(tournaments.id, teamMatchTombstones.tournament_id))
    .where(
      and(
        eq(teamMatchTombstones.team_id, teamId),
        gte(sql`coalesce(${teamMatchTombstones.scheduled_at}, ${tournaments.event_date})`, since),
      ),
    )
    .orderBy(asc(teamMatchTombstones.removed_at), asc(teamMatchTombstones.team_match_id));
  return rows.map((row) => ({ ...row, stage: row.stage as TeamMatchStage }));
}
