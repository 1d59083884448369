import type { Database } from "./client.server.ts";

// drizzle builds a statement's text anew on every call: the card's bouts with both athletes took about 0.5 ms of the
// server's CPU to build on a 2 vCPU machine, and a page makes several such calls (docs/performance.md). A query made
// with `.prepare(name)` and `sql.placeholder(…)` is built once; each call only fills in its values. On PostgreSQL the
// name is also the connection's prepared statement (parsed once per connection, like every other statement here).
const made = new WeakMap<object, Map<string, unknown>>();

/**
 * The query `make` builds for `db`, built once per database handle (a transaction's handle gets its own), under `name`.
 * `name` must be unique in the app: PostgreSQL keeps one statement per name on a connection.
 */
export function prepared<Query>(db: Database, name: string, make: (db: Database, name: string) => Query): Query {
  let byName = made.get(db);
  if (!byName) made.set(db, (byName = new Map()));
  let query = byName.get(name) as Query | undefined;
  if (query === undefined) byName.set(name, (query = make(db, name)));
  return query;
}
