// Predictions frozen before each bout (migration 0016: a trigger freezes one when a bout is made with no result yet)
// and the calibration computed from them alone (app/lib/ratings/calibration.ts).
import { eq, sql } from "drizzle-orm";
import { RATING_MODEL } from "../../../app/lib/results/elo.ts";
import { summarizeTotals, type CalibrationTotals } from "../../../app/lib/ratings/calibration.ts";
import type { Database } from "../../db/client.server.ts";
import { selectRows, type Executor } from "../../db/raw-sql.server.ts";
import { boutPredictions, predictionModels, teamMatchPredictions } from "../../db/schema.ts";
import { inUuids } from "../../db/pg-array.ts";

/** The model the predictions are made with: the league's Elo (app/lib/results/elo.ts), as `elo_expected` in SQL. */
export const PREDICTION_MODEL = RATING_MODEL;

/**
 * The models that made this league's stored predictions, oldest first, with when each started and stopped
 * (migration 0035 lists `elo-1` only where it made some): the calibration page says which models its figures mix.
 */
export async function predictionModelsUsed(db: Database) {
  return db
    .select({
      model: predictionModels.model,
      adopted_at: predictionModels.adopted_at,
      retired_at: predictionModels.retired_at,
    })
    .from(predictionModels)
    .orderBy(predictionModels.adopted_at);
}

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
    .where(inUuids(teamMatchPredictions.team_match_id, [...teamMatchIds]));
  return new Map(rows.map(({ id, ...odds }) => [id, odds]));
}

/** Seasons (calendar years of the bouts) that have scored predictions, newest first. */
export async function calibrationSeasons(db: Database): Promise<number[]> {
  const rows = await selectRows<{ season: number }>(
    db,
    sql`select season from calibration_sums where kind = 'bout' group by season having sum(n) > 0 order by season desc`,
  );
  return rows.map((row) => Number(row.season));
}

/**
 * Brier, log-loss and the reliability bins of the stored predictions of completed bouts with a result (a win or a
 * draw; forfeits and no-contests say nothing about the model), in one season (the bout's year, UTC) or all.
 */
export async function readCalibration(db: Database, season: number | null) {
  return { ...(await summedCalibration(db, "bout", season)), season };
}

/**
 * The same scores for the team matches' stored odds: the home team's probability against whether it won (every
 * decided team match has a winner, by bouts or on the tie-break ladder), in the season of its tournament's date.
 */
export async function readTeamMatchCalibration(db: Database, season: number | null) {
  return { ...(await summedCalibration(db, "team_match", season)), season };
}

/**
 * The calibration of one kind of prediction from `calibration_sums` (migration 0027: the sums of `calibration_scored`
 * per season and bin, kept in step by triggers when a prediction is stored or a result recorded, corrected or
 * removed): at most ten rows per season are added up, however many predictions there are, and
 * app/lib/ratings/calibration.ts `summarizeTotals` makes them the summary `summarizeCalibration` gives one by one.
 */
export async function summedCalibration(db: Database, kind: "bout" | "team_match" | "in_bout", season: number | null) {
  const rows = await selectRows<{
    bin: number;
    n: number;
    reconstructed: number;
    p: number;
    o: number;
    squared: number;
    log_loss: number;
    baseline_squared: number;
    hits: number;
  }>(
    db,
    sql`select bin, sum(n)::int as n, sum(reconstructed)::int as reconstructed, sum(sum_p)::float8 as p,
          sum(sum_observed)::float8 as o, sum(sum_squared)::float8 as squared, sum(sum_log_loss)::float8 as log_loss,
          sum(sum_baseline_squared)::float8 as baseline_squared, sum(sum_hits)::float8 as hits
        from calibration_sums where kind = ${kind} ${season === null ? sql`` : sql`and season = ${season}`}
        group by bin`,
  );
  const totals: CalibrationTotals = {
    n: 0,
    squared: 0,
    logLoss: 0,
    baselineSquared: 0,
    hits: 0,
    bins: Array.from({ length: 10 }, () => ({ n: 0, p: 0, observed: 0 })),
  };
  let reconstructed = 0;
  for (const row of rows) {
    if (Number(row.n) === 0) continue;
    totals.n += Number(row.n);
    totals.squared += Number(row.squared);
    totals.logLoss += Number(row.log_loss);
    totals.baselineSquared += Number(row.baseline_squared);
    totals.hits += Number(row.hits);
    totals.bins[Number(row.bin)] = { n: Number(row.n), p: Number(row.p), observed: Number(row.o) };
    reconstructed += Number(row.reconstructed);
  }
  return { ...summarizeTotals(totals), reconstructed };
}

/** Rebuilds `calibration_sums` from the stored predictions (after a bulk load, or to repair it). */
export async function rebuildCalibrationSums(tx: Executor) {
  await tx.execute(sql`select "rebuild_calibration_sums"()`);
}
