// The audited path's retry (writeTransaction) and its 503: a deadlock victim (40P01) or a serialization failure
// (40001) is run again, up to five attempts; then WriteContended, which the API answers 503 with Retry-After and a
// message in the caller's language. On PostgreSQL a real deadlock between two writes is retried and both land.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRouter } from "../../api/router.server.ts";
import { operation } from "../../api/operation.server.ts";
import type { Database, DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { WriteContended, writeTransaction } from "./audited-writes.server.ts";

/** A database whose transactions fail with these SQLSTATEs (as drizzle wraps them: the driver's error in `cause`). */
function failing(codes: string[]) {
  let attempts = 0;
  const db = {
    transaction: async (run: (tx: Database) => Promise<unknown>) => {
      const code = codes[attempts++];
      if (code) throw new Error("Failed query", { cause: Object.assign(new Error(code), { code }) });
      return run(db as unknown as Database);
    },
  };
  return { db: db as unknown as Database, attempts: () => attempts };
}

describe("writeTransaction", () => {
  it("runs a deadlock victim and a serialization failure again, and answers the write's result", async () => {
    const probe = failing(["40P01", "40001"]);
    expect(await writeTransaction(probe.db, async () => "written")).toBe("written");
    expect(probe.attempts()).toBe(3);
  });

  it("gives up after five attempts with WriteContended; any other error is not retried", async () => {
    const busy = failing(Array(9).fill("40P01"));
    const error = await writeTransaction(busy.db, async () => "never").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WriteContended);
    expect(busy.attempts()).toBe(5);
    const other = failing(["23505"]);
    const unique = await writeTransaction(other.db, async () => "never").catch((caught: unknown) => caught);
    expect(unique).not.toBeInstanceOf(WriteContended);
    expect(other.attempts()).toBe(1);
  });

  it("answers 503 with Retry-After through the API, explained in the caller's language", async () => {
    const router = buildRouter([
      operation({
        operationId: "contended",
        method: "get",
        path: "/contended",
        tag: "Test",
        summary: "Always contended",
        access: "public",
        responses: {},
        handler: async () => {
          throw new WriteContended(new Error("deadlock"));
        },
      }),
    ]);
    const english = await router.request("/contended");
    expect(english.status).toBe(503);
    expect(english.headers.get("Retry-After")).toBe("1");
    expect(await english.json()).toEqual({
      error: "Busy",
      message: "Other results are being saved at this moment. Nothing was changed: try again in a second.",
    });
    const russian = await router.request("/contended", { headers: { "Accept-Language": "ru" } });
    expect((await russian.json()).message).toBe(
      "Сейчас сохраняются другие результаты. Ничего не изменено — повторите через секунду.",
    );
  });
});

describe.each(TEST_ENGINES)("a real lock conflict on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.execute(sql`create table lock_probe (id int primary key, n int not null default 0)`);
    await handle.db.execute(sql`insert into lock_probe (id) values (1), (2)`);
  });
  afterAll(() => handle.close());

  it("two writes locking two rows in opposite orders: the deadlock's victim is retried and both land", async () => {
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = (first: number, second: number) =>
      writeTransaction(handle.db, async (tx) => {
        await tx.execute(sql`update lock_probe set n = n + 1 where id = ${first}`);
        // Both hold their first row before either asks for its second (PGlite runs one transaction at a time).
        if (engine === "postgres" && ++arrived === 2) release();
        if (engine === "postgres") await Promise.race([bothHoldOne, new Promise((r) => setTimeout(r, 2000))]);
        await tx.execute(sql`update lock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([write(1, 2), write(2, 1)]);
    const rows = (await handle.db.execute(sql`select n from lock_probe order by id`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows.map((row) => Number(row.n))).toEqual([2, 2]);
  });
});
