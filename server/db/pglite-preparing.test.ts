import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPGlite } from "./pglite-preparing.server.ts";

describe("the embedded database's prepared statements", () => {
  let db: PreparingPGlite;
  const prepared = async () =>
    (await db.query<{ statement: string }>("select statement from pg_prepared_statements order by name")).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    db = new PreparingPGlite();
    await db.exec(
      "create table t (id int primary key, name text, at timestamptz, tags text[], doc jsonb, ok boolean, n bigint)",
    );
  });
  afterAll(() => db.close());

  it("prepares a statement with parameters once and runs it again by name", async () => {
    const text = "select id, name from t where id = $1";
    await db.query("insert into t (id, name) values ($1, $2)", [1, "one"]);
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1, name: "one" }]);
    expect((await db.query(text, [2])).rows).toEqual([]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
    // Without parameters: PGlite's own path, nothing named.
    expect((await db.query("select count(*)::int as n from t")).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).not.toContain("select count(*)::int as n from t");
  });

  it("serialises each parameter by the type the engine inferred, and parses the results as PGlite does", async () => {
    const at = new Date("2026-11-29T10:00:00.000Z");
    await db.query("insert into t (id, name, at, tags, doc, ok, n) values ($1, $2, $3, $4, $5, $6, $7)", [
      2,
      'two, "quoted"',
      at,
      ["a", "b,c"],
      { nested: [1, 2] },
      true,
      null,
    ]);
    const [row] = (await db.query("select * from t where id = $1 and at = $2", [2, at])).rows;
    expect(row).toEqual({
      id: 2,
      name: 'two, "quoted"',
      at,
      tags: ["a", "b,c"],
      doc: { nested: [1, 2] },
      ok: true,
      n: null,
    });
    const arrays = await db.query("select id from t where id = any($1::int[]) order by id", [[1, 2]], {
      rowMode: "array",
    });
    expect(arrays.rows).toEqual([[1], [2]]);
  });

  it("reports a failing statement with its text and goes on working", async () => {
    await expect(db.query("select nope from t where id = $1", [1])).rejects.toThrow(/column "nope" does not exist/);
    await expect(db.query("insert into t (id) values ($1)", [1])).rejects.toMatchObject({
      code: "23505",
      query: "insert into t (id) values ($1)",
    });
    expect((await db.query("select name from t where id = $1", [1])).rows).toEqual([{ name: "one" }]);
  });

  it("prepares one text asked for by many callers at once a single time, and each new text under its own name", async () => {
    const texts = Array.from({ length: 5 }, (_, i) => `select $1::int + ${i} as v`);
    const answers = await Promise.all(
      texts.flatMap((text, i) => [db.query<{ v: number }>(text, [10]), db.query<{ v: number }>(texts[4 - i]!, [20])]),
    );
    expect(answers.map((answer) => answer.rows[0]!.v)).toEqual(texts.flatMap((_, i) => [10 + i, 20 + (4 - i)]));
    for (const text of texts) expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("leaves statements inside PGlite's transactions on its own path, and a rolled-back write unwritten", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t (id, name) values ($1, $2)", [3, "three"]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await db.query("select count(*)::int as n from t where id = $1", [3])).rows).toEqual([{ n: 0 }]);
  });
});
