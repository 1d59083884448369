// What the scorekeeper's pages show: the team matches to score (live first, then the next ones) and one bout's console.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server.ts";
import { athletes, bouts, teamMatches, tournaments } from "../db/schema.ts";
import { awayTeam, boutsByTeamMatch, homeTeam, readCardBouts } from "../league/results/card-reads.server.ts";
import { teamMatchScore } from "../league/results/team-match-score.ts";
import { newestEventId, readBoutState } from "./live-reads.server.ts";

/** How many team matches /score lists: tonight's card, not the season. */
const MATCH_LIMIT = 12;

const athleteA = alias(athletes, "athlete_a");
const athleteB = alias(athletes, "athlete_b");

export async function listScoringMatches(db: Database) {
  const matches = await db
    .select({
      id: teamMatches.id,
      status: teamMatches.status,
      scheduled_at: teamMatches.scheduled_at,
      tournament_id: tournaments.id,
      tournament_title: tournaments.title,
      event_date: tournaments.event_date,
      home_team: homeTeam.name,
      away_team: awayTeam.name,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
    .innerJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
    // The partial index team_matches_status_idx covers exactly the unfinished matches.
    .where(sql`${teamMatches.status} <> 'completed'`)
    .orderBy(sql`${teamMatches.status} = 'live' desc`, asc(tournaments.event_date), asc(teamMatches.card_order))
    .limit(MATCH_LIMIT);
  const byMatch = boutsByTeamMatch(
    await readCardBouts(
      db,
      matches.map((match) => match.id),
    ),
  );
  return matches.map((match) => {
    const own = byMatch.get(match.id) ?? [];
    const score = teamMatchScore(own);
    return {
      ...match,
      score: [score.home, score.away] as [number, number],
      bouts: own.map((bout) => ({
        id: bout.id,
        bout_order: bout.bout_order,
        exhibition: bout.exhibition,
        status: bout.status,
        athlete_a: bout.a.full_name,
        athlete_b: bout.b.full_name,
      })),
    };
  });
}
export type ScoringMatch = Awaited<ReturnType<typeof listScoringMatches>>[number];

/** One bout for the console: both athletes and teams, the team match score, and the live state now. */
export async function loadBoutConsole(db: Database, boutId: string) {
  const [row] = await db
    .select({
      id: bouts.id,
      bout_order: bouts.bout_order,
      team_match_id: bouts.team_match_id,
      card_order: teamMatches.card_order,
      tournament_id: tournaments.id,
      tournament_title: tournaments.title,
      athlete_a: { id: athleteA.id, name: athleteA.full_name, country: athleteA.country },
      athlete_b: { id: athleteB.id, name: athleteB.full_name, country: athleteB.country },
      team_a: homeTeam.name,
      team_b: awayTeam.name,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(athleteA, eq(athleteA.id, bouts.athlete_a_id))
    .innerJoin(athleteB, eq(athleteB.id, bouts.athlete_b_id))
    .innerJoin(homeTeam, eq(homeTeam.id, bouts.team_a_id))
    .innerJoin(awayTeam, eq(awayTeam.id, bouts.team_b_id))
    .where(eq(bouts.id, boutId));
  if (!row) return null;
  // The stream position first, then the state: the console's stream resumes from it, so nothing after the read is missed.
  const stream_position = await newestEventId(db);
  const decided = await db
    .select({
      status: bouts.status,
      exhibition: bouts.exhibition,
      winner_id: bouts.winner_id,
      athlete_a_id: bouts.athlete_a_id,
    })
    .from(bouts)
    .where(eq(bouts.team_match_id, row.team_match_id));
  const score = teamMatchScore(decided);
  const state = await readBoutState(db, boutId);
  return {
    ...row,
    match_score: [score.home, score.away] as [number, number],
    state: state!,
    stream_position,
    next_bout: await nextBout(db, row),
  };
}

/**
 * Where the console goes after a finish: the event's next bout still to score after this one in card order (team match,
 * then bout), else an earlier one left unfinished.
 */
async function nextBout(
  db: Database,
  current: { id: string; tournament_id: string; card_order: number; bout_order: number },
) {
  const [next] = await db
    .select({
      id: bouts.id,
      bout_order: bouts.bout_order,
      athlete_a: athleteA.full_name,
      athlete_b: athleteB.full_name,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(athleteA, eq(athleteA.id, bouts.athlete_a_id))
    .innerJoin(athleteB, eq(athleteB.id, bouts.athlete_b_id))
    .where(
      and(
        eq(teamMatches.tournament_id, current.tournament_id),
        ne(bouts.status, "completed"),
        ne(bouts.id, current.id),
      ),
    )
    .orderBy(
      sql`(${teamMatches.card_order}, ${bouts.bout_order}) > (${current.card_order}, ${current.bout_order}) desc`,
      asc(teamMatches.card_order),
      asc(bouts.bout_order),
    )
    .limit(1);
  return next ?? null;
}
