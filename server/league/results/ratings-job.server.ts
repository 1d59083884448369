// Ratings after a late correction (issue 31, decision 050): a result write replays the ratings in its own transaction
// only when few rated bouts follow its place (the usual fight night); a correction further back queues the
// `ratings.replay` job instead, and the worker replays in chunks of whole dates, each its own short transaction.
//
// The rules that keep the order right:
// - While a ratings job is queued or running, every write that changes ratings merges into the queued job (the earlier
//   start, the union of athletes to reset) instead of replaying inline; a running pass is never raced by an inline
//   replay. A change made behind a running pass's position is replayed by the queued job after it.
// - A chunk holds the ratings lock (727002, the last lock of the write order) for its own few milliseconds and gives
//   way (lock_timeout, then retried) rather than make a writer wait; on PGlite it is one short transaction between
//   requests.
// - Nothing a chunk needs lives only in memory: an athlete's rating before a chunk is their last history row before
//   the chunk (every row from the pass's start to there is already rewritten), so a pass resumes from its checkpoint
//   (the last date done) on any worker.
import { sql } from "drizzle-orm";
import type { RatedSide } from "../../../app/lib/results/elo.ts";
import type { Database } from "../../db/client.server.ts";
import { pgArray } from "../../db/pg-array.ts";
import { changedRows, type Executor, selectRows } from "../../db/raw-sql.server.ts";
import { defineJob } from "../../jobs/job-queue.server.ts";
import {
  postgresPool,
  ratingHistoryKeysPending,
  rebuildRatingHistory,
  validateRatingHistoryKeys,
} from "./ratings-rebuild.server.ts";
import {
  earlierPosition,
  insertHistory,
  lockRatings,
  RATED_METHODS,
  type RatedBout,
  rateBouts,
  ratedBoutsFrom,
  type ReplayFrom,
  type ReplayPosition,
  replayRatingsFrom,
  startOf,
} from "./ratings.server.ts";
import { walkRatings } from "./ratings-walk.server.ts";
import { afterWritesInFlight } from "../../jobs/writes-first.server.ts";

export const RATINGS_JOB_KIND = "ratings.replay";
const RATED = new Set(["submission", "points", "decision", "dq", "draw"]);
const KEY = "league";

/** Tunables (tests make the chunks small to cross many of them on a small league). */
export const ratingsJobSettings = {
  /** A write replays inline when at most this many rated bouts stand at or after its place. */
  inlineLimit: 200,
  /** Bouts per chunk to begin with (whole dates, so a chunk can hold a few more). */
  chunkBouts: 2000,
  /**
   * What a chunk may take (ms): the next chunk shrinks when one took longer and grows when one took under half (100 to
   * 20,000 bouts), so a busy machine or the embedded database (one connection for every request) gets smaller
   * chunks. 0: the size stays `chunkBouts` (tests).
   */
  chunkTargetMs: 50,
  /** Milliseconds between chunks, so waiting requests go first (PGlite's one connection). */
  pauseMs: 2,
  /** How long a chunk waits for a lock before giving way and trying again. */
  lockTimeoutMs: 100,
  /**
   * On PostgreSQL a pass over at least this many rated bouts rebuilds the whole history beside the live table and
   * swaps it in (ratings-rebuild.server.ts): 1M bouts in seconds instead of minutes of chunks. 0: never (tests).
   */
  rebuildFromBouts: 50_000,
  /**
   * A pass that knows the athletes whose bouts changed follows the change (ratings-walk.server.ts) instead of replaying
   * every bout after it. false: always the full pass (tests of the full pass).
   */
  walk: true,
  /** History rows a walk writes per transaction. */
  walkBatch: 2000,
};

/** A place in the rating order as JSON. */
interface PositionJson {
  fought_at: string;
  card_order: number;
  bout_order: number;
  bout_id: string;
}

export interface RatingsJobPayload {
  /** Where the pass starts; null: the league's first day. */
  from: PositionJson | null;
  /** Athletes whose bouts disappeared (their rating falls back even with no bout left to replay). */
  reset: string[];
}

export interface RatingsJobProgress {
  /** The pass these figures belong to (a merged earlier start begins a new pass). */
  from: PositionJson | null;
  /** Every bout up to and including this date is replayed (the database's text of the timestamp); null: none yet. */
  through: string | null;
  done: number;
  total: number;
  /** The pass is a walk (ratings-walk.server.ts): stopped half way, it is done again as a full pass. */
  walk?: boolean;
  /** A walk's history rows written so far (rows that differed from a replay; the rest were left alone). */
  written?: number;
}

const toJson = (position: ReplayPosition): PositionJson => ({
  ...position,
  fought_at: position.fought_at.toISOString(),
});
const fromJson = (position: PositionJson): ReplayPosition => ({
  ...position,
  fought_at: new Date(position.fought_at),
});
const samePass = (x: PositionJson | null, y: PositionJson | null) => JSON.stringify(x) === JSON.stringify(y);

function mergePayloads(queued: RatingsJobPayload, incoming: RatingsJobPayload): RatingsJobPayload {
  const from =
    queued.from === null || incoming.from === null
      ? null
      : toJson(earlierPosition(fromJson(queued.from), fromJson(incoming.from)));
  return { from, reset: [...new Set([...queued.reset, ...incoming.reset])] };
}

/** Whether a ratings job is queued or running: a write then merges into it, and pages say ratings are being updated. */
export async function ratingsUpdating(db: Executor) {
  return ratingsJobPending(db);
}

async function ratingsJobPending(tx: Executor) {
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`select 1 as one from jobs where kind = ${RATINGS_JOB_KIND} and key = ${KEY} and state in ('queued', 'running') limit 1`,
  );
  return rows.length > 0;
}

/**
 * The ratings after a write that changes rated bouts from `from` on (the write path's one entry): replayed in the
 * transaction when a handful of rated bouts follow and no ratings job is pending; otherwise merged into the queued
 * `ratings.replay` job, which the worker runs after the commit. Answers whether it was replayed inline.
 */
export async function updateRatingsFrom(tx: Database, from: ReplayFrom, alsoReset: Iterable<string> = []) {
  const payload: RatingsJobPayload = {
    from: from === null ? null : toJson(startOf(from)),
    reset: [...new Set(alsoReset)],
  };
  // A job pending: merge without the ratings lock (a running chunk never makes a result write wait).
  if (!(await ratingsJobPending(tx))) {
    await lockRatings(tx);
    // Checked again under the lock: a job queued meanwhile keeps the order.
    if (
      from !== null &&
      !(await ratingsJobPending(tx)) &&
      (await ratedBoutsFrom(tx, startOf(from), ratingsJobSettings.inlineLimit)) <= ratingsJobSettings.inlineLimit
    ) {
      await replayRatingsFrom(tx, from, alsoReset);
      return true;
    }
  }
  await ratingsReplayJob.enqueue(tx, KEY, payload);
  return false;
}

/** Retries a chunk that gave way to a writer (lock timeout, deadlock, serialization): a few times, then the job retries. */
async function chunkTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${ratingsJobSettings.lockTimeoutMs}ms'`));
        await lockRatings(tx);
        return work(tx);
      });
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      // 23503: a walk's row whose bout was deleted between its check and its insert (the retry leaves it out).
      if (attempt >= 20 || !["55P03", "40P01", "40001", "23503"].includes(code ?? "")) throw error;
      await pause(10 * (attempt + 1));
    }
  }
}

/** A pause between two slices of a pass, and then the writes being served go first (jobs/writes-first.server.ts). */
const pause = async (ms: number) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await afterWritesInFlight();
};

/**
 * One chunk: the rated bouts of whole dates after `through` (or from the pass's start), up to about `chunkBouts`;
 * their old history rows out (found by the bout's date now and by the row's own date, so a bout moved to another date
 * leaves nothing behind), new rows in. Answers the last date done (null: the pass is complete) and the bouts rated.
 */
async function replayChunk(
  tx: Database,
  start: ReplayPosition,
  through: string | null,
  sides: Map<string, RatedSide>,
  seen: Set<string>,
  size: number,
): Promise<{ through: string | null; rated: number }> {
  const day = start.fought_at.toISOString();
  type Row = RatedBout & { at: number; match: string; order: number; status: string };
  const columns = sql`b.id, b.fought_at::text as fought_at, extract(epoch from b.fought_at)::float8 as at,
    b.team_match_id as match, b.bout_order as order, b.athlete_a_id as a, b.athlete_b_id as b, b.winner_id as winner,
    b.method, b.status`;
  /** In rating order: the card order comes by the team matches' ids (a join made each chunk scan them all). */
  const inOrder = async (rows: Row[]) => {
    const cardOrder = new Map<string, number>();
    if (rows.length > 0)
      for (const match of await selectRows<{ id: string; card_order: number }>(
        tx,
        sql`select id, card_order from team_matches where id = any(${pgArray([...new Set(rows.map((row) => row.match))])}::uuid[])`,
      ))
        cardOrder.set(match.id, match.card_order);
    const key = (row: Row) => [row.at, cardOrder.get(row.match)!, row.order, row.id] as const;
    const compare = (x: readonly [number, number, number, string], y: readonly [number, number, number, string]) =>
      x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (x[3] < y[3] ? -1 : x[3] > y[3] ? 1 : 0);
    return { sorted: rows.sort((x, y) => compare(key(x), key(y))), key, compare };
  };
  const ratedOnly = (rows: Row[]) =>
    rows.filter((row) => row.status === "completed" && RATED.has(row.method as string));
  if (through === null) {
    // The pass's first chunk is its first date alone, from the pass's place on (the bouts before it keep theirs).
    const { sorted, key, compare } = await inOrder(
      await selectRows<Row>(tx, sql`select ${columns} from bouts b where b.fought_at = ${day}::timestamptz`),
    );
    const startKey = [start.fought_at.getTime() / 1000, start.card_order, start.bout_order, start.bout_id] as const;
    const before = sorted.filter((row) => compare(key(row), startKey) < 0).map((row) => row.id);
    const inPass = sorted.filter((row) => compare(key(row), startKey) >= 0);
    await tx.execute(
      sql`delete from rating_history where bout_id = any(${pgArray(inPass.map((row) => row.id))}::uuid[])`,
    );
    await tx.execute(sql`delete from rating_history where fought_at = ${day}::timestamptz
      and not (bout_id = any(${pgArray(before)}::uuid[]))`);
    const [at] = await selectRows<{ at: string }>(tx, sql`select ${day}::timestamptz::text as at`);
    const rated = ratedOnly(inPass);
    await rateChunk(tx, rated, sides, seen);
    return { through: at!.at, rated: rated.length };
  }
  // Whole dates after the pass's first, up to the date of about the chunk's last bout (all of that date comes too):
  // every bout and history row of them is in the pass. Along the date indexes only.
  const lower = sql`> ${through}::timestamptz`;
  const [edge] = await selectRows<{ at: string }>(
    tx,
    sql`select fought_at::text as at from bouts where fought_at ${lower} order by fought_at offset ${size - 1} limit 1`,
  );
  const upperB = edge ? sql`and b.fought_at <= ${edge.at}::timestamptz` : sql``;
  const upperR = edge ? sql`and r.fought_at <= ${edge.at}::timestamptz` : sql``;
  await tx.execute(
    sql`delete from rating_history r using bouts b where r.bout_id = b.id and b.fought_at ${lower} ${upperB}`,
  );
  await tx.execute(sql`delete from rating_history r where r.fought_at ${lower} ${upperR}`);
  const { sorted } = await inOrder(
    await selectRows<Row>(
      tx,
      sql`select ${columns} from bouts b where b.fought_at ${lower} ${upperB} and b.status = 'completed' and b.method in ${RATED_METHODS}`,
    ),
  );
  await rateChunk(tx, sorted, sides, seen);
  return { through: edge?.at ?? null, rated: sorted.length };
}

/** Rates a chunk's bouts (in order) from each athlete's rating before it and inserts their history rows. */
async function rateChunk(tx: Database, rated: RatedBout[], sides: Map<string, RatedSide>, seen: Set<string>) {
  if (rated.length === 0) return;
  const missing = new Set<string>();
  for (const bout of rated) {
    if (!sides.has(bout.a)) missing.add(bout.a);
    if (!sides.has(bout.b)) missing.add(bout.b);
  }
  if (missing.size > 0) {
    // Their rating before this chunk: the last history row before it (rows from here on were just deleted).
    const first = rated[0]!.fought_at;
    for (const row of await selectRows<{
      id: string;
      prior: number;
      rating: number | null;
      bouts_before: number | null;
    }>(
      tx,
      sql`select a.id, a.prior_rating_elo as prior, h.rating_after as rating, h.bouts_before
          from athletes a left join lateral (
            select r.rating_after, r.bouts_before from rating_history r
            where r.athlete_id = a.id and r.fought_at <= ${first}::timestamptz
            order by r.fought_at desc, r.bouts_before desc limit 1
          ) h on true
          where a.id = any(${pgArray([...missing])}::uuid[])`,
    ))
      sides.set(
        row.id,
        row.rating === null
          ? { rating: row.prior, boutsBefore: 0 }
          : { rating: Number(row.rating), boutsBefore: Number(row.bouts_before) + 1 },
      );
  }
  for (const id of missing) seen.add(id);
  await insertHistory(tx, rateBouts(rated, sides));
}

/** Sets `rating_elo` from the history (the last row, else the prior rating) for these athletes, or every athlete. */
async function settleCurrentRatings(db: Database, ids: readonly string[] | "all") {
  const step = 5000;
  let after = "00000000-0000-0000-0000-000000000000";
  for (let start = 0; ; start += step) {
    const chunk =
      ids === "all"
        ? (
            await selectRows<{ id: string }>(
              db,
              sql`select id from athletes where id > ${after}::uuid order by id limit ${step}`,
            )
          ).map((row) => row.id)
        : ids.slice(start, start + step);
    if (chunk.length === 0) return;
    after = chunk.at(-1)!;
    await chunkTransaction(db, (tx) =>
      changedRows(
        tx,
        sql`update athletes a set rating_elo = v.rating from (
              -- Rounded as Math.round does (half up): the database's round() of a float8 goes to the even
              -- neighbour, and a rating kept to tenths is often exactly half a point.
              select x.id, floor(coalesce(h.rating_after, x.prior_rating_elo) + 0.5)::int as rating
              from athletes x left join lateral (
                select r.rating_after from rating_history r where r.athlete_id = x.id
                order by r.fought_at desc, r.bouts_before desc limit 1
              ) h on true
              where x.id = any(${pgArray(chunk)}::uuid[])
            ) v
            where a.id = v.id and a.rating_elo <> v.rating`,
      ),
    );
    await pause(ratingsJobSettings.pauseMs);
  }
}

/** How many rated bouts a pass from `from` covers (for the progress figures). */
async function ratedTotal(db: Database, from: PositionJson | null) {
  const start = from === null ? startOf(new Date(0)) : fromJson(from);
  const place = sql`(${start.fought_at.toISOString()}::timestamptz, ${start.card_order}::int, ${start.bout_order}::int, ${start.bout_id}::uuid)`;
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bouts b join team_matches tm on tm.id = b.team_match_id
        where b.fought_at >= ${start.fought_at.toISOString()}::timestamptz and (b.fought_at, tm.card_order, b.bout_order, b.id) >= ${place}
          and b.status = 'completed' and b.method in ${RATED_METHODS}`,
  );
  return Number(row?.n ?? 0);
}

export const ratingsReplayJob = defineJob<RatingsJobPayload>({
  kind: RATINGS_JOB_KIND,
  leaseMs: 30_000,
  merge: mergePayloads,
  async run(db, job, context) {
    const { from, reset } = job.payload;
    const saved = job.progress as RatingsJobProgress | null;
    // A walk that stopped half way is done again as a full pass: it cannot tell its own rewritten rows from rows that
    // never changed.
    const walkStopped = saved?.walk === true && samePass(saved.from, from);
    if (from !== null && reset.length > 0 && ratingsJobSettings.walk && !walkStopped) {
      // Saved with its first figures, before it writes a rating (a stop before that walks again: the rows it removes
      // first, of bouts no longer rated, it removes again, and nothing else has changed).
      const progress: RatingsJobProgress = { from, through: null, done: 0, total: 0, walk: true };
      const result = await walkRatings(db, fromJson(from).fought_at, reset, {
        transaction: (work) => chunkTransaction(db, work),
        batch: ratingsJobSettings.walkBatch,
        progress: async (done, queued, written) => {
          progress.written = written;
          progress.done = done;
          progress.total = done + queued;
          await context.checkpoint(progress);
          await pause(ratingsJobSettings.pauseMs);
        },
      });
      await settleCurrentRatings(db, result.athletes);
      progress.done = progress.total = result.bouts;
      progress.written = result.written;
      await context.checkpoint(progress);
      return;
    }
    // Resumed from a checkpoint of this same pass, or a new pass (a merged earlier start restarts from there).
    const resumed = saved !== null && samePass(saved.from, from) && !walkStopped;
    const progress: RatingsJobProgress = resumed
      ? saved
      : { from, through: null, done: 0, total: await ratedTotal(db, from) };
    if (!resumed) await context.checkpoint(progress);
    const pool = postgresPool(db);
    if (pool && ratingsJobSettings.rebuildFromBouts > 0 && progress.total >= ratingsJobSettings.rebuildFromBouts) {
      // Far back on PostgreSQL: the whole history rebuilt and swapped in (the same numbers a replay from its place
      // gives, tested); the lease is renewed at each step.
      const rated = await rebuildRatingHistory(db, async (phase, bouts) => {
        if (phase === "swapped") progress.done = bouts;
        await context.checkpoint(progress);
      });
      progress.total = Math.max(progress.total, rated);
      await context.checkpoint(progress);
      // The ratings are right from here; checking the new table's foreign keys (a scan) is a job of its own.
      await ratingsKeysJob.enqueue(db, KEY, {});
      return;
    }
    const start = from === null ? startOf(new Date(0)) : fromJson(from);
    const sides = new Map<string, RatedSide>();
    const seen = new Set<string>(reset);
    let through = progress.through;
    let size = ratingsJobSettings.chunkBouts;
    do {
      const begun = performance.now();
      const chunk = await chunkTransaction(db, (tx) => replayChunk(tx, start, through, sides, seen, size));
      const took = performance.now() - begun;
      const target = ratingsJobSettings.chunkTargetMs;
      if (target > 0 && took > target) size = Math.max(100, Math.floor((size * target) / took));
      else if (target > 0 && took < target / 2) size = Math.min(20_000, Math.ceil(size * 1.5));
      through = chunk.through;
      progress.done += chunk.rated;
      progress.through = through;
      if (through !== null) await context.checkpoint(progress);
      await pause(ratingsJobSettings.pauseMs);
    } while (through !== null);
    // The current ratings: of everyone this pass rated (and those to reset); after a resume, of everyone.
    await settleCurrentRatings(db, resumed && saved.through !== null ? "all" : [...seen]);
    // A rebuild's foreign keys wait for this pass when a bout was deleted while it ran.
    if (pool && (await ratingHistoryKeysPending(pool))) await ratingsKeysJob.enqueue(db, KEY, {});
    progress.total = Math.max(progress.total, progress.done);
    await context.checkpoint(progress);
  },
});

/**
 * After a rebuild: its foreign keys, added NOT VALID, validated (a scan that blocks no writer, seconds at 1M bouts),
 * apart from the pass so the ratings are marked up to date without waiting for it. A bout deleted during the rebuild
 * leaves rows until the pass queued after it removes them; until then validation fails and waits for that pass.
 */
export const ratingsKeysJob = defineJob<Record<string, never>>({
  kind: "ratings.keys",
  async run(db) {
    const pool = postgresPool(db);
    if (pool) await validateRatingHistoryKeys(pool);
  },
});

export const RATINGS_STATES = ["idle", "queued", "running"] as const;

export interface RatingsStatus {
  state: (typeof RATINGS_STATES)[number];
  progress: { done: number; total: number } | null;
  /** When the pending work was first queued (ISO), null when idle. */
  since: string | null;
}

/** The ratings job as pages and the API show it: a running pass first, else a queued one, else idle. */
export async function ratingsStatus(db: Executor): Promise<RatingsStatus> {
  const [row] = await selectRows<{ state: "queued" | "running"; progress: RatingsJobProgress | null; since: Date }>(
    db,
    sql`select state, progress, created_at as since from jobs
        where kind = ${RATINGS_JOB_KIND} and key = ${KEY} and state in ('queued', 'running')
        order by (state = 'running') desc, id limit 1`,
  );
  if (!row) return { state: "idle", progress: null, since: null };
  const progress =
    row.state === "running" && row.progress ? { done: row.progress.done, total: row.progress.total } : null;
  return { state: row.state, progress, since: new Date(row.since).toISOString() };
}
