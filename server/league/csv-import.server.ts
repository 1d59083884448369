// CSV import and export for athletes and tournaments. A file is parsed and every row validated with the
// same zod schema as the admin form; the commit writes all rows in one transaction, or none when any row is bad.
import { asc, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { AthleteInputSchema, type AthleteInput } from "../../app/lib/schemas/athlete.ts";
import { wallTimeIn } from "../../app/lib/schemas/event-date.ts";
import { TournamentInputSchema, type TournamentInput } from "../../app/lib/schemas/tournament.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, teams, tournaments } from "../db/schema.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "./audit.server.ts";
import { CSV_COLUMNS, CSV_MAX_BYTES, CSV_MAX_ROWS, CSV_PREVIEW_COLUMNS, CSV_REQUIRED_COLUMNS, STYLE_SEPARATOR, type CsvKind, type CsvReport, type CsvRowReport } from "./csv-columns.ts";
import { CsvSyntaxError, parseCsv, unguardCell, writeCsv } from "./csv.ts";
import { tournamentColumns } from "./tournament-writes.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ValidRow {
  id: string | null;
  input: AthleteInput | TournamentInput;
}

interface Checked {
  report: CsvReport;
  valid: ValidRow[];
}

const fileError = (kind: CsvKind, key: string, detail?: string): Checked => ({ report: { kind, fileError: key, fileErrorDetail: detail, rows: [], valid: 0, invalid: 0 }, valid: [] });

function firstMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  return fields;
}

/** Reads the file and validates every row; nothing is written. */
export async function checkCsv(db: Database, kind: CsvKind, text: string): Promise<Checked> {
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
  const known = new Set(CSV_COLUMNS[kind]);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) return fileError(kind, "admin:csv.unknownColumns", unknown.join(", "));
  const missing = CSV_REQUIRED_COLUMNS[kind].filter((name) => !names.includes(name));
  if (missing.length > 0) return fileError(kind, "admin:csv.missingColumns", missing.join(", "));

  const table = kind === "athletes" ? athletes : tournaments;
  const ids = data.map((record) => record[names.indexOf("id")]?.trim() ?? "").filter((id) => UUID.test(id));
  const existing = new Set(ids.length > 0 ? (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id) : []);
  const teamIds = new Map<string, string>();
  if (kind === "athletes") for (const team of await db.select({ id: teams.id, name: teams.name }).from(teams)) teamIds.set(team.name.toLowerCase(), team.id);

  const seen = new Set<string>();
  const rows: CsvRowReport[] = [];
  const valid: ValidRow[] = [];
  data.forEach((record, index) => {
    const cells: Record<string, string> = {};
    names.forEach((name, column) => (cells[name] = unguardCell(record[column] ?? "").trim()));
    const errors: Record<string, string> = {};
    if (record.length !== names.length) errors._row = "admin:csv.columnCount";
    const id = cells.id ?? "";
    if (id && (!UUID.test(id) || !existing.has(id))) errors.id = "admin:csv.unknownId";
    else if (id && seen.has(id)) errors.id = "admin:csv.duplicateId";
    if (id) seen.add(id);

    let parsed: ReturnType<typeof AthleteInputSchema.safeParse> | ReturnType<typeof TournamentInputSchema.safeParse>;
    if (kind === "athletes") {
      const { team = "", style_background = "", id: _id, ...fields } = cells;
      let team_id: string | null = null;
      if (team) {
        team_id = teamIds.get(team.toLowerCase()) ?? null;
        if (!team_id) errors.team = "admin:csv.unknownTeam";
      }
      const styles = style_background.split(STYLE_SEPARATOR).map((style) => style.trim()).filter(Boolean);
      parsed = AthleteInputSchema.safeParse({ ...fields, team_id, style_background: styles });
    } else {
      const { id: _id, ...fields } = cells;
      parsed = TournamentInputSchema.safeParse({ ...fields, time_zone: fields.time_zone || undefined, status: fields.status || undefined });
    }
    if (!parsed.success) Object.assign(errors, { ...firstMessages(parsed.error), ...errors });
    const preview = Object.fromEntries(CSV_PREVIEW_COLUMNS[kind].map((name) => [name, cells[name] ?? ""]));
    rows.push({ line: index + 2, action: id ? "update" : "create", cells: preview, errors });
    if (parsed.success && Object.keys(errors).length === 0) valid.push({ id: id || null, input: parsed.data });
  });
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return { report: { kind, fileError: null, rows, valid: rows.length - invalid, invalid }, valid };
}

export type CommitResult = { ok: true; created: number; updated: number; report: CsvReport } | { ok: false; report: CsvReport };

/** All rows or none: any invalid row (or a database check failing on any row) leaves the league unchanged. */
export async function commitCsv(db: Database, kind: CsvKind, text: string, actor: Actor = SYSTEM_ACTOR): Promise<CommitResult> {
  const { report, valid } = await checkCsv(db, kind, text);
  if (report.fileError || report.invalid > 0) return { ok: false, report };
  const table = kind === "athletes" ? athletes : tournaments;
  return db.transaction(async (tx) => {
    const created: string[] = [];
    const updated: string[] = [];
    for (const row of valid) {
      const values = kind === "athletes" ? (row.input as AthleteInput) : tournamentColumns(row.input as TournamentInput);
      if (row.id) {
        await tx
          .update(table)
          .set({ ...values, updated_at: new Date() })
          .where(sql`${table.id} = ${row.id}`);
        updated.push(row.id);
      } else {
        const [inserted] = await tx.insert(table).values(values as never).returning({ id: table.id });
        created.push(inserted!.id);
      }
    }
    await recordAudit(tx, actor, {
      action: "import",
      entity: kind === "athletes" ? "athlete" : "tournament",
      entityId: null,
      summary: `${kind}: ${created.length} created, ${updated.length} updated`,
      changes: { created, updated },
    });
    return { ok: true as const, created: created.length, updated: updated.length, report };
  });
}

/** Every athlete or tournament as a CSV file the importer reads back unchanged. */
export async function exportCsv(db: Database, kind: CsvKind): Promise<string> {
  const columns = CSV_COLUMNS[kind];
  if (kind === "athletes") {
    const rows = await db
      .select({ athlete: athletes, team: teams.name })
      .from(athletes)
      .leftJoin(teams, sql`${teams.id} = ${athletes.team_id}`)
      .orderBy(asc(athletes.full_name), asc(athletes.id));
    return writeCsv([
      columns,
      ...rows.map(({ athlete, team }) =>
        columns.map((name) => {
          if (name === "team") return team;
          if (name === "style_background") return athlete.style_background.join(`${STYLE_SEPARATOR} `);
          return athlete[name as keyof typeof athlete] as string | number | null;
        }),
      ),
    ]);
  }
  const rows = await db.select().from(tournaments).orderBy(asc(tournaments.event_date), asc(tournaments.id));
  return writeCsv([
    columns,
    ...rows.map((row) => columns.map((name) => (name === "event_date" ? wallTimeIn(row.event_date, row.time_zone) : (row[name as keyof typeof row] as string | null)))),
  ]);
}
