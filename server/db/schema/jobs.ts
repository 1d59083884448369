import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Durable background jobs (server/jobs/): a ratings recomputation after a late correction, a lineup reveal at its
 * deadline, a notification. One row per job; a worker on any instance claims a due one with `FOR UPDATE SKIP LOCKED`
 * and holds it by a lease (`locked_until`), so a crashed worker's job is taken again once its lease runs out.
 * `key` coalesces: at most one queued job per (kind, key), and never two running at once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(10),
    /** What the handler saved so far: a resumed job starts from here. */
    progress: jsonb("progress"),
    locked_by: text("locked_by"),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_queued_key_idx").on(t.kind, t.key).where(sql`state = 'queued'`),
    index("jobs_due_idx").on(t.run_at, t.id).where(sql`state in ('queued', 'running')`),
    index("jobs_kind_key_idx").on(t.kind, t.key, t.state),
  ],
);
