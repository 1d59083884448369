// npm run bench: throughput, latency and size of the public pages, side by side with a static asset.
// Loopback only, each target bounded in time. Options via env:
//   BENCH_DATA_DIR / BENCH_DATABASE_URL  the data to serve (default: a fresh demo league)
//   BENCH_SECONDS (10)  BENCH_CONNECTIONS (8)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { closeBrowser, formatInitialJs, measureInitialJs } from "./initial-js.ts";
import { startServer } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "league-bench-"));
const database = { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "" };

console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${connections} connections, ${seconds} s per target`,
);
console.log(`data: ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : `PGlite in ${dataDir}`}`);

// First as visitors are served (anonymous pages kept rendered for a few seconds), then with every request
// rendered from the database (PAGE_CACHE_SECONDS=0): the second table is the cost of a cache miss.
for (const [mode, env, measureScripts] of [
  ["as served (page cache on)", {}, true],
  ["every request rendered (PAGE_CACHE_SECONDS=0)", { PAGE_CACHE_SECONDS: "0" }, false],
] as const) {
  const server = await startServer({ ...database, ...env });
  try {
    const html = await (await fetch(`${server.url}/athletes`)).text();
    const athleteId = html.match(/href="\/athlete\/([0-9a-f-]{36})"/)?.[1];
    const home = await (await fetch(`${server.url}/`)).text();
    const asset = home.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    const filtered = `/athletes?country=USA&weight=heavyweight&q=a`;
    const targets = [
      ["static asset (ceiling)", asset ?? "/favicon.ico"],
      ["/", "/"],
      ["/events", "/events"],
      ["/athletes", "/athletes"],
      ["/athletes (filtered)", filtered],
      ["/athlete/{id}", athleteId ? `/athlete/${athleteId}` : "/athletes"],
      ["/analytics", "/analytics"],
    ] as const;

    console.log(`\n${mode}`);
    console.log("target                    req/s    p50 ms   p99 ms   html KB   gzip KB");
    const results: Record<string, number> = {};
    for (const [name, url] of targets) {
      const body = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
      const result = await autocannon({
        url: server.url + url,
        connections,
        duration: seconds,
        headers: { "accept-encoding": "gzip, br" },
      });
      results[name] = result.requests.average;
      if (result.non2xx || result.errors) console.log(`  ! ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      console.log(
        `${name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${(body.length / 1024).toFixed(1).padStart(9)} ${(gzipSync(body).length / 1024).toFixed(1).padStart(9)}`,
      );
    }
    const ratio = (results["/"]! / results["static asset (ceiling)"]!) * 100;
    console.log(`home throughput = ${ratio.toFixed(0)}% of the static asset's`);
    if (!measureScripts) continue;

    console.log("\ninitial JS (gzip) per page: every script requested before hydration");
    for (const url of [
      "/",
      "/events",
      "/athletes",
      "/analytics",
      athleteId ? `/athlete/${athleteId}` : "/athletes",
      "/ru",
    ]) {
      console.log(formatInitialJs(url, await measureInitialJs(server.url, url)));
    }
    await closeBrowser();
  } finally {
    await server.stop();
  }
}
