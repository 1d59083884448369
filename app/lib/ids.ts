import { z } from "zod";

/** Record ids are uuids (RFC 9562). The API's path parameters, the pages and CSV files all check them here. */
export const IdSchema = z.uuid();

/** Anything else names no record and must not reach the database (it would throw, not miss). */
export function isId(value: unknown): value is string {
  return IdSchema.safeParse(value).success;
}
