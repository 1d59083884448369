// Logical backups that work the same on PGlite and PostgreSQL (and move data between them):
// every table's rows as JSON, plus the uploaded files kept on disk, in one gzipped JSON document.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { selectRows, type Executor } from "./raw-sql.server.ts";

const BACKUP_FORMAT = 1;

interface Backup {
  format: number;
  created_at: string;
  tables: Record<string, unknown[]>;
  files: { path: string; base64: string }[];
}

/** Tables the database derives itself (triggers keep them, migration 0010): left out of backups, rebuilt on restore. */
const DERIVED_TABLES = new Set(["team_season_stats"]);

/** Application tables in dependency order (parents first), so inserts satisfy foreign keys. */
export async function listTablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const edges = await selectRows<{ child: string; parent: string }>(
    db,
    sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`,
  );
  const names = tables.map((row) => row.tablename);
  const ordered: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) visit(edge.parent, trail);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export async function createBackup(db: Database, filesDir: string): Promise<Buffer> {
  const backup: Backup = { format: BACKUP_FORMAT, created_at: new Date().toISOString(), tables: {}, files: [] };
  // One repeatable-read snapshot, so the tables agree with each other.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    for (const table of await listTablesInDependencyOrder(tx)) {
      if (DERIVED_TABLES.has(table)) continue;
      const [all] = await selectRows<{ rows: unknown[] }>(
        tx,
        sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`,
      );
      backup.tables[table] = all!.rows;
    }
  });
  for (const file of await listFiles(filesDir)) {
    backup.files.push({ path: file, base64: (await fs.readFile(path.join(filesDir, file))).toString("base64") });
  }
  return promisify(gzip)(JSON.stringify(backup));
}

/** Replaces every table's rows (and the files on disk) with the backup's, in one transaction. */
/** A table's columns that hold written values (not generated ones), in table order. */
async function storedColumns(db: Database, table: string): Promise<string[]> {
  const found = await selectRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return found.map((row) => row.column_name);
}

export async function restoreBackup(
  db: Database,
  filesDir: string,
  archive: Buffer,
): Promise<{ tables: number; rows: number; files: number }> {
  const backup = JSON.parse((await promisify(gunzip)(archive)).toString("utf8")) as Backup;
  if (backup.format !== BACKUP_FORMAT) throw new Error(`Unsupported backup format ${backup.format}`);
  let rows = 0;
  await db.transaction(async (tx) => {
    const order = await listTablesInDependencyOrder(tx);
    const known = order.filter((table) => table in backup.tables && !DERIVED_TABLES.has(table));
    // Derived tables are emptied too: the triggers rebuild them as the rows go back in.
    const emptied = [...known, ...order.filter((table) => DERIVED_TABLES.has(table))];
    if (emptied.length > 0) {
      await tx.execute(sql.raw(`truncate ${emptied.map((table) => `"${table}"`).join(", ")} cascade`));
    }
    for (const table of known) {
      const tableRows = backup.tables[table]!;
      rows += tableRows.length;
      // A trigger on a table restored before may have written rows here (a bout's frozen prediction, migration
      // 0016): the backup's rows are the facts, so they replace them. Its children come later, so nothing cascades.
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      // Generated columns (an athlete's search key) are computed again as the rows go back in, never written.
      const columns = sql.join(
        (await storedColumns(tx, table)).map((column) => sql.identifier(column)),
        sql`, `,
      );
      // Batches keep each statement's JSON parameter to a sensible size.
      for (let start = 0; start < tableRows.length; start += 5000) {
        const batch = JSON.stringify(tableRows.slice(start, start + 5000));
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
        );
      }
    }
  });
  await fs.rm(filesDir, { recursive: true, force: true });
  for (const file of backup.files) {
    const target = path.join(filesDir, file.path);
    if (!target.startsWith(path.resolve(filesDir) + path.sep)) throw new Error(`Unsafe path in backup: ${file.path}`);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, Buffer.from(file.base64, "base64"));
  }
  return { tables: Object.keys(backup.tables).length, rows, files: backup.files.length };
}
