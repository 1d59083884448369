// Fans on /live and on the tournament page over a stretch of a real night, on a server of this spec's own with the round
// clock compressed (LIVE_CLOCK_FACTOR=20: a 5:00 round in 15 s): a whole round watched against the server's clock, a
// result typed through the admin API (not the console) reaching both pages within a second, a decided team match's
// exhibition bout still shown on the mat, and a bout deleted through the admin API leaving both pages within a second. With LIVE_SHOTS_DIR set it saves screenshots (1280 and 390 px, EN and RU).
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { fanPageAt } from "./console-helpers";
import { expect, test } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { boutState, projectedClock, type BoutState } from "./rehearsal/checks";
import { AdminApi, createCard, type Card, type CardBout } from "./rehearsal/harness";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const FACTOR = 20;
/** A fan's clock may trail the server's by a second of real time plus the page's 250 ms tick (rehearsal/checks.ts). */
const CLOCK_TOLERANCE = 1.25 * FACTOR;
const SHOTS = process.env.LIVE_SHOTS_DIR ?? "";
let own: OwnTestServer;
let api: AdminApi;
let card: Card;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTestServer("live-results", { LIVE_CLOCK_FACTOR: String(FACTOR) }, 200_000);
  api = new AdminApi(own.url);
  card = await createCard(
    api,
    {
      title: "Bergen Fight Night",
      titleRu: "Бойцовский вечер в Бергене",
      matches: [
        {
          home: "Bergen Bears",
          away: "Lyon Lynx",
          country: ["NOR", "FRA"],
          athletes: [
            ["Ola Hansen", "Hugo Martin"],
            ["Sindre Lie", "Louis Petit"],
            ["Aksel Moe", "Jules Roux"],
          ],
          exhibition: [3],
        },
      ],
    },
    "fans",
  );
});

test.afterAll(async () => {
  await own?.stop();
});

/** A fan in a browser of their own; its console errors and page errors fail the test (as the `page` fixture's do). */
const fanPage = (browser: Browser, problems: string[], path: string, width = 1280) =>
  fanPageAt(browser, own.url, problems, path, width);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The fan's clock (m:ss → seconds) and the moment it was read. */
async function fanClock(page: Page) {
  const { text, at } = await page.evaluate(() => ({
    text: document.querySelector('[data-testid="live-clock"]')?.textContent ?? "",
    at: Date.now(),
  }));
  const [minutes, seconds] = text.split(":").map(Number);
  return { seconds: minutes! * 60 + seconds!, at };
}

const match = () => card.matches[0]!;
const bout = (order: number) => match().bouts[order - 1]!;
const clock = (order: number, action: string) => api.request("POST", `/bouts/${bout(order).id}/clock`, { action });

/** A whole result as the admin's Results tab or `PUT /api/v1/bouts/{id}` takes it: home athlete wins on points. */
const resultOf = (teamMatchId: string, typed: CardBout) => ({
  team_match_id: teamMatchId,
  athlete_a_id: typed.a.id,
  athlete_b_id: typed.b.id,
  weight_class: "lightweight",
  exhibition: false,
  status: "completed",
  winner_id: typed.a.id,
  method: "points",
  technique: null,
  round: 3,
  time_seconds: 300,
  score_a: 6,
  score_b: 2,
  takedowns_landed_a: 1,
  takedowns_attempted_a: 2,
  takedowns_landed_b: 0,
  takedowns_attempted_b: 1,
  control_seconds_a: 45,
  control_seconds_b: 0,
  first_score_seconds_a: 20,
  first_score_seconds_b: 200,
});
const typedResult = (order: number) => resultOf(match().id, bout(order));

test("a fan on /live watches a whole round: the clock keeps to the server's all round, a score lands, the clock stops at 5:00", async ({
  browser,
  consoleProblems,
}) => {
  const fan = await fanPage(browser, consoleProblems, "/live");
  await expect(fan.getByTestId("stream-status")).toHaveText("Live updates on");
  await clock(1, "start");
  const started: BoutState = await boutState(own.url, bout(1).id);
  await expect(fan.getByTestId("live-round")).toHaveText("Round 1");

  // Every second or so over the whole round (15 s of real time at ×20), the fan's clock against the server's.
  const differences: number[] = [];
  let scored = false;
  for (;;) {
    await fan.waitForTimeout(1_000);
    const seen = await fanClock(fan);
    const server = projectedClock(started, seen.at);
    differences.push(seen.seconds - Math.floor(server));
    if (!scored && server >= 150) {
      // A takedown logged at the server's clock half way through: the fan sees the total within a second.
      const now = Math.floor(projectedClock(await boutState(own.url, bout(1).id)));
      await api.request("POST", `/bouts/${bout(1).id}/events`, {
        athlete_id: bout(1).a.id,
        kind: "guard_pass",
        round: 1,
        clock_seconds: now,
        idempotency_key: crypto.randomUUID(),
      });
      await expect(fan.getByTestId("athlete-home").getByTestId("total-points")).toHaveText("3", { timeout: 1_000 });
      scored = true;
    }
    if (server >= 300) break;
  }
  expect(scored).toBe(true);
  expect(differences.length).toBeGreaterThanOrEqual(6);
  for (const difference of differences)
    expect(Math.abs(difference), `clock differences ${differences}`).toBeLessThanOrEqual(CLOCK_TOLERANCE);
  // The round's time is up: the clock stands at 5:00 (it never runs past it).
  await expect(fan.getByTestId("live-clock")).toHaveText("5:00");
  await fan.waitForTimeout(1_000);
  await expect(fan.getByTestId("live-clock")).toHaveText("5:00");

  await clock(1, "end_round");
  await expect(fan.getByTestId("live-round")).toHaveText("Round 2");
  await expect(fan.getByTestId("live-clock")).toHaveText("0:00");
  await shot(fan, "live-round2-1280-en");
  await fan.context().close();
});

test("a result typed through the admin API while the event is live reaches /live and the tournament page, pushed (target: within a second)", async ({
  browser,
  consoleProblems,
}) => {
  const fan = await fanPage(browser, consoleProblems, "/live");
  const ru = await fanPage(browser, consoleProblems, `/ru/tournament/${card.tournamentId}`, 390);
  await expect(fan.getByTestId("live-match").getByTestId("bout-stage")).toHaveText(["On the mat", "Up next", "Later"]);
  await expect(ru.getByTestId("tournament-live").getByTestId("team-score")).toHaveText("0–0");
  await expect(fan.getByTestId("stream-status")).toHaveText("Live updates on");
  await expect(ru.getByTestId("stream-status")).toHaveText("Обновления в реальном времени");

  // Pushed, not polled: the write publishes the bout on the live bus, the stream carries its new state, and each page
  // reloads its data (the bout changed status). The target is a second; a busy machine adds to it, so the time is
  // recorded and the bound here is looser.
  await api.request("PUT", `/bouts/${bout(1).id}`, typedResult(1));
  // From the write's answer (it has committed): what the fans wait for after the admin saw it stored.
  const sent = Date.now();
  const arrived = async (check: () => Promise<void>) => {
    await check();
    return Date.now() - sent;
  };
  const [onLive, onTournament] = await Promise.all([
    arrived(() =>
      expect(fan.getByTestId("live-match").getByTestId("bout-stage")).toHaveText(
        [`${bout(1).a.name} won · Points`, "Up next", "Later"],
        { timeout: 5_000 },
      ),
    ),
    arrived(() =>
      expect(ru.getByTestId("tournament-live").getByTestId("team-score")).toHaveText("1–0", { timeout: 5_000 }),
    ),
  ]);
  await expect(fan.getByTestId("team-score")).toHaveText("1–0");
  test.info().annotations.push({
    type: "admin API result → fans",
    description: `/live ${onLive} ms, tournament page ${onTournament} ms (target 1,000 ms)`,
  });
  console.log(`admin API result → fans: /live ${onLive} ms, tournament page ${onTournament} ms`);
  await shot(fan, "live-after-typed-result-1280-en");
  await shot(ru, "tournament-after-typed-result-390-ru");
  await fan.context().close();
  await ru.context().close();
});

test("a decided team match's exhibition bout is on the mat for fans: /live and the tournament page show it, 2–0", async ({
  browser,
  consoleProblems,
}) => {
  // Bout 2 typed as a result too: 2–0, the match is decided (completed); bout 3 is the exhibition.
  await api.request("PUT", `/bouts/${bout(2).id}`, typedResult(2));
  const fan = await fanPage(browser, consoleProblems, "/live");
  const ru = await fanPage(browser, consoleProblems, "/ru/live", 390);
  const tournament = await fanPage(browser, consoleProblems, `/tournament/${card.tournamentId}`);
  await expect(fan.getByTestId("live-match")).toHaveCount(0);

  await clock(3, "start");
  const live = fan.getByTestId("live-match");
  await expect(live).toHaveCount(1);
  await expect(live.getByTestId("team-score")).toHaveText("2–0");
  await expect(live.getByTestId("current-bout")).toContainText(bout(3).a.name);
  await expect(live.getByTestId("bout-stage")).toHaveText([
    `${bout(1).a.name} won · Points`,
    `${bout(2).a.name} won · Points`,
    "On the mat",
  ]);
  await expect(fan.getByTestId("live-round")).toHaveText("Round 1");
  await expect(ru.getByTestId("live-match").getByTestId("team-score")).toHaveText("2–0");
  await expect(ru.getByTestId("live-match").getByTestId("bout-stage").last()).toHaveText("На ковре");
  const card3 = tournament.getByTestId("tournament-live");
  await expect(card3.getByTestId("current-bout")).toContainText(bout(3).a.name);
  // The results card calls the match completed (it was decided) while its exhibition is fought.
  const results = tournament.getByTestId("team-match").first();
  await expect(results.getByTestId("team-match-score")).toHaveText("2–0", { timeout: 30_000 });
  await expect(results.getByTestId("team-match-status")).toHaveText("Completed");
  await shot(fan, "live-exhibition-1280-en");
  await shot(ru, "live-exhibition-390-ru");
  await shot(tournament, "tournament-exhibition-1280-en");

  await api.request("POST", `/bouts/${bout(3).id}/finish`, {
    winner_id: bout(3).b.id,
    method: "submission",
    technique: "Heel hook",
  });
  await expect(fan.getByTestId("live-match")).toHaveCount(0);
  for (const page of [fan, ru, tournament]) await page.context().close();
});

test("a bout, then its team match, deleted through the admin API leave /live and the tournament page, pushed (target: within a second)", async ({
  browser,
  consoleProblems,
}) => {
  const night = await createCard(
    api,
    {
      title: "Trondheim Night",
      titleRu: "Вечер в Тронхейме",
      matches: [
        {
          home: "Trondheim Trolls",
          away: "Porto Pumas",
          country: ["NOR", "PRT"],
          athletes: [
            ["Even Berg", "Tiago Silva"],
            ["Lars Dahl", "Rui Costa"],
            ["Odd Vik", "Nuno Reis"],
          ],
        },
      ],
    },
    "gone",
  );
  const { id: teamMatchId, bouts } = night.matches[0]!;
  // Bout 1 typed as a result (1–0), bout 2 on the mat.
  await api.request("PUT", `/bouts/${bouts[0]!.id}`, resultOf(teamMatchId, bouts[0]!));
  await api.request("POST", `/bouts/${bouts[1]!.id}/clock`, { action: "start" });
  const fan = await fanPage(browser, consoleProblems, "/live");
  const ru = await fanPage(browser, consoleProblems, `/ru/tournament/${night.tournamentId}`, 390);
  const stages = fan.getByTestId("live-match").getByTestId("bout-stage");
  await expect(stages).toHaveText([`${bouts[0]!.a.name} won · Points`, "On the mat", "Up next"]);
  await expect(fan.getByTestId("team-score")).toHaveText("1–0");
  await expect(ru.getByTestId("tournament-live").getByTestId("team-score")).toHaveText("1–0");
  await expect(fan.getByTestId("stream-status")).toHaveText("Live updates on");
  await expect(ru.getByTestId("stream-status")).toHaveText("Обновления в реальном времени");

  // The result was wrong: the admin deletes the bout. Nothing is polled: without the push both pages keep it.
  await api.request("DELETE", `/bouts/${bouts[0]!.id}`);
  const sent = Date.now();
  const arrived = async (check: () => Promise<void>) => {
    await check();
    return Date.now() - sent;
  };
  const [onLive, onTournament] = await Promise.all([
    arrived(() => expect(stages).toHaveText(["On the mat", "Up next"], { timeout: 5_000 })),
    arrived(() =>
      expect(ru.getByTestId("tournament-live").getByTestId("team-score")).toHaveText("0–0", { timeout: 5_000 }),
    ),
  ]);
  await expect(fan.getByTestId("team-score")).toHaveText("0–0");
  test.info().annotations.push({
    type: "admin API delete → fans",
    description: `/live ${onLive} ms, tournament page ${onTournament} ms (target 1,000 ms)`,
  });
  console.log(`admin API delete → fans: /live ${onLive} ms, tournament page ${onTournament} ms`);
  await shot(fan, "live-after-deleted-bout-1280-en");
  await shot(ru, "tournament-after-deleted-bout-390-ru");

  // Then the whole team match goes, its live bout with it: both pages drop it, pushed too.
  await api.request("DELETE", `/team-matches/${teamMatchId}`);
  await expect(fan.getByTestId("live-match")).toHaveCount(0, { timeout: 5_000 });
  await expect(ru.getByTestId("tournament-live").getByTestId("team-score")).toHaveCount(0, { timeout: 5_000 });
  for (const page of [fan, ru]) await page.context().close();
});
