// Bout live states read from the event log (replayed by app/lib/live/live-reducer.ts), for the API, the stream and the
// pages. Reads take bouts in batches: the stream computes each changed bout once for every viewer.
import { asc, eq, gt, max, sql } from "drizzle-orm";
import { liveWinChance } from "../../app/lib/live/bout-win-probability.ts";
import { buildLiveState, type LoggedEvent } from "../../app/lib/live/live-reducer.ts";
import { isTieBreakBout } from "../../app/lib/season/tie-break.ts";
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import type { Database } from "../db/client.server.ts";
import { boutEvents, boutPredictions, bouts } from "../db/schema.ts";
import { settings } from "../env.server.ts";
import { inUuids } from "../db/pg-array.ts";

/** The round clock's speed on this server (LIVE_CLOCK_FACTOR): every clock reading and live state goes through this. */
export const liveClockFactor = (): number => settings.LIVE_CLOCK_FACTOR;

/** The live win chance is on (LIVE_WIN_CHANCE, switched off only to benchmark what it costs). */
export const liveWinChanceOn = (): boolean => settings.LIVE_WIN_CHANCE;

const eventColumns = {
  id: boutEvents.id,
  bout_id: boutEvents.bout_id,
  kind: boutEvents.kind,
  athlete_id: boutEvents.athlete_id,
  round: boutEvents.round,
  clock_seconds: boutEvents.clock_seconds,
  details: boutEvents.details,
  undone_at: boutEvents.undone_at,
  corrects_event_id: boutEvents.corrects_event_id,
};

/** Each bout's state now, by id; unknown ids are left out. Two queries whatever the number of bouts. */
export async function readBoutStates(
  db: Database,
  boutIds: readonly string[],
  now = new Date(),
): Promise<Map<string, BoutLiveState>> {
  const states = new Map<string, BoutLiveState>();
  if (boutIds.length === 0) return states;
  const ids = [...new Set(boutIds)];
  const chance = liveWinChanceOn();
  const [rows, events] = await Promise.all([
    db
      .select({
        id: bouts.id,
        team_match_id: bouts.team_match_id,
        status: bouts.status,
        athlete_a_id: bouts.athlete_a_id,
        athlete_b_id: bouts.athlete_b_id,
        bout_order: bouts.bout_order,
        exhibition: bouts.exhibition,
        clock_round: bouts.clock_round,
        clock_running: bouts.clock_running,
        clock_started_at: bouts.clock_started_at,
        clock_elapsed_ms: bouts.clock_elapsed_ms,
        p_a: boutPredictions.p_a,
      })
      .from(bouts)
      // Switched off (a benchmark's baseline), no bout has a prediction to start a chance from.
      .leftJoin(boutPredictions, chance ? eq(boutPredictions.bout_id, bouts.id) : sql`false`)
      .where(inUuids(bouts.id, ids)),
    db.select(eventColumns).from(boutEvents).where(inUuids(boutEvents.bout_id, ids)).orderBy(asc(boutEvents.id)),
  ]);
  const byBout = new Map<string, LoggedEvent[]>();
  for (const { bout_id, undone_at, ...event } of events) {
    const list = byBout.get(bout_id) ?? [];
    list.push({ ...event, details: event.details as Record<string, unknown> | null, undone: undone_at !== null });
    byBout.set(bout_id, list);
  }
  const clock_factor = liveClockFactor();
  for (const {
    clock_round,
    clock_running,
    clock_started_at,
    clock_elapsed_ms,
    bout_order,
    exhibition,
    p_a,
    ...bout
  } of rows) {
    const state = buildLiveState(
      {
        ...bout,
        clock: { clock_round, clock_running, clock_started_at, clock_elapsed_ms },
        clock_factor,
        golden_score: isTieBreakBout({ bout_order, exhibition }),
      },
      byBout.get(bout.id) ?? [],
      now,
    );
    states.set(bout.id, chance ? { ...state, win_probability: liveWinChance(state, p_a) } : state);
  }
  return states;
}

export async function readBoutState(db: Database, boutId: string, now = new Date()): Promise<BoutLiveState | null> {
  return (await readBoutStates(db, [boutId], now)).get(boutId) ?? null;
}

/** The log's next entries across all bouts, in id order (the stream's order). */
export function readEventsAfter(db: Database, afterId: number, limit: number) {
  return db
    .select({ id: boutEvents.id, bout_id: boutEvents.bout_id })
    .from(boutEvents)
    .where(gt(boutEvents.id, afterId))
    .orderBy(asc(boutEvents.id))
    .limit(limit);
}

/** The stream's position now: the newest event id (0 when nothing was ever logged). */
export async function newestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(boutEvents.id) }).from(boutEvents);
  return Number(row?.id ?? 0);
}
