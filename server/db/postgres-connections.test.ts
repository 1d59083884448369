// The app's PostgreSQL connections (server/db/client.server.ts): no parallel workers, and each statement with parameters
// prepared once — what a connection holds, what stays unnamed, and that a statement answers after it was prepared.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { type Executor, selectRows } from "./raw-sql.server.ts";
import { openTestDatabase } from "./testing.ts";

describe.skipIf(!process.env.DATABASE_URL)("the app's connections to PostgreSQL", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("postgres");
  });
  afterAll(() => handle?.close());

  /** The statements the transaction's connection has prepared, whose text contains `marker`. */
  const prepared = (tx: Executor, marker: string) =>
    selectRows<{ name: string; statement: string }>(
      tx,
      sql.raw(`select name, statement from pg_prepared_statements where statement like '%${marker}%'`),
    );

  it("start no parallel workers", async () => {
    const [row] = await selectRows<{ workers: string }>(
      handle.db,
      sql.raw("select current_setting('max_parallel_workers_per_gather') as workers"),
    );
    expect(row!.workers).toBe("0");
  });

  it("prepares a statement with parameters once, under one name, and answers each run with its own values", async () => {
    await handle.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const [row] = await selectRows<{ doubled: number }>(tx, sql`select ${value}::int * 2 as doubled /* twice */`);
        answers.push(row!.doubled);
      }
      expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      const statements = await prepared(tx, "twice");
      expect(statements).toHaveLength(1);
      expect(statements[0]!.name).toMatch(/^s_[0-9a-f]{40}$/);
    });
  });

  it("keeps statements without parameters and with more than 100 parameters unnamed", async () => {
    await handle.db.transaction(async (tx) => {
      // Several statements in one text (as a migration sends them) need the simple protocol.
      await tx.execute(sql.raw("select 1 /* plain */; select 2 /* plain */"));
      const many = Array.from({ length: 101 }, (_, i) => sql`${i}::int`);
      const [row] = await selectRows<{ total: number }>(
        tx,
        sql`select (${sql.join(many, sql` + `)}) as total /* many */`,
      );
      expect(row!.total).toBe(5050);
      expect(await prepared(tx, "plain")).toEqual([]);
      expect(await prepared(tx, "many")).toEqual([]);
    });
  });

  it("names at most 500 statements on a connection; later ones run unnamed, the named ones stay prepared", async () => {
    await handle.db.transaction(async (tx) => {
      const already = await selectRows<{ count: number }>(
        tx,
        sql.raw("select count(*)::int from pg_prepared_statements"),
      );
      for (let i = 0; i < 520; i++) {
        const [row] = await selectRows<{ value: number }>(
          tx,
          sql`select ${1}::int + ${sql.raw(String(i))} as value /* bound */`,
        );
        expect(row!.value).toBe(1 + i);
      }
      const statements = await prepared(tx, "bound");
      expect(statements.length).toBe(500 - already[0]!.count);
    });
  });
});
