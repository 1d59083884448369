import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { inUuids, pgArray } from "./pg-array.ts";
import { selectRows } from "./raw-sql.server.ts";
import { teams } from "./schema.ts";
import { openTestDatabase, TEST_ENGINES } from "./testing.ts";

describe.each(TEST_ENGINES)("id lists as one parameter on %s", (engine) => {
  let handle: DatabaseHandle;
  let ids: string[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const rows = await handle.db
      .insert(teams)
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `List ${i}` })))
      .returning({ id: teams.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => handle.close());

  it("finds the listed rows with one statement text whatever the list's length, and none for an empty list", async () => {
    const read = (list: string[]) => handle.db.select({ id: teams.id }).from(teams).where(inUuids(teams.id, list));
    const texts = new Set([3, 40].map((n) => read(ids.slice(0, n)).toSQL().sql));
    expect(texts.size).toBe(1);
    expect(read(ids).toSQL().params).toHaveLength(1);
    expect((await read(ids.slice(0, 3))).map((row) => row.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(await read(ids)).toHaveLength(40);
    expect(await read([])).toEqual([]);
  });

  it("quotes every element of an array literal", async () => {
    const values = ["a,b", 'say "hi"', "back\\slash", null];
    const [row] = await selectRows<{ a: (string | null)[] }>(handle.db, sql`select ${pgArray(values)}::text[] as a`);
    expect(row!.a).toEqual(values);
  });
});
