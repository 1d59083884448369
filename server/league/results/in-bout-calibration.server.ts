// The in-bout calibration: the live win chance as it was shown during finished bouts, read again at every scoring
// event from the bouts' stored logs (app/lib/live/in-bout-readings.ts), scored against who won the bout with the same
// sums as the bouts' calibration. The readings do not depend on the result, so each bout's are stored summed per bin
// (`in_bout_readings`, migration 0029) whenever its log changes, and the triggers keep their score in
// `calibration_sums` like the bouts' predictions: a read adds up ten rows a season, not every log.
import { sql } from "drizzle-orm";
import { inBoutReadings } from "../../../app/lib/live/in-bout-readings.ts";
import type { LoggedEvent } from "../../../app/lib/live/live-reducer.ts";
import type { Database } from "../../db/client.server.ts";
import { selectRows, type Executor } from "../../db/raw-sql.server.ts";
import { summedCalibration } from "./predictions.server.ts";

interface EventRow {
  bout_id: string;
  id: number | string;
  kind: string;
  athlete_id: string | null;
  round: number;
  clock_seconds: number;
  details: Record<string, unknown> | null;
  undone: boolean;
}

/**
 * The readings of the bouts given (every bout with a log and a stored prediction when `boutIds` is null), by bout:
 * what `/live` showed after each scoring or penalty event. Two queries.
 */
export async function readingsOf(db: Executor, boutIds: readonly string[] | null): Promise<Map<string, number[]>> {
  const only = boutIds === null ? sql`` : sql`and b.id = any(${`{${boutIds.join(",")}}`}::uuid[])`;
  const bouts = await selectRows<{ id: string; athlete_a_id: string; athlete_b_id: string; p: number }>(
    db,
    sql`select b.id, b.athlete_a_id, b.athlete_b_id, p.p_a as p
        from bouts b join bout_predictions p on p.bout_id = b.id
        where exists (select 1 from bout_events e where e.bout_id = b.id) ${only}`,
  );
  const readings = new Map<string, number[]>();
  if (bouts.length === 0) return readings;
  const events = await selectRows<EventRow>(
    db,
    sql`select e.bout_id, e.id, e.kind, e.athlete_id, e.round, e.clock_seconds, e.details, e.undone_at is not null as undone
        from bout_events e where e.bout_id = any(${`{${bouts.map((bout) => bout.id).join(",")}}`}::uuid[])
        order by e.id`,
  );
  const byBout = new Map<string, LoggedEvent[]>();
  for (const { bout_id, ...event } of events) {
    const list = byBout.get(bout_id) ?? [];
    list.push({ ...event, id: Number(event.id) });
    byBout.set(bout_id, list);
  }
  for (const bout of bouts)
    readings.set(
      bout.id,
      inBoutReadings([bout.athlete_a_id, bout.athlete_b_id], byBout.get(bout.id) ?? [], Number(bout.p)),
    );
  return readings;
}

/**
 * Stores a bout's readings as its log stands now (the live console after each change to the log, in its
 * transaction; verify --repair): `store_in_bout_readings` replaces its rows and moves the calibration's sums.
 */
export async function storeInBoutReadings(tx: Executor, boutId: string, readings?: readonly number[]) {
  const chances = readings ?? (await readingsOf(tx, [boutId])).get(boutId) ?? [];
  await tx.execute(sql`select store_in_bout_readings(${boutId}, ${`{${chances.join(",")}}`}::float8[])`);
}

/**
 * Completed bouts with a result (a win or a draw), a stored prediction and a live log, in one season (the bout's
 * year) or all; golden-score tie-break bouts are left out (their first score ends them). `bouts`: how many bouts the
 * readings come from.
 */
export async function readInBoutCalibration(db: Database, season: number | null) {
  const [summary, [counted]] = await Promise.all([
    summedCalibration(db, "in_bout", season),
    selectRows<{ bouts: number }>(
      db,
      sql`select count(distinct id)::int as bouts from calibration_scored
          where kind = 'in_bout' ${season === null ? sql`` : sql`and season = ${season}`}`,
    ),
  ]);
  return { ...summary, season, bouts: Number(counted?.bouts ?? 0) };
}
