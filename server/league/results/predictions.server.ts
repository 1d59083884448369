// Predictions frozen before each bout (migration 0016: a trigger freezes one when a bout is made with no result yet)
// and the calibration computed from them alone (app/lib/ratings/calibration.ts).
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { summarizeTotals, type CalibrationTotals } from "../../../app/lib/ratings/calibration.ts";
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
  return {
    ...(await calibrationOf(
      db,
      sql`select p.p_a as p, p.source,
            case when b.winner_id = b.athlete_a_id then 1 when b.winner_id = b.athlete_b_id then 0 else 0.5 end as o
          from bout_predictions p join bouts b on b.id = p.bout_id
          where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw') ${inSeason(sql`b.fought_at`, season)}`,
    )),
    season,
  };
}

/**
 * The calibration of the predictions a query gives (`p`, `o` the outcome, `source`), summed in the database per bin
 * (app/lib/ratings/calibration.ts `summarizeTotals`): one row per bin comes back, not one per prediction, so a league
 * of a million bouts answers as fast as a small one.
 */
async function calibrationOf(db: Database, predictions: SQL) {
  const clipped = sql`least(1 - 1e-6, greatest(1e-6, s.p))`;
  const rows = await selectRows<{
    bin: number;
    n: number;
    p: number;
    o: number;
    squared: number;
    log_loss: number;
    baseline_squared: number;
    hits: number;
    reconstructed: number;
  }>(
    db,
    sql`select least(9, greatest(0, floor(s.p * 10)))::int as bin, count(*)::int as n,
          sum(s.p)::float8 as p, sum(s.o)::float8 as o, sum((s.p - s.o) ^ 2)::float8 as squared,
          sum(-(s.o * ln(${clipped}) + (1 - s.o) * ln(1 - ${clipped})))::float8 as log_loss,
          sum((0.5 - s.o) ^ 2)::float8 as baseline_squared,
          sum(case when s.o = 0.5 or s.p = 0.5 then 0.5 when (s.p > 0.5) = (s.o = 1) then 1 else 0 end)::float8 as hits,
          (count(*) filter (where s.source = 'reconstructed'))::int as reconstructed
        from (${predictions}) s group by 1`,
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
    totals.n += Number(row.n);
    totals.squared += Number(row.squared);
    totals.logLoss += Number(row.log_loss);
    totals.baselineSquared += Number(row.baseline_squared);
    totals.hits += Number(row.hits);
    totals.bins[row.bin] = { n: Number(row.n), p: Number(row.p), observed: Number(row.o) };
    reconstructed += Number(row.reconstructed);
  }
  return { ...summarizeTotals(totals), reconstructed };
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
  return {
    ...(await calibrationOf(
      db,
      sql`select p.p_home as p, p.source, case when m.winner_team_id = m.home_team_id then 1 else 0 end as o
          from team_match_predictions p
          join team_matches m on m.id = p.team_match_id
          join tournaments t on t.id = m.tournament_id
          where m.winner_team_id is not null ${inSeason(sql`t.event_date`, season)}`,
    )),
    season,
  };
}
