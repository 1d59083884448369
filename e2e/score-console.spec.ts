// The scoring console at the mat's pace, on a server of its own whose round clock runs 10× (LIVE_CLOCK_FACTOR=10, so
// 4:55 comes 29.5 s after Start): taps at 0:10, 2:30 and 4:55 with every button on; a whole bout of three rounds;
// a negative total finished; the console fitting a tablet and a phone in EN and RU; a scorekeeper finding it.
import type { Page } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import fs from "node:fs";
import { ADMIN } from "./admin-account";
import { expect, test, waitForHydration } from "./fixtures";
import {
  clockReaches,
  expectAllEnabled,
  expectNoBrokenWords,
  openConsoleAt,
  side,
  signInAt,
  tapButton,
} from "./console-helpers";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { openSiteHeader } from "./site-header";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const FACTOR = 10;
// Screenshots of the console at both sizes in EN and RU, when asked for: CONSOLE_SHOTS_DIR=/some/folder.
const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? "";
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
const KEEPER = { email: "keeper@console.test", password: "keeper-console-password" };
const FAN = { email: "fan@console.test", password: "fan-console-password" };
let own: OwnTestServer;
const ids = {
  keeper: crypto.randomUUID(),
  fan: crypto.randomUUID(),
  tournament: crypto.randomUUID(),
  home: crypto.randomUUID(),
  away: crypto.randomUUID(),
  match: crypto.randomUUID(),
  match2: crypto.randomUUID(),
};
// Six bouts over two team matches of three: each test scores bouts of its own.
const pairs = Array.from({ length: 6 }, (_, index) => ({
  bout: crypto.randomUUID(),
  a: { id: crypto.randomUUID(), name: `Aleksandr Konstantinopolsky ${index + 1}` },
  b: { id: crypto.randomUUID(), name: `Bruno Vasconcelos ${index + 1}` },
}));

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Two starts (the seed is written with the embedded database's server stopped): generous on a loaded machine.
  own = await startOwnTestServer("console", { LIVE_CLOCK_FACTOR: String(FACTOR) }, 280_000);
  const account = async (id: string, email: string, password: string) => ({
    user: `('${id}', '${email.split("@")[0]}', '${email}', true)`,
    account: `('${crypto.randomUUID()}', '${id}', 'credential', '${id}', '${await hashPassword(password)}')`,
  });
  const people = [
    await account(ids.keeper, KEEPER.email, KEEPER.password),
    await account(ids.fan, FAN.email, FAN.password),
  ];
  const athletes = pairs.flatMap((pair) => [
    `('${pair.a.id}', '${pair.a.name}', 'NOR', 'lightweight', '${ids.home}')`,
    `('${pair.b.id}', '${pair.b.name}', 'BRA', 'lightweight', '${ids.away}')`,
  ]);
  const bouts = pairs.map(
    (pair, index) =>
      `('${pair.bout}', '${index < 3 ? ids.match : ids.match2}', ${(index % 3) + 1}, 'lightweight', '${pair.a.id}', '${pair.b.id}', '${ids.home}', '${ids.away}', now())`,
  );
  // One statement (the embedded database is changed with the server stopped, once).
  await own.sql(`
    with u as (insert into "user" (id, name, email, email_verified) values ${people.map((p) => p.user).join(", ")}),
    acc as (insert into account (id, account_id, provider_id, user_id, password) values ${people.map((p) => p.account).join(", ")}),
    r as (insert into user_roles (user_id, role) values ('${ids.keeper}', 'scorekeeper')),
    t as (insert into tournaments (id, title, event_date, location_city, location_country, status) values ('${ids.tournament}', 'Fight Night Oslo', now(), 'Oslo', 'Norway', 'live')),
    tm as (insert into teams (id, name) values ('${ids.home}', 'Oslo Wolves'), ('${ids.away}', 'Rio de Janeiro Sharks')),
    a as (insert into athletes (id, full_name, country, weight_class, team_id) values ${athletes.join(", ")}),
    m as (insert into team_matches (id, tournament_id, home_team_id, away_team_id, stage, stage_round, card_order) values
      ('${ids.match}', '${ids.tournament}', '${ids.home}', '${ids.away}', 'round_robin', 1, 1),
      ('${ids.match2}', '${ids.tournament}', '${ids.home}', '${ids.away}', 'round_robin', 2, 2))
    insert into bouts (id, team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at) values ${bouts.join(", ")}
  `);
});

test.afterAll(async () => {
  await own?.stop();
});

const signIn = (page: Page, credentials: { email: string; password: string }) => signInAt(page, own.url, credentials);
const openConsole = (page: Page, boutId: string, prefix = "") => openConsoleAt(page, own.url, boutId, prefix);

test("the console keeps every button on through a running round: taps at 0:10, 2:30 and 4:55 count exactly", async ({
  page,
}) => {
  const { bout, a, b } = pairs[0]!;
  await signIn(page, KEEPER);
  await openConsole(page, bout);
  await page.getByRole("button", { name: "Start round" }).click();
  await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");

  await clockReaches(page, "0:10");
  await expectAllEnabled(page, false);
  await tapButton(page, a.name, "Takedown").click();
  await clockReaches(page, "2:30");
  await expectAllEnabled(page);
  await tapButton(page, b.name, "Guard pass").click();
  await tapButton(page, a.name, "Mount or back").click();
  await clockReaches(page, "4:55");
  await expectAllEnabled(page);
  await tapButton(page, b.name, "Sweep").click();

  await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("score-a")).toHaveText("6");
  await expect(page.getByTestId("score-b")).toHaveText("5");
  const live = (await (await page.request.get(`${own.url}/api/v1/bouts/${bout}/live`)).json()) as {
    clock_factor: number;
    events: { kind: string; points: number; clock_seconds: number; undone: boolean }[];
  };
  expect(live.clock_factor).toBe(FACTOR);
  const taps = live.events.filter((event) => event.kind !== "clock");
  expect(taps.map((event) => [event.kind, event.points])).toEqual([
    ["takedown", 2],
    ["guard_pass", 3],
    ["mount_or_back", 4],
    ["sweep", 2],
  ]);
  const [t1, t2, t3, t4] = taps.map((event) => event.clock_seconds);
  // Each tap carries the moment the console read (a loaded machine may click a little later: 1 real s = 10 clock s).
  expect(t1).toBeGreaterThanOrEqual(10);
  expect(t1).toBeLessThan(120);
  expect(t2).toBeGreaterThanOrEqual(150);
  expect(t3).toBeLessThan(295);
  expect(t4).toBeGreaterThanOrEqual(295);
  expect(t4).toBeLessThanOrEqual(300);
});

test("a whole bout on the console: three rounds with a pause, the scoreboard reads rounds won and totals, a finish on points", async ({
  page,
}) => {
  const { bout, a, b } = pairs[1]!;
  await signIn(page, KEEPER);
  await openConsole(page, bout);
  const numbers = async () =>
    Promise.all(
      ["rounds-won-a", "score-a", "round-score-a", "rounds-won-b", "score-b", "round-score-b"].map((id) =>
        page.getByTestId(id).textContent(),
      ),
    );
  const round = async (label: string, taps: [string, string][]) => {
    await page.getByRole("button", { name: "Start round" }).click();
    await expect(page.getByText(label)).toBeVisible();
    for (const [athlete, action] of taps) await tapButton(page, athlete, action).click();
    await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
  };
  await round("Round 1 of 3", [[a.name, "Takedown"]]);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  const paused = await page.getByTestId("clock").textContent();
  await page.waitForTimeout(500);
  await expect(page.getByTestId("clock")).toHaveText(paused!);
  await page.getByRole("button", { name: "Resume" }).click();
  await expectAllEnabled(page);
  await page.getByRole("button", { name: "End round" }).click();
  await expect(page.getByText("Round 2 of 3")).toBeVisible();
  expect(await numbers()).toEqual(["1", "2", "0", "0", "0", "0"]);

  await round("Round 2 of 3", [
    [b.name, "Takedown"],
    [a.name, "Stalling"],
  ]);
  // The big number is the bout's total: A's 2 − 1; this round A −1, B 2.
  expect(await numbers()).toEqual(["1", "1", "−1", "0", "2", "2"]);
  await page.getByRole("button", { name: "End round" }).click();
  await expect(page.getByText("Round 3 of 3")).toBeVisible();
  await round("Round 3 of 3", [[a.name, "Takedown"]]);
  await page.getByRole("button", { name: "End round" }).click();
  // The rounds are over: no clock button is left.
  await expect(page.getByRole("button", { name: "End round" })).toHaveCount(0);
  expect(await numbers()).toEqual(["2", "3", "2", "1", "2", "0"]);
  await expect(page.getByTestId("round-scores-a")).toHaveText("R1 2 · R2 −1 · R3 2");

  await page.getByRole("button", { name: "Finish the bout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: new RegExp(`End on points — ${a.name}`) }).click();
  await expect(page.getByTestId("finished")).toHaveText(`Finished: End on points — ${a.name}`);
  const stored = (await (await page.request.get(`${own.url}/api/v1/bouts/${bout}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({
    status: "completed",
    method: "points",
    winner_id: a.id,
    round: 3,
    score_a: 3,
    score_b: 2,
  });
  // No clock to run any more: the console offers the card's next bout instead.
  await expect(page.locator("main button", { hasText: /Start round|Resume|End round|Pause/ })).toHaveCount(0);
  const next = pairs[2]!;
  await page.getByRole("link", { name: `Next bout: ${next.a.name} vs ${next.b.name}` }).click();
  await expect(page).toHaveURL(`${own.url}/score/${next.bout}`);
  // A console of its own: nothing of the finished bout is left (state, result, log).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fight Night Oslo · Bout 3");
  await expect(page.getByTestId("finished")).toHaveCount(0);
  await expect(page.getByRole("region", { name: next.a.name })).toBeVisible();
  await expect(page.getByTestId("score-a")).toHaveText("0");
  await expect(page.getByTestId("event-log")).toHaveText("Nothing scored yet.");
  await expect(page.getByRole("button", { name: "Start round" })).toBeEnabled();
});

test("a negative total can be finished: stalling on the away athlete before anyone scores, then a submission", async ({
  page,
}) => {
  // The API case: POST /finish answered 400 {"fields":{"score_b":"Enter a whole number, 0 or more"}} before.
  const api = pairs[2]!;
  await signIn(page, KEEPER);
  const post = (path: string, data: Record<string, unknown>) =>
    page.request.post(`${own.url}/api/v1/bouts/${api.bout}/${path}`, { headers: { Origin: own.url }, data });
  expect((await post("clock", { action: "start" })).status()).toBe(200);
  expect(
    (
      await post("events", {
        athlete_id: api.b.id,
        kind: "stalling",
        round: 1,
        clock_seconds: 0,
        idempotency_key: crypto.randomUUID(),
      })
    ).status(),
  ).toBe(200);
  const finish = await post("finish", { winner_id: api.a.id, method: "submission", technique: "Kimura" });
  expect(finish.status()).toBe(200);
  expect(await finish.json()).toMatchObject({
    status: "completed",
    result: { winner_id: api.a.id, method: "submission" },
  });
  const stored = (await (await page.request.get(`${own.url}/api/v1/bouts/${api.bout}`)).json()) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({ status: "completed", winner_id: api.a.id, score_a: 0, score_b: -1 });

  // The same on the console: the scoreboard reads −1, and the finish goes through.
  const { bout, a, b } = pairs[3]!;
  await openConsole(page, bout);
  await page.getByRole("button", { name: "Start round" }).click();
  await tapButton(page, b.name, "Stalling").click();
  await expect(page.getByTestId("score-b")).toHaveText("−1");
  await expect(page.getByTestId("round-score-b")).toHaveText("−1");
  // A foul called on the wrong athlete, corrected on the console: the score moves, the log keeps the mistake struck out.
  await tapButton(page, a.name, "Stalling").click();
  await expect(page.getByTestId("score-a")).toHaveText("−1");
  const log = page.getByTestId("event-log");
  await log.getByRole("button", { name: "Correct" }).first().click();
  await expect(page.getByText("Correcting: choose the right action, or cancel.")).toBeVisible();
  await tapButton(page, b.name, "Stalling").click();
  await expect(page.getByTestId("score-a")).toHaveText("0");
  await expect(page.getByTestId("score-b")).toHaveText("−2");
  await expect(log.locator("li", { hasText: "undone" })).toHaveText([
    new RegExp(`^R1 \\d:\\d\\dStalling — ${a.name}undone$`),
  ]);
  await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
  await page.getByRole("button", { name: "Finish the bout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Submission", exact: true }).click();
  await dialog.getByRole("button", { name: a.name, exact: true }).click();
  await dialog.getByRole("button", { name: new RegExp(`Submission — ${a.name}`) }).click();
  await expect(page.getByTestId("finished")).toHaveText(`Finished: Submission — ${a.name}`);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // A finished bout's log is read only.
  await expect(log.getByRole("button", { name: "Correct" })).toHaveCount(0);
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/console-finished-390x844-en.png`, fullPage: true });
  }
});

for (const lang of ["en", "ru"] as const) {
  const prefix = lang === "ru" ? "/ru" : "";
  const L =
    lang === "en"
      ? {
          signIn: "Sign In",
          password: "Password",
          score: "Score",
          heading: "Scoring",
          start: "Start round",
          undo: "Undo last",
          pause: "Pause",
          end: "End round",
        }
      : {
          signIn: "Войти",
          password: "Пароль",
          score: "Судейство",
          heading: "Судейство",
          start: "Начать раунд",
          undo: "Отменить последнее",
          pause: "Пауза",
          end: "Завершить раунд",
        };

  test(`(${lang}) a scorekeeper lands on the consoles after sign-in; the header shows ${L.score} to scorekeepers and admins only`, async ({
    page,
    browser,
  }) => {
    await page.goto(`${own.url}${prefix}/auth`);
    await waitForHydration(page);
    await expect(page.locator("header").getByRole("link", { name: L.score, exact: true })).toHaveCount(0);
    await page.getByLabel("Email").fill(KEEPER.email);
    await page.getByLabel(L.password).fill(KEEPER.password);
    await page.locator("main").getByRole("button", { name: L.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${own.url}${prefix}/score`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(L.heading);
    // In Russian a signed-in person's bar folds into the menu at 1280 px.
    const header = await openSiteHeader(page);
    await expect(header.getByRole("link", { name: L.score, exact: true })).toBeVisible();
    await header.getByRole("link", { name: L.score, exact: true }).click();
    await expect(page).toHaveURL(`${own.url}${prefix}/score`);

    for (const [who, shows] of [
      [ADMIN, true],
      [FAN, false],
    ] as const) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await signIn(other, who);
      await other.goto(`${own.url}${prefix}/`);
      await waitForHydration(other);
      const otherHeader = await openSiteHeader(other);
      await expect(otherHeader.getByRole("link", { name: lang === "en" ? "Account" : "Аккаунт" })).toBeVisible();
      await expect(otherHeader.getByRole("link", { name: L.score, exact: true })).toHaveCount(shows ? 1 : 0);
      await context.close();
    }
  });

  test(`(${lang}) the console fits a tablet in landscape and a phone: no site header or footer, no word broken`, async ({
    page,
  }) => {
    const { bout, a, b } = pairs[lang === "en" ? 4 : 5]!;
    await signIn(page, KEEPER);
    // A round in progress with a few entries in the log.
    const post = (path: string, data: Record<string, unknown>) =>
      page.request.post(`${own.url}/api/v1/bouts/${bout}/${path}`, { headers: { Origin: own.url }, data });
    await post("clock", { action: "start" });
    for (const [athlete, kind] of [
      [a.id, "takedown"],
      [b.id, "stalling"],
      [a.id, "aggression_warning"],
      [b.id, "takedown"],
    ] as const) {
      await post("events", {
        athlete_id: athlete,
        kind,
        round: 1,
        clock_seconds: 0,
        idempotency_key: crypto.randomUUID(),
      });
    }
    await post("clock", { action: "pause" });

    await page.setViewportSize({ width: 1180, height: 820 });
    await openConsole(page, bout, prefix);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${lang}.png`, fullPage: true });
    };
    await shot("console-1180x820");
    const inView = async (locator: ReturnType<Page["locator"]>, width: number, height: number) => {
      const box = (await locator.boundingBox())!;
      expect(box, await locator.evaluate((element) => element.outerHTML.slice(0, 120))).not.toBeNull();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    };
    // The page does not scroll; every action of both sides, the clock buttons, Undo and the log are on the screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(820);
    const needed = page.locator("section[data-side] button");
    expect(await needed.count()).toBe(28);
    for (const button of await needed.all()) await inView(button, 1180, 820);
    for (const name of [L.undo, L.end]) await inView(page.getByRole("button", { name }), 1180, 820);
    await inView(page.getByTestId("clock"), 1180, 820);
    const log = page.getByTestId("event-log");
    await inView(log, 1180, 820);
    expect((await log.boundingBox())!.height).toBeGreaterThanOrEqual(120);
    await expect(log.getByRole("listitem")).toHaveCount(6);
    await expectNoBrokenWords(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("tab")).toHaveCount(2);
    await shot("console-390x844");
    for (const [index, athlete] of [a, b].entries()) {
      await page.getByRole("tab", { name: athlete.name }).click();
      await expect(page.getByRole("tab", { name: athlete.name })).toHaveAttribute("aria-selected", "true");
      const buttons = side(page, athlete.name).locator("button");
      // The side's scores and missed attempt (the first six buttons) without scrolling.
      for (const button of (await buttons.all()).slice(0, 6)) await inView(button, 390, 844);
      await expect(side(page, [a, b][1 - index]!.name)).toBeHidden();
      await expectNoBrokenWords(page);
      if (index === 1) await shot("console-390x844-away");
    }
    await expect(page.getByRole("button", { name: L.undo })).toBeVisible();
  });
}
