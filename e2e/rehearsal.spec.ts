// The compressed rehearsal of a whole fight night (e2e/rehearsal/*): two instances on PostgreSQL when
// E2E_DATABASE_URL (or DATABASE_URL) is set, one on PGlite otherwise; round clock ×20 (a 5:00 round in 15 s).
import { expect, test } from "./fixtures";
import { startStage, type Stage } from "./rehearsal/harness";
import { playNight } from "./rehearsal/night";

const FACTOR = 20;
let stage: Stage | undefined;

test.afterAll(async () => {
  await stage?.stop();
});

test(`a fight night scored through the consoles shows every fan the server's state (round clock ×${FACTOR})`, async ({
  browser,
}, testInfo) => {
  // A few minutes on a quiet machine; far more on a busy one (15 min at load 35 on 2 cores).
  test.setTimeout(1_200_000);
  stage = await startStage({ clockFactor: FACTOR });
  const shotsDir = testInfo.outputPath("rehearsal");
  const report = await playNight({
    browser,
    stage,
    shotsDir,
    label: String(process.pid),
    log: (line) => console.log(line),
  });
  const timeline = report.timeline.join("\n");
  await testInfo.attach("timeline", { body: timeline, contentType: "text/plain" });
  console.log(`rehearsal on ${stage.engine}: ${report.timeline.length} timeline lines, screenshots in ${shotsDir}`);
  expect(report.summary, timeline).toEqual([]);
});
