import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "server/db/migrations");

export type QueryListener = (query: string, params: unknown[]) => void;

/** `:memory:` as the data folder gives a throw-away embedded database (tests). `onQuery` sees every statement. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onQuery?: QueryListener;
}): DatabaseHandle {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover, an administrator) must not crash the process:
    // the pool replaces it on the next query, and that query reports any lasting outage.
    pool.on("error", (error) => console.warn(`database: an idle connection was closed (${error.message})`));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      engine: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  // Extensions the migrations create (PostgreSQL servers ship them; PGlite loads them here).
  const extensions = { pg_trgm };
  let releaseLock = () => {};
  if (options.dataDir === ":memory:") {
    client = new PGlite({ extensions });
  } else {
    const pgliteDir = path.join(path.resolve(options.dataDir), "pglite");
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
    releaseLock = lockDataDir(path.dirname(pgliteDir));
    client = new PGlite(pgliteDir, { extensions });
  }
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** The embedded database must have one owner: a second process (say, `npm run admin` beside the server) is refused. */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, "pglite.lock");
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(fs.readFileSync(lockFile, "utf8"));
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database in ${dir} is in use by process ${owner}: stop it first.`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  const release = () => fs.rmSync(lockFile, { force: true });
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
