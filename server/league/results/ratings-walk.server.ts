// A late correction's ratings, rewriting only what changed (issue 31, decision 053): instead of replaying every bout
// from the corrected one's date (a million at the league's first day), the walk follows the change. The athletes of the
// changed bouts (the job's `reset`) are recomputed bout by bout from that date; an opponent whose rating comes out
// different joins them, and an athlete whose rating comes back to the stored one leaves (their stored rows after it
// are still right). Bouts where nobody is out of step are never read. Each bout's two rows are compared with the
// stored ones and only the rows that differ are written, in short transactions.
//
// Ratings are kept to a tenth of a point (app/lib/results/elo.ts), so a change dies out a few opponents away instead
// of moving every later rating of the league by a billionth of a point: correcting the league's oldest bout at 1M
// bouts rewrites a few thousand rows, not two million.
//
// What a walk relies on: rows outside the athletes it is walking are right (every write that changes ratings while a
// job is pending merges into the next job, which walks its own athletes after this one), and a stored rating compares
// exactly (float8 goes to the database and back unchanged). A walk stopped half way cannot tell a row it already
// rewrote from one that never changed, so the job resumes a stopped walk as a full pass (ratings-job.server.ts).
import { sql } from "drizzle-orm";
import { ratingsAfter, type RatedSide } from "../../../app/lib/results/elo.ts";
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { pgArray } from "../../db/pg-array.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { RATED_METHODS } from "./ratings.server.ts";
import { afterWritesInFlight, writesInFlight } from "../../jobs/writes-first.server.ts";

interface WalkBout {
  id: string;
  /** As the database printed it, so it goes back unchanged. */
  fought_at: string;
  /** Rating order: the date (seconds), the team match's place on the card, the bout's in the team match, the id. */
  at: number;
  card: number;
  order: number;
  a: string;
  b: string;
  winner: string | null;
  method: BoutMethod;
}

interface StoredRow {
  fought_at: string;
  bouts_before: number;
  rating_before: number;
  rating_after: number;
}

export interface WalkResult {
  /** Bouts recomputed (both sides' rows compared). */
  bouts: number;
  /** History rows written (new or changed) and removed. */
  written: number;
  removed: number;
  /** Athletes whose rating was recomputed at some point: their current rating is set again. */
  athletes: string[];
}

export interface WalkHooks {
  /** Writes rows in a short transaction that holds the ratings lock (the job's `chunkTransaction`). */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /** Called after each write with the bouts recomputed so far, those still queued and the rows written. */
  progress?(done: number, queued: number, written: number): Promise<void>;
  /** Rows written per transaction. */
  batch?: number;
}

const before = (x: WalkBout, y: WalkBout) =>
  x.at - y.at || x.card - y.card || x.order - y.order || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/** A binary heap of bouts in rating order. */
class BoutQueue {
  private items: WalkBout[] = [];
  get size() {
    return this.items.length;
  }
  push(bout: WalkBout) {
    const items = this.items;
    items.push(bout);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (before(items[parent]!, bout) <= 0) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = bout;
  }
  pop(): WalkBout | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && before(items[right]!, items[left]!) < 0 ? right : left;
        if (before(last, items[child]!) <= 0) break;
        items[index] = items[child]!;
        index = child;
      }
      items[index] = last;
    }
    return top;
  }
}

const key = (bout: string, athlete: string) => `${bout}|${athlete}`;

/**
 * Milliseconds a walk works before it lets requests in: on the embedded database a query answers without a turn of
 * the event loop, so a walk that never yields would hold every request until it ends (0.9–1.4 s at 1M bouts).
 */
const SLICE_MS = 5;
let sliceStarted = performance.now();
async function letRequestsIn() {
  // A write being served (a scorekeeper's action) finishes first, whatever the slice: on the embedded database each of
  // its statements would otherwise take turns with the walk's queries (server/jobs/writes-first.server.ts).
  if (writesInFlight() > 0) {
    await afterWritesInFlight();
    sliceStarted = performance.now();
    return;
  }
  if (performance.now() - sliceStarted < SLICE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  await afterWritesInFlight();
  sliceStarted = performance.now();
}

/**
 * Recomputes the ratings of `seeds` from the first bout of `day` on and of every athlete the change reaches, writing
 * only history rows that differ; removes the seeds' rows of bouts that are no longer theirs or no longer rated.
 */
export async function walkRatings(
  db: Database,
  day: Date,
  seeds: readonly string[],
  hooks: WalkHooks,
): Promise<WalkResult> {
  const date = day.toISOString();
  const batch = hooks.batch ?? 2000;
  const seedSet = new Set(seeds);
  // Rows of the seeds from that day on whose bout is gone, no longer rated, or no longer theirs.
  const removed = await hooks.transaction(async (tx) => {
    const rows = await selectRows<{ n: number }>(
      tx,
      sql`with gone as (
            delete from rating_history r
            where r.athlete_id = any(${pgArray(seeds)}::uuid[]) and r.fought_at >= ${date}::timestamptz
              and not exists (
                select 1 from bouts b where b.id = r.bout_id and b.status = 'completed' and b.method in ${RATED_METHODS}
                  and r.athlete_id in (b.athlete_a_id, b.athlete_b_id))
            returning 1)
          select count(*)::int as n from gone`,
    );
    return Number(rows[0]?.n ?? 0);
  });

  // The seeds' ratings before the day: their last row before it, else their prior rating.
  const dirty = new Map<string, RatedSide>();
  for (const row of await selectRows<{ id: string; prior: number; rating: number | null; bouts_before: number | null }>(
    db,
    sql`select a.id, a.prior_rating_elo as prior, h.rating_after as rating, h.bouts_before
        from athletes a left join lateral (
          select r.rating_after, r.bouts_before from rating_history r
          where r.athlete_id = a.id and r.fought_at < ${date}::timestamptz
          order by r.fought_at desc, r.bouts_before desc limit 1
        ) h on true
        where a.id = any(${pgArray(seeds)}::uuid[])`,
  ))
    dirty.set(
      row.id,
      row.rating === null
        ? { rating: Number(row.prior), boutsBefore: 0 }
        : { rating: Number(row.rating), boutsBefore: Number(row.bouts_before) + 1 },
    );

  const queue = new BoutQueue();
  const queued = new Set<string>();
  const stored = new Map<string, StoredRow>();
  /**
   * Queues the rated bouts of these athletes after `after` (or from the day on), with both sides' stored rows: one
   * round trip per athlete the change reaches (on a busy server each waits its turn on the event loop).
   */
  const follow = async (athletes: string[], after: WalkBout | null) => {
    const since = after?.fought_at ?? date;
    const ids = pgArray(athletes);
    const side = (alias: string) =>
      sql.raw(`${alias}.fought_at::text as ${alias}_at, ${alias}.bouts_before as ${alias}_bouts_before,
        ${alias}.rating_before as ${alias}_before, ${alias}.rating_after as ${alias}_after`);
    type Side = "ra" | "rb";
    type Row = WalkBout & {
      [K in `${Side}_at`]: string | null;
    } & { [K in `${Side}_bouts_before` | `${Side}_before` | `${Side}_after`]: number | null };
    const rows = await selectRows<Row>(
      db,
      sql`select b.id, b.fought_at::text as fought_at, extract(epoch from b.fought_at)::float8 as at,
            tm.card_order as card, b.bout_order as order, b.athlete_a_id as a, b.athlete_b_id as b,
            b.winner_id as winner, b.method, ${side("ra")}, ${side("rb")}
          from bouts b join team_matches tm on tm.id = b.team_match_id
            left join rating_history ra on ra.bout_id = b.id and ra.athlete_id = b.athlete_a_id
            left join rating_history rb on rb.bout_id = b.id and rb.athlete_id = b.athlete_b_id
          where (b.athlete_a_id = any(${ids}::uuid[]) or b.athlete_b_id = any(${ids}::uuid[]))
            and b.fought_at >= ${since}::timestamptz and b.status = 'completed' and b.method in ${RATED_METHODS}`,
    );
    for (const row of rows) {
      const bout: WalkBout = {
        id: row.id,
        fought_at: row.fought_at,
        at: Number(row.at),
        card: Number(row.card),
        order: Number(row.order),
        a: row.a,
        b: row.b,
        winner: row.winner,
        method: row.method,
      };
      if (queued.has(bout.id) || (after !== null && before(after, bout) >= 0)) continue;
      for (const [alias, athlete] of [
        ["ra", bout.a],
        ["rb", bout.b],
      ] as const)
        if (row[`${alias}_at`] !== null)
          stored.set(key(bout.id, athlete), {
            fought_at: row[`${alias}_at`]!,
            bouts_before: Number(row[`${alias}_bouts_before`]),
            rating_before: Number(row[`${alias}_before`]),
            rating_after: Number(row[`${alias}_after`]),
          });
      queued.add(bout.id);
      queue.push(bout);
    }
  };
  await follow([...dirty.keys()], null);
  await hooks.progress?.(0, queue.size, 0);

  const touched = new Set<string>(seeds);
  const pending = { bout: [] as string[], athlete: [] as string[], at: [] as string[] };
  const values = { before: [] as number[], from: [] as number[], to: [] as number[] };
  let written = 0;
  let done = 0;
  const flush = async () => {
    if (pending.bout.length === 0) return;
    const rows = { ...pending, ...values };
    await hooks.transaction((tx) =>
      tx.execute(sql`insert into rating_history (bout_id, athlete_id, fought_at, bouts_before, rating_before, rating_after)
        select v.* from unnest(${pgArray(rows.bout)}::uuid[], ${pgArray(rows.athlete)}::uuid[], ${pgArray(rows.at)}::timestamptz[],
          ${pgArray(rows.before)}::int[], ${pgArray(rows.from)}::float8[], ${pgArray(rows.to)}::float8[])
          as v(bout_id, athlete_id, fought_at, bouts_before, rating_before, rating_after)
        -- A bout deleted meanwhile is left to the pass queued after its deletion.
        where exists (select 1 from bouts b where b.id = v.bout_id)
        on conflict (bout_id, athlete_id) do update set fought_at = excluded.fought_at,
          bouts_before = excluded.bouts_before, rating_before = excluded.rating_before, rating_after = excluded.rating_after`),
    );
    written += rows.bout.length;
    for (const list of [pending.bout, pending.athlete, pending.at, values.before, values.from, values.to])
      list.length = 0;
    await hooks.progress?.(done, queue.size, written);
  };

  for (let bout = queue.pop(); bout; bout = queue.pop()) {
    await letRequestsIn();
    const sideA = dirty.get(bout.a);
    const sideB = dirty.get(bout.b);
    if (!sideA && !sideB) continue;
    const storedA = stored.get(key(bout.id, bout.a));
    const storedB = stored.get(key(bout.id, bout.b));
    const a = sideA ?? (storedA && { rating: storedA.rating_before, boutsBefore: storedA.bouts_before });
    const b = sideB ?? (storedB && { rating: storedB.rating_before, boutsBefore: storedB.bouts_before });
    // A side in step with no stored row: a result recorded while this walk runs, rated by the pass queued after it.
    if (!a || !b) continue;
    done++;
    const scoreA = bout.winner === bout.a ? 1 : bout.winner === bout.b ? 0 : 0.5;
    const after = ratingsAfter(a, b, scoreA, bout.method);
    const joined: string[] = [];
    for (const [athlete, side, row, rating] of [
      [bout.a, a, storedA, after[0]],
      [bout.b, b, storedB, after[1]],
    ] as const) {
      if (
        !row ||
        row.fought_at !== bout.fought_at ||
        row.bouts_before !== side.boutsBefore ||
        row.rating_before !== side.rating ||
        row.rating_after !== rating
      ) {
        pending.bout.push(bout.id);
        pending.athlete.push(athlete);
        pending.at.push(bout.fought_at);
        values.before.push(side.boutsBefore);
        values.from.push(side.rating);
        values.to.push(rating);
      }
      const next = { rating, boutsBefore: side.boutsBefore + 1 };
      if (seedSet.has(athlete)) dirty.set(athlete, next);
      else if (row && row.rating_after === rating && row.bouts_before === side.boutsBefore) dirty.delete(athlete);
      else {
        if (!dirty.has(athlete)) joined.push(athlete);
        dirty.set(athlete, next);
        touched.add(athlete);
      }
    }
    if (joined.length > 0) await follow(joined, bout);
    if (pending.bout.length >= batch) await flush();
  }
  await flush();
  return { bouts: done, written, removed, athletes: [...touched] };
}
