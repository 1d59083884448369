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

/** What happens when the engine's thread stops on its own (a crash of the engine or of its thread). */
export interface ThreadRecovery {
  /** Restarts allowed within `windowMs` before the engine is given up (3 in 60 s). */
  restarts?: number;
  windowMs?: number;
  /**
   * Told of every stop: `restarting` when a new thread takes over on the same data folder (the engine recovers it as
   * a restarted server would), false when the engine is given up and every statement is refused from then on.
   */
  onStopped?: (error: Error, restarting: boolean) => void;
}

/** A transaction as the caller holds it: its id on the thread that began it. */
interface TransactionRef {
  id: number;
  thread: Worker;
}

export class PGliteInThread {
  #worker!: Worker;
  readonly #dataDir: string | undefined;
  readonly #recovery: Required<Omit<ThreadRecovery, "onStopped">> & Pick<ThreadRecovery, "onStopped">;
  readonly #stops: number[] = [];
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #lastId = 0;
  #failed: Error | null = null;
  #closed = false;

  /** `dataDir` undefined: an in-memory database (a restart starts it empty). */
  constructor(options: { dataDir?: string } & ThreadRecovery) {
    this.#dataDir = options.dataDir;
    this.#recovery = {
      restarts: options.restarts ?? 3,
      windowMs: options.windowMs ?? 60_000,
      onStopped: options.onStopped,
    };
    this.#start();
  }

  #start() {
    // Not the process's own flags (`--input-type`, `--import` hooks): the thread imports the engine and nothing else.
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir: this.#dataDir }, execArgv: [] });
    if (this.#pending.size === 0) worker.unref();
    worker.on("message", (message: ThreadAnswer) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#settled(message.id);
      if ("error" in message) waiting.reject(revive(message.error));
      else waiting.resolve(message.result);
    });
    // A thread that fails reports an error and then its exit: the first is handled, the second finds it replaced.
    worker.on("error", (error: Error) => this.#stopped(worker, error));
    worker.on("exit", (code) =>
      this.#stopped(worker, new Error(`the embedded database's thread stopped (exit code ${code})`)),
    );
    this.#worker = worker;
  }

  /**
   * The thread stopped without being asked: the statements it held are answered with the error (their transactions
   * are gone with it), and a new thread opens the same data folder, unless it has stopped too often to keep trying.
   */
  #stopped(worker: Worker, error: Error) {
    if (worker !== this.#worker || this.#closed || this.#failed) return;
    for (const [id, waiting] of this.#pending) {
      this.#settled(id);
      waiting.reject(error);
    }
    const now = Date.now();
    while (this.#stops.length > 0 && now - this.#stops[0]! > this.#recovery.windowMs) this.#stops.shift();
    this.#stops.push(now);
    const restarting = this.#stops.length <= this.#recovery.restarts;
    if (restarting) this.#start();
    else this.#failed = error;
    this.#recovery.onStopped?.(error, restarting);
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

  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: TransactionRef): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice)
      return Promise.reject(new Error("the embedded database's thread takes rowMode and text parsers only"));
    let types: number[];
    try {
      types = textTypes(options?.parsers);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#inTransaction(tx, (id) =>
      this.#call({ op: "query", text, params, rowMode: options?.rowMode, textTypes: types, tx: id }),
    );
  }

  exec(text: string, tx?: TransactionRef): Promise<Results[]> {
    return this.#inTransaction(tx, (id) => this.#call({ op: "exec", text, tx: id }));
  }

  /** A transaction's statement goes to the thread that began it; a new thread never saw it (and may reuse its id). */
  #inTransaction<T>(tx: TransactionRef | undefined, send: (id: number | undefined) => Promise<T>): Promise<T> {
    if (tx && tx.thread !== this.#worker)
      return Promise.reject(new Error("the embedded database's thread restarted: the transaction was lost"));
    return send(tx?.id);
  }

  /** As PGlite's: `callback`'s statements run in one transaction, committed when it returns, rolled back if it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const thread = this.#worker;
    const ref: TransactionRef = { id: await this.#call<number>({ op: "begin" }), thread };
    let ended = false;
    const end = async (op: "commit" | "rollback") => {
      if (ended) return;
      ended = true;
      await this.#inTransaction(ref, (id) => this.#call({ op, tx: id! }));
    };
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.query(text, params, options, ref),
      exec: (text) => this.exec(text, ref),
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

  /**
   * Stops the engine's thread at once, as a crash would: statements still waiting are answered with an error, and a
   * new thread takes over as after a crash (tests).
   */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }
}
