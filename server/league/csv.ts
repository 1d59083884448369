// A small RFC 4180 reader and writer: comma-separated, fields quoted with `"` when they hold a comma,
// a quote or a line break, quotes doubled inside quotes, CRLF or LF between records (CR alone only in a file
// with no LF at all, as classic Mac OS wrote them: elsewhere a lone CR is a character of its field).

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
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const crEndsLines = !input.includes("\n");
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
    field = "";
  };
  while (i < input.length) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === "\n") line += 1;
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || (char === "\r" && (crEndsLines || input[i + 1] === "\n"))) {
      if (char === "\r" && input[i + 1] === "\n") i += 1;
      endRecord();
      line += 1;
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

// Spreadsheets run cells that start with these as formulas: exported text gets a leading apostrophe.
const FORMULA_START = /^[=+@\t\r]/;

function quote(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CRLF-separated records, as RFC 4180 writes them, ending with a line break. */
export function writeCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return (
    rows
      .map((row) =>
        row
          .map((value) =>
            value === null || value === undefined ? "" : typeof value === "number" ? String(value) : quote(value),
          )
          .join(","),
      )
      .join("\r\n") + "\r\n"
  );
}

/** Undoes the exporter's formula guard, so an exported file imports unchanged. */
export const unguardCell = (value: string) => (/^'[=+@\t\r]/.test(value) ? value.slice(1) : value);
