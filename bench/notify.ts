// npm run bench:notify (after npm run build) — issue 35's "Speed and scale" on PostgreSQL, loopback only, time-limited.
// This process loads the server's modules through Vite's SSR loader, as the dev server does:
//  1. the result write's p99 with no followers, and with the bout's athlete followed by 100,000 users (the fan-out
//     jobs idle, then running beside the writes in this process, with the expansion of their mail batches);
//  2. the time from a new result's commit until every notification of it is queued (the fan-out job's push rows and
//     mail batches), then the mail delivery's expansion of those batches into one row per follower;
//  3. Web Push delivery of that result to BENCH_PUSH_USERS browsers of a local RFC 8030 service
//     (server/fans/push-test-service.ts: it checks VAPID and decrypts every message) by two instances (production
//     servers, `node server/prod.ts`, on one database), one of them killed with SIGKILL mid-send: messages/s,
//     duplicates on the wire and how many of them a fan would see (alerted twice), lost.
//   BENCH_DATABASE_URL  an admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
//                       the database BENCH_DATABASE (league_notify) is dropped and made anew on each run
//   BENCH_FOLLOWERS (100000), BENCH_PUSH_USERS (5000), BENCH_WRITES (100), BENCH_PUSH_PORT (4999)
//   BENCH_PHASES        which of the three to run (default "1,2,3"; 3 needs 2)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { createServer } from "vite";
import webpush from "web-push";

const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = process.env.BENCH_DATABASE ?? "league_notify";
const databaseUrl = new URL(admin);
databaseUrl.pathname = `/${database}`;
const followers = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
const pushUsers = Math.min(followers, Number(process.env.BENCH_PUSH_USERS ?? 5000));
const writes = Number(process.env.BENCH_WRITES ?? 100);
const pushPort = Number(process.env.BENCH_PUSH_PORT ?? 4999);
const phases = new Set((process.env.BENCH_PHASES ?? "1,2,3").split(",").map((phase) => phase.trim()));
if (phases.has("3")) phases.add("2");
/** The whole push phase gives up after this long (a stuck run still prints what it saw). */
const PUSH_PHASE_MS = 300_000;

// One VAPID pair for this process and both instances; the local push service's origin is the one http origin allowed.
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.PUSH_TEST_ORIGIN = `http://127.0.0.1:${pushPort}`;
process.env.DATABASE_URL = databaseUrl.href;
process.env.LOG_LEVEL ??= "warn";

// The server's modules as the dev server loads them (Vite's SSR loader: the ~/ alias, import.meta.env).
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "warn" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openDatabase } = await load<typeof import("../server/db/client.server.ts")>("/server/db/client.server.ts");

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const loadAvg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

async function bench() {
  const { sql } = await import("drizzle-orm");
  const { selectRows } = await load<typeof import("../server/db/raw-sql.server.ts")>("/server/db/raw-sql.server.ts");
  const { recordBoutResult } = await load<typeof import("../server/league/entities/bout-entity.server.ts")>(
    "/server/league/entities/bout-entity.server.ts",
  );
  const { createLiveTeamMatch } = await load<typeof import("../server/live/live-fixtures.ts")>(
    "/server/live/live-fixtures.ts",
  );
  const { expandMailBatch, fanOutJob } = await load<typeof import("../server/fans/outbox.server.ts")>(
    "/server/fans/outbox.server.ts",
  );
  const { runDueJobs } = await load<typeof import("../server/jobs/job-worker.server.ts")>(
    "/server/jobs/job-worker.server.ts",
  );
  const { startPushService } = await load<typeof import("../server/fans/push-test-service.ts")>(
    "/server/fans/push-test-service.ts",
  );

  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${loadAvg()}; ` +
      `${followers} followers, ${pushUsers} with a browser, ${writes} writes per phase`,
  );
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`drop database if exists ${database} with (force)`);
  await server.query(`create database ${database}`);
  await server.end();

  const handle = openDatabase({ databaseUrl: databaseUrl.href, dataDir: "" });
  await handle.migrate();
  const { db } = handle;
  const quiet = await createLiveTeamMatch(db, { label: "quiet" });
  const followed = await createLiveTeamMatch(db, { label: "followed" });
  const athlete = followed.athletes[0]![0]!.id;

  // 100,000 fans following the athlete of the followed bout (one statement each, as the database would hold them).
  let started = performance.now();
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
    select 'fan-' || lpad(i::text, 7, '0'), 'Fan ' || i, 'fan-' || i || '@bench.example', true
    from generate_series(1, ${followers}) i`);
  await db.execute(sql`insert into fan_profiles (user_id, lang)
    select 'fan-' || lpad(i::text, 7, '0'), case when i % 3 = 0 then 'ru' else 'en' end
    from generate_series(1, ${followers}) i`);
  await db.execute(sql`insert into follows (user_id, kind, target_id, notify)
    select 'fan-' || lpad(i::text, 7, '0'), 'athlete', ${athlete}::uuid, '["lineup","up_next","result","schedule"]'::jsonb
    from generate_series(1, ${followers}) i`);
  const push = await startPushService({ port: pushPort, vapidPublicKey: process.env.VAPID_PUBLIC_KEY });
  const browsers = new Map<string, string>();
  for (let from = 1; from <= pushUsers; from += 1000) {
    const rows = [];
    for (let i = from; i < Math.min(from + 1000, pushUsers + 1); i++) {
      const userId = `fan-${String(i).padStart(7, "0")}`;
      const browser = push.subscribe(`b${i}`);
      browsers.set(`b${i}`, userId);
      rows.push(sql`(${userId}, ${browser.endpoint}, ${browser.keys.p256dh}, ${browser.keys.auth})`);
    }
    await db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${sql.join(rows, sql`, `)}`,
    );
  }
  await db.execute(sql`analyze`);
  console.log(`data: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const result = (winner: string, scoreA: number, scoreB: number) => ({
    winner_id: winner,
    method: "points" as const,
    technique: null,
    round: 3,
    time_seconds: 300,
    score_a: scoreA,
    score_b: scoreB,
    takedowns_landed_a: 0,
    takedowns_attempted_a: 0,
    takedowns_landed_b: 0,
    takedowns_attempted_b: 0,
    control_seconds_a: 0,
    control_seconds_b: 0,
    first_score_seconds_a: null,
    first_score_seconds_b: null,
  });
  /** `writes` result writes of the fixture's first bout, alternating the winner (each a new result): their times. */
  async function writeResults(fixture: typeof quiet) {
    const [a, b] = fixture.athletes[0]!;
    const times: number[] = [];
    for (let i = 0; i < writes; i++) {
      const start = performance.now();
      await recordBoutResult(db, fixture.boutIds[0]!, i % 2 ? result(a!.id, 4, 2) : result(b!.id, 2, 4));
      times.push(performance.now() - start);
    }
    return times;
  }
  const clearFanOuts = () => db.execute(sql`delete from jobs where kind like 'fans.%' or kind like 'webhooks.%'`);

  // 1. The write's p99: warm up, then no followers / followers with the fan-out idle / followers with it running.
  if (phases.has("1")) await writePhase();
  async function writePhase() {
    await writeResults(quiet);
    await clearFanOuts();
    const rows: [string, number[]][] = [];
    rows.push(["no followers", await writeResults(quiet)]);
    await clearFanOuts();
    rows.push([`${followers} followers, fan-out idle`, await writeResults(followed)]);
    // The fan-outs of those writes run beside the next writes, as a worker on this instance would.
    const fanOuts = { running: true };
    // (With the mail delivery's expansion of their batches: the same rows as a fan-out that wrote them itself.)
    const worker = (async () => {
      while (fanOuts.running)
        if ((await runDueJobs(db, [fanOutJob])) === 0 && !(await expandMailBatch(db)))
          await new Promise((r) => setTimeout(r, 20));
    })();
    rows.push([`${followers} followers, fan-outs running`, await writeResults(followed)]);
    fanOuts.running = false;
    await worker;
    console.log(`\n1. result write (recordBoutResult, PostgreSQL), ${writes} each, load ${loadAvg()}`);
    const base = percentile(rows[0]![1], 99);
    for (const [label, times] of rows)
      console.log(
        `  ${label.padEnd(40)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(
          percentile(times, 99),
        )}  (${((percentile(times, 99) / base - 1) * 100).toFixed(0)} % vs none)`,
      );
  }
  if (!phases.has("2")) return finish();

  // 2. A new result's commit → every notification written (100,000 mail rows and a push row per browser).
  await clearFanOuts();
  await db.execute(sql`update notifications set state = 'sent' where state = 'pending'`);
  // Phase 1's fan-outs' mail batches (no mail job ran there).
  await db.execute(sql`delete from mail_batches`);
  const [a] = followed.athletes[0]!;
  await recordBoutResult(db, followed.boutIds[0]!, result(a!.id, 9, 0));
  const committed = performance.now();
  await runDueJobs(db, [fanOutJob]);
  const queuedMs = performance.now() - committed;
  const [counted] = await selectRows<{ mail: number; push: number; batches: number }>(
    db,
    sql`select (select coalesce(sum(cardinality(user_ids)), 0)::int from mail_batches) as mail,
          (select count(*)::int from mail_batches) as batches,
          (select count(*)::int from notifications where object_id = ${followed.boutIds[0]!} and kind = 'result'
            and channel = 'push' and state = 'pending') as push`,
  );
  console.log(
    `\n2. commit → every notification queued: ${ms(queuedMs)} (${counted!.mail} mail in ${counted!.batches} batches + ` +
      `${counted!.push} push rows), load ${loadAvg()}`,
  );
  // The mail delivery's first step: the batches expanded into one row per follower, a slice per transaction.
  started = performance.now();
  while (await expandMailBatch(db));
  const expandedMs = performance.now() - started;
  const [expanded] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where object_id = ${followed.boutIds[0]!} and kind = 'result'
          and channel = 'mail' and state = 'pending'`,
  );
  console.log(
    `   then the mail delivery's expansion of the batches: ${ms(expandedMs)} (${expanded!.n} mail rows), load ${loadAvg()}`,
  );

  if (!phases.has("3")) return finish();

  // 3. Push delivery by two instances, one killed (SIGKILL) a third of the way through.
  await db.execute(sql`delete from jobs where kind = 'fans.deliver-mail'`);
  // Held back until both instances are up, so the clock starts with the first message.
  await db.execute(sql`update jobs set run_at = now() + interval '1 hour' where kind = 'fans.deliver-push'`);
  // Nothing else to send: the mail rows are not this phase's subject (the instances' mail job finds none).
  await db.execute(sql`update notifications set state = 'sent' where channel = 'mail' and state = 'pending'`);
  const instances: ChildProcess[] = [];
  for (let i = 0; i < 2; i++) {
    const port = pushPort + 1 + i;
    const dataDir = fs.mkdtempSync(`${os.tmpdir()}/bench-notify-`);
    const child = spawn(process.execPath, ["server/prod.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: "YmVuY2gtbm90aWZ5LXNlY3JldC1ub3QtZm9yLXByb2R1Y3Rpb24",
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    instances.push(child);
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (tries > 600) throw new Error(`instance on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const first = push.received.length;
  started = performance.now();
  await db.execute(sql`update jobs set run_at = now() where kind = 'fans.deliver-push' and state = 'queued'`);
  let killed: { pid: number; at: number; received: number } | null = null;
  const deadline = Date.now() + PUSH_PHASE_MS;
  // (ms since the start, messages so far) at each change: the survivor's pace and the wait for the dead one's leases.
  const timeline: [number, number][] = [[0, 0]];
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const done = push.received.length - first;
    if (done !== timeline.at(-1)![1]) timeline.push([performance.now() - started, done]);
    if (!killed && done >= pushUsers / 3) {
      const [holder] = await selectRows<{ locked_by: string | null }>(
        db,
        sql`select locked_by from jobs where kind = 'fans.deliver-push' and state = 'running'`,
      );
      const pid = Number(holder?.locked_by?.split(":").at(-1));
      const victim = instances.find((child) => child.pid === pid) ?? instances[0]!;
      victim.kill("SIGKILL");
      killed = { pid: victim.pid!, at: performance.now(), received: done };
    }
    const [left] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where channel = 'push' and state = 'pending'`,
    );
    if (left!.n === 0 || Date.now() > deadline) break;
  }
  const elapsed = (performance.now() - started) / 1000;
  for (const child of instances) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const got = push.received.slice(first);
  const perBrowser = new Map<string, number>();
  for (const message of got) perBrowser.set(message.subscription, (perBrowser.get(message.subscription) ?? 0) + 1);
  const duplicates = [...perBrowser.values()].reduce((sum, n) => sum + n - 1, 0);
  // What a fan sees of them: the service worker (public/push-sw.js, tested in app/lib/push/push-sw.test.ts) shows a
  // message identical to the one shown under its tag as a silent replacement, so only a copy whose text is not the
  // tag's latest would alert a second time (or show a second notification: one per tag).
  const latestText = new Map<string, string>();
  const alerted = new Set<string>();
  let alertedTwice = 0;
  for (const message of got) {
    const tag = `${message.subscription}\n${message.payload.tag}`;
    const text = `${message.payload.title}\n${message.payload.body}`;
    if (latestText.get(tag) === text) continue;
    if (alerted.has(`${tag}\n${text}`)) alertedTwice++;
    alerted.add(`${tag}\n${text}`);
    latestText.set(tag, text);
  }
  // Lost: a browser whose notification the database calls done (sent or failed) that never got it; rows still
  // pending when the phase ended are counted apart (not lost: a worker would still send them).
  const unsent = new Set(
    (
      await selectRows<{ user_id: string }>(
        db,
        sql`select user_id from notifications where channel = 'push' and state = 'pending'`,
      )
    ).map((row) => row.user_id),
  );
  const missing = [...browsers].filter(([id]) => !perBrowser.has(id));
  const lost = missing.filter(([, userId]) => !unsent.has(userId)).length;
  const beforeKill = killed ? killed.received / ((killed.at - started) / 1000) : 0;
  // After the kill: the longest pause (the killed instance's claimed rows waiting for their lease), the pace outside it.
  let afterKill = "";
  if (killed) {
    const killedAt = killed.at - started;
    const after = timeline.filter(([at]) => at >= killedAt);
    let pause = { from: killedAt, ms: 0 };
    for (let i = 1; i < after.length; i++)
      if (after[i]![0] - after[i - 1]![0] > pause.ms)
        pause = { from: after[i - 1]![0], ms: after[i]![0] - after[i - 1]![0] };
    const last = timeline.at(-1)!;
    const atPause = after.find(([at]) => at >= pause.from)?.[1] ?? killed.received;
    const survivor = (atPause - killed.received) / Math.max(0.001, (pause.from - killedAt) / 1000);
    afterKill =
      `\n  after the kill: ${survivor.toFixed(0)}/s from the other instance, then a ${(pause.ms / 1000).toFixed(1)} s ` +
      `pause (the killed instance's claimed rows waiting for their lease), the last message ${(
        (last[0] - killedAt) / 1000
      ).toFixed(1)} s after the kill`;
  }
  console.log(
    `\n3. push to ${pushUsers} browsers, two instances, SIGKILL of pid ${killed?.pid} after ${killed?.received} messages:` +
      `\n  ${got.length} messages in ${elapsed.toFixed(1)} s = ${(got.length / elapsed).toFixed(0)} messages/s overall ` +
      `(${beforeKill.toFixed(0)}/s before the kill); duplicates on the wire ${duplicates} (alerting a fan twice: ${alertedTwice}), lost ${lost}, still pending ${missing.length - lost}, ` +
      `VAPID/decryption errors ${push.errors.length}; load ${loadAvg()}${afterKill}`,
  );
  await finish();
  async function finish() {
    await push.close();
    await handle.close();
    await vite.close();
    process.exit(0);
  }
}

await bench();
