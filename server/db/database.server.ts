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
}));

export const db = database.db;
