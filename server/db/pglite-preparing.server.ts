// The embedded database's counterpart of PreparingClient (client.server.ts): a statement with parameters is parsed
// and planned once, under a name, and then only bound and executed, in one call into the engine instead of five.
import { PGlite, type QueryOptions, type Results, parse, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { serialize } = protocol;

/** As on PostgreSQL: bulk statements (whose text changes with their row count) and statements past the first 500 stay unnamed. */
const MAX_PREPARED_PARAMETERS = 100;
const MAX_PREPARED_STATEMENTS = 500;

interface Prepared {
  name: string;
  /** The parameters' type ids, as the engine inferred them: how each value is serialised. */
  types: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the engine and plans the
 * statement every time. Here a statement the app sends with parameters is prepared once per database (Parse and
 * Describe), and each run is Bind, Describe, Execute and Sync in one call, with a generic plan kept after a few runs:
 * on the long-tail pages (docs/performance.md) planning was much of the embedded database's time. Statements inside
 * PGlite's own `transaction` keep its path (they do not go through this method), as do statements without parameters.
 */
export class PreparingPGlite extends PGlite {
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const prepared = this.#prepared.get(text);
    if (
      !params ||
      params.length === 0 ||
      params.length > MAX_PREPARED_PARAMETERS ||
      options?.blob ||
      options?.paramTypes ||
      (!prepared && this.#prepared.size >= MAX_PREPARED_STATEMENTS)
    ) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        // Another call may have prepared the same text while this one waited for the engine.
        const statement = this.#prepared.get(text) ?? (await this.#prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[statement.types[i]!] ?? this.serializers[statement.types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        let messages: Awaited<ReturnType<PGlite["execProtocolStream"]>>;
        try {
          messages = await this.execProtocolStream(
            concat([
              serialize.bind({ statement: statement.name, values: values as string[] }),
              serialize.describe({ type: "P" }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
        } catch (error) {
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
        if (!this.isInTransaction()) await this.syncToFs();
        return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
      }),
    );
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `p${this.#named++}`;
    let messages: Awaited<ReturnType<PGlite["execProtocolStream"]>>;
    try {
      messages = await this.execProtocolStream(
        concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      throw Object.assign(error as object, { query: text });
    }
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, statement);
    return statement;
  }
}

/**
 * The app's embedded engine, in `dataDir` or in memory, with the extensions the migrations create (PostgreSQL servers
 * ship them; PGlite loads them): one definition for the caller's thread (client.server.ts) and the engine's own
 * (pglite-thread.ts).
 */
export function openPreparingPGlite(dataDir?: string): PreparingPGlite {
  return new PreparingPGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}
