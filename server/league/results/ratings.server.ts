// The league's Elo (app/lib/results/elo.ts) replayed over the rated bouts in rating order: date, card order, bout
// order (then id). A write replays from its bout's place in that order onward only: the history from there on is
// dropped, each athlete starts from their last rating before it, and only the bouts after it are replayed — for a
// recent bout a handful, whatever the size of the league. That gives exactly what a replay from the league's first
// day gives (tested in results-writes.test.ts). Rows travel as arrays (`unnest`), thousands per statement.
import { sql } from "drizzle-orm";
import { isRated, ratingsAfter, type RatedSide } from "../../../app/lib/results/elo.ts";
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { pgArray } from "../../db/pg-array.ts";
import { type Executor, selectRows } from "../../db/raw-sql.server.ts";

export const RATED_METHODS = sql.raw(`('submission', 'points', 'decision', 'dq', 'draw')`);
const BATCH = 20_000;
export const FIRST_ID = "00000000-0000-0000-0000-000000000000";

/** A place in the rating order: this bout and every bout after it. */
export interface ReplayPosition {
  fought_at: Date;
  card_order: number;
  bout_order: number;
  bout_id: string;
}

/** Where a replay starts: a bout's place, the first bout of a date, or (null) the league's first day. */
export type ReplayFrom = ReplayPosition | Date | null;

export interface RatedBout {
  id: string;
  /** As the database printed it, so it goes back unchanged. */
  fought_at: string;
  a: string;
  b: string;
  winner: string | null;
  method: BoutMethod;
}

/** The earlier of two places in the rating order. */
export function earlierPosition(x: ReplayPosition, y: ReplayPosition): ReplayPosition {
  const order =
    x.fought_at.getTime() - y.fought_at.getTime() ||
    x.card_order - y.card_order ||
    x.bout_order - y.bout_order ||
    (x.bout_id < y.bout_id ? -1 : x.bout_id > y.bout_id ? 1 : 0);
  return order <= 0 ? x : y;
}

/** The place a `ReplayFrom` names (a date: before its first bout). */
export function startOf(from: ReplayPosition | Date): ReplayPosition {
  return from instanceof Date ? { fought_at: from, card_order: -1, bout_order: -1, bout_id: FIRST_ID } : from;
}

/** The advisory lock that serialises rating replays (pg_advisory_xact_lock); the last lock a write takes. */
export const RATINGS_REPLAY_LOCK = 727_002;

/** Takes the ratings lock until the transaction ends (PGlite has one connection and passes straight through). */
export async function lockRatings(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_REPLAY_LOCK})`);
}

/**
 * How many rated bouts stand at or after a place, counted up to `limit` + 1 (enough to tell "more than limit"):
 * the bouts of its date onward, read along the date index.
 */
export async function ratedBoutsFrom(tx: Executor, from: ReplayPosition, limit: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from bouts b
        where b.fought_at >= ${from.fought_at.toISOString()}::timestamptz and b.status = 'completed' and b.method in ${RATED_METHODS}
        limit ${limit + 1}) s`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Replays every rated bout at or after `from` and sets the current rating of every athlete concerned, in the
 * caller's transaction however far back `from` is (the seeds, the benchmark, and through server/league/results/
 * ratings-job.server.ts's `updateRatingsFrom` a write's recent bout). `alsoReset` names athletes whose bouts just
 * disappeared (a deleted bout, a changed side): their rating falls back too. Answers how many bouts were replayed.
 */
export async function replayRatingsFrom(
  tx: Database,
  from: ReplayFrom,
  alsoReset: Iterable<string> = [],
): Promise<number> {
  // One replay at a time across the whole league (every instance on one PostgreSQL): two bout writes at nearby dates
  // both rewrite the history after the earlier one, so the second must start from what the first committed. Held
  // until this transaction ends; PGlite has one connection and passes straight through.
  await lockRatings(tx);
  if (from === null) return replayAll(tx);
  const start = startOf(from);
  const day = start.fought_at.toISOString();
  const place = sql`(${day}::timestamptz, ${start.card_order}::int, ${start.bout_order}::int, ${start.bout_id}::uuid)`;
  // The history from the place onward, found by each bout's current place (a moved bout counts where it is now; the
  // writes that move bouts start the replay at the earlier of the two places).
  const dropped = await selectRows<{ athlete_id: string }>(
    tx,
    sql`delete from rating_history r using bouts b join team_matches tm on tm.id = b.team_match_id
        where r.bout_id = b.id and r.fought_at >= ${day}::timestamptz and b.fought_at >= ${day}::timestamptz
          and (b.fought_at, tm.card_order, b.bout_order, b.id) >= ${place}
        returning r.athlete_id`,
  );
  const rated = await selectRows<RatedBout>(
    tx,
    sql`select b.id, b.fought_at::text as fought_at, b.athlete_a_id as a, b.athlete_b_id as b, b.winner_id as winner, b.method
        from bouts b join team_matches tm on tm.id = b.team_match_id
        where b.fought_at >= ${day}::timestamptz and (b.fought_at, tm.card_order, b.bout_order, b.id) >= ${place}
          and b.status = 'completed' and b.method in ${RATED_METHODS}
        order by b.fought_at, tm.card_order, b.bout_order, b.id`,
  );
  const involved = new Set<string>([...alsoReset, ...dropped.map((row) => row.athlete_id)]);
  for (const bout of rated) involved.add(bout.a).add(bout.b);
  if (involved.size === 0) return 0;
  // Each athlete's last rating before the place (the history after it is gone): the row with the most bouts before.
  const starting = await selectRows<{ id: string; prior: number; rating: number | null; bouts_before: number | null }>(
    tx,
    sql`select a.id, a.prior_rating_elo as prior, h.rating_after as rating, h.bouts_before
        from athletes a left join lateral (
          select r.rating_after, r.bouts_before from rating_history r where r.athlete_id = a.id order by r.bouts_before desc limit 1
        ) h on true
        where a.id = any(${pgArray([...involved])}::uuid[])`,
  );
  const sides = new Map<string, RatedSide>();
  for (const row of starting)
    sides.set(
      row.id,
      row.rating === null
        ? { rating: row.prior, boutsBefore: 0 }
        : { rating: Number(row.rating), boutsBefore: Number(row.bouts_before) + 1 },
    );
  await replay(tx, rated, sides);
  await setCurrentRatings(tx, sides);
  return rated.length;
}

/**
 * From the league's first day: every rated bout in one read, Elo in memory, the history written in large batches.
 * The whole history is rewritten, so its keys and indexes are dropped first and built once at the end (a sort each,
 * instead of millions of index insertions and foreign-key lookups), inside the same transaction: the definitions
 * are those of migrations 0006 and 0009, and a failure rolls everything back.
 */
async function replayAll(tx: Database): Promise<number> {
  await tx.execute(sql`truncate rating_history`);
  await tx.execute(
    sql`alter table rating_history drop constraint rating_history_bout_id_bouts_id_fk, drop constraint rating_history_athlete_id_athletes_id_fk, drop constraint rating_history_bout_id_athlete_id_pk`,
  );
  await tx.execute(sql`drop index rating_history_athlete_idx`);
  await tx.execute(sql`drop index rating_history_fought_at_idx`);
  const replayed = await replayAllBouts(tx);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  await tx.execute(
    sql`alter table rating_history add constraint rating_history_bout_id_athlete_id_pk primary key (bout_id, athlete_id)`,
  );
  await tx.execute(sql`create index rating_history_athlete_idx on rating_history using btree (athlete_id, fought_at)`);
  await tx.execute(sql`create index rating_history_fought_at_idx on rating_history using btree (fought_at)`);
  await tx.execute(
    sql`alter table rating_history add constraint rating_history_bout_id_bouts_id_fk foreign key (bout_id) references bouts(id) on delete cascade on update no action`,
  );
  await tx.execute(
    sql`alter table rating_history add constraint rating_history_athlete_id_athletes_id_fk foreign key (athlete_id) references athletes(id) on delete cascade on update no action`,
  );
  return replayed;
}

async function replayAllBouts(tx: Database): Promise<number> {
  const rated = await selectRows<RatedBout>(
    tx,
    sql`select b.id, b.fought_at::text as fought_at, b.athlete_a_id as a, b.athlete_b_id as b, b.winner_id as winner, b.method
        from bouts b join team_matches tm on tm.id = b.team_match_id
        where b.status = 'completed' and b.method in ${RATED_METHODS}
        order by b.fought_at, tm.card_order, b.bout_order, b.id`,
  );
  const sides = new Map<string, RatedSide>();
  for (const row of await selectRows<{ id: string; prior: number }>(
    tx,
    sql`select id, prior_rating_elo as prior from athletes`,
  ))
    sides.set(row.id, { rating: row.prior, boutsBefore: 0 });
  await replay(tx, rated, sides);
  await setCurrentRatings(tx, sides);
  return rated.length;
}

/** Rating-history rows as columns, for `unnest`. */
export interface HistoryColumns {
  bout: string[];
  athlete: string[];
  at: string[];
  before: number[];
  from: number[];
  to: number[];
}

const noColumns = (): HistoryColumns => ({ bout: [], athlete: [], at: [], before: [], from: [], to: [] });

/** Elo over `rated[start, end)` in order, moving `sides` along (every athlete of those bouts must be in it). */
export function rateBouts(
  rated: readonly RatedBout[],
  sides: Map<string, RatedSide>,
  start = 0,
  end = rated.length,
): HistoryColumns {
  const batch = noColumns();
  for (let index = start; index < end; index++) {
    const bout = rated[index]!;
    if (!isRated(bout.method)) continue;
    const a = sides.get(bout.a)!;
    const b = sides.get(bout.b)!;
    const scoreA = bout.winner === bout.a ? 1 : bout.winner === bout.b ? 0 : 0.5;
    const [nextA, nextB] = ratingsAfter(a, b, scoreA, bout.method);
    batch.bout.push(bout.id, bout.id);
    batch.athlete.push(bout.a, bout.b);
    batch.at.push(bout.fought_at, bout.fought_at);
    batch.before.push(a.boutsBefore, b.boutsBefore);
    batch.from.push(a.rating, b.rating);
    batch.to.push(nextA, nextB);
    sides.set(bout.a, { rating: nextA, boutsBefore: a.boutsBefore + 1 });
    sides.set(bout.b, { rating: nextB, boutsBefore: b.boutsBefore + 1 });
  }
  return batch;
}

/** Inserts history rows given as columns, one statement. */
export async function insertHistory(tx: Executor, batch: HistoryColumns) {
  if (batch.bout.length === 0) return;
  await tx.execute(sql`insert into rating_history (bout_id, athlete_id, fought_at, bouts_before, rating_before, rating_after)
    select * from unnest(${pgArray(batch.bout)}::uuid[], ${pgArray(batch.athlete)}::uuid[], ${pgArray(batch.at)}::timestamptz[], ${pgArray(batch.before)}::int[], ${pgArray(batch.from)}::float8[], ${pgArray(batch.to)}::float8[])`);
}

/** Elo over the bouts in order, moving `sides` along; the history rows go out in batches. */
async function replay(tx: Database, rated: readonly RatedBout[], sides: Map<string, RatedSide>) {
  const step = BATCH / 2;
  for (let start = 0; start < rated.length; start += step)
    await insertHistory(tx, rateBouts(rated, sides, start, Math.min(rated.length, start + step)));
}

/**
 * `rating_elo` is the rounded current rating; only rows that change are written (also the rebuild's, ratings-rebuild,
 * which writes outside a transaction in smaller statements so that no athlete row stays locked for long).
 */
export async function setCurrentRatings(tx: Database, sides: ReadonlyMap<string, { rating: number }>, batch = BATCH) {
  const entries = [...sides];
  for (let start = 0; start < entries.length; start += batch) {
    const chunk = entries.slice(start, start + batch);
    await tx.execute(sql`update athletes set rating_elo = v.rating
      from unnest(${pgArray(chunk.map(([id]) => id))}::uuid[], ${pgArray(chunk.map(([, side]) => Math.round(side.rating)))}::int[]) as v(id, rating)
      where athletes.id = v.id and athletes.rating_elo <> v.rating`);
  }
}
