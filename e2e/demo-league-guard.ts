// Playwright's globalSetup: the guard that no test changes the demo league. Right after the server has loaded the
// demo (Playwright starts the webServer before globalSetup), it reads every row of the run's database; the function
// it returns runs as globalTeardown (before the webServer stops) and reads them again. A seeded row that is gone or
// has another value in any column fails the run, naming the table, the row's key and the columns. Rows added by
// tests are not looked at: a test that changes data creates what it changes. docs/testing.md#the-demo-league-guard
//
// How it reads: on PostgreSQL (E2E_DATABASE_URL) over a connection of its own; on the embedded database the server
// holds $E2E_DATA_DIR/pglite (and its lock), so the guard copies that folder and opens the copy with PGlite. PGlite
// writes each commit to its files, so the copy holds every committed row (its recovery ends any half-written tail).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

type Row = Record<string, unknown>;
/** Per table: its seeded rows by primary key (the key's values as JSON). */
type Snapshot = Map<string, Map<string, Row>>;

/**
 * Tables whose seeded rows may change during a run, with the reason. Every other table's start rows must end as they
 * began; rows added to any table are fine.
 */
const UNCHECKED_TABLES: Record<string, string> = {
  session: "sign-in sessions: every test signs in and out; not league data",
  verification: "short-lived sign-in and e-mail tokens",
  request_counters: "rate-limit counters, bumped by every request",
  jwks: "the sign-in token keys, made and rotated on demand",
  team_season_stats: "derived by database triggers from team matches; its sources are checked",
  calibration_sums:
    "derived by database triggers from stored predictions and results, per season and bin: a test's own bouts in a " +
    "season the demo has add to the demo's bins; its sources are checked (and `npm run verify` recomputes it)",
  jobs: "the background job queue (reminders, digests, reveals): jobs the seed queues run during the test; not league data",
};

/** Columns of checked tables that may change in seeded rows, per table, with the reason. */
const UNCHECKED_COLUMNS: Record<string, Record<string, string>> = {
  sponsors: {
    display_order:
      "moving any sponsor renumbers every sponsor 0, 1, 2, … (moveSponsor in server/league/entities/" +
      "sponsor-entity.server.ts) and the demo numbers its sponsors from 1; their order is checked instead (KEPT_ORDER)",
    updated_at: "set with display_order by the renumbering",
  },
};

/** Seeded rows whose order by a column must stay as it was (the column's values may change: see above). */
const KEPT_ORDER: Record<string, string> = { sponsors: "display_order" };

async function readDatabase(): Promise<Snapshot> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await readTables(async (statement) => (await client.query(statement)).rows as Row[]);
    } finally {
      await client.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("demo-league guard: E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "league-e2e-guard-"));
  try {
    fs.cpSync(path.join(dataDir, "pglite"), copy, { recursive: true });
    const client = new PGlite(copy, { extensions: { pg_trgm } });
    try {
      return await readTables(async (statement) => (await client.query<Row>(statement)).rows);
    } finally {
      await client.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function readTables(query: (statement: string) => Promise<Row[]>): Promise<Snapshot> {
  await query("begin isolation level repeatable read");
  try {
    const keys = await query(`
      select c.relname as name, string_agg(a.attname, ',' order by a.attnum) as key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_index i on i.indrelid = c.oid and i.indisprimary
      left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`);
    const snapshot: Snapshot = new Map();
    for (const { name, key } of keys as { name: string; key: string | null }[]) {
      if (name in UNCHECKED_TABLES) continue;
      const [{ rows }] = (await query(
        `select coalesce(json_agg(t), '[]'::json) as rows from ${quoteIdentifier(name)} t`,
      )) as [{ rows: Row[] }];
      const keyColumns = key?.split(",");
      const byKey = new Map<string, Row>();
      // A table without a primary key is compared row by row as a whole (none of the league's tables today).
      for (const row of rows)
        byKey.set(JSON.stringify(keyColumns ? keyColumns.map((column) => row[column]) : row), row);
      snapshot.set(name, byKey);
    }
    return snapshot;
  } finally {
    await query("rollback");
  }
}

function quoteIdentifier(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows named per table in the failure; the rest are counted (one wrong write can re-derive hundreds of ratings). */
const ROWS_SHOWN = 8;

/**
 * One line per seeded row that is gone or changed (`table key (name): deleted`, or each changed column with its old
 * and new value), at most ROWS_SHOWN a table, then how many more.
 */
function changedSeededRows(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const [table, rows] of before) {
    const problems: string[] = [];
    const now = after.get(table);
    if (!now) {
      lines.push(`${table}: the table is gone`);
      continue;
    }
    const allowed = UNCHECKED_COLUMNS[table] ?? {};
    for (const [key, row] of rows) {
      const current = now.get(key);
      if (!current) {
        problems.push(`${table} ${key}${describe(row)}: deleted`);
        continue;
      }
      const columns = Object.keys(row).filter(
        (column) => !(column in allowed) && JSON.stringify(row[column]) !== JSON.stringify(current[column]),
      );
      if (columns.length > 0)
        problems.push(
          `${table} ${key}${describe(row)}: ${columns
            .map((column) => `${column} ${shorten(row[column])} → ${shorten(current[column])}`)
            .join("; ")}`,
        );
    }
    const orderColumn = KEPT_ORDER[table];
    if (orderColumn) {
      const order = (snapshot: Map<string, Row>) =>
        [...rows.keys()]
          .filter((key) => snapshot.has(key))
          .sort((a, b) => Number(snapshot.get(a)![orderColumn]) - Number(snapshot.get(b)![orderColumn]))
          .map((key) => describe(rows.get(key)!).trim());
      const [was, is] = [order(rows), order(now)];
      if (JSON.stringify(was) !== JSON.stringify(is))
        problems.push(`${table}: the seeded rows' order by ${orderColumn} was ${was.join(", ")}; now ${is.join(", ")}`);
    }
    lines.push(...problems.slice(0, ROWS_SHOWN));
    if (problems.length > ROWS_SHOWN) lines.push(`${table}: and ${problems.length - ROWS_SHOWN} more rows`);
  }
  return lines;
}

/** The row's name, for a person reading the failure (` (full_name "Arman Nurlanov")`), if it has one. */
function describe(row: Row) {
  for (const column of ["full_name", "name", "title", "email"])
    if (typeof row[column] === "string") return ` (${column} ${JSON.stringify(row[column])})`;
  return "";
}

function shorten(value: unknown) {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function rowCount(snapshot: Snapshot) {
  let count = 0;
  for (const rows of snapshot.values()) count += rows.size;
  return count;
}

export default async function demoLeagueGuard() {
  const before = await readDatabase();
  if ((before.get("teams")?.size ?? 0) === 0) throw new Error("demo-league guard: the server has no demo league");
  return async () => {
    const after = await readDatabase();
    const problems = changedSeededRows(before, after);
    if (problems.length > 0)
      throw new Error(
        `demo-league guard: tests changed seeded rows of the demo league (${rowCount(before)} rows at the start) ` +
          `(a test that changes data creates what it changes; docs/testing.md#the-demo-league-guard):\n  ${problems.join("\n  ")}`,
      );
  };
}
