// For tests under concurrency: every derived number the results writes keep, compared with a recomputation from the
// recorded bouts — each team match's score, winner, decided_by and status, the season totals behind the standings,
// the athletes' records and their ratings (a full replay). The recomputation runs in a transaction that is rolled back,
// so the stored state is left as it was. Answers one line per difference (empty: none).
import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { athletes, bouts, ratingHistory, teamMatches, tournaments } from "../../db/schema.ts";
import { readDecisions } from "../season/decisions.server.ts";
import { refreshAllAthleteTotals } from "./athlete-totals.server.ts";
import { replayRatingsFrom } from "./ratings.server.ts";
import { teamMatchProgress } from "./team-match-score.ts";

class RolledBack extends Error {}

export async function derivedDifferences(db: Database): Promise<string[]> {
  const differences: string[] = [];
  const matches = await db.select().from(teamMatches).orderBy(asc(teamMatches.id));
  const boutRows = await db.select().from(bouts);
  const decisions = await readDecisions(
    db,
    matches.map((match) => match.id),
  );
  const dates = new Map(
    (await db.select({ id: tournaments.id, at: tournaments.event_date }).from(tournaments)).map((row) => [
      row.id,
      row.at.getUTCFullYear(),
    ]),
  );
  const seasons = new Map<string, number[]>();
  const add = (season: number, team: string, values: number[]) => {
    const key = `${season}:${team}`;
    const sum = seasons.get(key) ?? [0, 0, 0, 0, 0, 0];
    seasons.set(
      key,
      sum.map((value, index) => value + values[index]!),
    );
  };
  for (const match of matches) {
    const own = boutRows.filter((bout) => bout.team_match_id === match.id);
    const counted = own.filter((bout) => bout.status === "completed" && !bout.exhibition && bout.winner_id);
    const home = counted.filter((bout) => bout.winner_id === bout.athlete_a_id);
    const away = counted.filter((bout) => bout.winner_id === bout.athlete_b_id);
    const expected = {
      home_score: home.length,
      away_score: away.length,
      home_submissions: home.filter((bout) => bout.method === "submission").length,
      away_submissions: away.filter((bout) => bout.method === "submission").length,
    };
    const stored = {
      home_score: match.home_score,
      away_score: match.away_score,
      home_submissions: match.home_submissions,
      away_submissions: match.away_submissions,
    };
    if (JSON.stringify(stored) !== JSON.stringify(expected))
      differences.push(`team match ${match.id} score ${JSON.stringify(stored)} != ${JSON.stringify(expected)}`);
    const decision = decisions.get(match.id)!;
    if (match.decided_by !== decision.decided_by)
      differences.push(`team match ${match.id} decided_by ${match.decided_by} != ${decision.decided_by}`);
    const winnerTeam =
      decision.winner === "home" ? match.home_team_id : decision.winner === "away" ? match.away_team_id : null;
    const status = decision.winner ? "completed" : teamMatchProgress(own).status;
    if (match.status !== status) differences.push(`team match ${match.id} status ${match.status} != ${status}`);
    const season = dates.get(match.tournament_id)!;
    for (const [team, other, won, lost, subs] of [
      [match.home_team_id, match.away_team_id, expected.home_score, expected.away_score, expected.home_submissions],
      [match.away_team_id, match.home_team_id, expected.away_score, expected.home_score, expected.away_submissions],
    ] as const) {
      if (!team) continue;
      const win = winnerTeam !== null && winnerTeam === team ? 1 : 0;
      const loss = winnerTeam !== null && winnerTeam === other ? 1 : 0;
      add(season, team, [1, win, loss, won, lost, subs]);
    }
  }
  const storedSeasons = await selectRows<{
    season: number;
    team_id: string;
    team_matches: number;
    match_wins: number;
    match_losses: number;
    bouts_won: number;
    bouts_lost: number;
    submissions: number;
  }>(db, sql`select * from team_season_stats`);
  const storedKeys = new Set<string>();
  for (const row of storedSeasons) {
    const key = `${row.season}:${row.team_id}`;
    storedKeys.add(key);
    const values = [
      row.team_matches,
      row.match_wins,
      row.match_losses,
      row.bouts_won,
      row.bouts_lost,
      row.submissions,
    ].map(Number);
    const expected = seasons.get(key) ?? [0, 0, 0, 0, 0, 0];
    if (values.join() !== expected.join()) differences.push(`standings ${key} [${values}] != [${expected}]`);
  }
  for (const [key, expected] of seasons)
    if (!storedKeys.has(key)) differences.push(`standings ${key} missing, expected [${expected}]`);
  differences.push(...(await recomputedAthletes(db)));
  return differences;
}

/** Records and ratings: stored, then recomputed from scratch in a transaction that is rolled back. */
async function recomputedAthletes(db: Database): Promise<string[]> {
  const read = async (tx: Database) => ({
    athletes: await tx
      .select({
        id: athletes.id,
        wins: athletes.wins,
        losses: athletes.losses,
        total: athletes.total_matches,
        streak: athletes.win_streak,
        rating: athletes.rating_elo,
      })
      .from(athletes)
      .orderBy(asc(athletes.id)),
    history: await tx
      .select({ bout: ratingHistory.bout_id, athlete: ratingHistory.athlete_id, after: ratingHistory.rating_after })
      .from(ratingHistory)
      .orderBy(asc(ratingHistory.bout_id), asc(ratingHistory.athlete_id)),
  });
  const stored = await read(db);
  let recomputed: typeof stored | null = null;
  await db
    .transaction(async (tx) => {
      await refreshAllAthleteTotals(tx);
      await replayRatingsFrom(tx, null);
      recomputed = await read(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  const differences: string[] = [];
  const fresh = new Map(recomputed!.athletes.map((row) => [row.id, row]));
  for (const row of stored.athletes) {
    const expected = fresh.get(row.id);
    if (JSON.stringify(row) !== JSON.stringify(expected))
      differences.push(`athlete ${JSON.stringify(row)} != ${JSON.stringify(expected)}`);
  }
  if (JSON.stringify(stored.history) !== JSON.stringify(recomputed!.history))
    differences.push(`rating history: ${stored.history.length} rows stored, ${recomputed!.history.length} recomputed`);
  return differences;
}
