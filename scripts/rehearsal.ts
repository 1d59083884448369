// npm run rehearsal: plays a whole fight night through the real UI in Chromium and checks every fan against the server
// (e2e/rehearsal/*). Options: --factor N (round clock speed-up, 1 = the mat's pace), --database-url URL (two instances
// on PostgreSQL; default E2E_DATABASE_URL or DATABASE_URL, none = one instance on PGlite), --shots DIR, --demo.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values } = parseArgs({
  options: {
    factor: { type: "string", default: "20" },
    "database-url": { type: "string", default: process.env.E2E_DATABASE_URL || process.env.DATABASE_URL || "" },
    shots: { type: "string" },
    demo: { type: "boolean", default: false },
  },
});
const factor = Number(values.factor);
if (!Number.isFinite(factor) || factor < 1) {
  console.error("--factor must be a number ≥ 1 (1 = the mat's pace)");
  process.exit(2);
}
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.error(`No build in ${buildDir}/: run npm run build first.`);
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const shotsDir = path.resolve(values.shots ?? path.join(os.tmpdir(), `league-rehearsal-${stamp}`));
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

// The harness reads the PostgreSQL server from E2E_DATABASE_URL when it loads.
process.env.E2E_DATABASE_URL = values["database-url"];
const { startStage } = await import("../e2e/rehearsal/harness.ts");
const { playNight } = await import("../e2e/rehearsal/night.ts");
console.log(
  `Rehearsal: round clock ×${factor}, ${values["database-url"] ? "two instances on PostgreSQL" : "one instance on PGlite"}; screenshots in ${shotsDir}`,
);
const stage = await startStage({ clockFactor: factor, seedDemo: values.demo });
const browser = await chromium.launch(
  fs.existsSync(SYSTEM_CHROMIUM)
    ? {
        executablePath: SYSTEM_CHROMIUM,
        args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
      }
    : {},
);
let failed = true;
try {
  const report = await playNight({
    browser,
    stage,
    shotsDir,
    label: stamp.slice(11, 19),
    log: (line) => console.log(line),
  });
  console.log(`\nScreenshots: ${report.shotsDir}`);
  if (report.problems.length) {
    console.log(`\n${report.problems.length} problem(s), grouped (count × first seen):`);
    for (const text of report.summary) console.log(`  - ${text}`);
  }
  failed = report.problems.length > 0;
} finally {
  await browser.close();
  await stage.stop();
}
process.exit(failed ? 1 : 0);
