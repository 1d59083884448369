// npm run bench:soak: a bounded soak on loopback — mixed public traffic at 100+ connections for 60 s with
// admin writes in between. Reports errors (must be 0), latency percentiles and the server's RSS growth
// (must stay under 20%); exits 1 when either bound is broken. Options via env:
//   SOAK_SECONDS (60)  SOAK_CONNECTIONS (100)  SOAK_WARMUP_SECONDS (30)  SOAK_PORT (3210)
//   SOAK_DATA_DIR / SOAK_DATABASE_URL  the data to serve (default: a fresh demo league on PGlite)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "./server.ts";

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
const warmup = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const admin = { email: "soak-admin@league.local", password: "soak-admin-password" };
const dataDir = process.env.SOAK_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "league-soak-"));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.SOAK_DATABASE_URL ?? "",
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_ENABLED: "false",
  },
  Number(process.env.SOAK_PORT ?? 3210),
);

/** Resident memory of the server process (Linux /proc), in MB. */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Admin writes while the traffic runs: create a news article and a tournament, edit, delete. */
function startWriter(cookie: string) {
  const stats = { writes: 0, failures: 0 };
  const state = { running: true };
  const headers = { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" };
  const loop = (async () => {
    for (let i = 0; state.running; i++) {
      try {
        const news = await fetch(`${server.url}/api/v1/news`, {
          method: "POST",
          headers,
          body: JSON.stringify({ title: `Soak ${i}`, content: "Written during the soak." }),
        });
        const tournament = await fetch(`${server.url}/api/v1/tournaments`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            title: `Soak Cup ${i}`,
            event_date: "2031-06-01T18:00",
            location_city: "Oslo",
            location_country: "Norway",
          }),
        });
        const newsId = ((await news.json()) as { id: string }).id;
        const tournamentId = ((await tournament.json()) as { id: string }).id;
        const edit = await fetch(`${server.url}/api/v1/news/${newsId}`, {
          method: "PUT",
          headers,
          body: JSON.stringify({ title: `Soak ${i} (edited)`, content: "Edited." }),
        });
        const removed = await Promise.all([
          fetch(`${server.url}/api/v1/news/${newsId}`, { method: "DELETE", headers }),
          fetch(`${server.url}/api/v1/tournaments/${tournamentId}`, { method: "DELETE", headers }),
        ]);
        const statuses = [news.status, tournament.status, edit.status, ...removed.map((r) => r.status)];
        stats.writes += statuses.length;
        stats.failures += statuses.filter((status, index) => status !== [201, 201, 200, 204, 204][index]).length;
      } catch {
        stats.failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stats,
    stop: async () => {
      state.running = false;
      await loop;
    },
  };
}

function run(duration: number, paths: string[]) {
  return autocannon({
    url: server.url,
    connections,
    duration,
    // Seconds before a request counts as an error: generous, since 100 connections queue on a small machine.
    timeout: 30,
    headers: { "accept-encoding": "gzip, br" },
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
}

try {
  const tournaments = (await (await fetch(`${server.url}/api/v1/tournaments?limit=3`)).json()) as {
    items: { id: string }[];
  };
  const athletes = (await (await fetch(`${server.url}/api/v1/athletes?limit=3`)).json()) as { items: { id: string }[] };
  const paths = [
    "/",
    "/events",
    `/tournament/${tournaments.items[0]!.id}`,
    "/athletes",
    `/athlete/${athletes.items[0]!.id}`,
    "/analytics",
    "/news",
    "/ru/events",
    "/ru/athletes?q=a",
    "/api/v1/tournaments?limit=20",
    "/api/v1/athletes?limit=20",
    "/api/v1/news",
    "/healthz",
  ];
  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; ${connections} connections, ${paths.length} public paths in rotation`,
  );
  console.log(`data: ${process.env.SOAK_DATABASE_URL ? "PostgreSQL" : `PGlite in ${dataDir}`}`);

  await run(warmup, paths);
  const baseline = rssMb();
  const samples: number[] = [baseline];
  const sampler = setInterval(() => samples.push(rssMb()), 1000);
  const writer = startWriter(await signIn());
  const result = await run(seconds, paths);
  await writer.stop();
  clearInterval(sampler);
  const final = rssMb();
  samples.push(final);

  // autocannon counts timeouts among its errors.
  const errors = result.errors + result.non2xx + writer.stats.failures;
  const growth = ((final - baseline) / baseline) * 100;
  console.log(`\nsoak ${seconds} s after ${warmup} s warm-up:`);
  console.log(
    `  requests      ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), admin writes ${writer.stats.writes}`,
  );
  console.log(
    `  errors        ${errors} (connection errors and timeouts ${result.errors}, of which timeouts ${result.timeouts}, non-2xx ${result.non2xx}, failed writes ${writer.stats.failures})`,
  );
  console.log(
    `  latency ms    p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(
    `  RSS MB / 10 s ${samples
      .filter((_, index) => index % 10 === 0)
      .map((mb) => mb.toFixed(0))
      .join(" → ")}`,
  );
  console.log(
    `  RSS MB        after warm-up ${baseline.toFixed(0)}, peak ${Math.max(...samples).toFixed(0)}, end ${final.toFixed(0)} → growth ${growth.toFixed(1)}%`,
  );
  const ok = errors === 0 && growth < 20;
  console.log(ok ? "\nPASS: 0 errors, RSS growth under 20%" : "\nFAIL: errors or RSS growth over the bounds");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
