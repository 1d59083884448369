// npm run bench:live — live scores at fight-night scale on loopback (figures in BENCHMARKS.md):
//  1. one instance, N stream viewers (2,000), one scoring action per second: every viewer's receive latency
//     p50/p99, connections dropped, the server's RSS sampled through the run;
//  2. the public pages' throughput (autocannon on / and /events) without and with the N streams open (and scoring),
//     alternated three times because the machine's load drifts;
//  3. two instances on one PostgreSQL, viewers split, actions alternating between them.
// Flags: --duration=<s> per measured phase (300 for the 5-minute figure; default 30), --viewers=<n> (2000),
// --win-chance=off (the servers run with LIVE_WIN_CHANCE=false: no live win chance computed, pushed or stored, the
// baseline of issue 36's "the live chance adds nothing measurable"; alternate runs on and off to read the difference).
// Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and a build.
// BENCH_PORT (3262; the second instance takes the next port), BENCH_DB_PREFIX (league_live_bench: the database made
// and dropped is <prefix>_<random>).
// Besides latency, each scoring phase reports the server's CPU time (user + system, from /proc) per scoring action:
// steadier than latency on a shared machine, and it counts the work of pushing each action to every viewer.
// Actions go through POST /api/v1/bouts/{id}/events as the admin when that API is mounted, else straight into the
// log plus the NOTIFY an instance sends (the viewers' path is the same). Each bout takes 30 actions, then a new one.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client.server.ts";
import { createLiveTeamMatch, logBoutEvent, type LiveFixture } from "../server/live/live-fixtures.ts";
import { processTreeCpuMs } from "./figures.ts";
import { openViewers, percentile, type ViewerPool } from "./live-viewers.ts";
import { startServer, type BenchServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "30" },
    viewers: { type: "string", default: "2000" },
    "win-chance": { type: "string", default: "on" },
  },
});
if (!["on", "off"].includes(values["win-chance"])) throw new Error("--win-chance is on or off");
const winChance = values["win-chance"] === "on";
const port = Number(process.env.BENCH_PORT ?? 3262);
const duration = Number(values.duration);
const viewerCount = Number(values.viewers);
const admin = { email: "live-bench@league.local", password: "live-bench-password" };
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `${process.env.BENCH_DB_PREFIX ?? "league_live_bench"}_${crypto.randomBytes(4).toString("hex")}`;
const adminClient = new pg.Client({ connectionString: baseUrl });
await adminClient.connect();
await adminClient.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const env = {
  DATABASE_URL: dbUrl,
  SEED_DEMO: "true",
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_ENABLED: "false",
  DATA_DIR: fs.mkdtempSync("/tmp/live-bench-"),
  LIVE_WIN_CHANCE: String(winChance),
};
const a = await startServer(env, port);
const handle = openDatabase({ databaseUrl: dbUrl, dataDir: "" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cookieFor(server: BenchServer) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
const openapi = (await (await fetch(`${a.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
const viaApi = "/bouts/{id}/events" in openapi.paths;

let fixture: LiveFixture | null = null;
let fixtureStart = 0;
let actions = 0;
const sentAt = new Map<number, number>();
/** Each action's answer time (ms): the scoring write itself, before any viewer hears of it. */
const answered: number[] = [];

/** One scoring action, to `server` (API mode) — answers its event id. */
async function act(server: BenchServer, cookies: Map<BenchServer, string>): Promise<void> {
  if (!fixture || actions % 30 === 0) {
    fixture = await createLiveTeamMatch(handle.db, { label: `bench-${actions}` });
    fixtureStart = Date.now();
  }
  actions++;
  const boutId = fixture.boutIds[0]!;
  const athlete = fixture.athletes[0]![actions % 2]!;
  const clock_seconds = Math.max(0, Math.floor((Date.now() - fixtureStart) / 1000) - 1);
  const started = Date.now();
  if (viaApi) {
    const response = await fetch(`${server.url}/api/v1/bouts/${boutId}/events`, {
      method: "POST",
      headers: { Cookie: cookies.get(server)!, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({
        athlete_id: athlete.id,
        kind: "takedown",
        round: 1,
        clock_seconds,
        idempotency_key: crypto.randomUUID(),
      }),
    });
    if (!response.ok) throw new Error(`action refused: ${response.status} ${await response.text()}`);
    sentAt.set(((await response.json()) as { last_event_id: number }).last_event_id, started);
    answered.push(Date.now() - started);
  } else {
    const id = await logBoutEvent(handle.db, {
      bout_id: boutId,
      kind: "takedown",
      athlete_id: athlete.id,
      clock_seconds,
    });
    sentAt.set(id, started);
    await handle.db.execute(
      sql`select pg_notify('league_live', ${JSON.stringify({ from: "bench", message: { type: "bout", bout_id: boutId, event_id: id } })})`,
    );
  }
}

/** The server process's CPU time so far (user + system), ms. */
const cpuMs = (server: BenchServer) => processTreeCpuMs(server.process.pid!);

const rssMb = (server: BenchServer) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Runs one action a second for `seconds` against the servers in turn; answers latency figures and RSS samples. */
async function scoringPhase(servers: BenchServer[], pool: ViewerPool, seconds: number) {
  const cookies = new Map(await Promise.all(servers.map(async (server) => [server, await cookieFor(server)] as const)));
  const rss: number[][] = [];
  const ids: number[] = [];
  const cpuBefore = servers.map(cpuMs);
  answered.length = 0;
  const end = Date.now() + seconds * 1000;
  for (let tick = 0; Date.now() < end; tick++) {
    const next = Date.now() + 1000;
    const before = new Set(sentAt.keys());
    await act(servers[tick % servers.length]!, cookies);
    for (const id of sentAt.keys()) if (!before.has(id)) ids.push(id);
    if (tick % 5 === 0) rss.push(servers.map(rssMb));
    await sleep(Math.max(0, next - Date.now()));
  }
  await sleep(1500);
  const cpu = servers.map((server, index) => cpuMs(server) - cpuBefore[index]!);
  const latencies: number[] = [];
  let missing = 0;
  for (const id of ids) {
    const got = pool.arrivals.get(id) ?? [];
    missing += viewerCount - got.length;
    for (const at of got) latencies.push(at - sentAt.get(id)!);
  }
  latencies.sort((x, y) => x - y);
  return {
    actions: ids.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    missing,
    dropped: pool.dropped(),
    answer_p50: percentile(
      [...answered].sort((x, y) => x - y),
      50,
    ),
    answer_p99: percentile(
      [...answered].sort((x, y) => x - y),
      99,
    ),
    server_cpu_ms_per_action: Math.round((cpu.reduce((x, y) => x + y, 0) / Math.max(1, ids.length)) * 10) / 10,
    rss,
  };
}

async function throughput(server: BenchServer, seconds: number) {
  const result: Record<string, number> = {};
  for (const path of ["/", "/events"]) {
    const run = await autocannon({
      url: `${server.url}${path}`,
      connections: 20,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
    });
    result[path] = Math.round(run.requests.average);
  }
  return result;
}

const report: Record<string, unknown> = {
  win_chance: winChance ? "on" : "off",
  load_average_before: os.loadavg().map((value) => Math.round(value * 10) / 10),
  duration,
  viewers: viewerCount,
  actions_via: viaApi ? "API" : "log + NOTIFY",
};
const pageSeconds = 10;
await throughput(a, 5);
let pool = await openViewers([a.url], viewerCount);
await sleep(2000);
const one = await scoringPhase([a], pool, duration);
report.one_instance = { ...one, rss_mb: one.rss.map((sample) => Math.round(sample[0]!)) };
// What the viewers were sent, as the API reads it: with the chance on, the bout on the mat has one.
const live = (await (await fetch(`${a.url}/api/v1/bouts/${fixture!.boutIds[0]}/live`)).json()) as {
  win_probability?: unknown;
};
report.win_probability_now = live.win_probability ?? null;
pool.close();
// The machine is shared, so its load drifts: without and with the streams alternate, three times, and the median
// ratio is reported. "With" means 2,000 streams open and one scoring action a second reaching all of them.
const rounds: { without: Record<string, number>; with: Record<string, number>; still_open: number }[] = [];
for (let round = 0; round < 3; round++) {
  const without = await throughput(a, pageSeconds);
  pool = await openViewers([a.url], viewerCount);
  await sleep(1000);
  const scoring = { on: true };
  const cookies = new Map([[a, await cookieFor(a)]]);
  const actionsLoop = (async () => {
    while (scoring.on) await Promise.all([act(a, cookies), sleep(1000)]);
  })();
  const withStreams = await throughput(a, pageSeconds);
  scoring.on = false;
  await actionsLoop;
  rounds.push({ without, with: withStreams, still_open: pool.open() });
  pool.close();
  await sleep(1000);
}
const ratio = (path: string) =>
  rounds.map((round) => round.with[path]! / round.without[path]!).sort((x, y) => x - y)[1]!;
report.throughput = {
  rounds,
  median_ratio: { "/": Math.round(ratio("/") * 100) / 100, "/events": Math.round(ratio("/events") * 100) / 100 },
};

const b = await startServer({ ...env, DATA_DIR: fs.mkdtempSync("/tmp/live-bench-b-"), SEED_DEMO: "false" }, port + 1);
pool = await openViewers([a.url, b.url], viewerCount);
await sleep(2000);
const two = await scoringPhase([a, b], pool, duration);
report.two_instances = { ...two, rss_mb: two.rss.map((sample) => sample.map(Math.round).join("/")) };
pool.close();

report.load_average_after = os.loadavg().map((value) => Math.round(value * 10) / 10);
console.log(JSON.stringify(report, null, 2));
await handle.close();
await Promise.all([a.stop(), b.stop()]);
await adminClient.query(`drop database ${dbName} with (force)`);
await adminClient.end();
