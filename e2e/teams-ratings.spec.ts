import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./admin-account";
import { expect, test, waitForHydration } from "./fixtures";

// The league's results are recorded through the admin API; the pages are then read as a visitor reads them.
// Everything lives in a season of its own (2031), so other specs' results cannot change these numbers.
const SEASON = 2031;
const tag = Math.random().toString(36).slice(2, 7);
const NAMES = { a: `Alpha ${tag}`, b: `Bravo ${tag}`, c: `Charlie ${tag}` } as const;
type Side = keyof typeof NAMES;
const teams = {} as Record<Side, string>;
const fighters = {} as Record<Side, string[]>;

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<string> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  const ratings: Record<Side, number> = { a: 1700, b: 1500, c: 1300 };
  for (const side of ["a", "b", "c"] as const) {
    teams[side] = await created(
      await admin.post("/api/v1/teams", { data: { name: NAMES[side], city: "Almaty", country: "KAZ" } }),
    );
    fighters[side] = [];
    for (let n = 1; n <= 3; n++) {
      fighters[side].push(
        await created(
          await admin.post("/api/v1/athletes", {
            data: {
              full_name: `${NAMES[side]} Fighter ${n}`,
              country: "KAZ",
              weight_class: "lightweight",
              team_id: teams[side],
              rating_elo: ratings[side],
            },
          }),
        ),
      );
    }
  }
  const tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Standings Cup ${tag}`,
        event_date: `${SEASON}-05-01T12:00`,
        location_city: "Almaty",
        location_country: "Kazakhstan",
      },
    }),
  );
  // Alpha 2–0 Bravo, Bravo 2–1 Charlie, Alpha 2–1 Charlie; one upcoming Bravo v Alpha with no bouts.
  const card: [Side, Side, [winner: "home" | "away", method: string][]][] = [
    [
      "a",
      "b",
      [
        ["home", "submission"],
        ["home", "points"],
      ],
    ],
    [
      "b",
      "c",
      [
        ["away", "decision"],
        ["home", "submission"],
        ["home", "dq"],
      ],
    ],
    [
      "a",
      "c",
      [
        ["home", "points"],
        ["away", "submission"],
        ["home", "decision"],
      ],
    ],
    ["b", "a", []],
  ];
  for (const [home, away, bouts] of card) {
    const match = await created(
      await admin.post(`/api/v1/tournaments/${tournament}/team-matches`, {
        data: { home_team_id: teams[home], away_team_id: teams[away], stage: "round_robin" },
      }),
    );
    for (const [index, [winner, method]] of bouts.entries()) {
      const [a, b] = [fighters[home][index]!, fighters[away][index]!];
      await created(
        await admin.post(`/api/v1/team-matches/${match}/bouts`, {
          data: {
            athlete_a_id: a,
            athlete_b_id: b,
            weight_class: "lightweight",
            winner_id: winner === "home" ? a : b,
            method,
            technique: method === "submission" ? "Heel hook" : "",
            round: 2,
            time_seconds: 95,
          },
        }),
      );
    }
  }
  await admin.dispose();
});

const standings = (page: import("@playwright/test").Page) => page.getByTestId("standings");
// This run's rows only: when CI retries a test, beforeAll runs again and the first try's teams stay in the season.
async function table(page: import("@playwright/test").Page) {
  const rows = standings(page).locator("tbody tr");
  const all = await rows.evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector("th a")!.textContent,
      ...[...tr.querySelectorAll("td[data-column]")].map((td) => td.textContent),
    ]),
  );
  const ours = all.filter((row) => row[0]!.endsWith(` ${tag}`));
  expect(ours.length, "this run's three teams are in the table").toBe(3);
  return ours;
}

test("the Teams link opens the standings; the season's table is derived from the recorded bouts", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Teams" }).click();
  await expect(page).toHaveURL("/teams");
  await expect(page.getByRole("heading", { level: 1, name: "Team standings" })).toBeVisible();

  await page.goto(`/teams?season=${SEASON}`);
  await expect(page.getByLabel("Season")).toHaveValue(String(SEASON));
  const rows = await table(page);
  // Team, W, L, bouts won, bouts lost, submissions, rating.
  expect(rows.map((row) => row.slice(0, 6))).toEqual([
    [NAMES.a, "2", "0", "4", "1", "1"],
    [NAMES.b, "1", "1", "2", "3", "1"],
    [NAMES.c, "0", "2", "2", "4", "1"],
  ]);
  // Team rating: the mean of the rosters' ratings (1700, 1500, 1300 before these bouts), checked on the team page.
  const [alpha, bravo, charlie] = rows.map((row) => Number(row[6]));
  expect(alpha).toBeGreaterThan(bravo!);
  expect(bravo).toBeGreaterThan(charlie!);
});

test("columns sort by URL, both ways, and the header links carry the season", async ({ page }) => {
  await page.goto(`/teams?season=${SEASON}&sort=team&dir=desc`);
  expect((await table(page)).map((row) => row[0])).toEqual([NAMES.c, NAMES.b, NAMES.a]);
  await expect(standings(page).getByRole("columnheader", { name: "Sort by Team", exact: true })).toHaveAttribute(
    "aria-sort",
    "descending",
  );

  await page.getByRole("link", { name: "Sort by Bouts lost", exact: true }).click();
  await expect(page).toHaveURL(`/teams?season=${SEASON}&sort=boutsLost&dir=asc`);
  // The URL changes as the navigation commits; the table's rows may render a frame later: read until they do.
  await expect.poll(async () => (await table(page)).map((row) => row[4])).toEqual(["1", "3", "4"]);
  await page.getByRole("link", { name: "Sort by Bouts lost", exact: true }).click();
  await expect(page).toHaveURL(`/teams?season=${SEASON}&sort=boutsLost&dir=desc`);
  await expect.poll(async () => (await table(page)).map((row) => row[0])).toEqual([NAMES.c, NAMES.b, NAMES.a]);

  await page.goto(`/teams?season=${SEASON}&sort=rating&dir=asc`);
  expect((await table(page)).map((row) => row[0])).toEqual([NAMES.c, NAMES.b, NAMES.a]);
});

test("a team page: roster with records, results with scores, upcoming team matches", async ({ page }) => {
  await page.goto(`/teams?season=${SEASON}`);
  await standings(page).getByRole("link", { name: NAMES.a, exact: true }).click();
  await expect(page).toHaveURL(`/team/${teams.a}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAMES.a);
  await expect(page.getByTestId("team-place")).toHaveText("Almaty, Kazakhstan");
  const roster = page.getByTestId("team-roster");
  // Fighter 1 won both bouts, fighter 2 won one and lost one, fighter 3 won the deciding bout against Charlie.
  await expect(roster.locator("tbody tr")).toHaveCount(3);
  const records = await roster
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map(
        (tr) => `${tr.querySelector("a")!.textContent}: ${tr.querySelector('[data-column="record"]')!.textContent}`,
      ),
    );
  expect(records.sort()).toEqual([
    `${NAMES.a} Fighter 1: 2-0`,
    `${NAMES.a} Fighter 2: 1-1`,
    `${NAMES.a} Fighter 3: 1-0`,
  ]);
  const elos = await roster.locator('td[data-column="elo"]').getByTestId("roster-elo").allTextContents();
  const mean = Math.round(elos.reduce((sum, elo) => sum + Number(elo), 0) / elos.length);
  await expect(page.getByTestId("team-rating")).toHaveText(String(mean));
  await page.goto(`/teams?season=${SEASON}`);
  expect((await table(page)).find((row) => row[0] === NAMES.a)![6]).toBe(String(mean));
  await page.goto(`/team/${teams.a}`);
  // Latest first: the same event, so the later card position (Charlie) comes first.
  await expect(page.getByTestId("team-results").getByTestId("team-match-score")).toHaveText(["2–1", "2–0"]);
  await expect(page.getByTestId("team-upcoming").getByRole("link", { name: NAMES.b })).toBeVisible();

  await roster.getByRole("link", { name: `${NAMES.a} Fighter 1` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${NAMES.a} Fighter 1`);
  await page.getByRole("link", { name: NAMES.a, exact: true }).click();
  await expect(page).toHaveURL(`/team/${teams.a}`);
});

test("Russian: the standings and a team page", async ({ page }) => {
  await page.goto(`/ru/teams?season=${SEASON}&sort=wins&dir=asc`);
  await expect(page.getByRole("heading", { level: 1, name: "Командный зачёт" })).toBeVisible();
  expect((await table(page)).map((row) => [row[0], row[1]])).toEqual([
    [NAMES.c, "0"],
    [NAMES.b, "1"],
    [NAMES.a, "2"],
  ]);
  await standings(page).getByRole("link", { name: NAMES.b, exact: true }).click();
  await expect(page).toHaveURL(`/ru/team/${teams.b}`);
  await expect(page.getByRole("heading", { level: 2, name: "Состав" })).toBeVisible();
  await expect(page.getByText("3 спортсмена")).toBeVisible();
  await expect(page.getByTestId("team-results").getByTestId("team-match-score")).toHaveText(["2–1", "0–2"]);
});

test("an unknown or malformed team id is a 404 in both languages", async ({ page }) => {
  for (const [path, heading] of [
    ["/team/00000000-0000-4000-8000-000000000000", "Team not found"],
    ["/team/not-a-team", "Team not found"],
    ["/ru/team/not-a-team", "Команда не найдена"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  }
});

test("/ratings documents the Elo and shows the worked example's numbers, EN and RU", async ({ page }) => {
  await page.goto("/analytics");
  await waitForHydration(page);
  await page.getByRole("link", { name: "How ratings work" }).click();
  await expect(page).toHaveURL("/ratings");
  await expect(page.getByRole("heading", { level: 1, name: "How ratings work" })).toBeVisible();
  await expect(page.getByText("K = 96 for an athlete's first 10 league bouts")).toBeVisible();
  await expect(
    page.getByText("This schedule (model elo-2) was chosen by replaying the league's history"),
  ).toBeVisible();
  await expect(
    page.getByText("A win by submission or disqualification counts 1.15 × K for both athletes."),
  ).toBeVisible();
  // 1600 v 1500, submission, first bouts: E = 0.640, K = 96 × 1.15 = 110.4, ±39.737.
  await expect(page.getByTestId("example-a")).toHaveText("A: 1600 + 110.4 × (1 − 0.640) = 1639.7 (+39.7)");
  await expect(page.getByTestId("example-b")).toHaveText("B: 1500 + 110.4 × (0 − 0.360) = 1460.3 (−39.7)");
  await expect(page.getByText("Profiles show whole points: A 1640, B 1460.", { exact: false })).toBeVisible();

  await page.goto("/ru/ratings");
  await expect(page.getByRole("heading", { level: 1, name: "Как считается рейтинг" })).toBeVisible();
  await expect(page.getByText("K = 96 в первых 10 поединках", { exact: false })).toBeVisible();
  await expect(page.getByText("Эту шкалу (модель elo-2) выбрали", { exact: false })).toBeVisible();
  await expect(page.getByTestId("example-a")).toHaveText("A: 1600 + 110,4 × (1 − 0,640) = 1639,7 (+39,7)");
  await expect(page.getByTestId("example-b")).toHaveText("B: 1500 + 110,4 × (0 − 0,360) = 1460,3 (−39,7)");
  await page.getByRole("link", { name: "Командный зачёт" }).click();
  await expect(page).toHaveURL("/ru/teams");
});
