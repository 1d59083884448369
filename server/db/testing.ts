// Test databases: always an in-memory PGlite, and also a fresh PostgreSQL database when DATABASE_URL is set.
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type Engine } from "./client.server.ts";

export const TEST_ENGINES: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    const handle = openDatabase({ dataDir: ":memory:" });
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `league_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
