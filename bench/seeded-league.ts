// The league the result benchmarks measure (bench:results, bench:corrections): created when missing and seeded once
// with scripts/seed.ts when it holds fewer bouts than asked, then kept for the next run.
//   BENCH_ATHLETES (100000), BENCH_BOUTS (1000000), BENCH_TOURNAMENTS (10000), BENCH_SEED (15)
import { spawnSync } from "node:child_process";
import { count } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client.server.ts";
import { bouts } from "../server/db/schema.ts";

export const benchSize = {
  athletes: Number(process.env.BENCH_ATHLETES ?? 100_000),
  bouts: Number(process.env.BENCH_BOUTS ?? 1_000_000),
  tournaments: Number(process.env.BENCH_TOURNAMENTS ?? 10_000),
};

/** Creates the PostgreSQL database of `databaseUrl` when it is missing (a benchmark on a new machine). */
export async function ensureDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/** `databaseUrl` empty: the embedded database in `dataDir`. */
export async function ensureSeededLeague(databaseUrl: string, dataDir: string) {
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
  await handle.migrate();
  const [have] = await handle.db.select({ bouts: count() }).from(bouts);
  await handle.close();
  if (have!.bouts >= benchSize.bouts * 0.99) return;
  console.log(
    `seeding ${benchSize.athletes} athletes, ${benchSize.tournaments} tournaments, ${benchSize.bouts} bouts (kept for the next run) …`,
  );
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [
      "scripts/seed.ts",
      "--athletes",
      String(benchSize.athletes),
      "--tournaments",
      String(benchSize.tournaments),
      "--news",
      "0",
      "--bouts",
      String(benchSize.bouts - have!.bouts),
      "--seed",
      process.env.BENCH_SEED ?? "15",
    ],
    { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir } },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed (${seeded.status})`);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
