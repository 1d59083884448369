// Predictions frozen before each bout (migration 0016: a trigger freezes one when a bout is made with no result yet)
// and the calibration computed from them alone (app/lib/ratings/calibration.ts).
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { summarizeCalibration, type Scored } from "../../../app/lib/ratings/calibration.ts";
import type { Database } from "../../db/client.server.ts";
import { selectRows, type Executor } from "../../db/raw-sql.server.ts";
import { boutPredictions, teamMatchPredictions } from "../../db/schema.ts";

/** The model the predictions are made with: the league's Elo (app/lib/results/elo.ts), as `elo_expected` in SQL. */
export const PREDICTION_MODEL = "elo-1";

/**
 * After a seed has written a history and replayed its ratings: the completed bouts' predictions reconstructed from the
 * ratings before each, the open bouts' made again from the ratings now.
 */
export async function reconstructPredictions(tx: Executor) {
  await tx.execute(sql`select "reconstruct_bout_predictions"()`);
  await tx.execute(sql`select "refreeze_open_bout_predictions"()`);
}

export async function boutPrediction(db: Database, boutId: string) {
  const [row] = await db
    .select({
      p_a: boutPredictions.p_a,
      p_b: boutPredictions.p_b,
      p_draw: boutPredictions.p_draw,
      model: boutPredictions.model,
      source: boutPredictions.source,
      made_at: boutPredictions.made_at,
    })
    .from(boutPredictions)
    .where(eq(boutPredictions.bout_id, boutId));
  return row ?? null;
}

/** A team match's odds, frozen when its third bout's prediction was stored (migration 0023), or null. */
export async function teamMatchPrediction(db: Database, teamMatchId: string) {
  const [row] = await db
    .select({
      p_home: teamMatchPredictions.p_home,
      p_away: teamMatchPredictions.p_away,
      model: teamMatchPredictions.model,
      source: teamMatchPredictions.source,
      made_at: teamMatchPredictions.made_at,
    })
    .from(teamMatchPredictions)
    .where(eq(teamMatchPredictions.team_match_id, teamMatchId));
  return row ?? null;
}

/** The stored odds of the team matches given that have them (one query, by primary key). */
export async function teamMatchPredictionsOf(db: Database, teamMatchIds: readonly string[]) {
  if (teamMatchIds.length === 0) return new Map<string, { p_home: number; p_away: number }>();
  const rows = await db
    .select({
      id: teamMatchPredictions.team_match_id,
      p_home: teamMatchPredictions.p_home,
      p_away: teamMatchPredictions.p_away,
    })
    .from(teamMatchPredictions)
    .where(inArray(teamMatchPredictions.team_match_id, [...teamMatchIds]));
  return new Map(rows.map(({ id, ...odds }) => [id, odds]));
}

/** Seasons (calendar years of the bouts) that have scored predictions, newest first. */
export async function calibrationSeasons(db: Database): Promise<number[]> {
  const rows = await selectRows<{ season: number }>(
    db,
    sql`select distinct extract(year from b.fought_at at time zone 'UTC')::int as season
        from bout_predictions p join bouts b on b.id = p.bout_id
        where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw')
        order by season desc`,
  );
  return rows.map((row) => row.season);
}

/**
 * Brier, log-loss and the reliability bins of the stored predictions of completed bouts with a result (a win or a
 * draw; forfeits and no-contests say nothing about the model), in one season or all.
 */
export async function readCalibration(db: Database, season: number | null) {
  const rows = await selectRows<{ p: number; outcome: number; source: string }>(
    db,
    sql`select p.p_a as p, p.source,
          case when b.winner_id = b.athlete_a_id then 1 when b.winner_id = b.athlete_b_id then 0 else 0.5 end as outcome
        from bout_predictions p join bouts b on b.id = p.bout_id
        where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw')
          ${season === null ? sql`` : sql`and b.fought_at >= make_timestamptz(${season}, 1, 1, 0, 0, 0, 'UTC') and b.fought_at < make_timestamptz(${season + 1}, 1, 1, 0, 0, 0, 'UTC')`}`,
  );
  const scored: Scored[] = rows.map((row) => ({ p: Number(row.p), outcome: Number(row.outcome) as Scored["outcome"] }));
  return {
    ...summarizeCalibration(scored),
    season,
    reconstructed: rows.filter((row) => row.source === "reconstructed").length,
  };
}

/** A season as a range of a timestamp column, or no condition. */
const inSeason = (column: SQL, season: number | null) =>
  season === null
    ? sql``
    : sql`and ${column} >= make_timestamptz(${season}, 1, 1, 0, 0, 0, 'UTC') and ${column} < make_timestamptz(${season + 1}, 1, 1, 0, 0, 0, 'UTC')`;

/**
 * The same scores for the team matches' stored odds: the home team's probability against whether it won (every
 * decided team match has a winner, by bouts or on the tie-break ladder), in the season of its tournament's date.
 */
export async function readTeamMatchCalibration(db: Database, season: number | null) {
  const rows = await selectRows<{ p: number; outcome: number; source: string }>(
    db,
    sql`select p.p_home as p, p.source, case when m.winner_team_id = m.home_team_id then 1 else 0 end as outcome
        from team_match_predictions p
        join team_matches m on m.id = p.team_match_id
        join tournaments t on t.id = m.tournament_id
        where m.winner_team_id is not null ${inSeason(sql`t.event_date`, season)}`,
  );
  const scored: Scored[] = rows.map((row) => ({ p: Number(row.p), outcome: Number(row.outcome) as Scored["outcome"] }));
  return {
    ...summarizeCalibration(scored),
    season,
    reconstructed: rows.filter((row) => row.source === "reconstructed").length,
  };
}
