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
    .map((match) => (match[1] ?? "").split("#")[0] ?? "")
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
    const problems = records.flatMap((record) => {
      const text = fs.readFileSync(path.join("docs/decisions", record), "utf8");
      const number = record.slice(0, 3);
      const status = text.match(/^Status: (.+?)\s*$/m)?.[1] ?? "";
      const row = index.split("\n").find((line) => line.startsWith(`| [${number}](${record})`));
      return [
        !new RegExp(`^# ${number}\\b`).test(text) && `${record}: the title does not start with "# ${number}"`,
        !/^Date: \d{4}-\d{2}-\d{2}\s*$/m.test(text) && `${record}: no "Date: YYYY-MM-DD" line`,
        !/^(accepted|superseded by|amended by)/.test(status) && `${record}: no "Status:" accepted or superseded by`,
        !row && `${record}: not listed in docs/decisions/README.md`,
        row &&
          !/^(accepted|superseded by)/.test(row.split("|").at(-2)?.trim() ?? "") &&
          `${record}: no status in the index`,
      ].filter((problem) => typeof problem === "string");
    });
    expect(records.length).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });

  it("the README's quick start says how PORT and DATA_DIR are set, that the admin command needs the server's DATA_DIR, and how its pictures are retaken", () => {
    const quickStart = fs.readFileSync("README.md", "utf8").split("## Quick start")[1]!.split("\n## ")[0]!;
    expect(quickStart).toContain("`PORT=8080 DATA_DIR=/srv/league npm start`");
    expect(quickStart).toContain("give it the same `DATA_DIR` (or `DATABASE_URL`) the server runs with");
    expect(quickStart).toContain("DATA_DIR=/srv/league npm run admin -- add");
    expect(quickStart).toContain("`npm run screenshots -- --docs`");
  });

  it("npm test provides its own browser before Playwright runs, and .ci/run installs none of its own", () => {
    const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts["test:e2e"]).toMatch(/npm run build && node scripts\/browser\.ts && playwright test$/);
    expect(scripts.screenshots).toContain("node scripts/screenshots.ts");
    const ci = fs.readFileSync(".ci/run", "utf8");
    expect(ci).not.toMatch(/chromium/i);
    expect(ci).toMatch(/\nnpm test\n?$/);
  });
});
