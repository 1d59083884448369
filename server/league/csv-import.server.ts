// CSV import and export for the entities whose definition has CSV columns. A file is parsed and every row
// validated with the entity's own schema (the admin form's); the commit writes all rows through the
// entity's audited writes in one transaction, or none when any row is bad.
import { inArray } from "drizzle-orm";
import type { EntityCsv } from "../../app/lib/entities/define-entity.ts";
import { csvEntity, type CsvKind } from "../../app/lib/entities/registry.ts";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, type CsvReport, type CsvRowReport } from "../../app/lib/entities/csv-report.ts";
import { isId } from "../../app/lib/ids.ts";
import { isCleanText } from "../../app/lib/schemas/safe-text.ts";
import type { Database } from "../db/client.server.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";
import { CsvSyntaxError, parseCsv, unguardCell, writeCsv } from "./csv.ts";
import { SERVER_ENTITIES } from "./entities/registry.server.ts";
import { writeTransaction } from "./entities/audited-writes.server.ts";
import { fieldErrors } from "./field-errors.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

interface ValidRow {
  id: string | null;
  input: unknown;
}

interface Checked {
  report: CsvReport;
  valid: ValidRow[];
}

const fileError = (kind: CsvKind, key: string, detail?: string): Checked => ({
  report: { kind, fileError: key, fileErrorDetail: detail, rows: [], valid: 0, invalid: 0 },
  valid: [],
});

/**
 * Spaces around a cell go (spreadsheets pad cells); tabs and line breaks stay, so the entity's schema judges them
 * as the admin form does (multi-line text keeps them, any other field refuses them): a trim must not turn a value
 * the form refuses into one the import takes.
 */
const trimCell = (value: string) => value.replace(/^[^\S\t\n\v\f\r]+|[^\S\t\n\v\f\r]+$/g, "");

const partsOf = (kind: CsvKind) => {
  const entity = csvEntity(kind);
  const server = SERVER_ENTITIES[entity.name];
  return { entity, csv: entity.csv as EntityCsv, codec: server.csv!, writes: server.writes };
};

/** Reads the file and validates every row; nothing is written. */
export async function checkCsv(db: Database, kind: CsvKind, text: string): Promise<Checked> {
  const { entity, csv, codec, writes } = partsOf(kind);
  if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) return fileError(kind, "admin:csv.tooLarge");
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return fileError(kind, "admin:csv.syntax", String(error.line));
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return fileError(kind, "admin:csv.empty");
  if (data.length > CSV_MAX_ROWS) return fileError(kind, "admin:csv.tooManyRows", String(CSV_MAX_ROWS));
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(csv.columns);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) return fileError(kind, "admin:csv.unknownColumns", unknown.join(", "));
  const missing = csv.required.filter((name) => !names.includes(name));
  if (missing.length > 0) return fileError(kind, "admin:csv.missingColumns", missing.join(", "));

  const { table } = writes.definition;
  const ids = data.map((record) => record[names.indexOf("id")]?.trim() ?? "").filter(isId);
  const existing = new Set(
    ids.length > 0
      ? (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id as string)
      : [],
  );
  const context = await codec.prepare(db);

  const seen = new Set<string>();
  const rows: CsvRowReport[] = [];
  const valid: ValidRow[] = [];
  data.forEach((record, index) => {
    const cells: Record<string, string> = {};
    names.forEach((name, column) => (cells[name] = trimCell(unguardCell(record[column] ?? ""))));
    const errors: Record<string, string> = {};
    // Control characters (other than the tab and line breaks above) and lone surrogates, in any column.
    for (const [name, cell] of Object.entries(cells))
      if (!isCleanText(cell, { multiline: true })) errors[name] = "admin:validation.controlCharacters";
    if (record.length !== names.length) errors._row = "admin:csv.columnCount";
    const id = cells.id ?? "";
    if (id && (!isId(id) || !existing.has(id))) errors.id = "admin:csv.unknownId";
    else if (id && seen.has(id)) errors.id = "admin:csv.duplicateId";
    if (id) seen.add(id);
    const parsed = entity.schema.safeParse(codec.toInput(cells, context, errors));
    // A column names the first problem in it; the file's own problems (unknown team, id) win over the schema's.
    if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error, { topLevel: true }), ...errors });
    const preview = Object.fromEntries(csv.preview.map((name) => [name, cells[name] ?? ""]));
    rows.push({ line: index + 2, action: id ? "update" : "create", cells: preview, errors });
    if (parsed.success && Object.keys(errors).length === 0) valid.push({ id: id || null, input: parsed.data });
  });
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return { report: { kind, fileError: null, rows, valid: rows.length - invalid, invalid }, valid };
}

export type CommitResult =
  | { ok: true; created: number; updated: number; report: CsvReport }
  | { ok: false; report: CsvReport };

/** All rows or none: any invalid row (or a check or database rule failing on any row) leaves the league unchanged. */
export async function commitCsv(
  db: Database,
  kind: CsvKind,
  text: string,
  actor: Actor = SYSTEM_ACTOR,
): Promise<CommitResult> {
  const { report, valid } = await checkCsv(db, kind, text);
  if (report.fileError || report.invalid > 0) return { ok: false, report };
  const { entity, writes } = partsOf(kind);
  return writeTransaction(db, async (tx) => {
    const created: string[] = [];
    const updated: string[] = [];
    await writes.lockRows(tx, valid);
    // The entity's own writes and checks, without an entry per row: the file gets one entry below.
    for (const row of valid) {
      if (!row.id) created.push((await writes.createWithin(tx, row.input, null)).id as string);
      else if (await writes.updateWithin(tx, row.id, row.input, null)) updated.push(row.id);
      else throw new WriteRejected("id", "admin:csv.unknownId"); // deleted since the check
    }
    await recordAudit(tx, actor, {
      action: "import",
      entity: entity.name,
      entityId: null,
      summary: `${kind}: ${created.length} created, ${updated.length} updated`,
      changes: { created, updated },
    });
    return { ok: true as const, created: created.length, updated: updated.length, report };
  });
}

/** Every row of the kind as a CSV file the importer reads back unchanged. */
export async function exportCsv(db: Database, kind: CsvKind): Promise<string> {
  const { csv, codec } = partsOf(kind);
  return writeCsv([csv.columns, ...(await codec.exportRows(db, csv.columns))]);
}
