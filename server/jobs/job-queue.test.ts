import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { defineJob, jobState } from "./job-queue.server.ts";
import { runDueJobs, startJobWorker } from "./job-worker.server.ts";

const ran: { key: string; payload: { from: number }; worker: string }[] = [];
let failuresLeft = 0;
const counting = defineJob<{ from: number }>({
  kind: "test.counting",
  // Two corrections queued together: the earlier start covers both.
  merge: (queued, incoming) => ({ from: Math.min(queued.from, incoming.from) }),
  async run(_db, job, context) {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error("boom");
    }
    ran.push({ key: job.key, payload: job.payload, worker: context.workerId });
  },
});
const rows = (db: DatabaseHandle["db"]) =>
  selectRows<{
    id: number;
    key: string;
    state: string;
    attempts: number;
    payload: { from: number };
    last_error: string | null;
  }>(db, sql`select id, key, state, attempts, payload, last_error from jobs order by id`);

describe.each(TEST_ENGINES)("the job queue on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    ran.length = 0;
    failuresLeft = 0;
    await handle.db.execute(sql`delete from jobs`);
  });

  it("coalesces enqueues of one key into one queued job, merged, and runs it once", async () => {
    await handle.db.transaction((tx) => counting.enqueue(tx, "league", { from: 5 }));
    await handle.db.transaction((tx) => counting.enqueue(tx, "league", { from: 2 }));
    await handle.db.transaction((tx) => counting.enqueue(tx, "league", { from: 9 }));
    await handle.db.transaction((tx) => counting.enqueue(tx, "other", { from: 7 }));
    expect((await rows(handle.db)).map((row) => [row.key, row.state, row.payload.from])).toEqual([
      ["league", "queued", 2],
      ["other", "queued", 7],
    ]);
    expect(await runDueJobs(handle.db, [counting], "w1")).toBe(2);
    expect(ran.map((job) => [job.key, job.payload.from])).toEqual([
      ["league", 2],
      ["other", 7],
    ]);
    expect((await rows(handle.db)).map((row) => row.state)).toEqual(["done", "done"]);
    expect((await jobState(handle.db, "test.counting", "league"))?.state).toBe("done");
  });

  it("an enqueue rolled back with its transaction leaves no job", async () => {
    await handle.db
      .transaction(async (tx) => {
        await counting.enqueue(tx, "league", { from: 1 });
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await rows(handle.db)).toEqual([]);
  });

  it("retries a failed job after a backoff, then fails it for good after its last attempt", async () => {
    const brittle = defineJob<{ from: number }>({ ...counting, kind: "test.brittle", maxAttempts: 2 });
    await handle.db.transaction((tx) => brittle.enqueue(tx, "k", { from: 1 }));
    failuresLeft = 5;
    expect(await runDueJobs(handle.db, [brittle], "w1")).toBe(1);
    let [row] = await rows(handle.db);
    expect([row!.state, row!.attempts, row!.last_error]).toEqual(["queued", 1, "boom"]);
    // Not due again before its backoff.
    expect(await runDueJobs(handle.db, [brittle], "w1")).toBe(0);
    await handle.db.execute(sql`update jobs set run_at = now()`);
    expect(await runDueJobs(handle.db, [brittle], "w1")).toBe(1);
    [row] = await rows(handle.db);
    expect([row!.state, row!.attempts]).toEqual(["failed", 2]);
  });

  it("a job whose worker died is taken over once its lease runs out, and resumes from its checkpoint", async () => {
    const resumable = defineJob<{ from: number }>({
      kind: "test.resumable",
      leaseMs: 60_000,
      async run(_db, job, context) {
        ran.push({ key: `${job.key}@${JSON.stringify(job.progress)}`, payload: job.payload, worker: context.workerId });
        await context.checkpoint({ done: 2 });
      },
    });
    await handle.db.transaction((tx) => resumable.enqueue(tx, "k", { from: 1 }));
    // A worker claimed it, saved a checkpoint and died.
    await handle.db.execute(sql`update jobs set state = 'running', locked_by = 'dead', attempts = 1,
      progress = '{"done":1}', locked_until = now() + interval '1 minute'`);
    expect(await runDueJobs(handle.db, [resumable], "w2")).toBe(0);
    await handle.db.execute(sql`update jobs set locked_until = now() - interval '1 second'`);
    expect(await runDueJobs(handle.db, [resumable], "w2")).toBe(1);
    expect(ran.map((job) => [job.key, job.worker])).toEqual([['k@{"done":1}', "w2"]]);
    const [row] = await rows(handle.db);
    expect([row!.state, row!.attempts]).toEqual(["done", 2]);
  });

  it("never runs two jobs of one key at once: a new enqueue while one runs waits for it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const slow = defineJob<{ from: number }>({
      kind: "test.slow",
      async run(_db, job) {
        order.push(`start ${job.payload.from}`);
        if (job.payload.from === 1) await gate;
        order.push(`end ${job.payload.from}`);
      },
    });
    await handle.db.transaction((tx) => slow.enqueue(tx, "k", { from: 1 }));
    const first = runDueJobs(handle.db, [slow], "w1");
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await handle.db.transaction((tx) => slow.enqueue(tx, "k", { from: 2 }));
    // Another worker finds the queued one blocked by the running one of the same key.
    expect(await runDueJobs(handle.db, [slow], "w2")).toBe(0);
    release();
    expect(await first).toBe(2);
    expect(order).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });

  it("the worker runs a job enqueued on this instance within moments, and stops cleanly", async () => {
    const worker = startJobWorker(handle.db, [counting], { log: () => {}, pollMs: 60_000, workerId: "live" });
    await handle.db.transaction((tx) => counting.enqueue(tx, "league", { from: 3 }));
    const started = Date.now();
    while (ran.length === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(ran).toEqual([{ key: "league", payload: { from: 3 }, worker: "live" }]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe.runIf(TEST_ENGINES.includes("postgres"))("two instances on one PostgreSQL", () => {
  let handle: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("postgres");
    // The second instance: its own pool on the same database.
    const url = new URL(process.env.DATABASE_URL!);
    const [row] = await selectRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    url.pathname = `/${row!.name}`;
    second = openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  });
  afterAll(async () => {
    await second.close();
    await handle.close();
  });

  it("each of 200 jobs runs exactly once with two workers claiming at once", async () => {
    ran.length = 0;
    const seen = new Map<string, number>();
    const tally = defineJob<{ from: number }>({
      kind: "test.tally",
      async run(_db, job) {
        seen.set(job.key, (seen.get(job.key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    await handle.db.transaction(async (tx) => {
      for (let index = 0; index < 200; index++) await tally.enqueue(tx, `k${index}`, { from: index });
    });
    const [a, b] = await Promise.all([runDueJobs(handle.db, [tally], "a"), runDueJobs(second.db, [tally], "b")]);
    expect(a + b).toBe(200);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(seen.size).toBe(200);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });
});
