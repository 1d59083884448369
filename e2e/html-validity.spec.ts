// Every public page type, in English and Russian, is valid HTML by the W3C Nu HTML Checker (vnu-jar, run with Java).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { firstLink } from "./sharing-head";
import { tournamentPath } from "./tournament-paths";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every public page type is valid HTML in both languages (Nu HTML Checker: 0 errors)", async ({
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const finished = await tournamentPath(request, "Season Opener: Steppe Clash");
  const live = await firstLink(request, "/live", /href="(\/tournament\/[0-9a-f-]{36})"/);
  const athletesHtml = await (await request.get("/athletes")).text();
  const [athleteA, athleteB] = [
    ...new Set([...athletesHtml.matchAll(/href="\/athlete\/([0-9a-f-]{36})"/g)].map((match) => match[1])),
  ];
  const team = await firstLink(request, "/teams", /href="(\/team\/[0-9a-f-]{36})"/);
  const article = await firstLink(request, "/news", /href="(\/news\/[0-9a-f-]{36})"/);
  const pages: [string, number][] = [
    ["/", 200],
    ["/events", 200],
    [finished, 200],
    [live, 200],
    ["/athletes", 200],
    [`/athlete/${athleteA}`, 200],
    [`/athlete/${athleteA}?fights=1`, 200],
    [`/athletes/compare?a=${athleteA}&b=${athleteB}`, 200],
    ["/analytics", 200],
    ["/teams", 200],
    [team, 200],
    ["/ratings", 200],
    ["/ratings/calibration", 200],
    ["/rules", 200],
    ["/news", 200],
    [article, 200],
    ["/live", 200],
    ["/auth", 200],
    ["/no-such-page", 404],
  ];
  const dir = testInfo.outputPath("html");
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const [pagePath, status] of pages) {
    for (const localized of [pagePath, pagePath === "/" ? "/ru" : `/ru${pagePath}`]) {
      const response = await request.get(localized);
      expect(response.status(), localized).toBe(status);
      const file = path.join(dir, `${files.size}${localized.replace(/[^a-z0-9]+/gi, "_")}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(`file:${file}`, localized);
    }
  }
  expect(files.size).toBe(pages.length * 2);

  // One JVM for all the pages (starting Java costs seconds). vnu exits 1 when it reports errors; the JSON says which.
  const run = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--format", "json", "--stdout", ...[...files.keys()].map((url) => url.slice(5))],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string; code?: unknown }) => {
    if (!error.stdout)
      throw new Error(`vnu did not run (is Java 17+ installed?): ${String(error.code)} ${error.stderr ?? ""}`);
    return { stdout: error.stdout };
  });
  const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${files.get(message.url ?? "") ?? message.url} line ${message.lastLine}: ${message.message} — ${message.extract?.trim().slice(0, 120)}`,
    );
  expect(errors).toEqual([]);
});
