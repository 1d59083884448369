// The one write path of every entity: transaction → locks in the one order → the entity's checks → write → audit
// entry, retried on a deadlock or serialization failure. The admin action, the API and the CSV import all call these,
// so a check added to an entity holds everywhere. The concurrency model is written down in docs/operations.md.
import { asc, eq, inArray, sql, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { EntityDefinition } from "../../../app/lib/entities/define-entity.ts";
import type { EntityName } from "../../../app/lib/entities/registry.ts";
import type { Database } from "../../db/client.server.ts";
import { bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { logger } from "../../logger.server.ts";
import { changedFields, recordAudit, snapshotOf, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { RATINGS_REPLAY_LOCK } from "../results/ratings.server.ts";

type Id = string | null | undefined;

/**
 * What a write concerns, declared by its entity (`lockScope`) or its caller, so that every lock it needs is taken up
 * front by `lockInOrder`, never by entity code on the way.
 */
export interface LockScope {
  /** Tournaments whose card the write may change (advancement rewrites any team match of its tournament): shared. */
  tournaments?: readonly Id[];
  /** Tournaments whose own row (or whole card, as fixture generation) the write replaces: exclusive. */
  tournamentRows?: readonly Id[];
  /** Team matches the write concerns; their tournaments are locked with them. */
  teamMatches?: readonly Id[];
  /** Bouts the write changes. */
  bouts?: readonly Id[];
  /** The write may replay ratings (a result recorded, changed or removed; a starting rating; a moved date). */
  ratings?: boolean;
}

/** A named team match changed tournament between reading the scope and locking it: the write starts again. */
class ScopeMoved extends Error {
  readonly code = "40001";
}

const sorted = (ids: readonly Id[] | undefined) =>
  [...new Set((ids ?? []).filter((id): id is string => Boolean(id)))].sort();

/**
 * THE lock order — the one place it is written, for every write that touches results:
 *   1. the tournaments (named, or those of the named team matches), by id: shared (FOR SHARE), or exclusive
 *      (FOR UPDATE) where the write changes the tournament's own row or replaces its card;
 *   2. every team match of those tournaments, by id (FOR UPDATE): advancement may rewrite any slot of its tournament,
 *      so two writes in one tournament take turns here;
 *   3. the bouts, by id (FOR UPDATE);
 *   4. the ratings (advisory lock 727002, the one ratings.server.ts's replay takes), last.
 * A transaction that takes its locks in this order, before its first write, cannot deadlock with another that does;
 * rows written afterwards (the team match's score and the season totals its triggers keep, athletes' records and
 * ratings) are only written by transactions that hold these locks. Every lock lasts until the transaction ends. The
 * triggers that count a team match's score read its bouts after the team match is locked, so under READ COMMITTED
 * they see every bout write committed before (migration 0010's counts once missed a concurrent delete).
 * On PGlite (one connection) the locks are taken and never wait.
 */
export async function lockInOrder(tx: Database, scope: LockScope): Promise<void> {
  const named = sorted(scope.teamMatches);
  const placed = named.length
    ? await tx
        .select({ id: teamMatches.id, tournament: teamMatches.tournament_id })
        .from(teamMatches)
        .where(inArray(teamMatches.id, named))
    : [];
  const exclusive = new Set(sorted(scope.tournamentRows));
  const tournamentIds = sorted([...(scope.tournaments ?? []), ...exclusive, ...placed.map((row) => row.tournament)]);
  for (const id of tournamentIds)
    await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for(exclusive.has(id) ? "update" : "share");
  if (tournamentIds.length > 0) {
    const locked = await tx
      .select({ id: teamMatches.id })
      .from(teamMatches)
      .where(inArray(teamMatches.tournament_id, tournamentIds))
      .orderBy(asc(teamMatches.id))
      .for("update");
    const held = new Set(locked.map((row) => row.id));
    if (placed.some((row) => !held.has(row.id))) throw new ScopeMoved("a team match moved to another tournament");
  }
  const boutIds = sorted(scope.bouts);
  if (boutIds.length > 0)
    await tx
      .select({ id: bouts.id })
      .from(bouts)
      .where(inArray(bouts.id, boutIds))
      .orderBy(asc(bouts.id))
      .for("update");
  if (scope.ratings) await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_REPLAY_LOCK})`);
}

/** Retries of a write that lost a deadlock or a serialization race, then 503 (`WriteContended`). */
const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(["40P01", "40001"]);

/** A write that kept losing races after every retry: the API and the admin answer 503 with `Retry-After`. */
export class WriteContended extends Error {
  readonly retryAfterSeconds = 1;
  constructor(cause: unknown) {
    super("write contended: retries exhausted", { cause });
    this.name = "WriteContended";
  }
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A write's transaction, retried when PostgreSQL chose it as a deadlock's victim (40P01) or a serialization failure
 * (40001): rolled back whole, so running it again is safe. Up to five attempts with jittered exponential backoff
 * (10–20, 20–40, 40–80, 80–160 ms), then `WriteContended`.
 */
export async function writeTransaction<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new WriteContended(error);
      logger.warn({ code, attempt }, "write retried after a lock conflict");
      const base = 10 * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, base + Math.random() * base));
    }
  }
}

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
  /**
   * Which tournament, team matches and bouts a write concerns, and whether it may replay ratings: `before` is the row
   * as it stands (read without a lock) on update and delete, null on create; `input` is null on delete. The audited
   * path locks them in the one order (`lockInOrder`) before the row itself and before any check.
   */
  lockScope?(input: Input | null, before: Row<T> | null): LockScope;
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
  /** Before several `*Within` writes in one transaction (a CSV import): the locks of them all, taken at once in order. */
  lockRows(tx: Database, rows: readonly { id: string | null; input: Input }[]): Promise<void>;
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
  const read = async (tx: Database, id: string) =>
    ((await tx.select().from(anyTable).where(eq(anyTable.id, id))) as Row<T>[])[0] ?? null;
  const scopeOf = (input: Input | null, row: Row<T> | null) => JSON.stringify(definition.lockScope?.(input, row) ?? {});
  /**
   * Every lock of the write, in the one order: what the entity declares for the row as it stands, then the row itself
   * (answered as locked; null when there is none). Were the row moved in between, its scope would differ: start again.
   */
  async function lockFor(tx: Database, input: Input | null, id: string | null) {
    const current = id === null ? null : await read(tx, id);
    if (id !== null && !current) return null;
    if (definition.lockScope) await lockInOrder(tx, definition.lockScope(input, current));
    if (id === null) return null;
    const before = ((await tx.select().from(anyTable).where(eq(anyTable.id, id)).for("update")) as Row<T>[])[0] ?? null;
    if (before && definition.lockScope && scopeOf(input, before) !== scopeOf(input, current))
      throw new ScopeMoved("the row moved while its locks were taken");
    return before;
  }

  async function createWithin(tx: Database, input: Input, actor: Actor | null) {
    await lockFor(tx, input, null);
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
    const before = await lockFor(tx, input, id);
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
    const result = await writeTransaction(db, async (tx) => {
      deleted = null;
      const row = await lockFor(tx, null, id);
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

  async function lockRows(tx: Database, rows: readonly { id: string | null; input: Input }[]) {
    if (!definition.lockScope) return;
    const scopes: LockScope[] = [];
    for (const row of rows) scopes.push(definition.lockScope(row.input, row.id ? await read(tx, row.id) : null));
    await lockInOrder(tx, {
      tournaments: scopes.flatMap((scope) => scope.tournaments ?? []),
      tournamentRows: scopes.flatMap((scope) => scope.tournamentRows ?? []),
      teamMatches: scopes.flatMap((scope) => scope.teamMatches ?? []),
      bouts: scopes.flatMap((scope) => scope.bouts ?? []),
      ratings: scopes.some((scope) => scope.ratings),
    });
  }

  return {
    definition,
    lockRows,
    remove,
    removed: async (db, id, actor, options) => (await remove(db, id, actor, options)) !== null,
    createWithin,
    updateWithin,
    create: async (db, input, actor = SYSTEM_ACTOR) => {
      const row = await writeTransaction(db, (tx) => createWithin(tx, input, actor));
      definition.afterCommit?.(row, "created");
      return row;
    },
    update: async (db, id, input, actor = SYSTEM_ACTOR) => {
      const row = await writeTransaction(db, (tx) => updateWithin(tx, id, input, actor));
      if (row) definition.afterCommit?.(row, "updated");
      return row;
    },
  };
}

/** Any entity's writes, as the admin action and the API's CRUD operations hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds writes of every input type
export type AnyAuditedWrites = AuditedWrites<EntityTable, any, any, unknown>;
