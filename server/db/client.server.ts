import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PGliteInThread, type ThreadRecovery } from "./pglite-in-thread.server.ts";
import { openPreparingPGlite } from "./pglite-preparing.server.ts";
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
  /** PGlite only: the engine on a thread of its own (the default for a data folder; `:memory:` keeps it here). */
  thread?: boolean;
  /** PGlite on its thread: told when the thread stops on its own, restarted or given up (pglite-in-thread.server.ts). */
  onEngineStopped?: ThreadRecovery["onStopped"];
}): DatabaseHandle {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: PreparingClient,
      // No parallel workers for the app's statements: starting them took 20–30 ms on the benchmark machine, for
      // statements that run in under a millisecond without them (a finished bout's "rated bouts from here on": 29–34
      // ms with one worker, 0.3–0.5 ms without), and a request's workers take the cores other requests need. The
      // league-wide passes (ratings, verify) are background work that must not crowd requests either.
      options: "-c max_parallel_workers_per_gather=0",
    });
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
  let releaseLock = () => {};
  let pgliteDir: string | undefined;
  if (options.dataDir !== ":memory:") {
    pgliteDir = path.join(path.resolve(options.dataDir), "pglite");
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
    releaseLock = lockDataDir(path.dirname(pgliteDir));
  }
  // A data folder's engine runs on its own thread (decision 058); a throw-away one (tests) in this thread, unless asked.
  const client: Pick<PGlite, "query" | "close"> =
    (options.thread ?? pgliteDir !== undefined)
      ? new PGliteInThread({ dataDir: pgliteDir, onStopped: options.onEngineStopped })
      : openPreparingPGlite(pgliteDir);
  const db = drizzlePglite(client as PGlite, { schema, logger });
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

/**
 * A connection that prepares each statement the app sends with parameters once, under a name derived from its text,
 * and then only binds and executes it: PostgreSQL parses it once per connection and, after a few runs, keeps a generic
 * plan instead of planning it again on every call. On the pages fans land on, planning was a fifth of the database's
 * time: the profile's bouts (seven tables) took 5.6–8.8 ms to plan and 1.3 ms to run (docs/performance.md). Statements
 * without parameters keep the simple protocol (a migration's text holds many statements); a statement with more than
 * `MAX_PREPARED_PARAMETERS` parameters (bulk inserts, whose text changes with their row count) and any statement past
 * a connection's first `MAX_PREPARED_STATEMENTS` stay unnamed, so a connection's prepared statements stay bounded.
 * A pooler in transaction mode must support protocol-level prepared statements (PgBouncer ≥ 1.21 with
 * `max_prepared_statements`), as PostgreSQL itself does.
 */
class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  /** The name to prepare `config` under on this connection, or undefined to send it unnamed as before. */
  nameFor(config: unknown, values: unknown): string | undefined {
    if (config === null || typeof config !== "object") return undefined;
    const { text, name, values: own } = config as { text?: unknown; name?: unknown; values?: unknown };
    const params = Array.isArray(values) ? values : own;
    if (typeof text !== "string" || name !== undefined || !Array.isArray(params)) return undefined;
    if (params.length === 0 || params.length > MAX_PREPARED_PARAMETERS) return undefined;
    const named = statementName(text);
    if (!this.#prepared.has(named) && this.#prepared.size >= MAX_PREPARED_STATEMENTS) return undefined;
    this.#prepared.add(named);
    return named;
  }
}

// pg.Client's query is overloaded (config or text, values, callback); this forwards every form, named where it can.
const unnamedQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function query(
  this: PreparingClient,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  const name = this.nameFor(config, values);
  return Reflect.apply(unnamedQuery, this, [name ? { ...(config as object), name } : config, values, callback]);
} as unknown as pg.Client["query"];

const MAX_PREPARED_PARAMETERS = 100;
const MAX_PREPARED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/** `s_` and the text's SHA-1 (PostgreSQL's names are up to 63 bytes); the last 2,000 texts are remembered. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${crypto.createHash("sha1").update(text).digest("hex")}`;
    if (statementNames.size >= 2000) statementNames.delete(statementNames.keys().next().value!);
    statementNames.set(text, name);
  }
  return name;
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
