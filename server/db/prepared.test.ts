import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./client.server.ts";
import { pgArray } from "./pg-array.ts";
import { prepared } from "./prepared.server.ts";
import { teams } from "./schema.ts";
import { openTestDatabase, TEST_ENGINES } from "./testing.ts";

describe.each(TEST_ENGINES)("queries built once on %s", (engine) => {
  let handle: DatabaseHandle;
  let ids: string[] = [];
  let builds = 0;
  const byIds = (db: Database, name: string) => {
    builds++;
    return db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(sql`${teams.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .orderBy(asc(teams.name))
      .prepare(name);
  };
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const rows = await handle.db
      .insert(teams)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `Prepared ${String(i).padStart(2, "0")}` })))
      .returning({ id: teams.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => handle.close());

  it("builds a query once per database and answers each call with its own values, from several callers at once", async () => {
    const read = (list: string[]) => prepared(handle.db, "test_teams_by_ids", byIds).execute({ ids: pgArray(list) });
    // 24 reads at once: on PostgreSQL they spread over the pool's connections, each preparing the name once.
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => read(ids.slice(0, (i % 12) + 1))));
    answers.forEach((rows, i) => {
      expect(rows.map((row) => row.name)).toEqual(
        Array.from({ length: (i % 12) + 1 }, (_, n) => `Prepared ${String(n).padStart(2, "0")}`),
      );
    });
    expect(await read([])).toEqual([]);
    expect(builds).toBe(1);
    expect(prepared(handle.db, "test_teams_by_ids", byIds)).toBe(prepared(handle.db, "test_teams_by_ids", byIds));
  });

  it("builds a transaction's own, which sees the transaction's writes", async () => {
    const before = builds;
    const renamed = await handle.db.transaction(async (tx) => {
      await tx.update(teams).set({ name: "Prepared renamed" }).where(eq(teams.id, ids[0]!));
      return prepared(tx as unknown as Database, "test_teams_by_ids", byIds).execute({ ids: pgArray([ids[0]!]) });
    });
    expect(renamed).toEqual([{ id: ids[0], name: "Prepared renamed" }]);
    expect(builds).toBe(before + 1);
  });
});
