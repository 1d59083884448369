// The results API's reads: a tournament's card, one bout, an athlete's bouts and rating history, standings.
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, ratingHistory, teamMatches, tournaments } from "../../db/schema.ts";
import { teamMatchProgress } from "./team-match-score.ts";
import { inUuids } from "../../db/pg-array.ts";

type BoutRow = typeof bouts.$inferSelect;
const withoutClock = ({
  clock_round: _r,
  clock_running: _run,
  clock_started_at: _s,
  clock_elapsed_ms: _e,
  created_at: _c,
  updated_at: _u,
  ...bout
}: BoutRow) => bout;

/** The tournament's team matches in card order, each with its bouts, its score (2–1) and its winning team; null for no tournament. */
export async function getTournamentResults(db: Database, tournamentId: string) {
  const [tournament] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return null;
  const matches = await db
    .select()
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, tournamentId))
    .orderBy(asc(teamMatches.card_order), asc(teamMatches.id));
  const boutRows =
    matches.length === 0
      ? []
      : await db
          .select()
          .from(bouts)
          .where(
            inUuids(
              bouts.team_match_id,
              matches.map((match) => match.id),
            ),
          )
          .orderBy(asc(bouts.bout_order));
  return {
    tournament_id: tournamentId,
    team_matches: matches.map(({ created_at: _c, updated_at: _u, ...match }) => {
      const own = boutRows.filter((bout) => bout.team_match_id === match.id);
      const progress = teamMatchProgress(own);
      // The winner and decided_by as stored by advancement (bouts or the tie-break ladder); a decided match is over.
      return {
        ...match,
        status: match.decided_by !== null ? ("completed" as const) : progress.status,
        home_score: progress.score.home,
        away_score: progress.score.away,
        bouts: own.map((bout, index) => ({ ...withoutClock(bout), stage: progress.stages[index]! })),
      };
    }),
  };
}

export async function getBout(db: Database, id: string) {
  const [bout] = await db.select().from(bouts).where(eq(bouts.id, id));
  return bout ? withoutClock(bout) : null;
}

/** Newest first, a page at a time, each with the athlete's rating before and after (null when not rated). */
export async function listAthleteBouts(db: Database, athleteId: string, page: { page: number; limit: number }) {
  const mine = or(eq(bouts.athlete_a_id, athleteId), eq(bouts.athlete_b_id, athleteId));
  const [rows, counted] = await Promise.all([
    db
      .select({
        bout: bouts,
        tournament_id: teamMatches.tournament_id,
        rating_before: ratingHistory.rating_before,
        rating_after: ratingHistory.rating_after,
      })
      .from(bouts)
      .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
      .leftJoin(ratingHistory, and(eq(ratingHistory.bout_id, bouts.id), eq(ratingHistory.athlete_id, athleteId)))
      .where(mine)
      .orderBy(desc(bouts.fought_at), desc(teamMatches.card_order), desc(bouts.bout_order))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int`.as("total") })
      .from(bouts)
      .where(mine),
  ]);
  const total = counted[0]?.total ?? 0;
  const items = rows.map(({ bout, tournament_id, rating_before, rating_after }) => ({
    ...withoutClock(bout),
    tournament_id,
    rating_before,
    rating_after,
  }));
  return { items, total };
}

/** Every rated bout's rating after it, oldest first (the profile's chart), with its event's zone to date it by. */
export async function listRatingHistory(db: Database, athleteId: string) {
  return db
    .select({
      bout_id: ratingHistory.bout_id,
      fought_at: ratingHistory.fought_at,
      bouts_before: ratingHistory.bouts_before,
      rating_before: ratingHistory.rating_before,
      rating_after: ratingHistory.rating_after,
      time_zone: tournaments.time_zone,
    })
    .from(ratingHistory)
    .innerJoin(bouts, eq(bouts.id, ratingHistory.bout_id))
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(eq(ratingHistory.athlete_id, athleteId))
    .orderBy(asc(ratingHistory.fought_at), asc(ratingHistory.bouts_before));
}

export const athleteExists = async (db: Database, id: string) =>
  (await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, id))).length > 0;
