// Durable background jobs in the database (decision 050): a write enqueues in its own transaction, a worker on any
// instance claims a due job with `FOR UPDATE SKIP LOCKED`, runs it outside the request, and a lease lets another take
// it over after a crash. One job kind is one `defineJob` (its handler, how two queued payloads coalesce); the kinds
// are listed in server/jobs/job-kinds.server.ts.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { pgArray } from "../db/pg-array.ts";
import { changedRows, type Executor, selectRows } from "../db/raw-sql.server.ts";

/** A job as its handler sees it. */
export interface JobRow<P = unknown> {
  id: number;
  kind: string;
  key: string;
  payload: P;
  attempts: number;
  max_attempts: number;
  progress: unknown;
  run_at: Date;
  created_at: Date;
}

export interface JobContext {
  /** This worker's name (the instance), for logs. */
  workerId: string;
  /**
   * Saves what is done so far (a resumed job finds it in `job.progress`) and renews the lease. Throws JobLeaseLost
   * when the job is no longer this worker's (its lease ran out and another worker took it): stop at once.
   */
  checkpoint(progress: unknown): Promise<void>;
  /** Aborted when this instance's worker is stopping (SIGTERM): a long job should end its turn soon, cleanly. */
  signal?: AbortSignal;
}

export interface JobDefinition<P> {
  kind: string;
  /** How long a worker holds the job between checkpoints before another may take it over (ms). */
  leaseMs?: number;
  maxAttempts?: number;
  /** A second enqueue while one is queued under the same key: the payload they make together. Default: the newer. */
  merge?(queued: P, incoming: P): P;
  run(db: Database, job: JobRow<P>, context: JobContext): Promise<void>;
}

export interface EnqueueOptions {
  /** When the job becomes due (default: now). Coalescing keeps the earlier of two. */
  runAt?: Date;
}

export interface DefinedJob<P> extends JobDefinition<P> {
  /** Queues the job in the caller's transaction (so it exists exactly when the fact that causes it commits). */
  enqueue(tx: Executor, key: string, payload: P, options?: EnqueueOptions): Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;
const wakeListeners = new Set<() => void>();

/** Tells this instance's worker that a job may be due (after the enqueuing transaction has had time to commit). */
export function wakeJobWorkers() {
  for (const listener of wakeListeners) listener();
}

/** @internal the worker's subscription to wake-ups. */
export function onJobWake(listener: () => void) {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

export class JobLeaseLost extends Error {
  constructor(id: number) {
    super(`job ${id}: the lease was lost to another worker`);
  }
}

export function defineJob<P>(definition: JobDefinition<P>): DefinedJob<P> {
  return {
    ...definition,
    async enqueue(tx, key, payload, options = {}) {
      const runAt = (options.runAt ?? new Date()).toISOString();
      // Coalesce into the queued job of this key if there is one: locked, so two writers merge one after the other
      // (the row is the last lock a write takes, so it cannot close a cycle). A worker skips a row locked here.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [queued] = await selectRows<{ id: number; payload: P }>(
          tx,
          sql`select id, payload from jobs where kind = ${definition.kind} and key = ${key} and state = 'queued' for update`,
        );
        if (queued) {
          const merged = definition.merge ? definition.merge(queued.payload, payload) : payload;
          await tx.execute(sql`update jobs set payload = ${JSON.stringify(merged)}::jsonb,
            run_at = least(run_at, ${runAt}::timestamptz) where id = ${queued.id}`);
          break;
        }
        const inserted = await changedRows(
          tx,
          sql`insert into jobs (kind, key, payload, run_at, max_attempts)
              values (${definition.kind}, ${key}, ${JSON.stringify(payload)}::jsonb, ${runAt}::timestamptz, ${definition.maxAttempts ?? 10})
              on conflict (kind, key) where state = 'queued' do nothing`,
        );
        if (inserted > 0) break;
      }
      setTimeout(wakeJobWorkers, 20).unref?.();
    },
  };
}

/** Claims the next due job of these kinds for `workerId`, or null. A running job whose lease ran out is due again. */
export async function claimJob(db: Database, kinds: readonly string[], workerId: string, leaseMs: number) {
  const [row] = await selectRows<JobRow>(
    db,
    sql`update jobs set state = 'running', locked_by = ${workerId}, attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}), started_at = coalesce(started_at, now())
        where id = (
          select j.id from jobs j
          where j.kind = any(${pgArray(kinds)}::text[])
            and ((j.state = 'queued' and j.run_at <= now()) or (j.state = 'running' and j.locked_until < now()))
            and not exists (
              select 1 from jobs r where r.kind = j.kind and r.key = j.key and r.state = 'running'
                and r.locked_until >= now() and r.id <> j.id
            )
          order by j.run_at, j.id
          limit 1
          for update skip locked
        )
        returning id, kind, key, payload, attempts, max_attempts, progress, run_at, created_at`,
  );
  return row ?? null;
}

/** Renews the lease and saves progress; false when the job is no longer this worker's. */
export async function checkpointJob(db: Database, id: number, workerId: string, leaseMs: number, progress: unknown) {
  return (
    (await changedRows(
      db,
      sql`update jobs set progress = ${JSON.stringify(progress ?? null)}::jsonb,
            locked_until = now() + make_interval(secs => ${leaseMs / 1000})
          where id = ${id} and locked_by = ${workerId} and state = 'running'`,
    )) > 0
  );
}

export async function finishJob(db: Database, id: number, workerId: string) {
  await db.execute(sql`update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
    where id = ${id} and locked_by = ${workerId}`);
}

/**
 * A failed attempt: due again after an exponential backoff (1 s, 2 s, 4 s … capped at 5 min, jittered), or failed for
 * good after its last attempt. When a job of the same key was queued meanwhile, the two payloads are merged into it.
 */
export async function failJob<P>(
  db: Database,
  job: JobRow<P>,
  workerId: string,
  error: unknown,
  merge: ((queued: P, incoming: P) => P) | undefined,
) {
  const message = error instanceof Error ? error.message : String(error);
  if (job.attempts >= job.max_attempts) {
    await db.execute(sql`update jobs set state = 'failed', finished_at = now(), locked_by = null, locked_until = null,
      last_error = ${message} where id = ${job.id} and locked_by = ${workerId}`);
    return;
  }
  const delayMs = Math.min(2 ** (job.attempts - 1) * 1000, 300_000) * (0.75 + Math.random() * 0.5);
  await db.transaction(async (tx) => {
    const [queued] = await selectRows<{ id: number; payload: P }>(
      tx,
      sql`select id, payload from jobs where kind = ${job.kind} and key = ${job.key} and state = 'queued' for update`,
    );
    if (queued) {
      // A newer job of this key waits already: it takes this one's work too, and this one ends.
      const merged = merge ? merge(job.payload, queued.payload) : queued.payload;
      await tx.execute(
        sql`update jobs set payload = ${JSON.stringify(merged)}::jsonb, progress = null where id = ${queued.id}`,
      );
      await tx.execute(sql`update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null,
        last_error = ${`merged into job ${queued.id} after: ${message}`} where id = ${job.id}`);
      return;
    }
    await tx.execute(sql`update jobs set state = 'queued', locked_by = null, locked_until = null, last_error = ${message},
      run_at = now() + make_interval(secs => ${delayMs / 1000}) where id = ${job.id} and locked_by = ${workerId}`);
  });
}

/** Jobs that ended more than `days` ago are deleted (the worker runs this now and then). */
export async function pruneJobs(db: Database, days = 7) {
  return changedRows(
    db,
    sql`delete from jobs where state in ('done', 'failed') and finished_at < now() - make_interval(days => ${days})`,
  );
}

export interface JobState {
  state: "queued" | "running" | "done" | "failed";
  progress: unknown;
  run_at: Date;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  last_error: string | null;
}

/** The newest job of a kind and key that has not ended, else the newest that ended, or null: for a status display. */
export async function jobState(db: Executor, kind: string, key: string): Promise<JobState | null> {
  const [row] = await selectRows<JobState>(
    db,
    sql`select state, progress, run_at, created_at, started_at, finished_at, last_error from jobs
        where kind = ${kind} and key = ${key}
        order by (state in ('queued', 'running')) desc, id desc limit 1`,
  );
  return row ?? null;
}

export { DEFAULT_LEASE_MS };
