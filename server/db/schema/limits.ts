import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters (e.g. uploads per user), kept in the database so every app instance
 * counts against the same limit. One row per key; a window that has ended is restarted in place.
 */
export const request_counters = pgTable("request_counters", {
  key: text("key").primaryKey(),
  window_start: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  count: integer("count").notNull().default(0),
});
