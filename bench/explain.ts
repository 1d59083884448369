// npm run bench:explain: EXPLAIN ANALYZE of every query the public pages run, on the data you point it at.
// The server logs each statement at LOG_LEVEL=trace; after it stops, each distinct statement is explained
// with its own parameters. A sequential scan of a big table is flagged. Options via env:
//   BENCH_DATA_DIR / BENCH_DATABASE_URL  the data (default: a fresh demo league)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { openDatabase } from "../server/db/client.server.ts";
import { startServer } from "./server.ts";

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "league-explain-"));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const BIG_TABLES = new Set(["athletes", "tournaments", "news"]);

interface Statement {
  page: string;
  query: string;
  params: unknown[];
}

const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "trace", PAGE_CACHE_SECONDS: "0" },
  3901,
  "pipe",
);
const statements: Statement[] = [];
let currentPage = "(start)";
readline.createInterface({ input: server.process.stdout! }).on("line", (line) => {
  if (!line.includes('"msg":"sql"')) return;
  const { query, params } = JSON.parse(line) as { query: string; params: unknown[] };
  statements.push({ page: currentPage, query, params });
});

try {
  const html = await (await fetch(`${server.url}/athletes`)).text();
  const athleteId = html.match(/href="\/athlete\/([0-9a-f-]{36})"/)?.[1];
  const events = await (await fetch(`${server.url}/events`)).text();
  const tournamentId = events.match(/href="\/tournament\/([0-9a-f-]{36})"/)?.[1];
  const pages = [
    "/",
    "/events",
    "/events?tab=upcoming",
    "/events?tab=past&page=3",
    "/events?view=month",
    "/athletes",
    "/athletes?page=300",
    "/athletes?country=USA&weight=heavyweight&q=an",
    `/athlete/${athleteId}`,
    "/analytics",
    `/tournament/${tournamentId}`,
    "/news",
  ];
  for (const page of pages) {
    currentPage = page;
    await (await fetch(server.url + page)).arrayBuffer();
    // The log line of the last statement may still be on its way.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await server.stop();
}

const handle = openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
const client = (
  handle.db as unknown as {
    $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
  }
).$client;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}
function scans(node: PlanNode): string[] {
  const own = node["Relation Name"]
    ? [`${node["Node Type"]} ${node["Relation Name"]}${node["Index Name"] ? ` (${node["Index Name"]})` : ""}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

console.log(
  `\n${statements.filter((s) => s.page !== "(start)").length} statements behind ${new Set(statements.map((s) => s.page)).size - 1} pages, on ${databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`}\n`,
);
let flagged = 0;
let previousPage = "";
const seen = new Set<string>();
try {
  for (const statement of statements) {
    if (statement.page === "(start)" || !/^\s*(select|with)\b/i.test(statement.query)) continue;
    const key = statement.query + JSON.stringify(statement.params);
    if (seen.has(key)) continue;
    seen.add(key);
    if (statement.page !== previousPage) console.log(`${statement.page}`);
    previousPage = statement.page;
    const [row] = (await client.query(`explain (analyze, format json) ${statement.query}`, statement.params)).rows;
    const [plan] = (
      typeof row!["QUERY PLAN"] === "string" ? JSON.parse(row!["QUERY PLAN"] as string) : row!["QUERY PLAN"]
    ) as [{ Plan: PlanNode; "Execution Time": number }];
    const used = scans(plan.Plan);
    const seqScans = used.filter((scan) => scan.startsWith("Seq Scan") && BIG_TABLES.has(scan.split(" ")[2]!));
    flagged += seqScans.length;
    console.log(
      `  ${plan["Execution Time"].toFixed(1).padStart(7)} ms  ${seqScans.length ? "SEQ SCAN " : ""}${[...new Set(used)].join(", ") || "(no table)"}\n             ${statement.query.replace(/\s+/g, " ").slice(0, 140)}`,
    );
  }
} finally {
  await handle.close();
}
console.log(`\n${flagged} sequential scans of athletes, tournaments or news.`);
