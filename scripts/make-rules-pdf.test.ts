import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildRulesPdf } from "./make-rules-pdf.ts";

describe("league default rules PDF", () => {
  const pdf = buildRulesPdf();
  const text = pdf.toString("latin1");

  it("is the file that ships in public/docs", () => {
    expect(fs.readFileSync("public/docs/league-rules.pdf").equals(pdf)).toBe(true);
  });

  it("has a cross-reference table whose offsets point at its objects", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n<< `)).toBe(true));
    const length = Number(text.match(/<< \/Length (\d+) >>\nstream\n/)![1]);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(start + length, start + length + 10)).toBe("\nendstream");
  });

  it("states the league's rules", () => {
    for (const phrase of [
      "3 rounds of 5 minutes",
      "Takedown: +2 points \\(first 2 minutes only\\)",
      "Guard pass: +3 points",
      "Mount or back control: +4 points",
      "Stalling: -1 point",
      "Unsportsmanlike conduct: immediate disqualification",
      "Medical clearance required",
      "best-of-three",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});
