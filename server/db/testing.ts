// Test databases: always an in-memory PGlite, and also a fresh PostgreSQL database when DATABASE_URL is set.
import crypto from "node:crypto";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle, type Engine } from "./client.server.ts";

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
  // CREATE DATABASE fails while another session copies template1 at the same moment: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}`);
      break;
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
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
      // A plain drop waits for the pool's last connections to finish closing (forcing it would kill a
      // connection that is still ending, whose "terminating connection" error then has no listener).
      for (let attempt = 1; ; attempt++) {
        try {
          await cleanup.query(`drop database if exists ${name}${attempt >= 20 ? " with (force)" : ""}`);
          break;
        } catch (error) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
}

/** The plan PostgreSQL chooses for a Drizzle query (its `$n` parameters bound again), with sequential scans and full
 * sorts priced out, so a plan that still has one has no index to avoid it. */
export async function explainPlan(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(`explain ${parts[0]}`)];
  for (let i = 1; i < parts.length; i += 2) chunks.push(sql`${params[Number(parts[i]) - 1]}`, sql.raw(parts[i + 1]!));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(sql.join(chunks));
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join("\n");
  });
}
