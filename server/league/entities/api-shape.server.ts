// How an entity's rows look in the API: shapes derived from its table, and the texts its operations share.
import { z } from "zod";

/** Timestamps travel as ISO 8601 instants; drizzle-zod would describe them as dates JSON cannot hold. */
export const instant = () => z.iso.datetime({ offset: true });

/** Bookkeeping columns the API leaves out of a row (`.omit(BOOKKEEPING)` on a drizzle-zod schema). */
export const BOOKKEEPING = { created_at: true, updated_at: true } as const;

/**
 * Drops bookkeeping columns from a stored row: the API shows the spec's fields (not the timestamps, nor an athlete's
 * `search_key`, which the database derives for searching).
 */
export function withoutTimestamps<T extends object>(row: T): Omit<T, "created_at" | "updated_at" | "search_key"> {
  const {
    created_at: _created,
    updated_at: _updated,
    search_key: _searchKey,
    ...rest
  } = row as T & { created_at?: unknown; updated_at?: unknown; search_key?: unknown };
  return rest;
}

/** The API texts athletes, teams and sponsors share: "As stored.", "No team with this id.", "Team not found". */
export const plainApiTexts = (label: string) => ({
  stored: "As stored.",
  notFound: `No ${label} with this id.`,
  updateNotFound: "Not found.",
  missing: `${label.charAt(0).toUpperCase()}${label.slice(1)} not found`,
});
