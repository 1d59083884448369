import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

// One team match recorded through the API as an admin, then read as a visitor on the tournament page, both athletes'
// Fights tabs and the compare page. Names carry a per-run suffix: the e2e server's database is shared by every spec.
// beforeAll runs once per worker and again for each later group of this file's tests (fullyParallel): each run names
// its own records.
const namesFor = (run: string) => ({
  home: `Results Wolves ${run}`,
  away: `Results Bears ${run}`,
  anna: `Anna Results ${run}`,
  boris: `Boris Results ${run}`,
  clara: `Clara Results ${run}`,
  dmitri: `Dmitri Results ${run}`,
});
let run = "";
let names = namesFor(run);
const ids: Record<string, string> = {};

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async ({ baseURL }) => {
  run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  names = namesFor(run);
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  ids.tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Results Cup ${run}`,
        event_date: "2026-03-14T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "completed",
      },
    }),
  );
  ids.home = await created(await admin.post("/api/v1/teams", { data: { name: names.home } }));
  ids.away = await created(await admin.post("/api/v1/teams", { data: { name: names.away } }));
  for (const [key, country, team] of [
    ["anna", "USA", ids.home],
    ["clara", "BRA", ids.home],
    ["boris", "RUS", ids.away],
    ["dmitri", "KAZ", ids.away],
  ] as const) {
    ids[key] = await created(
      await admin.post("/api/v1/athletes", {
        data: { full_name: names[key], country, weight_class: "lightweight", team_id: team },
      }),
    );
  }
  await created(
    await admin.post(`/api/v1/tournaments/${ids.tournament}/team-matches`, {
      data: { home_team_id: ids.away, away_team_id: ids.home, stage: "semifinal", card_order: 1 },
    }),
  );
  const final = await created(
    await admin.post(`/api/v1/tournaments/${ids.tournament}/team-matches`, {
      data: { home_team_id: ids.home, away_team_id: ids.away, stage: "final", card_order: 2 },
    }),
  );
  const bout = (a: string, b: string, result: Record<string, unknown>) =>
    admin.post(`/api/v1/team-matches/${final}/bouts`, {
      data: { athlete_a_id: ids[a], athlete_b_id: ids[b], weight_class: "lightweight", status: "completed", ...result },
    });
  // Hand-worked Elo (everyone starts at 1500, K 96): Anna subs Boris (K × 1.15 = 110.4) → 1555.2 / 1444.8; Dmitri beats
  // Clara on points → 1548 / 1452; Anna beats Dmitri by decision (K × 0.85 = 81.6, expected 0.5104) → 1595.2 / 1508.
  await created(
    await bout("anna", "boris", {
      winner_id: ids.anna,
      method: "submission",
      technique: "Heel hook",
      round: 2,
      time_seconds: 95,
      score_a: 2,
      score_b: 0,
    }),
  );
  await created(
    await bout("clara", "dmitri", {
      winner_id: ids.dmitri,
      method: "points",
      round: 3,
      time_seconds: 300,
      score_a: 1,
      score_b: 4,
    }),
  );
  await created(
    await bout("anna", "dmitri", {
      winner_id: ids.anna,
      method: "decision",
      round: 3,
      time_seconds: 300,
      score_a: 3,
      score_b: 3,
    }),
  );
  await admin.dispose();
});

test("the tournament page shows the card with scores, winners and bouts, and the final decides the champion (EN)", async ({
  page,
}) => {
  await page.goto(`/tournament/${ids.tournament}`);
  const matches = page.getByTestId("team-match");
  await expect(matches).toHaveCount(2);
  await expect(matches.nth(0)).toContainText("Semifinal");
  await expect(matches.nth(0)).toContainText("Scheduled");
  const final = matches.nth(1);
  await expect(final).toContainText("Final");
  await expect(final.getByTestId("team-match-score")).toHaveText("2–1");
  await expect(final.locator("[data-winner]")).toHaveText(`Winner${names.home}`);
  const bouts = final.getByTestId("bout");
  await expect(bouts).toHaveCount(3);
  await expect(bouts.nth(0)).toContainText("Submission · Heel hook");
  await expect(bouts.nth(0)).toContainText("R2 1:35");
  await expect(bouts.nth(0)).toContainText("2–0");
  await expect(bouts.nth(1)).toContainText("Points");
  await expect(bouts.nth(1)).toContainText("R3 5:00");
  await expect(bouts.nth(0).getByRole("img", { name: "United States" })).toBeVisible();
  await expect(page.getByText("Champion").locator("..")).toContainText(names.home);
  await expect(page.getByText("Runner-up").locator("..")).toContainText(names.away);
});

test("the tournament card in Russian", async ({ page }) => {
  await page.goto(`/ru/tournament/${ids.tournament}`);
  const final = page.getByTestId("team-match").nth(1);
  await expect(final).toContainText("Финал");
  await expect(final.getByTestId("team-match-score")).toHaveText("2–1");
  await expect(final.getByTestId("bout").nth(0)).toContainText("Ущемление пятки");
  await expect(final.getByTestId("bout").nth(0)).toContainText("Р2 1:35");
  await expect(page.getByTestId("team-match").nth(0)).toContainText("Запланировано");
});

test("the Fights tab lists bouts newest first with ratings and draws the rating chart; Compare with… opens head to head (EN)", async ({
  page,
}) => {
  await page.goto(`/athlete/${ids.anna}`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Fights" }).click();
  const rows = page.getByTestId("fight-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(names.dmitri);
  await expect(rows.nth(0)).toContainText("Decision");
  await expect(rows.nth(0).getByTestId("fight-rating")).toHaveText("1555 → 1595");
  await expect(rows.nth(1)).toContainText(names.boris);
  await expect(rows.nth(1)).toContainText("Submission · Heel hook");
  await expect(rows.nth(1).getByTestId("fight-rating")).toHaveText("1500 → 1555");
  await expect(rows.nth(0).getByTitle("Win")).toHaveText("W");
  const chart = page.getByTestId("rating-chart");
  await expect(chart.getByTestId("rating-dot")).toHaveCount(2);
  await expect(chart.getByRole("table").getByRole("row")).toHaveCount(3);
  await expect(chart.getByRole("table")).toContainText("1595");

  await page.getByLabel("Athlete to compare with").fill(`Dmitri Results ${run}`);
  await page.getByRole("button", { name: "Compare" }).click();
  await page
    .getByTestId("compare-candidates")
    .getByRole("link", { name: new RegExp(names.dmitri) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Head to head");
  const sides = page.getByTestId("compare-side");
  await expect(sides.nth(0)).toContainText(names.anna);
  await expect(sides.nth(1)).toContainText(names.dmitri);
  // 1595 against 1508: 1 / (1 + 10^(−87/400)) = 0.623.
  await expect(sides.nth(0).getByTestId("compare-probability")).toHaveText("62%");
  await expect(sides.nth(1).getByTestId("compare-probability")).toHaveText("38%");
  await expect(page.getByTestId("meeting")).toHaveCount(1);
  await expect(page.getByTestId("meeting")).toContainText(`${names.anna} won`);
});

test("Fights tab and head to head in Russian; unknown ids get a clear message", async ({ page }) => {
  await page.goto(`/ru/athlete/${ids.dmitri}?fights=1`);
  await expect(page.getByRole("tab", { name: "Поединки" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("fight-row").nth(0).getByTestId("fight-rating")).toHaveText("1548 → 1508");
  await expect(page.getByTestId("fight-row").nth(1)).toContainText("По очкам");

  await page.goto(`/ru/athletes/compare?a=${ids.dmitri}&b=${ids.anna}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Личные встречи");
  await expect(page.getByTestId("compare-probability").nth(0)).toHaveText("38%");
  await expect(page.getByTestId("meeting")).toContainText(`Победа: ${names.anna}`);

  const response = await page.goto(`/athletes/compare?a=${ids.anna}&b=00000000-0000-4000-8000-000000000000`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("compare-error")).toContainText("We could not find one of these athletes.");
  await page.goto(`/athletes/compare?a=${ids.clara}&b=${ids.boris}`);
  await expect(page.getByText("They have not met in the league yet.")).toBeVisible();
});
