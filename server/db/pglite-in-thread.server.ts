// The embedded database on a thread of its own (decision 058). PGlite runs PostgreSQL compiled to WebAssembly in the
// thread that calls it: on the long-tail pages its engine, file reads and the parsing of its answers were about half
// of the server thread's time, taken in turns with rendering, so one page's statements waited behind another's render
// and the machine's second core stayed idle. PGliteInThread is the part of PGlite's client that drizzle and the app
// use (`query`, `exec`, `transaction`, `close`), answered by the engine in pglite-thread.ts over worker_threads
// messages; statements keep PGlite's order and locking (one engine, one transaction at a time).
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { ThreadAnswer, ThreadError, ThreadRequest } from "./pglite-thread.ts";

type Distribute<T> = T extends unknown ? Omit<T, "id"> : never;
type Call = Distribute<ThreadRequest>;

/** What a transaction's callback gets: statements inside it. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const WORKER_FILE = path.resolve(process.cwd(), "server/db/pglite-thread.ts");

/** An error raised by the engine, with its fields (`code` and the rest) as the caller would have had them. */
function revive(error: ThreadError): Error {
  const revived = Object.assign(new Error(error.message), error.fields);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/**
 * The type ids a statement's parsers keep as text. Only parsers that keep the engine's text (drizzle's, for dates and
 * intervals) can be named across threads; any other is refused rather than silently changed.
 */
const textTypesOf = new WeakMap<object, number[]>();
function textTypes(parsers: QueryOptions["parsers"]): number[] {
  if (!parsers) return [];
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parser]) => {
      const probe = "2026-11-29 10:00:00+00";
      if (parser(probe, Number(type)) !== probe)
        throw new Error(`the embedded database's thread keeps type ${type} as text only`);
      return Number(type);
    });
    textTypesOf.set(parsers, types);
  }
  return types;
}

export class PGliteInThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #lastId = 0;
  #failed: Error | null = null;
  #closed = false;

  /** `dataDir` undefined: an in-memory database. */
  constructor(options: { dataDir?: string }) {
    // Not the process's own flags (`--input-type`, `--import` hooks): the thread imports the engine and nothing else.
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir: options.dataDir }, execArgv: [] });
    this.#worker.unref();
    this.#worker.on("message", (message: ThreadAnswer) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#settled(message.id);
      if ("error" in message) waiting.reject(revive(message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.#failed = error;
      for (const [id, waiting] of this.#pending) {
        this.#settled(id);
        waiting.reject(error);
      }
    };
    this.#worker.on("error", fail);
    this.#worker.on("exit", (code) => {
      if (!this.#closed) fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
    });
  }

  #call<T>(call: Call): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    if (this.#closed) return Promise.reject(new Error("the embedded database is closed"));
    const id = ++this.#lastId;
    // The thread keeps the process alive only while a statement waits for it (a script ends after its last one).
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
      this.#worker.postMessage({ ...call, id } satisfies ThreadRequest);
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice)
      return Promise.reject(new Error("the embedded database's thread takes rowMode and text parsers only"));
    let types: number[];
    try {
      types = textTypes(options?.parsers);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#call({ op: "query", text, params, rowMode: options?.rowMode, textTypes: types, tx });
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return this.#call({ op: "exec", text, tx });
  }

  /** As PGlite's: `callback`'s statements run in one transaction, committed when it returns, rolled back if it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let ended = false;
    const end = async (op: "commit" | "rollback") => {
      if (ended) return;
      ended = true;
      await this.#call({ op, tx: id });
    };
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text) => this.exec(text, id),
      rollback: () => end("rollback"),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end("rollback").catch(() => {});
      throw error;
    }
    await end("commit");
    return result;
  }

  /** Closes the engine after the statements already sent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  /** Stops the engine's thread at once, as a crash would: statements still waiting are answered with an error. */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }
}
