// npm run bench:long-tail: the pages fans land on from a link or a search engine, every one a cache miss (issue 34):
// random athlete profiles, directory searches, tournament pages and team pages, in English and Russian, with the
// page cache off. BENCH_CONNECTIONS (8) loops on loopback for BENCH_SECONDS (20) each pick a random page; the figures
// are per kind and overall, with the server's CPU time per rendered page (its utime + stime from /proc over the run,
// its processes' together with SERVER_PROCESSES above 1).
//   BENCH_DATABASE_URL   PostgreSQL (default postgres://postgres@127.0.0.1:5432/league_bench_results, seeded like
//                        bench:results when it has fewer bouts than asked); BENCH_DATABASE_URL= (empty) with
//                        BENCH_DATA_DIR=<folder> measures the embedded database instead
//   BENCH_ATHLETES (100000), BENCH_BOUTS (1000000), BENCH_TOURNAMENTS (10000)  the seeded size
//   BENCH_SECONDS (20), BENCH_CONNECTIONS (8), BENCH_PORT (3906), BENCH_SEED (7: which pages are picked)
//   SERVER_PROCESSES (1)  passed to the server: that many processes on PostgreSQL
import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { selectRows } from "../server/db/raw-sql.server.ts";
import { ensureSeededLeague } from "./seeded-league.ts";
import { setTimeout as sleep } from "node:timers/promises";
import { childPids, KeptAliveConnection, loadavg, percentile, processTreeCpuMs } from "./figures.ts";
import { startServer } from "./server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_results";
const dataDir = process.env.BENCH_DATA_DIR ?? "./data";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3906);

/** A small deterministic generator (mulberry32), so two runs request the same pages. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${loadavg()}`,
);
await ensureSeededLeague(databaseUrl, dataDir);

// Pages to pick from, read before the server starts (the embedded database allows one process).
const handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const sample = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);
const athleteRows = await sample<{ id: string; full_name: string; full_name_ru: string | null }>(
  sql`select id, full_name, full_name_ru from athletes tablesample system (5) limit 2000`,
);
const tournamentRows = await sample<{ id: string }>(sql`select id from tournaments tablesample system (20) limit 1000`);
const teamRows = await sample<{ id: string }>(sql`select id from teams`);
const [{ bouts }] = (await sample<{ bouts: number }>(sql`select count(*)::int as bouts from bouts`)) as [
  { bouts: number },
];
// PostgreSQL's memory as the figures depend on it: with shared_buffers of a few GB, backends mapping them in 4 KB pages
// spent more than half of the database's CPU on it (docs/operations.md#running-on-postgresql).
const memory = databaseUrl
  ? (
      await sample<{ shared_buffers: string; huge_pages: string }>(
        sql`select current_setting('shared_buffers') as shared_buffers, current_setting('huge_pages') as huge_pages`,
      )
    )[0]
  : undefined;
await handle.close();

const next = random(Number(process.env.BENCH_SEED ?? 7));
const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
/** Huge pages this machine's kernel holds and how many are taken (a PostgreSQL on loopback maps them, or does not). */
function hugePagesInUse(): string {
  const meminfo = fs.readFileSync("/proc/meminfo", "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(meminfo)?.[1] ?? 0);
  const total = field("HugePages_Total");
  return total === 0
    ? "no huge pages reserved"
    : `${total - field("HugePages_Free") + field("HugePages_Rsvd")} of ${total} huge pages in use`;
}

/** A search as a fan types it: a surname, or its first letters, in the language of the page. */
const searchTerm = (ru: boolean) => {
  const athlete = pick(athleteRows);
  const name = (ru && athlete.full_name_ru) || athlete.full_name;
  const surname = name.split(" ").at(-1)!;
  return next() < 0.5 ? surname : surname.slice(0, Math.max(3, Math.ceil(surname.length / 2)));
};
const KINDS = {
  athlete: (prefix: string) => `${prefix}/athlete/${pick(athleteRows).id}`,
  search: (prefix: string) => `${prefix}/athletes?q=${encodeURIComponent(searchTerm(prefix === "/ru"))}`,
  tournament: (prefix: string) => `${prefix}/tournament/${pick(tournamentRows).id}`,
  team: (prefix: string) => `${prefix}/team/${pick(teamRows).id}`,
} as const;
type Kind = keyof typeof KINDS;
const kinds = Object.keys(KINDS) as Kind[];

const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: "0", RATE_LIMIT_ENABLED: "false" },
  port,
);
const cpuMs = () => processTreeCpuMs(server.process.pid!);
try {
  console.log(
    `${databaseUrl ? `PostgreSQL (shared_buffers ${memory?.shared_buffers}, huge_pages ${memory?.huge_pages}; this machine: ${hugePagesInUse()})` : `PGlite in ${dataDir}`}: ${athleteRows.length} athletes, ${tournamentRows.length} tournaments and ${teamRows.length} teams to pick from, ${bouts} bouts; ${connections} connections, ${seconds} s, page cache off`,
  );
  // Several processes: the others start once the first listens (it applies migrations); wait until all answer.
  const processes = Number(process.env.SERVER_PROCESSES ?? 1);
  if (processes > 1) {
    while (childPids(server.process.pid!).length < processes) await sleep(200);
    await sleep(3000);
  }
  // A warm-up (each process's first renders compile code paths), not counted.
  for (let round = 0; round < 2 * processes; round++)
    for (const kind of kinds) for (const prefix of ["", "/ru"]) await fetch(server.url + KINDS[kind](prefix));

  const times: Record<Kind, number[]> = { athlete: [], search: [], tournament: [], team: [] };
  const sizes: Record<Kind, number[]> = { athlete: [], search: [], tournament: [], team: [] };
  const failures: string[] = [];
  const cpuBefore = cpuMs();
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const connection = new KeptAliveConnection(server.url);
      while (performance.now() < until) {
        const kind = pick(kinds);
        const url = KINDS[kind](next() < 0.5 ? "" : "/ru");
        const begun = performance.now();
        const response = await connection.get(url, { "accept-encoding": "identity" });
        times[kind].push(performance.now() - begun);
        sizes[kind].push(response.bytes);
        if (response.status !== 200) failures.push(`${response.status} ${url}`);
      }
      connection.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs() - cpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const all = kinds.flatMap((kind) => times[kind]);

  console.log("\nkind          requests   p50 ms   p99 ms   max ms   HTML KB (max)");
  for (const kind of kinds) {
    const values = times[kind];
    console.log(
      `${kind.padEnd(12)} ${String(values.length).padStart(9)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)} ${Math.max(
        ...values,
      )
        .toFixed(1)
        .padStart(8)} ${(Math.max(...sizes[kind]) / 1024).toFixed(1).padStart(15)}`,
    );
  }
  console.log(
    `${"all".padEnd(12)} ${String(all.length).padStart(9)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)} ${Math.max(
      ...all,
    )
      .toFixed(1)
      .padStart(8)}`,
  );
  console.log(
    `\n${(all.length / elapsed).toFixed(0)} req/s; server CPU ${(cpu / all.length).toFixed(1)} ms per rendered page (${(cpu / 1000).toFixed(1)} s over ${elapsed.toFixed(1)} s); the load generator's own CPU ${((ownCpu.user + ownCpu.system) / 1000 / all.length).toFixed(1)} ms per request (${(ownCpu.system / 1000 / all.length).toFixed(1)} in the kernel)`,
  );
  if (failures.length > 0)
    console.log(`${failures.length} answers other than 200, e.g. ${failures.slice(0, 5).join(", ")}`);
  console.log(`load average after: ${loadavg()}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
