import { dataDir, settings } from "../env.server.ts";
import { logger } from "../logger.server.ts";
import { openDatabase, type DatabaseHandle } from "./client.server.ts";

// One handle per process: PGlite may be opened by one owner only, and dev reloads must not open it twice.
const globalForDb = globalThis as typeof globalThis & { __leagueDb?: DatabaseHandle };

export const database: DatabaseHandle = (globalForDb.__leagueDb ??= openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.DATA_DIR === ":memory:" ? ":memory:" : dataDir,
  // LOG_LEVEL=trace logs every statement (bench/explain.ts reads them to EXPLAIN what the pages run).
  onQuery: settings.LOG_LEVEL === "trace" ? (query, params) => logger.trace({ query, params }, "sql") : undefined,
  // The embedded engine's thread stopped on its own: a new one recovers the data folder, as a restarted server would.
  // Three stops within a minute and the process ends (exit code 1) for its supervisor to start a clean one, rather
  // than answer every request with a 500 while /readyz says 503.
  onEngineStopped: (error, restarting) => {
    if (restarting) {
      logger.error({ err: error }, "the embedded database's thread stopped: restarting it on the same data folder");
      return;
    }
    logger.fatal({ err: error }, "the embedded database's thread keeps stopping: ending the process");
    process.exit(1);
  },
}));

export const db = database.db;
