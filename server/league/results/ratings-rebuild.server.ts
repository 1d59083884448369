// A ratings pass that reaches far back, on PostgreSQL (issue 31, decision 053): the whole rating history rebuilt beside
// the live table and swapped in, instead of rewritten row by row under everyone's feet.
//
// 1. One consistent read (repeatable read): every athlete's prior rating and every rated bout in rating order.
// 2. Elo in memory over dense arrays (no object per bout), each history row encoded straight into PostgreSQL's binary
//    COPY format (no number is printed as text and parsed again).
// 3. COPY into `rating_history_next`, a copy of the table's shape with no index; then its key and indexes built
//    once each (a sort apiece) and its foreign keys added NOT VALID (no scan while bouts and athletes are locked).
// 4. The swap, one short transaction: the ratings lock (727002, the write order's last), the live table's own lock,
//    drop it, rename the new one and its indexes and keys to the canonical names. Readers wait milliseconds.
// 5. The current ratings (`rating_elo`) of the athletes whose rounded rating changed; then the foreign keys validated
//    (a scan that blocks no writer).
// Writes made between the read and the swap are not lost: while this pass runs, every write that changes ratings is
// merged into a queued ratings job (ratings-job.server.ts), which replays from its place after the swap; a bout
// deleted meanwhile leaves history rows the queued pass removes, and the validation waits until then.
import type { PoolClient } from "pg";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { ratingsAfter, type RatedSide } from "../../../app/lib/results/elo.ts";
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
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
/** Bouts per COPY buffer (two rows each, 86 bytes a row). */
const BUFFER_BOUTS = 2_500;
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

    const { athleteIds, priors, bouts } = await readLeague(client);
    await onPhase("read", bouts.length);
    const { buffers, ratings } = await rateIntoCopyBuffers(athleteIds, priors, bouts);
    await onPhase("rated", bouts.length);

    await client.query(`create table ${NEXT} (like rating_history including defaults)`);
    await copyIn(client, buffers);
    await onPhase("written", bouts.length);
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query(`alter table ${NEXT} add constraint ${NEXT}_pk primary key (bout_id, athlete_id)`);
    await client.query(`create index ${NEXT}_athlete_idx on ${NEXT} using btree (athlete_id, fought_at)`);
    await client.query(`create index ${NEXT}_fought_at_idx on ${NEXT} using btree (fought_at)`);
    // NOT VALID: no scan while the referenced tables are locked (a short SHARE ROW EXCLUSIVE); validated at the end.
    await briefly(client, [
      `alter table ${NEXT} add constraint ${NEXT}_bout_fk foreign key (bout_id) references bouts(id) on delete cascade not valid`,
      `alter table ${NEXT} add constraint ${NEXT}_athlete_fk foreign key (athlete_id) references athletes(id) on delete cascade not valid`,
    ]);
    await onPhase("indexed", bouts.length);

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
    await onPhase("swapped", bouts.length);

    await setCurrentRatings(db, new Map(athleteIds.map((id, index) => [id, { rating: ratings[index]! }])));
    await validateRatingHistoryKeys(client);
    return bouts.length;
  } finally {
    await client.query("reset maintenance_work_mem").catch(() => undefined);
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
  const { rows } = await client.query<{ name: string }>(
    `select conname as name from pg_constraint where conrelid = 'rating_history'::regclass and contype = 'f' and not convalidated`,
  );
  for (const { name } of rows)
    await client.query(`alter table rating_history validate constraint ${name}`).catch(() => undefined);
}

interface LeagueBouts {
  athleteIds: string[];
  priors: Float64Array;
  /** [bout id, epoch seconds, athlete A index, athlete B index, A's score (1, 0.5, 0), method] */
  bouts: [string, number, number, number, number, BoutMethod][];
}

/** Athletes and rated bouts (in rating order) as one snapshot. */
async function readLeague(client: PoolClient): Promise<LeagueBouts> {
  await client.query("begin isolation level repeatable read read only");
  try {
    const athletes = await client.query<[string, number]>({
      text: "select id, prior_rating_elo from athletes",
      rowMode: "array",
    });
    const index = new Map<string, number>();
    const priors = new Float64Array(athletes.rows.length);
    const athleteIds = athletes.rows.map(([id, prior], position) => {
      index.set(id, position);
      priors[position] = prior;
      return id;
    });
    const rated = await client.query<[string, number, string, string, string, BoutMethod]>({
      text: `select b.id, extract(epoch from b.fought_at)::float8, b.athlete_a_id, b.athlete_b_id,
               case when b.winner_id = b.athlete_a_id then '1' when b.winner_id = b.athlete_b_id then '0' else '0.5' end,
               b.method
             from bouts b join team_matches tm on tm.id = b.team_match_id
             where b.status = 'completed' and b.method in ('submission', 'points', 'decision', 'dq', 'draw')
             order by b.fought_at, tm.card_order, b.bout_order, b.id`,
      rowMode: "array",
    });
    await client.query("commit");
    const bouts: LeagueBouts["bouts"] = Array.from({ length: rated.rows.length });
    for (let start = 0; start < bouts.length; start += BUFFER_BOUTS) {
      for (let row = start; row < Math.min(bouts.length, start + BUFFER_BOUTS); row++) {
        const [id, at, a, b, score, method] = rated.rows[row]!;
        bouts[row] = [id, Number(at), index.get(a)!, index.get(b)!, Number(score), method];
      }
      await yieldToRequests();
    }
    return { athleteIds, priors, bouts };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/**
 * Elo over the bouts in order; each history row goes straight into binary COPY buffers. The event loop gets a turn
 * after each buffer (a few milliseconds of work), so the instance keeps answering requests while it rebuilds.
 */
async function rateIntoCopyBuffers(athleteIds: string[], priors: Float64Array, bouts: LeagueBouts["bouts"]) {
  const ratings = Float64Array.from(priors);
  const counts = new Int32Array(priors.length);
  const athleteBytes = athleteIds.map(uuidBytes);
  const a: RatedSide = { rating: 0, boutsBefore: 0 };
  const b: RatedSide = { rating: 0, boutsBefore: 0 };
  const buffers: Buffer[] = [header()];
  const ROW = 2 + (4 + 16) * 2 + (4 + 8) + (4 + 4) + (4 + 8) * 2;
  let lastAt = Number.NaN;
  let atMicros = 0n;
  for (let start = 0; start < bouts.length; start += BUFFER_BOUTS) {
    const end = Math.min(bouts.length, start + BUFFER_BOUTS);
    const buffer = Buffer.allocUnsafe((end - start) * 2 * ROW);
    let offset = 0;
    const row = (bout: Buffer, athlete: number, before: number, from: number, to: number) => {
      offset = buffer.writeInt16BE(6, offset);
      offset = buffer.writeInt32BE(16, offset);
      offset += bout.copy(buffer, offset);
      offset = buffer.writeInt32BE(16, offset);
      offset += athleteBytes[athlete]!.copy(buffer, offset);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeBigInt64BE(atMicros, offset);
      offset = buffer.writeInt32BE(4, offset);
      offset = buffer.writeInt32BE(before, offset);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeDoubleBE(from, offset);
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeDoubleBE(to, offset);
    };
    for (let index = start; index < end; index++) {
      const [id, at, x, y, score, method] = bouts[index]!;
      if (at !== lastAt) {
        lastAt = at;
        atMicros = BigInt(Math.round(at * 1_000_000)) - PG_EPOCH_MICROS;
      }
      a.rating = ratings[x]!;
      a.boutsBefore = counts[x]!;
      b.rating = ratings[y]!;
      b.boutsBefore = counts[y]!;
      const [nextA, nextB] = ratingsAfter(a, b, score as 0 | 0.5 | 1, method);
      const bout = uuidBytes(id);
      row(bout, x, a.boutsBefore, a.rating, nextA);
      row(bout, y, b.boutsBefore, b.rating, nextB);
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

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const uuidBytes = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");

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
