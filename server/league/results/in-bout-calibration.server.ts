// The in-bout calibration: the live win chance as it was shown during finished bouts, read again at every scoring
// event from the bouts' stored logs (app/lib/live/in-bout-readings.ts), scored against who won the bout with the same
// functions as the bouts' calibration (app/lib/ratings/calibration.ts).
import { sql } from "drizzle-orm";
import { inBoutReadings } from "../../../app/lib/live/in-bout-readings.ts";
import type { LoggedEvent } from "../../../app/lib/live/live-reducer.ts";
import { summarizeCalibration, type Scored } from "../../../app/lib/ratings/calibration.ts";
import { REGULAR_BOUTS } from "../../../app/lib/season/tie-break.ts";
import type { Database } from "../../db/client.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";

interface ScoredBoutRow {
  id: string;
  athlete_a_id: string;
  athlete_b_id: string;
  outcome: number;
  p: number;
  source: string;
}

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
 * Completed bouts with a result (a win or a draw), a stored prediction and a live log, in one season (the bout's
 * year) or all; golden-score tie-break bouts are left out (their first score ends them). Two queries.
 */
export async function readInBoutCalibration(db: Database, season: number | null) {
  const bouts = await selectRows<ScoredBoutRow>(
    db,
    sql`select b.id, b.athlete_a_id, b.athlete_b_id, p.p_a as p, p.source,
          case when b.winner_id = b.athlete_a_id then 1 when b.winner_id = b.athlete_b_id then 0 else 0.5 end as outcome
        from bouts b join bout_predictions p on p.bout_id = b.id
        where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw')
          and (b.exhibition or b.bout_order <= ${REGULAR_BOUTS})
          and exists (select 1 from bout_events e where e.bout_id = b.id)
          ${season === null ? sql`` : sql`and b.fought_at >= make_timestamptz(${season}, 1, 1, 0, 0, 0, 'UTC') and b.fought_at < make_timestamptz(${season + 1}, 1, 1, 0, 0, 0, 'UTC')`}`,
  );
  const events =
    bouts.length === 0
      ? []
      : await selectRows<EventRow>(
          db,
          sql`select e.bout_id, e.id, e.kind, e.athlete_id, e.round, e.clock_seconds, e.details, e.undone_at is not null as undone
              from bout_events e
              where e.bout_id in (${sql.join(
                bouts.map((bout) => sql`${bout.id}`),
                sql`, `,
              )})
              order by e.id`,
        );
  const byBout = new Map<string, LoggedEvent[]>();
  for (const { bout_id, ...event } of events) {
    const list = byBout.get(bout_id) ?? [];
    list.push({ ...event, id: Number(event.id) });
    byBout.set(bout_id, list);
  }
  const scored: Scored[] = [];
  let reconstructed = 0;
  let read = 0;
  for (const bout of bouts) {
    const readings = inBoutReadings([bout.athlete_a_id, bout.athlete_b_id], byBout.get(bout.id) ?? [], Number(bout.p));
    if (readings.length === 0) continue;
    read += 1;
    if (bout.source === "reconstructed") reconstructed += readings.length;
    for (const p of readings) scored.push({ p, outcome: Number(bout.outcome) as Scored["outcome"] });
  }
  return { ...summarizeCalibration(scored), season, reconstructed, bouts: read };
}
