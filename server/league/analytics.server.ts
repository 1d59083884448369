// League analytics: totals and top-5 lists, each one SQL aggregate or one ORDER BY … LIMIT 5 on an index.
import { and, asc, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { TOP_LIST_SIZE, WIN_RATE_MIN_MATCHES } from "../../app/lib/league-constants.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, bouts, teams, tournaments } from "../db/schema.ts";
import { BY_ELO, withTeam, type TeamRef } from "./athletes-queries.server.ts";

export interface LeagueStats {
  athletes: number;
  tournaments: number;
  /** League bouts won by submission. */
  submissions: number;
  /** League bouts fought (completed, not cancelled): the denominator of the league submission rate. */
  matches: number;
}

/**
 * Counts bouts, not athletes' records: summing every athlete's matches counted each bout twice (once per side), and
 * the records also hold careers from before the league. A bout is fought when completed and not cancelled (as the
 * athletes' records count it: results/athlete-totals.server.ts).
 */
export async function getLeagueStats(db: Database): Promise<LeagueStats> {
  const fought = and(eq(bouts.status, "completed"), sql`${bouts.method} is distinct from 'cancelled'`);
  const [[athleteTotals], [tournamentTotals], [boutTotals]] = await Promise.all([
    db.select({ athletes: count() }).from(athletes),
    db.select({ tournaments: count() }).from(tournaments),
    db
      .select({
        matches: count(),
        submissions: sql<number>`(count(*) filter (where ${bouts.method} = 'submission'))::int`,
      })
      .from(bouts)
      .where(fought),
  ]);
  return {
    athletes: athleteTotals?.athletes ?? 0,
    tournaments: tournamentTotals?.tournaments ?? 0,
    submissions: Number(boutTotals?.submissions ?? 0),
    matches: Number(boutTotals?.matches ?? 0),
  };
}

export const LEADER_KINDS = ["elo", "submissions", "winRate", "controlTime"] as const;
export type LeaderKind = (typeof LEADER_KINDS)[number];

export interface Leader {
  id: string;
  full_name: string;
  full_name_ru: string | null;
  country: string;
  team: TeamRef | null;
  rating_elo: number;
  wins: number;
  total_matches: number;
  submissions_for: number;
  control_time_total: number;
}

const winRatio = sql`(${athletes.wins}::double precision / ${athletes.total_matches})`;

/**
 * Tie-breaks, so every list is deterministic:
 * - elo: ELO desc, then name asc, then id (the directory's own order, so the two always agree);
 * - submissions: submissions desc, then ELO desc, then name asc, then id;
 * - winRate (only athletes with more than 3 matches): wins / matches desc, then more wins, then ELO desc, then name, then id;
 * - controlTime: total control seconds desc, then ELO desc, then name asc, then id.
 * Each order matches an index from migration 0001 (`nulls last` included), so a list reads five index entries.
 */
const ORDERS: Record<LeaderKind, { where?: SQL; orderBy: SQL[] }> = {
  elo: { orderBy: BY_ELO },
  submissions: {
    orderBy: [
      sql`${athletes.submissions_for} desc nulls last`,
      sql`${athletes.rating_elo} desc nulls last`,
      asc(athletes.full_name),
      asc(athletes.id),
    ],
  },
  winRate: {
    where: gt(athletes.total_matches, WIN_RATE_MIN_MATCHES),
    orderBy: [
      desc(winRatio),
      sql`${athletes.wins} desc nulls last`,
      sql`${athletes.rating_elo} desc nulls last`,
      asc(athletes.full_name),
      asc(athletes.id),
    ],
  },
  controlTime: {
    orderBy: [
      sql`${athletes.control_time_total} desc nulls last`,
      sql`${athletes.rating_elo} desc nulls last`,
      asc(athletes.full_name),
      asc(athletes.id),
    ],
  },
};

/** The query behind one list (exported so a test can EXPLAIN it). */
export function leadersQuery(db: Database, kind: LeaderKind, limit: number) {
  const { where, orderBy } = ORDERS[kind];
  return db
    .select({
      id: athletes.id,
      full_name: athletes.full_name,
      full_name_ru: athletes.full_name_ru,
      country: athletes.country,
      rating_elo: athletes.rating_elo,
      wins: athletes.wins,
      total_matches: athletes.total_matches,
      submissions_for: athletes.submissions_for,
      control_time_total: athletes.control_time_total,
      team_id: teams.id,
      team_name: teams.name,
      team_name_ru: teams.name_ru,
    })
    .from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(Math.min(Math.max(1, limit), 50));
}

export async function getLeaders(db: Database, kind: LeaderKind, limit = TOP_LIST_SIZE): Promise<Leader[]> {
  const rows = await leadersQuery(db, kind, limit);
  return rows.map(withTeam);
}

/** All four top-5 lists, queried together. */
export async function getAllLeaders(db: Database): Promise<Record<LeaderKind, Leader[]>> {
  const lists = await Promise.all(LEADER_KINDS.map((kind) => getLeaders(db, kind)));
  return Object.fromEntries(LEADER_KINDS.map((kind, index) => [kind, lists[index]!])) as Record<LeaderKind, Leader[]>;
}
