// npm run bench:corrections: a correction to the league's oldest bout at 100k athletes and 1M bouts (issue 31 item 5).
//   BENCH_DATABASE_URL   the PostgreSQL database (default postgres://postgres@127.0.0.1:5432/league_bench_results,
//                        created and seeded like bench:results when it has fewer bouts than asked, then kept).
//                        BENCH_DATABASE_URL= (empty) with BENCH_DATA_DIR=<folder> measures PGlite instead.
//   BENCH_ATHLETES (100000), BENCH_BOUTS (1000000), BENCH_TOURNAMENTS (10000), BENCH_SEED (15)  the seeded size
//   BENCH_SKIP_REPLAY=1  skip timing a full replay from the league's first day (in process, one transaction)
//   BENCH_BASELINE_SECONDS (15)  first the same scoring and reads with no ratings job, for comparison (0: skip)
//   BENCH_CORRECTIONS (5)  corrections of the oldest bout in a row (its winner swapped back and forth), each to idle
//   BENCH_FULL_PASS=1  instead of the corrections: a pass from the league's first day (what a migration or
//                      `verify --repair` queues), queued before the server starts; the same scoring and reads beside it
//                      until it is idle, and its time from the job's start to its end (and the keys job's, on PostgreSQL)
//   BENCH_PORT (3905)
// The server runs with its job worker (as in production) and the page cache off. The oldest bout's winner is swapped
// through the API as an admin; the write answers at once and queues the ratings job. Until GET /api/v1/ratings/status
// is idle again, a scorekeeper scores a live bout (clock, takedowns, a submission that finishes it, the next bout …)
// and a reader requests public pages, each request a cache miss; both are timed. Then the ratings are compared with a
// replay from scratch in one transaction that is rolled back (they must be equal).
import os from "node:os";
import { asc, eq, sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { selectRows } from "../server/db/raw-sql.server.ts";
import { athletes, bouts, jobs, ratingHistory, teamMatches, tournaments } from "../server/db/schema.ts";
import { ratingsReplayJob } from "../server/league/results/ratings-job.server.ts";
import { replayRatingsFrom } from "../server/league/results/ratings.server.ts";
import { createLiveTeamMatch, type LiveFixture } from "../server/live/live-fixtures.ts";
import { ensureSeededLeague } from "./seeded-league.ts";
import { loadavg, percentile } from "./figures.ts";
import { startServer } from "./server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_results";
const dataDir = process.env.BENCH_DATA_DIR ?? "./data";
const port = Number(process.env.BENCH_PORT ?? 3905);
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length})`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${loadavg()}`,
);
await ensureSeededLeague(databaseUrl, dataDir);

// 1. In process (the embedded database allows one process): the oldest bout, pages to read, live bouts to score, and
//    (unless skipped) a full replay's time.
let handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const [oldest] = await handle.db
  .select({
    id: bouts.id,
    team_match_id: bouts.team_match_id,
    a: bouts.athlete_a_id,
    b: bouts.athlete_b_id,
    winner: bouts.winner_id,
    method: bouts.method,
    weight_class: bouts.weight_class,
  })
  .from(bouts)
  .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
  .where(
    sql`${bouts.status} = 'completed' and ${bouts.method} in ('submission', 'points', 'decision') and ${bouts.exhibition} = false`,
  )
  .orderBy(asc(bouts.fought_at), asc(teamMatches.card_order), asc(bouts.bout_order), asc(bouts.id))
  .limit(1);
const sample = await handle.db.select({ id: athletes.id }).from(athletes).orderBy(athletes.id).limit(100);
const events = await handle.db.select({ id: tournaments.id }).from(tournaments).orderBy(tournaments.id).limit(100);
const [{ n: boutCount }] = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(bouts)) as [{ n: number }];
console.log(`${handle.engine}: ${boutCount} bouts; correcting bout ${oldest!.id} (the oldest rated one)`);
if (process.env.BENCH_SKIP_REPLAY !== "1") {
  const started = performance.now();
  const replayed = await handle.db.transaction((tx) => replayRatingsFrom(tx, null));
  console.log(
    `full replay from the league's first day, one transaction: ${((performance.now() - started) / 1000).toFixed(1)} s (${replayed} rated bouts)`,
  );
}
const fixtures: LiveFixture[] = [];
for (let index = 0; index < 30; index++) {
  const fixture = await createLiveTeamMatch(handle.db, { label: `corrections-${Date.now()}-${index}` });
  // Not started: the scorekeeper starts each bout's clock during the measurement.
  await handle.db
    .update(bouts)
    .set({ status: "scheduled", clock_running: false, clock_started_at: null })
    .where(sql`${bouts.id} = any(${`{${fixture.boutIds.join(",")}}`}::uuid[])`);
  fixtures.push(fixture);
}
const fullPass = process.env.BENCH_FULL_PASS === "1";
// The jobs from here on (the full pass, and on PostgreSQL the keys job it queues) are the ones timed.
const [{ jobsBefore }] = (await handle.db
  .select({ jobsBefore: sql<number>`coalesce(max(id), 0)::int` })
  .from(jobs)) as [{ jobsBefore: number }];
if (fullPass) await ratingsReplayJob.enqueue(handle.db, "league", { from: null, reset: [] });
await handle.close();

const admin = { email: "bench-corrections@league.example", password: "bench-corrections-password" };
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAGE_CACHE_SECONDS: "0",
    RATE_LIMIT_ENABLED: "false",
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  },
  port,
);
let ratingsEqual: boolean | null = null;
try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const headers = {
    Cookie: signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; "),
    Origin: server.url,
    "Content-Type": "application/json",
  };
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${server.url}/api/v1${path}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const status = async () =>
    (await (await fetch(`${server.url}/api/v1/ratings/status`)).json()) as {
      state: string;
      progress: { done: number; total: number } | null;
    };
  /** Until the ratings job is idle, each new state printed with the seconds since `begun`. */
  const untilIdle = async (begun: number) => {
    let last = "";
    for (let state = await status(); state.state !== "idle"; state = await status()) {
      const line = `${state.state} ${state.progress ? `${state.progress.done}/${state.progress.total}` : ""}`;
      if (line !== last) console.log(`  +${((performance.now() - begun) / 1000).toFixed(1)} s ratings job: ${line}`);
      last = line;
      await sleep(200);
    }
  };

  // A pass left from before (a migration's, an earlier run's) finishes first: it is not the one measured.
  if (!fullPass)
    for (let waited = 0; (await status()).state !== "idle"; waited++) {
      if (waited % 20 === 0) console.log("waiting for a ratings job from before to finish …");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

  // Scoring and cache-miss page reads, each loop one request at a time, until stopped. The bouts to score come one
  // after the other from the fixtures (shared by the runs below), each started, 8 takedowns, then a submission.
  const toScore = fixtures.flatMap((fixture) =>
    fixture.boutIds.map((boutId, index) => ({ boutId, athletes: fixture.athletes[index]! })),
  );
  const pages = [
    (i: number) => `/athletes?page=${1 + (i % 50)}`,
    (i: number) => `/athlete/${sample[i % sample.length]!.id}`,
    () => `/teams`,
    (i: number) => `/tournament/${events[i % events.length]!.id}`,
  ];
  const workload = (since: number) => {
    const phase = { running: true };
    const scoring: number[] = [];
    const reads: number[] = [];
    /** Every timed request: when it began (seconds after `since`), what it was, how long it took. */
    const log: { at: number; what: string; ms: number }[] = [];
    const timed = async (into: number[], work: () => Promise<unknown>, what = "read") => {
      const at = performance.now();
      await work();
      into.push(performance.now() - at);
      log.push({ at: (at - since) / 1000, what, ms: performance.now() - at });
    };
    const scorer = (async () => {
      while (phase.running && toScore.length > 0) {
        const {
          boutId,
          athletes: [home, away],
        } = toScore.shift()!;
        await timed(scoring, () => call("POST", `/bouts/${boutId}/clock`, { action: "start" }), "clock start");
        const started = Date.now();
        for (let action = 0; action < 8 && phase.running; action++) {
          await sleep(100);
          await timed(
            scoring,
            () =>
              call("POST", `/bouts/${boutId}/events`, {
                athlete_id: action % 2 ? away!.id : home!.id,
                kind: "takedown",
                round: 1,
                clock_seconds: Math.floor((Date.now() - started) / 1000),
                idempotency_key: crypto.randomUUID(),
              }),
            "takedown",
          );
        }
        // The finish writes the result (and merges into the pending ratings job instead of replaying inline).
        await timed(
          scoring,
          () =>
            call("POST", `/bouts/${boutId}/events`, {
              athlete_id: home!.id,
              kind: "submission",
              technique: "Armbar",
              round: 1,
              clock_seconds: Math.floor((Date.now() - started) / 1000),
              idempotency_key: crypto.randomUUID(),
            }),
          "submission (finishes the bout)",
        );
      }
    })();
    const reader = (async () => {
      for (let i = 0; phase.running; i++) {
        const path = pages[i % pages.length]!(i);
        await timed(reads, async () => {
          const response = await fetch(server.url + path);
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
        });
      }
    })();
    return {
      async stop() {
        phase.running = false;
        await Promise.all([scorer, reader]);
        const finishes = log.filter(({ what }) => what.startsWith("submission")).map(({ ms }) => ms);
        console.log(`  scoring actions: ${figures(scoring)}; of which finishing a bout: ${figures(finishes)}`);
        console.log(`  cache-miss page reads: ${figures(reads)}`);
        console.log(
          `  the slowest requests: ${log
            .toSorted((x, y) => y.ms - x.ms)
            .slice(0, 5)
            .map(({ at, what, ms }) => `${what} at +${at.toFixed(1)} s: ${ms.toFixed(0)} ms`)
            .join("; ")}`,
        );
      },
    };
  };

  // BENCH_FULL_PASS: the pass queued before the start, instead of the baseline and the corrections.
  if (fullPass) {
    // The pass queued above started with the server: scoring and reads beside it until it is idle.
    const begun = performance.now();
    const during = workload(begun);
    await untilIdle(begun);
    console.log(
      `the full pass, server healthy to idle: ${((performance.now() - begun) / 1000).toFixed(1)} s; the requests timed meanwhile:`,
    );
    await during.stop();
  }
  // 2. For comparison, the same work with no ratings job (BENCH_BASELINE_SECONDS, default 15; 0 skips it).
  const baselineSeconds = fullPass ? 0 : Number(process.env.BENCH_BASELINE_SECONDS ?? 15);
  if (baselineSeconds > 0) {
    const baseline = workload(performance.now());
    await sleep(baselineSeconds * 1000);
    console.log(`with no ratings job (${baselineSeconds} s):`);
    await baseline.stop();
  }

  if (!fullPass) {
    // 3. The correction: the oldest bout, winner swapped.
    const bout = (await call("GET", `/bouts/${oldest!.id}`)) as Record<string, unknown>;
    const {
      id: _id,
      fought_at: _f,
      bout_order: _o,
      team_a_id: _ta,
      team_b_id: _tb,
      clock_round: _cr,
      clock_running: _run,
      clock_started_at: _cs,
      clock_elapsed_ms: _ce,
      ...input
    } = bout;
    // BENCH_CORRECTIONS times (5), the winner swapped back and forth, each waited out until the job is idle: one
    // correction alone may finish before a dozen requests could be timed beside it.
    const repeats = Number(process.env.BENCH_CORRECTIONS ?? 5);
    const first = performance.now();
    const during = workload(first);
    const times: number[] = [];
    let winner = oldest!.winner;
    for (let round = 0; round < repeats; round++) {
      winner = winner === oldest!.a ? oldest!.b : oldest!.a;
      const begun = performance.now();
      await call("PUT", `/bouts/${oldest!.id}`, { ...input, winner_id: winner });
      const answered = performance.now() - begun;
      console.log(
        `correction ${round + 1} answered in ${answered.toFixed(0)} ms; ratings job: ${(await status()).state}`,
      );
      // 4. Until the job is done: the same work, timed.
      await untilIdle(begun);
      times.push((performance.now() - begun) / 1000);
    }
    console.log(
      `the recomputation (queued, run, and every correction merged meanwhile), correction to idle: ${times.map((time) => time.toFixed(1)).join(", ")} s; the requests timed while they ran (${((performance.now() - first) / 1000).toFixed(1)} s in all):`,
    );
    await during.stop();
  }
} finally {
  await server.stop();
}

// The full pass's own times, from the jobs table (the keys job follows the rebuild on PostgreSQL).
if (fullPass) {
  handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
  for (const job of await handle.db
    .select({ kind: jobs.kind, state: jobs.state, started: jobs.started_at, finished: jobs.finished_at })
    .from(jobs)
    .where(sql`${jobs.id} > ${jobsBefore}`)
    .orderBy(jobs.id))
    console.log(
      `  job ${job.kind} (${job.state}): ${job.started && job.finished ? `${((job.finished.getTime() - job.started.getTime()) / 1000).toFixed(1)} s from its start to its end` : "not finished"}`,
    );
  await handle.close();
}

// 5. The ratings after the job equal a replay from scratch (computed in a transaction that is rolled back).
handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const digest = async (db: typeof handle.db) =>
  (
    await selectRows<{ h: string }>(
      db,
      sql`select md5(string_agg(bout_id::text || athlete_id::text || rating_after::text, ',' order by bout_id, athlete_id)) as h from ${ratingHistory}`,
    )
  )[0]!;
const after = await digest(handle.db);
await handle.db
  .transaction(async (tx) => {
    await replayRatingsFrom(tx, null);
    ratingsEqual = (await digest(tx)).h === after.h;
    throw new Error("rollback");
  })
  .catch((error: Error) => {
    if (error.message !== "rollback") throw error;
  });
await handle.close();
console.log(`rating history equal to a replay from scratch: ${ratingsEqual}`);
console.log(`load average after: ${loadavg()}`);
