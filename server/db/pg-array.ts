import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// A whole column of values as one statement parameter: `unnest(${pgArray(ids)}::uuid[], …)` inserts or updates
// thousands of rows per statement on both engines (drizzle would otherwise expand a JS array into one parameter per
// element, and PostgreSQL allows 65,535 of those).

/** The PostgreSQL array literal of these values; every element quoted, so text with commas or quotes is safe. */
export function pgArray(values: readonly (string | number | boolean | null | undefined)[]): string {
  let out = "{";
  for (let index = 0; index < values.length; index++) {
    if (index > 0) out += ",";
    const value = values[index];
    if (value === null || value === undefined) out += "NULL";
    else if (typeof value === "number" || typeof value === "boolean") out += String(value);
    else out += `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  }
  return out + "}";
}

/**
 * `column = any($1::uuid[])`: drizzle's `inArray` writes one parameter per id, so each list length is another
 * statement text, prepared and planned anew; this is one text whatever the length (prepared once per connection).
 */
export function inUuids(column: AnyColumn | SQL, ids: Iterable<string>): SQL {
  return sql`${column} = any(${pgArray([...ids])}::uuid[])`;
}
