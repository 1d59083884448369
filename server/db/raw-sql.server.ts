// Raw SQL statements on either engine, typed: the rows a statement returns, or how many rows it changed.
import type { SQL } from "drizzle-orm";
import type { Database } from "./client.server.ts";

/** What both a database and a transaction offer: `execute` of a raw statement. */
export type Executor = Pick<Database, "execute">;

/** What both drivers answer to a raw statement: node-postgres `{ rows, rowCount }`, PGlite `{ rows, affectedRows }`. */
interface RawResult<T> {
  rows: T[];
  rowCount?: number | null;
  affectedRows?: number;
}

async function run<T>(db: Executor, query: SQL): Promise<RawResult<T>> {
  // Drizzle types a raw statement's result per driver (its HKT) and `Database` spans both, so the result's type is
  // unknown to the compiler; the shape above is what both drivers return, and T is the caller's reading of the columns.
  return (await db.execute(query)) as unknown as RawResult<T>;
}

/** The rows of a raw statement, typed as the caller names its columns: `selectRows<{ id: string }>(db, sql\`…\`)`. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await run<T>(db, query)).rows;
}

/** How many rows an `insert`, `update` or `delete` changed. */
export async function changedRows(db: Executor, query: SQL): Promise<number> {
  const result = await run<never>(db, query);
  return result.rowCount ?? result.affectedRows ?? 0;
}
