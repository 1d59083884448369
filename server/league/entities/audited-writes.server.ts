// The one write path of every entity: transaction → lock → the entity's checks → write → audit entry.
// The admin action, the API and the CSV import all call these, so a check added to an entity holds everywhere.
import { eq, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { EntityDefinition } from "../../../app/lib/entities/define-entity.ts";
import type { EntityName } from "../../../app/lib/entities/registry.ts";
import type { Database } from "../../db/client.server.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";

/** A table an entity is stored in: a uuid `id` and an `updated_at` the writes keep. */
export type EntityTable = PgTable & { id: PgColumn; updated_at: PgColumn };
type Row<T extends EntityTable> = InferSelectModel<T>;

export interface ServerEntity<T extends EntityTable, Input, DeleteOptions, Deleted> {
  /** The browser-safe half: name (the audit log's entity) and input schema. */
  entity: EntityDefinition<EntityName> & { schema: z.ZodType<Input> & z.ZodObject };
  table: T;
  /** The audit log's human label of a row (its title or name). */
  summary(row: Row<T>): string;
  /** The columns stored for an input; `before` is the locked row on update, null on create. Default: the input itself. */
  columns?(
    tx: Database,
    input: Input,
    before: Row<T> | null,
  ): Promise<Partial<InferInsertModel<T>>> | Partial<InferInsertModel<T>>;
  /** Checks before a create or update, in the write's transaction: throw WriteRejected (409) to refuse, nothing is written. */
  check?(tx: Database, input: Input, before: Row<T> | null): Promise<void>;
  /** What a delete takes besides the id (the API's query, the admin's values), e.g. where a team's athletes go. */
  deleteOptions?: z.ZodObject & z.ZodType<DeleteOptions>;
  /**
   * Runs before the row is deleted, in the same transaction (move dependants, or throw WriteRejected):
   * answers what the delete reports and what the audit entry adds to the row's snapshot.
   */
  beforeDelete?(
    tx: Database,
    row: Row<T>,
    options: DeleteOptions,
  ): Promise<{ result: Deleted; changes?: Record<string, unknown> }>;
  /**
   * Runs after every create, update and delete, in the same transaction: numbers derived from this row are brought
   * up to date here (an athlete's record, the ratings after a bout), so they are consistent when the write returns.
   */
  afterWrite?(tx: Database, before: Row<T> | null, after: Row<T> | null): Promise<void>;
  /**
   * Runs once a write of `create`, `update` or `remove` has committed (not inside a caller's transaction: the `*Within`
   * callers publish for themselves) with the row as written, or as it was before a delete: tells whoever follows the
   * row live, e.g. a bout's fans over the live bus.
   */
  afterCommit?(row: Row<T>, change: "created" | "updated" | "deleted"): void;
}

export interface AuditedWrites<T extends EntityTable, Input, DeleteOptions, Deleted> {
  definition: ServerEntity<T, Input, DeleteOptions, Deleted>;
  create(db: Database, input: Input, actor?: Actor): Promise<Row<T>>;
  /** Null when no row has that id. */
  update(db: Database, id: string, input: Input, actor?: Actor): Promise<Row<T> | null>;
  /** Null when no row has that id; otherwise what `beforeDelete` answered (true without one). */
  remove(db: Database, id: string, actor?: Actor, options?: DeleteOptions): Promise<Deleted | null>;
  /** The same delete, answering whether a row was deleted. */
  removed(db: Database, id: string, actor?: Actor, options?: DeleteOptions): Promise<boolean>;
  /** Inside a transaction the caller holds; `actor: null` leaves the audit entry to the caller (a CSV import logs one for the file). */
  createWithin(tx: Database, input: Input, actor: Actor | null): Promise<Row<T>>;
  updateWithin(tx: Database, id: string, input: Input, actor: Actor | null): Promise<Row<T> | null>;
}

export function auditedWrites<T extends EntityTable, Input, DeleteOptions = undefined, Deleted = true>(
  definition: ServerEntity<T, Input, DeleteOptions, Deleted>,
): AuditedWrites<T, Input, DeleteOptions, Deleted> {
  const { table, entity, summary } = definition;
  // Drizzle's builders cannot see through a generic table; the row and insert types above are exact.
  const anyTable = table as PgTable & { id: PgColumn; updated_at: PgColumn };
  const columnsOf = async (tx: Database, input: Input, before: Row<T> | null) =>
    definition.columns ? definition.columns(tx, input, before) : (input as Partial<InferInsertModel<T>>);
  /** Runs `afterWrite` and answers the row as it now stands (its derived columns included). */
  const settle = async (tx: Database, before: Row<T> | null, written: Row<T>) => {
    if (!definition.afterWrite) return written;
    await definition.afterWrite(tx, before, written);
    return (
      (await tx
        .select()
        .from(anyTable)
        .where(eq(anyTable.id, written.id as string))) as Row<T>[]
    )[0]!;
  };
  const lock = async (tx: Database, id: string) =>
    ((await tx.select().from(anyTable).where(eq(anyTable.id, id)).for("update")) as Row<T>[])[0] ?? null;

  async function createWithin(tx: Database, input: Input, actor: Actor | null) {
    await definition.check?.(tx, input, null);
    // Cast: drizzle cannot type `values` of a generic table; columnsOf answers InferInsertModel<T>, the table's exact insert type.
    const [inserted] = (await tx
      .insert(anyTable)
      .values((await columnsOf(tx, input, null)) as never)
      .returning()) as Row<T>[];
    const row = await settle(tx, null, inserted!);
    if (actor)
      await recordAudit(tx, actor, {
        action: "create",
        entity: entity.name,
        entityId: row!.id as string,
        summary: summary(row!),
        changes: snapshotOf(row!),
      });
    return row!;
  }

  async function updateWithin(tx: Database, id: string, input: Input, actor: Actor | null) {
    const before = await lock(tx, id);
    if (!before) return null;
    await definition.check?.(tx, input, before);
    const values = { ...(await columnsOf(tx, input, before)), updated_at: new Date() };
    // Cast: as for the insert above — the table's own insert columns plus updated_at.
    const [updated] = (await tx
      .update(anyTable)
      .set(values as never)
      .where(eq(anyTable.id, id))
      .returning()) as Row<T>[];
    const row = await settle(tx, before, updated!);
    if (actor)
      await recordAudit(tx, actor, {
        action: "update",
        entity: entity.name,
        entityId: id,
        summary: summary(row!),
        changes: changedFields(before, row!),
      });
    return row!;
  }

  const remove = async (db: Database, id: string, actor: Actor = SYSTEM_ACTOR, options?: DeleteOptions) => {
    let deleted: Row<T> | null = null;
    const result = await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row) return null;
      const outcome = definition.beforeDelete
        ? await definition.beforeDelete(tx, row, options as DeleteOptions)
        : { result: true as Deleted };
      await tx.delete(anyTable).where(eq(anyTable.id, id));
      await definition.afterWrite?.(tx, row, null);
      await recordAudit(tx, actor, {
        action: "delete",
        entity: entity.name,
        entityId: id,
        summary: summary(row),
        changes: { ...snapshotOf(row), ...outcome.changes },
      });
      deleted = row;
      return outcome.result;
    });
    if (deleted) definition.afterCommit?.(deleted, "deleted");
    return result;
  };

  return {
    definition,
    remove,
    removed: async (db, id, actor, options) => (await remove(db, id, actor, options)) !== null,
    createWithin,
    updateWithin,
    create: async (db, input, actor = SYSTEM_ACTOR) => {
      const row = await db.transaction((tx) => createWithin(tx, input, actor));
      definition.afterCommit?.(row, "created");
      return row;
    },
    update: async (db, id, input, actor = SYSTEM_ACTOR) => {
      const row = await db.transaction((tx) => updateWithin(tx, id, input, actor));
      if (row) definition.afterCommit?.(row, "updated");
      return row;
    },
  };
}

/** Any entity's writes, as the admin action and the API's CRUD operations hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds writes of every input type
export type AnyAuditedWrites = AuditedWrites<EntityTable, any, any, unknown>;
