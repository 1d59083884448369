// The embedded database's own thread: a PreparingPGlite that answers PGliteInThread (pglite-in-thread.server.ts) over
// worker_threads messages, so the engine's work (its WebAssembly, its file reads, parsing its answers) runs beside the
// thread that renders pages instead of taking turns with it. Run by Node directly (not bundled): only the engine's
// imports here.
import { parentPort, workerData } from "node:worker_threads";
import type { QueryOptions, Transaction } from "@electric-sql/pglite";
import { openPreparingPGlite } from "./pglite-preparing.server.ts";

export type ThreadRequest =
  | {
      id: number;
      op: "query";
      text: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      /** Type ids whose values stay as the engine's text (drizzle's parsers for dates and intervals). */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: "exec"; text: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; tx: number }
  | { id: number; op: "close" };

export type ThreadAnswer = { id: number; result: unknown } | { id: number; error: ThreadError };

/** An error as it crosses threads: its message and fields (SQLSTATE `code`, `detail`, `constraint`, …). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const database = openPreparingPGlite(dataDir);
const asText = (value: string) => value;
const textParsers = new Map<string, QueryOptions["parsers"]>();
/** Open transactions: the engine's handle, and how to end it (the promise of `transaction` settles after). */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<unknown> }>();
let lastTx = 0;
const ROLLBACK = Symbol("rollback");

port.on("message", (request: ThreadRequest) => {
  run(request).then(
    (result) => answer({ id: request.id, result }),
    (error: unknown) => answer({ id: request.id, error: describe(error) }),
  );
});

function answer(message: ThreadAnswer) {
  try {
    port.postMessage(message);
  } catch (error) {
    // A value that cannot cross threads (the caller's statement is answered with why, not left waiting).
    port.postMessage({ id: message.id, error: describe(error) } satisfies ThreadAnswer);
  }
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const key = request.textTypes.join(",");
      let parsers = textParsers.get(key);
      if (!parsers) {
        parsers = Object.fromEntries(request.textTypes.map((type) => [type, asText]));
        textParsers.set(key, parsers);
      }
      const target = request.tx === undefined ? database : transaction(request.tx);
      const { rows, fields, affectedRows } = await target.query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      return { rows, fields, affectedRows };
    }
    case "exec":
      return (await (request.tx === undefined ? database : transaction(request.tx)).exec(request.text)).map(
        ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }),
      );
    case "begin": {
      const id = ++lastTx;
      let begun!: (tx: Transaction) => void;
      let end!: (commit: boolean) => void;
      const started = new Promise<Transaction>((resolve) => {
        begun = resolve;
      });
      const settled = database.transaction((tx) => {
        begun(tx);
        return new Promise((resolve, reject) => {
          end = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
        });
      });
      // BEGIN itself may fail: then the transaction's promise rejects before the callback runs.
      const tx = await Promise.race([started, settled.then(() => null)]);
      if (!tx) throw new Error("the transaction ended before it began");
      open.set(id, { tx, end, settled });
      return id;
    }
    case "commit":
    case "rollback": {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`no open transaction ${request.tx}`);
      open.delete(request.tx);
      entry.end(request.op === "commit");
      try {
        await entry.settled;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return null;
    }
    case "close":
      await database.close();
      return null;
  }
}

function transaction(id: number): Transaction {
  const entry = open.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  return entry.tx;
}

function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The statement's options hold functions (parsers), which cannot cross threads.
    if (key === "queryOptions" || typeof value === "function") continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}
