import { dataDir, settings } from "../env.server.ts";
import { openDatabase, type DatabaseHandle } from "./client.server.ts";

// One handle per process: PGlite may be opened by one owner only, and dev reloads must not open it twice.
const globalForDb = globalThis as typeof globalThis & { __leagueDb?: DatabaseHandle };

export const database: DatabaseHandle = (globalForDb.__leagueDb ??= openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.DATA_DIR === ":memory:" ? ":memory:" : dataDir,
}));

export const db = database.db;
