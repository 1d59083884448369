// A ratings pass that reaches far back, on PostgreSQL (issue 31, decision 053): the whole rating history rebuilt beside
// the live table and swapped in, instead of rewritten row by row under everyone's feet.
//
// 1. One consistent read (repeatable read): every athlete's prior rating, and every rated bout in rating order as a
//    binary COPY read straight into typed arrays (no object per bout, no id turned into text).
// 2. Elo in memory over those arrays, each history row encoded straight into PostgreSQL's binary COPY format.
// 3. COPY into `rating_history_next`, a copy of the table's shape with no index; then its key and two indexes built
//    at once on three connections, and its foreign keys added NOT VALID (no scan while bouts and athletes are locked).
// 4. The swap, one short transaction: the ratings lock (727002, the write order's last), the live table's own lock,
//    drop it, rename the new one and its indexes and keys to the canonical names. Readers wait milliseconds.
// 5. The current ratings (`rating_elo`) of the athletes whose rounded rating changed. The foreign keys are validated
//    afterwards by a job of their own (ratings-job.server.ts `ratingsKeysJob`; a scan that blocks no writer).
// Writes made between the read and the swap are not lost: while this pass runs, every write that changes ratings is
// merged into a queued ratings job (ratings-job.server.ts), which replays from its place after the swap; a bout
// deleted meanwhile leaves history rows the queued pass removes, and the validation waits until then.
import type { PoolClient } from "pg";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { ratingsAfter, type RatedSide } from "../../../app/lib/results/elo.ts";
import { BOUT_METHODS } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { RATINGS_REPLAY_LOCK, setCurrentRatings } from "./ratings.server.ts";

/** Held for a whole rebuild (session lock): one rebuild at a time across every instance. */
const REBUILD_LOCK = 727_003;
const NEXT = "rating_history_next";
/** The live table's key, indexes and foreign keys (migrations 0006 and 0009): the new table takes these names. */
const NAMES = {
  key: "rating_history_bout_id_athlete_id_pk",
  byAthlete: "rating_history_athlete_idx",
  byDate: "rating_history_fought_at_idx",
  boutKey: "rating_history_bout_id_bouts_id_fk",
  athleteKey: "rating_history_athlete_id_athletes_id_fk",
};
/** Rows read between two turns of the event loop (a millisecond or two of work: a request waits that long at most). */
const SLICE_ROWS = 2_000;
/** Bouts per COPY buffer (two rows each, 86 bytes a row), rated between two turns of the event loop. */
const BUFFER_BOUTS = 1_000;
/** Microseconds from the Unix epoch to PostgreSQL's (2000-01-01). */
const PG_EPOCH_MICROS = 946_684_800_000_000n;

export type RebuildPhase = "read" | "rated" | "written" | "indexed" | "swapped";

export class RebuildBusy extends Error {
  constructor() {
    super("another instance is rebuilding the rating history");
  }
}

/** The pg pool under a node-postgres drizzle database (null on PGlite). */
export function postgresPool(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Rebuilds the whole rating history and the current ratings from the recorded results (PostgreSQL only). `onPhase`
 * hears each step done (the job renews its lease there); answers how many rated bouts were replayed.
 */
export async function rebuildRatingHistory(
  db: Database,
  onPhase: (phase: RebuildPhase, rated: number) => Promise<void> = async () => {},
): Promise<number> {
  const pool = postgresPool(db);
  if (!pool) throw new Error("the rating history is rebuilt on PostgreSQL only");
  const client = await pool.connect();
  let locked = false;
  try {
    const [{ got }] = (await client.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [REBUILD_LOCK]))
      .rows as [{ got: boolean }];
    if (!got) throw new RebuildBusy();
    locked = true;
    await client.query(`drop table if exists ${NEXT}`);

    const league = await readLeague(client);
    const { athleteIds, count } = league;
    await onPhase("read", count);
    const { buffers, ratings } = await rateIntoCopyBuffers(league);
    await onPhase("rated", count);

    await client.query(`create table ${NEXT} (like rating_history including defaults)`);
    await copyIn(client, buffers);
    await onPhase("written", count);
    // The three indexes built at once, one connection each (CREATE INDEX takes a SHARE lock: they do not conflict).
    await Promise.all(
      [
        `create unique index ${NEXT}_pk on ${NEXT} using btree (bout_id, athlete_id)`,
        `create index ${NEXT}_athlete_idx on ${NEXT} using btree (athlete_id, fought_at)`,
        `create index ${NEXT}_fought_at_idx on ${NEXT} using btree (fought_at)`,
      ].map((statement, index) => (index === 0 ? buildIndex(client, statement) : onOwnConnection(pool, statement))),
    );
    await client.query(`alter table ${NEXT} add constraint ${NEXT}_pk primary key using index ${NEXT}_pk`);
    // Its statistics before it is the live table: without them the planner takes every date range of the history for
    // two thirds of it and a result write's small replay scans every bout.
    await client.query(`analyze ${NEXT}`);
    // NOT VALID: no scan while the referenced tables are locked (a short SHARE ROW EXCLUSIVE); the ratings.keys job
    // validates them after the pass.
    await briefly(client, [
      `alter table ${NEXT} add constraint ${NEXT}_bout_fk foreign key (bout_id) references bouts(id) on delete cascade not valid`,
      `alter table ${NEXT} add constraint ${NEXT}_athlete_fk foreign key (athlete_id) references athletes(id) on delete cascade not valid`,
    ]);
    await onPhase("indexed", count);

    await briefly(client, [
      `select pg_advisory_xact_lock(${RATINGS_REPLAY_LOCK})`,
      "lock table rating_history in access exclusive mode",
      "drop table rating_history",
      `alter table ${NEXT} rename to rating_history`,
      `alter table rating_history rename constraint ${NEXT}_pk to ${NAMES.key}`,
      `alter index ${NEXT}_athlete_idx rename to ${NAMES.byAthlete}`,
      `alter index ${NEXT}_fought_at_idx rename to ${NAMES.byDate}`,
      `alter table rating_history rename constraint ${NEXT}_bout_fk to ${NAMES.boutKey}`,
      `alter table rating_history rename constraint ${NEXT}_athlete_fk to ${NAMES.athleteKey}`,
    ]);
    await onPhase("swapped", count);

    await setCurrentRatings(db, new Map(athleteIds.map((id, index) => [id, { rating: ratings[index]! }])), 2_500);
    return count;
  } finally {
    if (locked) await client.query("select pg_advisory_unlock($1)", [REBUILD_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * Validates the history's foreign keys if a rebuild left them NOT VALID: a scan that blocks no writer. A bout deleted
 * during a rebuild leaves rows until the queued pass after it removes them; until then this fails and is tried again
 * at the end of the next pass.
 */
export async function validateRatingHistoryKeys(client: Pick<PoolClient, "query">) {
  for (const name of await keysNotValidated(client))
    await client.query(`alter table rating_history validate constraint ${name}`).catch(() => undefined);
}

/** Every rated bout in rating order as dense columns (no object per bout, nothing for the collector to walk). */
/** Whether a rebuild left foreign keys to validate. */
export async function ratingHistoryKeysPending(client: Pick<PoolClient, "query">) {
  return (await keysNotValidated(client)).length > 0;
}

async function keysNotValidated(client: Pick<PoolClient, "query">) {
  const { rows } = await client.query<{ name: string }>(
    `select conname as name from pg_constraint where conrelid = 'rating_history'::regclass and contype = 'f' and not convalidated`,
  );
  return rows.map(({ name }) => name);
}

interface LeagueBouts {
  athleteIds: string[];
  /** The athletes' ids, 16 bytes each, in the same order. */
  athleteBytes: Buffer;
  priors: Float64Array;
  count: number;
  /** The bouts' ids, 16 bytes each, in rating order. */
  boutIds: Buffer;
  /** Microseconds since PostgreSQL's epoch (2000-01-01), as COPY writes timestamptz. */
  at: BigInt64Array;
  sideA: Int32Array;
  sideB: Int32Array;
  /** A's score × 2: 2 won, 1 drew, 0 lost. */
  scoreA: Uint8Array;
  /** Index into BOUT_METHODS. */
  method: Uint8Array;
}

/** One bout as `copy … to stdout (format binary)` writes it: 6 fields of fixed width. */
const BOUT_ROW = 2 + (4 + 16) + (4 + 8) + (4 + 16) * 2 + (4 + 2) * 2;
/** The binary COPY header: signature, flags, no extension. */
const COPY_HEADER = 11 + 4 + 4;

/**
 * Athletes and rated bouts (in rating order) as one snapshot. The bouts come as binary COPY, read straight into the
 * columns as they stream in: no row object, and no id turned into text (an athlete's place is found by its 16 bytes).
 */
async function readLeague(client: PoolClient): Promise<LeagueBouts> {
  await client.query("begin isolation level repeatable read read only");
  try {
    // The sort of a million bouts in memory rather than on disk.
    await client.query("set local work_mem = '128MB'");
    const athletes = await client.query<[string, number]>({
      text: "select id, prior_rating_elo from athletes",
      rowMode: "array",
    });
    const place = new Map<string, number>();
    const total = athletes.rows.length;
    const priors = new Float64Array(total);
    const athleteIds: string[] = Array.from({ length: total });
    const athleteBytes = Buffer.allocUnsafe(total * 16);
    for (let position = 0; position < total; position++) {
      const [id, prior] = athletes.rows[position]!;
      athleteIds[position] = id;
      priors[position] = prior;
      athleteBytes.write(id.replaceAll("-", ""), position * 16, 16, "hex");
      place.set(athleteBytes.toString("latin1", position * 16, position * 16 + 16), position);
      if (position % SLICE_ROWS === 0) await yieldToRequests();
    }
    const methodCode = BOUT_METHODS.map((method, code) => `when '${method}' then ${code}`).join(" ");
    const [{ estimate }] = (
      await client.query<{ estimate: number }>(
        "select greatest(reltuples, 0)::int8::float8 as estimate from pg_class where oid = 'bouts'::regclass",
      )
    ).rows as [{ estimate: number }];
    // Room for the table's estimated rows (an unanalysed table has none: then grown as needed).
    const columns = new BoutColumns(Math.max(16, Math.ceil(estimate * 1.05)));
    // Parsed as it streams in, row by row (each row is 86 bytes; a row cut between two chunks waits for the next).
    const stream = client.query(
      copyTo(`copy (
         select b.id, ((extract(epoch from b.fought_at) * 1000000)::int8 - ${PG_EPOCH_MICROS}), b.athlete_a_id, b.athlete_b_id,
           (case when b.winner_id = b.athlete_a_id then 2 when b.winner_id = b.athlete_b_id then 0 else 1 end)::int2,
           (case b.method ${methodCode} end)::int2
         from bouts b join team_matches tm on tm.id = b.team_match_id
         where b.status = 'completed' and b.method in ('submission', 'points', 'decision', 'dq', 'draw')
         order by b.fought_at, tm.card_order, b.bout_order, b.id
       ) to stdout with (format binary)`),
    );
    let rest: Buffer | null = null;
    let headerRead = false;
    let sinceTurn = 0;
    for await (const chunk of stream) {
      const data: Buffer = rest ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      let offset = 0;
      if (!headerRead) {
        if (data.length < COPY_HEADER) {
          rest = data;
          continue;
        }
        offset = COPY_HEADER;
        headerRead = true;
      }
      // A row starts with its field count (6); the trailer is -1.
      while (data.length - offset >= BOUT_ROW && data.readInt16BE(offset) === 6) {
        columns.push(data, offset, place);
        offset += BOUT_ROW;
        if (++sinceTurn === SLICE_ROWS) {
          sinceTurn = 0;
          await yieldToRequests();
        }
      }
      rest = offset < data.length ? data.subarray(offset) : null;
    }
    await client.query("commit");
    return { athleteIds, athleteBytes, priors, ...columns.done() };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/** `larger` holding `old`'s values at its start. */
function widened<T extends { set(values: T): void }>(old: T, larger: T): T {
  larger.set(old);
  return larger;
}

/** The bouts' columns as they are read, grown when the table's row estimate was short. */
class BoutColumns {
  count = 0;
  boutIds: Buffer;
  at: BigInt64Array;
  sideA: Int32Array;
  sideB: Int32Array;
  scoreA: Uint8Array;
  method: Uint8Array;

  constructor(capacity: number) {
    this.boutIds = Buffer.allocUnsafe(capacity * 16);
    this.at = new BigInt64Array(capacity);
    this.sideA = new Int32Array(capacity);
    this.sideB = new Int32Array(capacity);
    this.scoreA = new Uint8Array(capacity);
    this.method = new Uint8Array(capacity);
  }

  /** One row of the COPY output at `offset`: id, microseconds, athlete A, athlete B, A's score × 2, method. */
  push(data: Buffer, offset: number, place: Map<string, number>) {
    if (this.count === this.at.length) this.grow();
    const row = this.count++;
    data.copy(this.boutIds, row * 16, offset + 6, offset + 22);
    this.at[row] = data.readBigInt64BE(offset + 26);
    this.sideA[row] = place.get(data.toString("latin1", offset + 38, offset + 54))!;
    this.sideB[row] = place.get(data.toString("latin1", offset + 58, offset + 74))!;
    this.scoreA[row] = data.readInt16BE(offset + 78);
    this.method[row] = data.readInt16BE(offset + 84);
  }

  private grow() {
    const capacity = Math.ceil(this.at.length * 1.5);
    const boutIds = Buffer.allocUnsafe(capacity * 16);
    this.boutIds.copy(boutIds);
    this.boutIds = boutIds;
    this.at = widened(this.at, new BigInt64Array(capacity));
    this.sideA = widened(this.sideA, new Int32Array(capacity));
    this.sideB = widened(this.sideB, new Int32Array(capacity));
    this.scoreA = widened(this.scoreA, new Uint8Array(capacity));
    this.method = widened(this.method, new Uint8Array(capacity));
  }

  done() {
    const { count } = this;
    return {
      count,
      boutIds: this.boutIds.subarray(0, count * 16),
      at: this.at.subarray(0, count),
      sideA: this.sideA.subarray(0, count),
      sideB: this.sideB.subarray(0, count),
      scoreA: this.scoreA.subarray(0, count),
      method: this.method.subarray(0, count),
    };
  }
}

/**
 * Elo over the bouts in order; each history row goes straight into binary COPY buffers. The event loop gets a turn
 * after each buffer (a few milliseconds of work), so the instance keeps answering requests while it rebuilds.
 */
async function rateIntoCopyBuffers(league: LeagueBouts) {
  const { athleteBytes, priors, count, boutIds, at, sideA, sideB, scoreA, method } = league;
  const ratings = Float64Array.from(priors);
  const counts = new Int32Array(priors.length);
  const a: RatedSide = { rating: 0, boutsBefore: 0 };
  const b: RatedSide = { rating: 0, boutsBefore: 0 };
  const buffers: Buffer[] = [header()];
  const ROW = 2 + (4 + 16) * 2 + (4 + 8) + (4 + 4) + (4 + 8) * 2;
  for (let start = 0; start < count; start += BUFFER_BOUTS) {
    const end = Math.min(count, start + BUFFER_BOUTS);
    const buffer = Buffer.allocUnsafe((end - start) * 2 * ROW);
    let offset = 0;
    const row = (bout: number, athlete: number, when: bigint, before: number, from: number, to: number) => {
      offset = buffer.writeInt16BE(6, offset);
      offset = buffer.writeInt32BE(16, offset);
      offset += boutIds.copy(buffer, offset, bout * 16, bout * 16 + 16);
      offset = buffer.writeInt32BE(16, offset);
      offset += athleteBytes.copy(buffer, offset, athlete * 16, athlete * 16 + 16);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeBigInt64BE(when, offset);
      offset = buffer.writeInt32BE(4, offset);
      offset = buffer.writeInt32BE(before, offset);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeDoubleBE(from, offset);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeDoubleBE(to, offset);
    };
    for (let index = start; index < end; index++) {
      const x = sideA[index]!;
      const y = sideB[index]!;
      a.rating = ratings[x]!;
      a.boutsBefore = counts[x]!;
      b.rating = ratings[y]!;
      b.boutsBefore = counts[y]!;
      const [nextA, nextB] = ratingsAfter(a, b, (scoreA[index]! / 2) as 0 | 0.5 | 1, BOUT_METHODS[method[index]!]!);
      const when = at[index]!;
      row(index, x, when, a.boutsBefore, a.rating, nextA);
      row(index, y, when, b.boutsBefore, b.rating, nextB);
      ratings[x] = nextA;
      ratings[y] = nextB;
      counts[x]! += 1;
      counts[y]! += 1;
    }
    buffers.push(buffer);
    await yieldToRequests();
  }
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1);
  buffers.push(trailer);
  return { buffers, ratings };
}

/** Builds an index with memory to sort in. */
async function buildIndex(client: Pick<PoolClient, "query">, statement: string) {
  await client.query("set maintenance_work_mem = '128MB'");
  await client.query(statement);
  await client.query("reset maintenance_work_mem");
}

async function onOwnConnection(pool: pg.Pool, statement: string) {
  const client = await pool.connect();
  try {
    await buildIndex(client, statement);
  } finally {
    client.release();
  }
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The binary COPY header: signature, flags, no extension. */
function header() {
  const signature = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
  const rest = Buffer.alloc(8);
  return Buffer.concat([signature, rest]);
}

async function copyIn(client: PoolClient, buffers: Buffer[]) {
  const stream = client.query(
    copyFrom(
      `copy ${NEXT} (bout_id, athlete_id, fought_at, bouts_before, rating_before, rating_after) from stdin with (format binary)`,
    ),
  );
  await new Promise<void>((resolve, reject) => {
    stream.on("error", reject);
    stream.on("finish", resolve);
    let next = 0;
    const write = () => {
      while (next < buffers.length) if (!stream.write(buffers[next++])) return void stream.once("drain", write);
      stream.end();
    };
    write();
  });
}

/**
 * Statements in one short transaction that gives way to others: a lock it cannot have within 50 ms is given up and
 * asked again (40 times), so a reader or writer never waits behind it for long.
 */
async function briefly(client: PoolClient, statements: string[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query("begin");
      await client.query("set local lock_timeout = '50ms'");
      for (const statement of statements) await client.query(statement);
      await client.query("commit");
      return;
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      const code = (error as { code?: string }).code ?? "";
      if (attempt >= 40 || !["55P03", "40P01", "40001"].includes(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
