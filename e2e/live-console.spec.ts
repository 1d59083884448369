// The scorekeeper's console on a server of its own (a team match with three bouts written straight into its database):
// two consoles see each other's taps, taps made offline survive a reload and are counted once, a submission finishes
// the bout and moves the team-match score, and a scorekeeper can write nothing but live scoring.
import type { Browser, Page } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { ADMIN } from "./admin-account";
import { expect, test, waitForHydration } from "./fixtures";
import { apiOperations, isWrite, urlFor } from "./openapi-walk";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { SCOREKEEPER_WRITE_OPERATIONS } from "../server/api/openapi-listing";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const KEEPER = { email: "keeper@e2e.test", password: "keeper-e2e-password" };
let own: OwnTestServer;
const ids = {
  keeper: crypto.randomUUID(),
  tournament: crypto.randomUUID(),
  home: crypto.randomUUID(),
  away: crypto.randomUUID(),
  match: crypto.randomUUID(),
};
const athletes = [
  { id: crypto.randomUUID(), name: "Kenji Takahashi", team: "home" },
  { id: crypto.randomUUID(), name: "Lucas Ferreira", team: "away" },
  { id: crypto.randomUUID(), name: "Omar Haddad", team: "home" },
  { id: crypto.randomUUID(), name: "Ivan Petrov", team: "away" },
];
const boutIds = [crypto.randomUUID(), crypto.randomUUID()];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTestServer("live", {});
  const hash = await hashPassword(KEEPER.password);
  const team = (side: string) => (side === "home" ? ids.home : ids.away);
  // One statement (the embedded database is changed with the server stopped, once).
  await own.sql(`
    with u as (insert into "user" (id, name, email, email_verified) values ('${ids.keeper}', 'Keeper', '${KEEPER.email}', true)),
    acc as (insert into account (id, account_id, provider_id, user_id, password) values ('${crypto.randomUUID()}', '${ids.keeper}', 'credential', '${ids.keeper}', '${hash}')),
    r as (insert into user_roles (user_id, role) values ('${ids.keeper}', 'scorekeeper')),
    t as (insert into tournaments (id, title, event_date, location_city, location_country, status) values ('${ids.tournament}', 'Fight Night Oslo', now(), 'Oslo', 'Norway', 'live')),
    tm as (insert into teams (id, name) values ('${ids.home}', 'Oslo Wolves'), ('${ids.away}', 'Rio Sharks')),
    a as (insert into athletes (id, full_name, country, weight_class, team_id) values ${athletes.map((x) => `('${x.id}', '${x.name}', 'NOR', 'lightweight', '${team(x.team)}')`).join(", ")}),
    m as (insert into team_matches (id, tournament_id, home_team_id, away_team_id, stage, stage_round, card_order) values ('${ids.match}', '${ids.tournament}', '${ids.home}', '${ids.away}', 'round_robin', 1, 1))
    insert into bouts (id, team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at) values
      ('${boutIds[0]}', '${ids.match}', 1, 'lightweight', '${athletes[0]!.id}', '${athletes[1]!.id}', '${ids.home}', '${ids.away}', now()),
      ('${boutIds[1]}', '${ids.match}', 2, 'lightweight', '${athletes[2]!.id}', '${athletes[3]!.id}', '${ids.home}', '${ids.away}', now())
  `);
});

test.afterAll(async () => {
  await own?.stop();
});

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post(`${own.url}/api/auth/sign-in/email`, {
    headers: { Origin: own.url },
    data: credentials,
  });
  expect(response.ok()).toBe(true);
}

async function secondConsole(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await page.goto(`${own.url}${path}`);
  await waitForHydration(page);
  return { context, page };
}

const LABELS = {
  en: {
    prefix: "",
    start: "Start round",
    takedown: "Takedown",
    unsent3: "3 actions not sent yet",
    allSent: "All actions sent",
    finish: "Finish the bout",
    submission: "Submission",
    technique: "Technique",
    finished: "Finished: Submission — Kenji Takahashi (Armbar)",
    fightsTab: "Fights",
    method: "Submission · Armbar",
    round: "R1",
    bout: "Bout 1",
    win: "W",
    loss: "L",
  },
  ru: {
    prefix: "/ru",
    start: "Начать раунд",
    takedown: "Тейкдаун",
    unsent3: "3 действия ещё не отправлены",
    allSent: "Все действия отправлены",
    finish: "Завершить поединок",
    submission: "Болевой / удушающий",
    technique: "Приём",
    finished: "Завершён: Болевой / удушающий — Omar Haddad (Armbar)",
    fightsTab: "Поединки",
    method: "Рычаг локтя",
    round: "Р1",
    bout: "Поединок 2",
    win: "Поб",
    loss: "Пор",
  },
} as const;

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, "0")}`;

for (const [lang, boutIndex] of [
  ["en", 0],
  ["ru", 1],
] as const) {
  test(`console (${lang}): two consoles see each other, offline taps survive a reload and count once, a submission finishes`, async ({
    page,
    browser,
  }) => {
    const L = LABELS[lang];
    const boutId = boutIds[boutIndex]!;
    const [a, b] = [athletes[boutIndex * 2]!, athletes[boutIndex * 2 + 1]!];
    const path = `${L.prefix}/score/${boutId}`;
    await signIn(page, KEEPER);
    await page.goto(`${own.url}${L.prefix}/score`);
    await page.getByRole("link", { name: new RegExp(`${a.name}.*${b.name}`) }).click();
    await expect(page).toHaveURL(`${own.url}${path}`);
    await waitForHydration(page);
    const other = await secondConsole(browser, path);
    // The other console learns of this one's taps from the event stream, not from its fallback poll.
    const polls: string[] = [];
    other.page.on("request", (request) => {
      if (request.url().endsWith("/state.json")) polls.push(request.url());
    });

    await page.getByRole("button", { name: L.start }).click();
    await expect(page.getByTestId("queue-status")).toHaveText(L.allSent);
    const sideA = page.getByRole("region", { name: a.name });
    await sideA.getByRole("button", { name: new RegExp(`^${L.takedown}\\s*\\+2$`) }).click();
    await expect(page.getByTestId("score-a")).toHaveText("2");
    // The other console (another browser) shows the tap within a second, without a reload.
    await expect(other.page.getByTestId("score-a")).toHaveText("2", { timeout: 1_000 });

    // The venue's Wi-Fi drops: three taps wait on the device, through a reload.
    await page.context().setOffline(true);
    for (let tap = 0; tap < 3; tap++) await sideA.getByRole("button", { name: new RegExp(`^${L.takedown}`) }).click();
    await expect(page.getByTestId("queue-status")).toHaveText(L.unsent3);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("queue-status")).toHaveText(L.unsent3);
    await page.context().setOffline(false);
    await expect(page.getByTestId("queue-status")).toHaveText(L.allSent);
    await expect(page.getByTestId("score-a")).toHaveText("8");
    await expect(other.page.getByTestId("score-a")).toHaveText("8");
    const state = (await (await page.request.get(`${own.url}${path}/state.json`)).json()) as {
      events: { kind: string; undone: boolean }[];
    };
    expect(state.events.filter((event) => event.kind === "takedown" && !event.undone)).toHaveLength(4);

    // Submission: the bout finishes and the team match score moves.
    await page.getByRole("button", { name: L.finish }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: L.submission, exact: true }).click();
    await dialog.getByRole("button", { name: a.name, exact: true }).click();
    await dialog.getByLabel(L.technique).fill("Armbar");
    await dialog.getByRole("button", { name: new RegExp(`${L.submission} — ${a.name}`) }).click();
    await expect(page.getByTestId("finished")).toHaveText(L.finished);
    await expect(page.getByTestId("match-score")).toContainText(`${boutIndex + 1} : 0`);
    await expect(other.page.getByTestId("finished")).toBeVisible();
    expect(polls).toEqual([]);
    await other.context.close();

    // The result is in the results model at once: both profiles and the tournament's results card.
    const live = (await (await page.request.get(`${own.url}/api/v1/bouts/${boutId}/live`)).json()) as {
      events: { kind: string; round: number; clock_seconds: number }[];
    };
    const finish = live.events.find((event) => event.kind === "finish")!;
    expect(finish.round).toBe(1);
    const roundTime = `${L.round} ${mmss(finish.clock_seconds)}`;
    for (const [athlete, opponent, record, outcome, score] of [
      [a, b, "1-0", L.win, "8–0"],
      [b, a, "0-1", L.loss, "0–8"],
    ] as const) {
      await page.goto(`${own.url}${L.prefix}/athlete/${athlete.id}`);
      await waitForHydration(page);
      await expect(page.getByTestId("athlete-record")).toHaveText(record);
      await page.getByRole("tab", { name: L.fightsTab }).click();
      const rows = page.getByTestId("fight-row");
      await expect(rows).toHaveCount(1);
      const cells = rows.first().getByRole("cell");
      await expect(cells.nth(1)).toHaveText("Fight Night Oslo");
      await expect(cells.nth(2)).toHaveText(opponent.name);
      await expect(cells.nth(4)).toHaveText(`${outcome}${score}`);
      await expect(cells.nth(5)).toHaveText(L.method);
      await expect(cells.nth(6)).toHaveText(roundTime);
    }
    await page.goto(`${own.url}${L.prefix}/tournament/${ids.tournament}`);
    await waitForHydration(page);
    // The round robin's team matches open on request, as a fan would open them.
    const robin = page.getByTestId("round-robin");
    if (!(await robin.evaluate((element) => (element as HTMLDetailsElement).open)))
      await robin.locator(":scope > summary").click();
    const row = page.getByTestId("bout").filter({ hasText: a.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(L.bout);
    await expect(row).toContainText(b.name);
    await expect(row).toContainText("8–0");
    await expect(row).toContainText(`${L.method}${roundTime}`);
    await expect(page.getByTestId("team-match-score")).toHaveText(`${boutIndex + 1}–0`);
  });
}

test("an admin revokes and grants the scorekeeper role in the Staff section", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`${own.url}/admin/staff`);
  await waitForHydration(page);
  const row = page.getByRole("row", { name: new RegExp(`${KEEPER.email}.*Scorekeeper`) });
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(`Scorekeeper role revoked from ${KEEPER.email}.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel("Email").fill(KEEPER.email);
  await page.getByRole("button", { name: "Make scorekeeper" }).click();
  await expect(page.getByText(`Scorekeeper role granted to ${KEEPER.email}.`)).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.getByLabel("Email").fill("nobody@e2e.test");
  await page.getByRole("button", { name: "Make scorekeeper" }).click();
  await expect(page.getByRole("alert")).toHaveText("No account with that email: they need to sign up first.");
});

test("a scorekeeper writes live scoring only: every other write is refused (403)", async ({ page }) => {
  await signIn(page, KEEPER);
  const headers = { Origin: own.url };
  const refused = [
    await page.request.post(`${own.url}/api/v1/teams`, { headers, data: { name: "Keeper FC" } }),
    await page.request.post(`${own.url}/api/v1/tournaments`, {
      headers,
      data: {
        title: "Keeper Cup",
        event_date: "2027-01-01T18:00",
        time_zone: "UTC",
        location_city: "Oslo",
        location_country: "Norway",
      },
    }),
    await page.request.delete(`${own.url}/api/v1/athletes/${athletes[0]!.id}`, { headers }),
    await page.request.post(`${own.url}/api/v1/uploads`, {
      headers,
      multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71]) } },
    }),
  ];
  expect(refused.map((response) => response.status())).toEqual([403, 403, 403, 403]);
  // Every other write of the OpenAPI document, walked: all refused before any id or body is looked at.
  const others = (await apiOperations(page.request)).filter(
    (operation) => isWrite(operation) && !SCOREKEEPER_WRITE_OPERATIONS.includes(operation.operationId),
  );
  expect(others.length).toBeGreaterThanOrEqual(17);
  for (const operation of others) {
    const response = await page.request.fetch(`${own.url}${urlFor(operation, athletes[0]!.id)}`, {
      method: operation.method,
      headers,
      data: {},
    });
    expect(response.status(), `${operation.method} ${operation.path}`).toBe(403);
  }
  // The admin pages send a scorekeeper to their consoles.
  await page.goto(`${own.url}/admin`);
  await expect(page).toHaveURL(`${own.url}/score`);
  // Without a session nobody scores.
  const anonymous = await fetch(`${own.url}/api/v1/bouts/${boutIds[0]}/clock`, {
    method: "POST",
    headers: { Origin: own.url, "Content-Type": "application/json" },
    body: JSON.stringify({ action: "pause" }),
  });
  expect(anonymous.status).toBe(401);
});
