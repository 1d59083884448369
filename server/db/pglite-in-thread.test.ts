// The embedded database on its own thread (decision 058): the same answers, errors and transactions as PGlite in this
// thread, statements in order around a transaction, and callers answered (not left waiting) when the thread fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.server.ts";
import { PGliteInThread } from "./pglite-in-thread.server.ts";
import { selectRows } from "./raw-sql.server.ts";
import { athletes } from "./schema.ts";

const athlete = (full_name: string) => ({ full_name, country: "RUS", weight_class: "lightweight" as const });

describe("the embedded database on its own thread", () => {
  let threaded: DatabaseHandle;
  let here: DatabaseHandle;
  beforeAll(async () => {
    threaded = openDatabase({ dataDir: ":memory:", thread: true });
    here = openDatabase({ dataDir: ":memory:" });
    await Promise.all([threaded.migrate(), here.migrate()]);
  });
  afterAll(async () => {
    await Promise.all([threaded.close(), here.close()]);
  });

  it("answers rows exactly as PGlite in this thread does: dates, numbers, arrays, JSON and nulls", async () => {
    const statement = sql`select ${new Date("2026-06-01T18:00:00.000Z")}::timestamptz as at, '2026-06-01'::date as day,
      12.5::numeric as exact, 7::int as whole, 9007199254740993::int8 as big, array[${"a"}, null, 'c'] as list,
      ${JSON.stringify({ a: [1, "б"] })}::jsonb as doc, null::text as nothing, interval '90 seconds' as span,
      ${"строка с 'кавычками'"} as quoted`;
    const [answered, expected] = await Promise.all([
      selectRows(threaded.db, statement),
      selectRows(here.db, statement),
    ]);
    expect(answered).toEqual(expected);
    expect(answered[0]).toMatchObject({
      whole: 7,
      doc: { a: [1, "б"] },
      nothing: null,
      quoted: "строка с 'кавычками'",
    });
    await threaded.db.insert(athletes).values(athlete("Anna Petrova"));
    const [row] = await threaded.db.select().from(athletes).where(eq(athletes.full_name, "Anna Petrova"));
    expect(row).toMatchObject({ full_name: "Anna Petrova", rating_elo: 1500, style_background: [], team_id: null });
    expect(row!.created_at).toBeInstanceOf(Date);
  });

  it("raises the engine's error with its SQLSTATE and detail, and keeps answering", async () => {
    await threaded.db
      .insert(athletes)
      .values({ ...athlete("Boris Unique"), id: "00000000-0000-4000-8000-000000000001" });
    const duplicate = await threaded.db
      .insert(athletes)
      .values({ ...athlete("Boris Again"), id: "00000000-0000-4000-8000-000000000001" })
      .catch((error: unknown) => error as { cause?: { code?: string; detail?: string; message?: string } });
    expect(duplicate).toMatchObject({ cause: { code: "23505" } });
    expect((duplicate as { cause: { detail: string } }).cause.detail).toContain("00000000-0000-4000-8000-000000000001");
    expect(await selectRows(threaded.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("commits a transaction, rolls one back (a savepoint too), and runs other statements after it, not inside it", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(athletes).values(athlete("Clara Committed"));
      await tx
        .transaction(async (inner) => {
          await inner.insert(athletes).values(athlete("Clara Savepoint"));
          throw new Error("undo the savepoint");
        })
        .catch(() => {});
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(athletes).values(athlete("Clara Rolled Back"));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const names = async () =>
      (await threaded.db.select({ name: athletes.full_name }).from(athletes)).map((row) => row.name);
    expect(await names()).toContain("Clara Committed");
    expect(await names()).not.toContain("Clara Savepoint");
    expect(await names()).not.toContain("Clara Rolled Back");

    // A statement sent while a transaction is open waits for it: it sees the committed row, never the open one.
    let seen: string[] = [];
    await threaded.db.transaction(async (tx) => {
      await tx.insert(athletes).values(athlete("Dora Inside"));
      const outside = names().then((list) => {
        seen = list;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([]);
      await tx.delete(athletes).where(eq(athletes.full_name, "Dora Inside"));
      await tx.insert(athletes).values(athlete("Dora Final"));
      void outside;
    });
    await expect.poll(() => seen.includes("Dora Final")).toBe(true);
    expect(seen).not.toContain("Dora Inside");
  });

  it("answers many concurrent statements, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => selectRows<{ n: number }>(threaded.db, sql`select ${i}::int as n`)),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("refuses a parser that would change a value, rather than dropping it", async () => {
    const client = new PGliteInThread({});
    await expect(client.query("select 1", [], { parsers: { 23: (value) => Number(value) * 2 } })).rejects.toThrow(
      "keeps type 23 as text only",
    );
    expect((await client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.close();
  });

  it("answers waiting callers with an error when the thread stops, and goes on with a new thread on the same folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-thread-"));
    const stops: Array<[string, boolean]> = [];
    let stopped = () => {};
    const client = new PGliteInThread({
      dataDir: path.join(dir, "pglite"),
      onStopped: (error, restarting) => {
        stops.push([error.message, restarting]);
        stopped();
      },
    });
    await client.exec("create table marks (n int); insert into marks values (1)");
    // A transaction open when the thread stops: its next statement is refused, not run in another one.
    let crash!: () => void;
    const crashed = new Promise<void>((resolve) => {
      crash = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into marks values (2)");
      await crashed;
      await tx.query("insert into marks values (3)");
    });
    const waiting = client.query("select pg_sleep(2)");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restarted = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    await client.terminate();
    await restarted;
    crash();
    await expect(waiting).rejects.toThrow("the embedded database's thread stopped");
    await expect(transaction).rejects.toThrow("the embedded database's thread restarted: the transaction was lost");
    expect(stops).toEqual([["the embedded database's thread stopped (exit code 1)", true]]);
    // The new thread recovered the folder: what was committed is there, the lost transaction's row is not.
    expect((await client.query<{ n: number }>("select n from marks order by n")).rows).toEqual([{ n: 1 }]);
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives the engine up after too many stops in the window: every statement is refused from then on", async () => {
    const stops: boolean[] = [];
    let stopped = () => {};
    const client = new PGliteInThread({
      restarts: 1,
      windowMs: 60_000,
      onStopped: (_error, restarting) => {
        stops.push(restarting);
        stopped();
      },
    });
    for (let i = 0; i < 2; i++) {
      await client.query("select 1");
      const next = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      await client.terminate();
      await next;
    }
    expect(stops).toEqual([true, false]);
    await expect(client.query("select 1")).rejects.toThrow("the embedded database's thread stopped");

    // A closed one answers at once too.
    const closed = new PGliteInThread({});
    await closed.close();
    await expect(closed.query("select 1")).rejects.toThrow("the embedded database is closed");
  });
});

describe("a script on a data folder", () => {
  it("ends after its last statement (the thread does not keep the process alive) and keeps what it wrote", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "league-thread-"));
    const script = `
      import { openDatabase } from "./server/db/client.server.ts";
      import { sql } from "drizzle-orm";
      const handle = openDatabase({ dataDir: ${JSON.stringify(dir)} });
      await handle.db.execute(sql\`create table if not exists marks (n int)\`);
      await handle.db.execute(sql\`insert into marks values (\${Number(process.argv.at(-1))})\`);
      const { rows } = await handle.db.execute(sql\`select sum(n)::int as total from marks\`);
      console.log(JSON.stringify(rows));
    `;
    const run = (n: number) =>
      spawnSync(process.execPath, ["--input-type=module", "-e", script, "--", String(n)], {
        cwd: process.cwd(),
        encoding: "utf8",
        timeout: 60_000,
      });
    const first = run(2);
    expect({ status: first.status, stderr: first.stderr }).toEqual({ status: 0, stderr: "" });
    expect(first.stdout.trim()).toBe('[{"total":2}]');
    const second = run(5);
    expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 0, stderr: "" });
    expect(second.stdout.trim()).toBe('[{"total":7}]');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
