// npm run bench:html-sizes: the HTML of every public page kind, EN and RU, as a cache miss renders it from a big league
// (issue 34: every page ≤ 400 KB of HTML at 100k athletes and 1M bouts). Starts the production build (`npm run build`
// first) against DATABASE_URL with the page cache off, picks the heaviest concrete pages — the tournament with the
// most bouts, the team with the biggest roster, the athlete with the most bouts — and prints each page's size, raw and
// gzip. Exits 1 when a page is over the bound or does not answer 200.
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/league_bench_results)  BENCH_PORT (3907)
// The server applies the migrations a database lacks: the shared league_bench_results is only read, so when it is behind
// the build's migrations it is refused — make a copy (`createdb -T league_bench_results my_copy`) and point at that.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { startServer } from "./server.ts";

const LIMIT = 400 * 1024;
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/league_bench_results";
const port = Number(process.env.BENCH_PORT ?? 3907);

async function pickPages(client: pg.Client) {
  const journal = JSON.parse(fs.readFileSync(path.resolve("server/db/migrations/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  const name = new URL(databaseUrl).pathname.slice(1);
  if ((applied.rows[0]?.n ?? 0) < journal.entries.length) {
    if (name === "league_bench_results")
      throw new Error(
        `${name} has ${applied.rows[0]?.n} of ${journal.entries.length} migrations and is read-only here: the server would write to it. Use a copy (createdb -T ${name} my_copy).`,
      );
    console.log(`${name}: ${applied.rows[0]?.n} of ${journal.entries.length} migrations, the server applies the rest`);
  }
  const one = async (label: string, query: string) => {
    const row = (await client.query<{ id: string; n: number }>(query)).rows[0];
    if (!row) throw new Error(`no ${label} in the database`);
    console.log(`${label}: ${row.id} (${row.n})`);
    return row.id;
  };
  const tournament = await one(
    "tournament with the most bouts",
    `select tm.tournament_id as id, count(*)::int as n from bouts b join team_matches tm on tm.id = b.team_match_id
     group by 1 order by 2 desc, 1 limit 1`,
  );
  const team = await one(
    "team with the biggest roster",
    "select team_id as id, count(*)::int as n from athletes where team_id is not null group by 1 order by 2 desc, 1 limit 1",
  );
  const athlete = await one(
    "athlete with the most bouts",
    `select id, count(*)::int as n from (select athlete_a_id as id from bouts union all select athlete_b_id from bouts) x
     group by 1 order by 2 desc, 1 limit 1`,
  );
  const live = await client.query<{ id: string }>(
    "select id from tournaments where status = 'live' order by event_date desc, id limit 1",
  );
  const pages: [string, string][] = [
    ["/", "/"],
    ["/events", "/events"],
    ["/tournament (most bouts)", `/tournament/${tournament}`],
    ["/athletes", "/athletes"],
    ["/athlete (most bouts)", `/athlete/${athlete}`],
    ["/teams", "/teams"],
    ["/team (biggest roster)", `/team/${team}`],
    ["/live", "/live"],
    ["/analytics", "/analytics"],
    ["/ratings", "/ratings"],
    ["/news", "/news"],
  ];
  if (live.rows[0]) pages.splice(3, 0, ["/tournament (live)", `/tournament/${live.rows[0].id}`]);
  return pages;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let pages: [string, string][];
try {
  pages = await pickPages(client);
} finally {
  await client.end();
}

const server = await startServer({ DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: "0" }, port);
let failed = 0;
try {
  console.log(`\npage                          lang   status    HTML KB   gzip KB`);
  for (const [name, url] of pages)
    for (const lang of ["en", "ru"] as const) {
      const response = await fetch(server.url + (lang === "ru" ? `/ru${url === "/" ? "" : url}` : url));
      const body = Buffer.from(await response.arrayBuffer());
      const over = body.length > LIMIT;
      if (over || response.status !== 200) failed++;
      console.log(
        `${name.padEnd(29)} ${lang.padEnd(4)} ${String(response.status).padStart(6)} ${(body.length / 1024).toFixed(1).padStart(10)} ${(gzipSync(body).length / 1024).toFixed(1).padStart(9)}${over ? "  > 400 KB" : ""}`,
      );
    }
} finally {
  await server.stop();
}
if (failed) {
  console.error(`\n${failed} page(s) over ${LIMIT / 1024} KB or not 200`);
  process.exit(1);
}
console.log(`\nevery page ≤ ${LIMIT / 1024} KB`);
