// Runs due jobs on this instance, one at a time, outside any request: woken when this instance enqueues, and every
// `pollMs` for jobs other instances enqueued, retried ones coming due and leases that ran out.
import os from "node:os";
import type { Database } from "../db/client.server.ts";
import {
  checkpointJob,
  claimJob,
  DEFAULT_LEASE_MS,
  type DefinedJob,
  failJob,
  finishJob,
  JobLeaseLost,
  onJobWake,
  pruneJobs,
} from "./job-queue.server.ts";

type Log = (level: "info" | "warn" | "error", message: string) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a worker runs jobs of every payload type
type AnyJob = DefinedJob<any>;

/** Claims and runs one due job; answers whether there was one. */
async function runOneJob(
  db: Database,
  jobs: readonly AnyJob[],
  workerId: string,
  log: Log,
  signal: AbortSignal = new AbortController().signal,
) {
  if (jobs.length === 0) return false;
  const byKind = new Map(jobs.map((job) => [job.kind, job]));
  const claimLease = Math.max(...jobs.map((job) => job.leaseMs ?? DEFAULT_LEASE_MS));
  const job = await claimJob(db, [...byKind.keys()], workerId, claimLease);
  if (!job) return false;
  const definition = byKind.get(job.kind)!;
  const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
  try {
    await definition.run(db, job, {
      workerId,
      signal,
      async checkpoint(progress) {
        if (!(await checkpointJob(db, job.id, workerId, leaseMs, progress))) throw new JobLeaseLost(job.id);
        job.progress = progress;
      },
    });
    await finishJob(db, job.id, workerId);
  } catch (error) {
    if (error instanceof JobLeaseLost) {
      log("warn", error.message);
      return true;
    }
    log("error", `job ${job.id} (${job.kind} ${job.key}) failed, attempt ${job.attempts}: ${String(error)}`);
    await failJob(db, job, workerId, error, definition.merge);
  }
  return true;
}

/** Runs every job due now until none is left (tests, and `npm run verify`'s wait): answers how many ran. */
export async function runDueJobs(db: Database, jobs: readonly AnyJob[], workerId = `${os.hostname()}:${process.pid}`) {
  let ran = 0;
  while (await runOneJob(db, jobs, workerId, () => {})) ran++;
  return ran;
}

export interface JobWorker {
  /** Finishes the job in hand (if any) and stops. */
  stop(): Promise<void>;
}

export function startJobWorker(
  db: Database,
  jobs: readonly AnyJob[],
  options: { log: Log; pollMs?: number; workerId?: string },
): JobWorker {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}`;
  const pollMs = options.pollMs ?? 1000;
  // Changed by stop() and by wake-ups while a drain awaits: an object, so the loops below read the current values.
  const state = { stopped: false, again: false };
  const stopping = new AbortController();
  let busy: Promise<void> | null = null;
  let lastPrune = 0;
  const drain = async () => {
    do {
      state.again = false;
      try {
        while (!state.stopped && (await runOneJob(db, jobs, workerId, options.log, stopping.signal)));
        if (Date.now() - lastPrune > 3_600_000) {
          lastPrune = Date.now();
          await pruneJobs(db);
        }
      } catch (error) {
        // The database is away (a restart, a failover): the next poll tries again.
        options.log("warn", `jobs: could not claim a job (${String(error)})`);
      }
    } while (state.again && !state.stopped);
  };
  const tick = () => {
    if (state.stopped) return;
    if (busy) {
      state.again = true;
      return;
    }
    busy = drain().finally(() => {
      busy = null;
    });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  const unsubscribe = onJobWake(tick);
  tick();
  return {
    async stop() {
      state.stopped = true;
      stopping.abort();
      clearInterval(timer);
      unsubscribe();
      await busy;
    },
  };
}
