// Number fields for the admin forms and CSV rows: inputs arrive as strings ("" for nothing) or numbers.
import { z } from "zod";

const blank = (value: unknown) =>
  value === "" || value === null || value === undefined || (typeof value === "string" && value.trim() === "");
const toNumber = (value: unknown) => (typeof value === "string" ? Number(value.trim().replace(",", ".")) : value);

// Each builder also has a `.default`, so the JSON Schema (OpenAPI) says truthfully that the field may be left out.

/** A whole number in [min, max]; empty means `fallback`. */
export function wholeNumber(min: number, max: number, message: string, fallback = 0) {
  return z
    .preprocess(
      (value) => (blank(value) ? fallback : toNumber(value)),
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    )
    .default(fallback);
}

/** A whole number in [min, max], or null when left empty. */
export function optionalWholeNumber(min: number, max: number, message: string) {
  return z
    .preprocess(
      (value) => (blank(value) ? null : toNumber(value)),
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message })
        .nullable(),
    )
    .default(null);
}

/** A decimal in [min, max], or null when left empty. */
export function optionalDecimal(min: number, max: number, message: string) {
  return z
    .preprocess(
      (value) => (blank(value) ? null : toNumber(value)),
      z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
    )
    .default(null);
}
