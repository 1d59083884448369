import type { Database } from "../../db/client.server.ts";

/** How an entity's rows travel through CSV files; the columns themselves are in its browser-safe definition. */
export interface EntityCsvCodec<Context = unknown> {
  /** Reads what every row's conversion needs once per file (e.g. team names → ids). */
  prepare(db: Database): Promise<Context>;
  /** A row's cells (by column name, trimmed) → the input the entity's schema parses; problems only the file can have go into `errors`. */
  toInput(cells: Record<string, string>, context: Context, errors: Record<string, string>): unknown;
  /** Every row, cells in `columns` order, as the importer reads them back unchanged. */
  exportRows(db: Database, columns: readonly string[]): Promise<(string | number | null)[][]>;
}
