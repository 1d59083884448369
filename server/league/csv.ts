// CSV through the maintained node-csv pair: `csv-parse` reads RFC 4180 (fields quoted with `"` when they hold a
// comma, a quote or a line break; quotes doubled inside quotes; CRLF or LF between records — a lone CR only in a
// file with no LF at all, as classic Mac OS wrote them: elsewhere it is a character of its field), and
// `csv-stringify` writes it with OWASP's formula guard (`escape_formulas`).
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`Unterminated quoted field starting on line ${line}`);
    this.line = line;
    this.name = "CsvSyntaxError";
  }
}

/** Records as arrays of fields. A UTF-8 byte order mark and a final line break are ignored; empty lines are skipped. */
export function parseCsv(text: string): string[][] {
  try {
    // csv-parse reads UTF-8 bytes, where a lone surrogate becomes U+FFFD (a character the form takes): it becomes a
    // NUL first, so its cell is refused exactly as the form refuses the surrogate (validation.controlCharacters).
    return parse(text.isWellFormed() ? text : text.replace(LONE_SURROGATE, "\u0000"), {
      bom: true,
      record_delimiter: text.includes("\n") ? ["\r\n", "\n"] : ["\r"],
      relax_column_count: true,
      // A quote inside an unquoted field is a character of it (only a field's first character opens a quote).
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(quoteLine(text, error));
    throw error;
  }
}

/** The line where the quoted field that never closed begins: the parser reports where it stopped looking. */
function quoteLine(text: string, error: CsvError): number {
  const stoppedAt = Number((error as CsvError & { lines?: number }).lines ?? 1);
  const lines = text.split(/\r\n|\n|\r/);
  for (let line = Math.min(stoppedAt, lines.length); line >= 1; line--) {
    const quotes =
      lines
        .slice(0, line - 1)
        .join("\n")
        .split('"').length - 1;
    if (quotes % 2 === 0 && /(^|,)"/.test(lines[line - 1]!)) return line;
  }
  return stoppedAt;
}

/** CRLF-separated records, as RFC 4180 writes them, ending with a line break; formula-like text cells guarded. */
export function writeCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return stringify(rows as unknown[][], {
    // Spreadsheets run cells that start with = + - @ tab or CR (and their full-width forms) as formulas: such text
    // cells get a leading apostrophe (numbers are numbers: -1 stays -1).
    escape_formulas: true,
    record_delimiter: "\r\n",
    // Surrounding spaces survive a spreadsheet only inside quotes.
    quoted_match: /^\s|\s$/,
  });
}

const GUARDED = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Undoes the exporter's formula guard, so an exported file imports unchanged. */
export const unguardCell = (value: string) => (GUARDED.test(value) ? value.slice(1) : value);
