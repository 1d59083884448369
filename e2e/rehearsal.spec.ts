// The compressed rehearsal of a whole fight night (e2e/rehearsal/*): two instances on PostgreSQL when
// E2E_DATABASE_URL (or DATABASE_URL) is set, one on PGlite otherwise; round clock ×20 (a 5:00 round in 15 s).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startStage, type Stage } from "./rehearsal/harness";
import { playNight } from "./rehearsal/night";

const FACTOR = 20;
let stage: Stage | undefined;

test.afterAll(async () => {
  await stage?.stop();
});

test(`a fight night scored through the consoles shows every fan the server's state (round clock ×${FACTOR})`, async ({ browser }, testInfo) => {
  test.setTimeout(900_000);
  stage = await startStage({ clockFactor: FACTOR });
  const shotsDir = testInfo.outputPath("rehearsal");
  const report = await playNight({ browser, stage, shotsDir, label: String(process.pid) });
  const timeline = report.timeline.join("\n");
  fs.writeFileSync(path.join(shotsDir, "timeline.txt"), timeline);
  await testInfo.attach("timeline", { body: timeline, contentType: "text/plain" });
  console.log(`rehearsal on ${stage.engine}: ${report.timeline.length} timeline lines, screenshots in ${shotsDir}`);
  expect(report.summary, timeline).toEqual([]);
});
