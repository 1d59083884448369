// What the admin's CSV check answers, shared by the server that makes it and the tab that shows it.
import type { CsvKind } from "./registry";

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;

export interface CsvRowReport {
  /** Line number of the record's first line in the file (the header is line 1). */
  line: number;
  action: "create" | "update";
  cells: Record<string, string>;
  /** Column → i18n key. */
  errors: Record<string, string>;
}

export interface CsvReport {
  kind: CsvKind;
  /** A problem with the whole file (i18n key), e.g. a missing column; then `rows` is empty. */
  fileError: string | null;
  fileErrorDetail?: string;
  rows: CsvRowReport[];
  valid: number;
  invalid: number;
}
