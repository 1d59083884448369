// The docs a newcomer reads: links that lead somewhere, one table per benchmark, decision records that say when and
// whether they stand.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const markdownFiles = [
  "README.md",
  "BENCHMARKS.md",
  ...fs
    .readdirSync("docs", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

/** Relative link targets of a Markdown file, without their `#anchor`, skipping code spans and fenced blocks. */
function relativeLinks(file: string): string[] {
  const text = fs
    .readFileSync(file, "utf8")
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split("#")[0])
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target));
}

describe("docs", () => {
  it("every relative link in README.md, BENCHMARKS.md and docs/ points at a file of the repository", () => {
    const broken = markdownFiles.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !fs.existsSync(path.join(path.dirname(file), decodeURIComponent(target))))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("BENCHMARKS.md holds one section per benchmark", () => {
    const headings = fs
      .readFileSync("BENCHMARKS.md", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("## "));
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
  });

  it("every decision record has a date and a status, and is listed in the index with the same status", () => {
    const index = fs.readFileSync("docs/decisions/README.md", "utf8");
    const records = fs.readdirSync("docs/decisions").filter((file) => /^\d{3}-.*\.md$/.test(file));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const text = fs.readFileSync(path.join("docs/decisions", record), "utf8");
      const number = record.slice(0, 3);
      expect(text, record).toMatch(new RegExp(`^# ${number}\\b`));
      expect(text, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}\s*$/m);
      const status = text.match(/^Status: (.+?)\s*$/m)?.[1];
      expect(status, record).toMatch(/^(accepted|superseded by|amended by)/);
      const row = index.split("\n").find((line) => line.startsWith(`| [${number}](${record})`));
      expect(row, `${record} is not in docs/decisions/README.md`).toBeDefined();
      expect(row?.split("|").at(-2)?.trim(), record).toMatch(/^(accepted|superseded by)/);
    }
  });
});
