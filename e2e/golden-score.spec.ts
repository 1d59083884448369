// The tie-break bout in golden score (issue 27 §3), on a server of this spec's own whose round clock runs 10× (4:00 of
// golden score in 24 s): two team matches recorded level through the admin API (1–1 and a draw, level on every step of
// the ladder), then each one's bout 4 scored on the console at 1180×820 — in English with minutes of golden score and
// no score (every button stays on, a foul ends nothing) until a guard pass ends the bout and decides the team match;
// in Russian, the console, /live at 390 px and the broadcast overlay read «Золотой счёт». Playwright's clock is no use
// here: it moves only the browser, and the round clock is the server's (the console's taps are judged against it), so
// the server's LIVE_CLOCK_FACTOR compresses time instead. CONSOLE_SHOTS_DIR=/some/dir saves screenshots.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { ADMIN } from "./admin-account";
import {
  clockReaches,
  expectAllEnabled,
  expectNoBrokenWords,
  fanPageAt,
  openConsoleAt,
  secondsOf,
  signInAt,
  tapButton,
} from "./console-helpers";
import { expect, test } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { AdminApi, createCard, type Card, type CardMatch } from "./rehearsal/harness";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const FACTOR = 10;
const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? "";
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
let own: OwnTestServer;
let api: AdminApi;
let card: Card;
/** Each team match's bout 4 (the tie-break bout), with bout 1's athletes. */
const tieBreak: { id: string; a: { id: string; name: string }; b: { id: string; name: string } }[] = [];

/** Bouts 1–3 level on every step: home wins bout 1 on points 2–0, away bout 2 on points 0–2, bout 3 a 0–0 draw. */
async function recordLevel(match: CardMatch) {
  const results = [
    { winner: match.bouts[0]!.a.id, method: "points", score_a: 2, score_b: 0 },
    { winner: match.bouts[1]!.b.id, method: "points", score_a: 0, score_b: 2 },
    { winner: null, method: "draw", score_a: 0, score_b: 0 },
  ];
  for (const [index, bout] of match.bouts.entries()) {
    const result = results[index]!;
    await api.request("PUT", `/bouts/${bout.id}`, {
      team_match_id: match.id,
      athlete_a_id: bout.a.id,
      athlete_b_id: bout.b.id,
      weight_class: "lightweight",
      exhibition: false,
      status: "completed",
      winner_id: result.winner,
      method: result.method,
      round: 3,
      time_seconds: 300,
      score_a: result.score_a,
      score_b: result.score_b,
    });
  }
  const { a, b } = match.bouts[0]!;
  const bout = await api.request<{ id: string; bout_order: number }>("POST", `/team-matches/${match.id}/bouts`, {
    athlete_a_id: a.id,
    athlete_b_id: b.id,
    weight_class: "lightweight",
    status: "scheduled",
  });
  expect(bout.bout_order).toBe(4);
  return { id: bout.id, a, b };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnTestServer("golden", { LIVE_CLOCK_FACTOR: String(FACTOR) }, 200_000);
  api = new AdminApi(own.url);
  card = await createCard(
    api,
    {
      title: "Tromsø Tie-Break Night",
      titleRu: "Вечер дополнительных поединков в Тромсё",
      matches: [
        {
          home: "Tromsø Orcas",
          away: "Porto Dragons",
          country: ["NOR", "PRT"],
          athletes: [
            ["Eirik Solberg", "Tiago Ferreira"],
            ["Magnus Dahl", "Rui Carvalho"],
            ["Henrik Berg", "Nuno Sousa"],
          ],
        },
        {
          home: "Kazan Bars",
          away: "Almaty Snow Leopards",
          country: ["RUS", "KAZ"],
          athletes: [
            ["Ринат Сафин", "Ерлан Сейткали"],
            ["Артём Волков", "Данияр Касымов"],
            ["Илья Соколов", "Арман Нуриев"],
          ],
        },
      ],
    },
    "golden",
  );
  for (const match of card.matches) tieBreak.push(await recordLevel(match));
});

test.afterAll(async () => {
  await own?.stop();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("minutes of golden score with every button on, a foul that ends nothing, then the first score ends the bout and decides the team match", async ({
  page,
  browser,
}) => {
  const { id, a, b } = tieBreak[0]!;
  const match = card.matches[0]!;
  await page.setViewportSize({ width: 1180, height: 820 });
  await signInAt(page, own.url, ADMIN);
  await openConsoleAt(page, own.url, id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${card.title} · Bout 4 · Tie-break bout`);
  await expect(page.getByTestId("match-score")).toHaveText(`${match.home.name} 1 : 1 ${match.away.name}`);
  await expect(page.getByTestId("golden-score")).toContainText("Golden score");
  await expect(page.getByTestId("golden-score")).toContainText("First score wins");
  // Every score counts from the first second (a regular round's first 2:00 give a guard pass 0).
  await expect(tapButton(page, b.name, "Guard pass")).toHaveText("Guard pass+3");
  await expect(tapButton(page, a.name, "Takedown")).toHaveText("Takedown+2");

  await page.getByRole("button", { name: "Start golden score" }).click();
  await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
  await clockReaches(page, "0:10");
  await expectAllEnabled(page, false, "End golden score");
  // A foul costs a point and ends nothing.
  await tapButton(page, a.name, "Stalling").click();
  await expect(page.getByTestId("score-a")).toHaveText("−1");
  await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
  await expect(page.getByTestId("finished")).toHaveCount(0);
  await shot(page, "golden-console-1180x820-en");

  // A fan on a phone sees golden score on /live while the clock runs.
  const problems: string[] = [];
  const fan = await fanPageAt(browser, own.url, problems, "/live", 390);
  const current = fan.getByTestId("current-bout");
  await expect(current.getByTestId("live-round")).toHaveText("Golden score");
  await expect(current.getByTestId("golden-score-rule")).toHaveText("Golden score · First score wins");
  await expect(current.getByTestId("athlete-home").getByTestId("total-points")).toHaveText("−1");
  await shot(fan, "golden-live-390-en");

  for (const moment of ["2:30", "3:30"]) {
    await clockReaches(page, moment);
    await expectAllEnabled(page, true, "End golden score");
  }
  // Nothing was scored since the fan opened /live, yet its clock agrees with the console's: the stream's heartbeat
  // (the server's time every 5 s) keeps its offset fresh. Read together, within 2.5 real seconds (25 s at ×10); a
  // late first reading alone once left a fan 75 s behind.
  const [fanClock, consoleClock] = await Promise.all([
    current.getByTestId("live-clock").textContent(),
    page.getByTestId("clock").textContent(),
  ]);
  expect(Math.abs(secondsOf(fanClock!) - secondsOf(consoleClock!))).toBeLessThanOrEqual(25);
  await expect(page.getByTestId("finished")).toHaveCount(0);
  await expectNoBrokenWords(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(820);
  await clockReaches(page, "4:00");
  const readAt = Date.now();
  const tappedAt = secondsOf((await page.getByTestId("clock").textContent())!);
  await tapButton(page, b.name, "Guard pass").click();
  // The clock seconds that passed from the reading to the click's end (the click waits for the button to be ready:
  // over 2 real seconds on a loaded machine once), and one for the displayed second's rounding.
  const clickTook = Math.ceil(((Date.now() - readAt) * FACTOR) / 1000) + 1;

  await expect(page.getByTestId("finished")).toHaveText(`Finished: First score in golden score — ${b.name}`);
  // The log's newest entry is the server's own finish, named as golden score (not "End on points").
  await expect(page.getByTestId("event-log").locator("li").nth(0)).toContainText(
    `Finish: First score in golden score — ${b.name}`,
  );
  await expect(page.getByTestId("match-score")).toHaveText(`${match.home.name} 1 : 2 ${match.away.name}`);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.locator("section[data-side] button:disabled")).toHaveCount(28);
  await shot(page, "golden-console-finished-1180x820-en");
  const stored = (await (await page.request.get(`${own.url}/api/v1/bouts/${id}`)).json()) as Record<string, number>;
  expect(stored).toMatchObject({
    status: "completed",
    method: "points",
    winner_id: b.id,
    round: 1,
    score_a: -1,
    score_b: 3,
  });
  // The moment of the score, on the server's clock: the console's reading when the button was tapped, within the
  // clock time the click itself took (1 real second is 10 s of clock).
  expect(tappedAt).toBeGreaterThanOrEqual(240);
  expect(stored.time_seconds).toBeGreaterThanOrEqual(tappedAt);
  expect(stored.time_seconds).toBeLessThanOrEqual(Math.min(300, tappedAt + clickTook));

  // The fans' card: the team match won by the away team on the tie-break bout.
  await fan.goto(`${own.url}/tournament/${card.tournamentId}`);
  const card0 = fan.locator(`#team-match-${match.id}`);
  await expect(card0.getByTestId("tie-break")).toHaveText(`${match.away.name} won on tie-break: tie-break bout`);
  expect(problems).toEqual([]);
  await fan.context().close();
});

test("(ru) golden score on the console at 1180×820, on /live at 390 px and on the broadcast overlay; the first score ends it", async ({
  page,
  browser,
}) => {
  const { id, b } = tieBreak[1]!;
  await page.setViewportSize({ width: 1180, height: 820 });
  await signInAt(page, own.url, ADMIN);
  await openConsoleAt(page, own.url, id, "/ru");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Поединок 4 · Дополнительный поединок");
  await page.getByRole("button", { name: "Начать золотой счёт" }).click();
  await expect(page.getByTestId("golden-score")).toHaveText(
    /^Золотой счёт\d:\d\dПобеждает тот, кто первым наберёт очки$/,
  );
  await clockReaches(page, "0:30");
  expect(await page.locator("section[data-side] button:disabled").count()).toBe(0);
  await expect(page.getByRole("button", { name: "Завершить золотой счёт" })).toBeEnabled();
  await expectNoBrokenWords(page);
  await shot(page, "golden-console-1180x820-ru");

  const problems: string[] = [];
  const fan = await fanPageAt(browser, own.url, problems, "/ru/live", 390);
  const current = fan.getByTestId("current-bout");
  await expect(current.getByTestId("live-round")).toHaveText("Золотой счёт");
  await expect(current.getByTestId("golden-score-rule")).toHaveText(
    "Золотой счёт · Побеждает тот, кто первым наберёт очки",
  );
  // The console's clock keeps to the server's (its answer's reading; 2 real seconds = 20 s of clock apart at most).
  const [consoleClock, server] = await Promise.all([
    page.getByTestId("clock").textContent(),
    page.request.get(`${own.url}/api/v1/bouts/${id}/live`).then((response) => response.json()),
  ]);
  expect(Math.abs(secondsOf(consoleClock!) - server.clock_seconds)).toBeLessThanOrEqual(20);
  await shot(fan, "golden-live-390-ru");
  await fan.goto(`${own.url}/broadcast/${card.tournamentId}?lang=ru`);
  await expect(fan.getByTestId("round")).toHaveText("Золотой счёт");

  await tapButton(page, b.name, "Тейкдаун").click();
  await expect(page.getByTestId("finished")).toHaveText(`Завершён: первые очки в золотом счёте — ${b.name}`);
  await expect(page.getByTestId("event-log").locator("li").nth(0)).toContainText(
    `Итог: первые очки в золотом счёте — ${b.name}`,
  );
  // The event's last bout to score: the console leads back to the list of matches.
  await expect(page.getByTestId("next-bout")).toHaveText("Все матчи");
  await expect(page.getByTestId("next-bout")).toHaveAttribute("href", "/ru/score");
  await fan.goto(`${own.url}/ru/tournament/${card.tournamentId}`);
  // The card names the team that won on the tie-break (the away team: its athlete scored first).
  await expect(fan.locator(`#team-match-${card.matches[1]!.id}`).getByTestId("tie-break")).toHaveText(
    `${card.matches[1]!.away.name} — победа по дополнительным показателям: дополнительный поединок`,
  );
  expect(problems).toEqual([]);
  await fan.context().close();
});
