// The audit log: who changed what and when. Every admin write calls `recordAudit` with its own
// transaction, so an entry exists exactly when the change was committed.
import { desc, sql } from "drizzle-orm";
import type { EntityName } from "../../app/lib/entities/registry.ts";
import type { Database } from "../db/client.server.ts";
import { auditLog } from "../db/schema.ts";
import { paginate } from "./paginate.ts";

/** Who made a change: the signed-in admin, or the system (seed, scripts, tests). */
export interface Actor {
  id: string | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: "system" };

export const AUDIT_ACTIONS = ["create", "update", "delete", "import", "reorder"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = EntityName;

export type FieldChange = { from: unknown; to: unknown };

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  /** A human label: the record's title or name, or a count for imports. */
  summary: string;
  changes?: Record<string, unknown> | null;
}

export async function recordAudit(tx: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: actor.id,
    user_email: actor.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    summary: entry.summary.slice(0, 300),
    changes: entry.changes ?? null,
  });
}

const IGNORED = new Set(["id", "created_at", "updated_at"]);

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The columns an update changed, old and new value each (bookkeeping columns left out). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, next] of Object.entries(after)) {
    if (IGNORED.has(key)) continue;
    const from = comparable(before[key]);
    const to = comparable(next);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/** A row as the log keeps it on create or delete: every column but the bookkeeping ones. */
export function snapshotOf(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!IGNORED.has(key)) out[key] = comparable(value);
  return out;
}

export const AUDIT_PAGE_SIZE = 25;

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, one page at a time (a page past the end clamps to the last). */
export async function listAudit(db: Database, options: { page?: number; pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? AUDIT_PAGE_SIZE;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(auditLog)) as [{ total: number }];
  const { page, pageCount, offset } = paginate(total, options.page, pageSize);
  const items: AuditRow[] = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset(offset);
  return { items, total, page, pageCount };
}
