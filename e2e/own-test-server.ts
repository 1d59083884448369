// An app server of the test's own (fresh DATA_DIR, no demo league) on the same engine as the run: a fresh
// PostgreSQL database when E2E_DATABASE_URL/DATABASE_URL is set, the embedded database otherwise. The test can
// reach into that database, e.g. to age a session.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freshPostgresDatabase, POSTGRES_URL, startServer, tempDataDir, type SpawnedServer } from "./spawned-server";

export interface OwnTestServer {
  url: string;
  server: SpawnedServer;
  engine: "pglite" | "postgres";
  /** The server's PostgreSQL database (undefined on the embedded engine), for a test that holds a connection of its own. */
  databaseUrl?: string;
  /** Runs `sql` against the server's database (the embedded one: with the server stopped, then restarted on its port). */
  sql(statement: string, params?: unknown[]): Promise<void>;
  /** Stops the server (SIGTERM: its live streams end) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `startTimeoutMs`: how long each start may take to answer /healthz (spawned-server's default when left out); `port`:
 * a fixed port (a spec that sets `baseURL` to this server with `test.use` names it), a free one otherwise.
 */
export async function startOwnTestServer(
  label: string,
  env: Record<string, string>,
  startTimeoutMs?: number,
  port?: number,
): Promise<OwnTestServer> {
  const database = POSTGRES_URL ? await freshPostgresDatabase(label) : undefined;
  const fullEnv = {
    DATA_DIR: tempDataDir(label),
    SEED_DEMO: "false",
    // Every test signs in from 127.0.0.1, many times: limits stay on but out of reach.
    RATE_LIMIT_AUTH_MAX: "100000",
    RATE_LIMIT_ACCOUNT_MAX: "100000",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const own: OwnTestServer = {
    server: await startServer(fullEnv, { port, timeoutMs: startTimeoutMs }),
    url: "",
    engine: database ? "postgres" : "pglite",
    databaseUrl: database?.url,
    async sql(statement, params = []) {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(statement, params);
        await client.end();
        return;
      }
      // PGlite has one owner at a time: stop the server, change the data, start it again on the same port.
      const ownPort = own.server.port;
      await own.server.stop();
      const db = new PGlite(path.join(fullEnv.DATA_DIR, "pglite"), { extensions: { pg_trgm } });
      await db.query(statement, params);
      await db.close();
      own.server = await startServer(fullEnv, { port: ownPort, timeoutMs: startTimeoutMs });
    },
    async restart() {
      const ownPort = own.server.port;
      await own.server.stop();
      own.server = await startServer(fullEnv, { port: ownPort });
    },
    async stop() {
      await own.server.stop();
      await database?.drop();
      fs.rmSync(fullEnv.DATA_DIR, { recursive: true, force: true });
    },
  };
  own.url = own.server.url;
  return own;
}
