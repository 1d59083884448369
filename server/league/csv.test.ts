import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv, unguardCell, writeCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("reads plain records with CRLF or LF, skipping blank lines and a byte order mark", () => {
    expect(parseCsv("\uFEFFa,b,c\r\n1,2,3\n\n4,,6\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
      ["4", "", "6"],
    ]);
  });

  it("ends lines at a lone CR only in a file without LF (classic Mac OS); elsewhere the CR belongs to its field", () => {
    expect(parseCsv("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\n\rName,2\r\n")).toEqual([
      ["a", "b"],
      ["\rName", "2"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('name,bio\r\n"Doe, Jane","She said ""tap"".\nTwice."\r\n')).toEqual([
      ["name", "bio"],
      ["Doe, Jane", 'She said "tap".\nTwice.'],
    ]);
  });

  it("keeps empty trailing fields and a last record without a line break", () => {
    expect(parseCsv("a,b,\n1,2,")).toEqual([
      ["a", "b", ""],
      ["1", "2", ""],
    ]);
  });

  it("rejects an unterminated quote, naming its line", () => {
    expect(() => parseCsv('a\n"open\nstill')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open\nstill')).toThrow("line 2");
  });
});

describe("writeCsv", () => {
  it("quotes only what needs quoting and round-trips through the parser", () => {
    const rows = [
      ["name", "count", "note"],
      ["Plain", 3, null],
      ["Comma, inside", 0, 'Quote " and\r\nbreak'],
      ["Кириллица", -1, " padded "],
    ];
    const text = writeCsv(rows);
    expect(text.split("\r\n")[1]).toBe("Plain,3,");
    expect(parseCsv(text)).toEqual(rows.map((row) => row.map((value) => (value === null ? "" : String(value)))));
  });

  it("guards text cells a spreadsheet would run as formulas (OWASP: = + - @ tab CR), and the guard comes off on import", () => {
    const cells = ["=HYPERLINK(1)", "+1", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tTab", "\rCR", "\uFF1D1", "Plain"];
    const text = writeCsv([[...cells, -5]]);
    expect(text).toBe(
      "'=HYPERLINK(1),'+1,'-2+3+cmd|' /C calc'!A0,'@SUM(A1),\"'\tTab\",\"'\rCR\",'\uFF1D1,Plain,-5\r\n",
    );
    expect(parseCsv(text)[0]!.map(unguardCell)).toEqual([...cells, "-5"]);
  });
});
