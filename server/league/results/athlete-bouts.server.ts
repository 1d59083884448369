// The profile's Fights tab: an athlete's league bouts from their side (opponent, teams, event named), newest first,
// a page at a time. It reads the athlete's own index entries (bouts_athlete_a_idx / _b_idx, rating_history_athlete_idx), so the
// cost follows the athlete's career, not the league's size.
import { and, count, desc, eq, or, type Placeholder, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isId } from "../../../app/lib/ids.ts";
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, ratingHistory, teamMatches, teams, tournaments } from "../../db/schema.ts";
import { prepared } from "../../db/prepared.server.ts";
import { paginate } from "../paginate.ts";
import { careerBoutColumns } from "./bout-columns.server.ts";

export const ATHLETE_BOUTS_PAGE_SIZE = 20;
const GUESSED_PAGES_AT_MOST = 10_000;

export type BoutOutcome = "W" | "L" | "D" | "NC";

export interface AthleteBout {
  id: string;
  fought_at: Date;
  tournament: { id: string; title: string; title_ru: string | null; event_date: Date; time_zone: string };
  opponent: { id: string; full_name: string; full_name_ru: string | null; country: string };
  team: { id: string; name: string; name_ru: string | null };
  opponent_team: { id: string; name: string; name_ru: string | null };
  result: BoutOutcome;
  method: BoutMethod | null;
  technique: string | null;
  round: number | null;
  time_seconds: number | null;
  /** The athlete's score first. */
  score: [number, number];
  exhibition: boolean;
  /** Absent for bouts that are not rated (forfeit, no contest, cancelled). */
  rating_before: number | null;
  rating_after: number | null;
  /** The event's broadcast is synced: the finish may have a "Watch" link. */
  broadcast_synced: boolean;
}

/** W/L/D from the athlete's side; a bout with no winner that is not a draw is a no-contest. */
export function outcomeFor(athleteId: string, winnerId: string | null, method: BoutMethod | null): BoutOutcome {
  if (winnerId) return winnerId === athleteId ? "W" : "L";
  return method === "draw" ? "D" : "NC";
}

const opponent = alias(athletes, "opponent");
const ownTeam = alias(teams, "own_team");
const opponentTeam = alias(teams, "opponent_team");

function involving(athleteId: string | Placeholder) {
  return and(eq(bouts.status, "completed"), or(eq(bouts.athlete_a_id, athleteId), eq(bouts.athlete_b_id, athleteId)));
}

export async function countAthleteBouts(db: Database, athleteId: string): Promise<number> {
  // A malformed id has no bouts (and must not reach the uuid column as a query error).
  if (!isId(athleteId)) return 0;
  const [row] = await db.select({ total: count() }).from(bouts).where(involving(athleteId));
  return row?.total ?? 0;
}

/**
 * One page (1-based; clamped to the last) of the athlete's completed bouts, newest first, with their number: one
 * statement (the count rides along as a window), a second only for a page past the last. `broadcast_synced` says
 * whether the bout's event has a synced broadcast, so the page asks for "Watch" links only when one can exist.
 */
export async function getAthleteBouts(db: Database, athleteId: string, requestedPage = 1) {
  // A guess that the page exists, bounded so that a hand-typed `?fights=` stays a valid offset.
  const firstGuess = paginate(GUESSED_PAGES_AT_MOST * ATHLETE_BOUTS_PAGE_SIZE, requestedPage, ATHLETE_BOUTS_PAGE_SIZE);
  let rows = isId(athleteId) ? await athleteBoutRows(db, athleteId, firstGuess.offset) : [];
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && firstGuess.page > 1) {
    total = await countAthleteBouts(db, athleteId);
    if (total > 0)
      rows = await athleteBoutRows(db, athleteId, paginate(total, requestedPage, ATHLETE_BOUTS_PAGE_SIZE).offset);
  }
  const { page, pageCount } = paginate(total, requestedPage, ATHLETE_BOUTS_PAGE_SIZE);
  const items = rows.map(({ athlete_a_id, winner_id, score_a, score_b, total: _total, ...row }): AthleteBout => {
    const sideA = athlete_a_id === athleteId;
    return {
      ...row,
      result: outcomeFor(athleteId, winner_id, row.method),
      score: sideA ? [score_a, score_b] : [score_b, score_a],
    };
  });
  return { items, total, page, pageCount };
}

function athleteBoutRows(db: Database, athleteId: string, offset: number) {
  return prepared(db, "athlete_bout_rows", athleteBoutRowsQuery).execute({ athleteId, offset });
}

const athleteBoutRowsQuery = (db: Database, name: string) => {
  const athleteId = sql.placeholder("athleteId");
  const isA = sql<boolean>`${bouts.athlete_a_id} = ${athleteId}`;
  return db
    .select({
      ...careerBoutColumns,
      exhibition: bouts.exhibition,
      opponent: {
        id: opponent.id,
        full_name: opponent.full_name,
        full_name_ru: opponent.full_name_ru,
        country: opponent.country,
      },
      team: { id: ownTeam.id, name: ownTeam.name, name_ru: ownTeam.name_ru },
      opponent_team: { id: opponentTeam.id, name: opponentTeam.name, name_ru: opponentTeam.name_ru },
      rating_before: ratingHistory.rating_before,
      rating_after: ratingHistory.rating_after,
      broadcast_synced: sql<boolean>`(${tournaments.broadcast_url} is not null and ${tournaments.broadcast_started_at} is not null)`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(
      opponent,
      eq(opponent.id, sql`case when ${isA} then ${bouts.athlete_b_id} else ${bouts.athlete_a_id} end`),
    )
    .innerJoin(ownTeam, eq(ownTeam.id, sql`case when ${isA} then ${bouts.team_a_id} else ${bouts.team_b_id} end`))
    .innerJoin(
      opponentTeam,
      eq(opponentTeam.id, sql`case when ${isA} then ${bouts.team_b_id} else ${bouts.team_a_id} end`),
    )
    .leftJoin(ratingHistory, and(eq(ratingHistory.bout_id, bouts.id), eq(ratingHistory.athlete_id, athleteId)))
    .where(involving(athleteId))
    .orderBy(desc(bouts.fought_at), desc(teamMatches.card_order), desc(bouts.bout_order))
    .limit(ATHLETE_BOUTS_PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .prepare(name);
};
