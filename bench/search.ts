// npm run bench:search: the athlete directory's search at scale, as a cache miss costs it: one page of athletes and
// the count (one read for /athletes?q=, listDirectoryPage), timed per query kind. Seeds BENCH_ATHLETES
// (100,000) generated athletes into a fresh database, a third of them with a Russian name, then runs each query
// BENCH_RUNS (200) times. Options via env:
//   BENCH_DATABASE_URL  a PostgreSQL server: the database league_bench_search on it is made and seeded once, then
//                       reused (default: PGlite in memory, seeded every run)
//   BENCH_ATHLETES (100000)  BENCH_RUNS (200)
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../server/db/client.server.ts";
import { athletes } from "../server/db/schema.ts";
import { seedBulk } from "../server/db/seed/bulk.server.ts";
import { listDirectoryPage } from "../server/league/athletes-queries.server.ts";

const athleteCount = Number(process.env.BENCH_ATHLETES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "";

/** PostgreSQL: `league_bench_search`, made and seeded once and kept for the next run; PGlite: a fresh one in memory. */
async function benchDatabase(): Promise<DatabaseHandle> {
  if (!adminUrl) return openDatabase({ dataDir: ":memory:" });
  const name = "league_bench_search";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: "" });
}

const handle = await benchDatabase();
try {
  await handle.migrate();
  const started = performance.now();
  const [{ present }] = (await handle.db.select({ present: sql<number>`count(*)::int` }).from(athletes)) as [
    { present: number },
  ];
  if (present < athleteCount)
    await seedBulk(handle.db, { athletes: athleteCount - present, tournaments: 0, news: 0 }, { seed: 20_260_101 });
  // A third of the league also has a Russian name (the search key then holds both).
  if (present < athleteCount)
    await handle.db.execute(sql`
    update athletes set full_name_ru = (array['Бекзод', 'Ерлан', 'Дмитрий', 'Тимур', 'Сё', 'Фёдор', 'Арман', 'Иван'])[1 + abs(hashtext(id::text)) % 8]
      || ' ' || (array['Рахимов', 'Садыков', 'Волков', 'Ахметов', 'Ямамото', 'Емельяненко', 'Нурланов', 'Соколов'])[1 + abs(hashtext(id::text || 'x')) % 8]
    where abs(hashtext(id::text)) % 3 = 0`);
  await handle.db.execute(sql`analyze athletes`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);

  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${handle.engine}, ${athleteCount} athletes (${present < athleteCount ? `seeded in ${seconds} s` : "seeded before"}), ${runs} runs per query`,
  );
  console.log("directory search (page + count, no cache)   matches    p50 ms   p99 ms");
  const queries = [
    ["Latin surname", "Rakhimov"],
    ["Cyrillic surname (cross-script)", "Рахимов"],
    ["Cyrillic of a Latin-only name", "Кузнецов"],
    ["spelling variant (kh/h, y/i)", "Rahimov"],
    ["typo", "Rakhimof"],
    ["first and last name", "Бекзод Рахимов"],
    ["two letters", "al"],
    ["no match", "Zzyzx"],
  ] as const;
  let worst = 0;
  for (const [kind, q] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 5; i++) {
      const start = performance.now();
      // As the directory reads it: the page and the count together (listDirectoryPage).
      const { total: count } = await listDirectoryPage(handle.db, { q, page: 1 });
      const ms = performance.now() - start;
      if (i >= 5) times.push(ms); // the first few warm the plan and buffer caches
      total = count;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)]!;
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
    worst = Math.max(worst, p99);
    console.log(
      `${`${kind} «${q}»`.padEnd(44)} ${String(total).padStart(7)} ${p50.toFixed(1).padStart(9)} ${p99.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`worst p99 ${worst.toFixed(1)} ms (budget 50 ms)`);
} finally {
  await handle.close();
}
