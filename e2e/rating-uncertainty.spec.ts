import crypto from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

// An athlete with one rated bout is provisional, with the rating's band on the profile's chart, in both languages; the
// team match made of three scheduled bouts shows its frozen odds on the tournament's card. Records of this run's own
// (the e2e server's database is shared by every spec).
// beforeAll runs once per worker and again for each later group of this file's tests (fullyParallel): each run names
// its own records.
const namesFor = (run: string) => ({
  home: `Band Wolves ${run}`,
  away: `Band Bears ${run}`,
  anna: `Anna Band ${run}`,
  boris: `Boris Band ${run}`,
  clara: `Clara Band ${run}`,
});
let names = namesFor("");
const ids: Record<string, string> = {};

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async ({ baseURL }) => {
  names = namesFor(`${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  ids.tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Band Cup ${names.home}`,
        event_date: "2026-05-14T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      },
    }),
  );
  ids.home = await created(await admin.post("/api/v1/teams", { data: { name: names.home } }));
  ids.away = await created(await admin.post("/api/v1/teams", { data: { name: names.away } }));
  for (const [key, team] of [
    ["anna", ids.home],
    ["clara", ids.home],
    ["boris", ids.away],
  ] as const)
    ids[key] = await created(
      await admin.post("/api/v1/athletes", {
        data: { full_name: names[key], country: "USA", weight_class: "lightweight", team_id: team },
      }),
    );
  ids.match = await created(
    await admin.post(`/api/v1/tournaments/${ids.tournament}/team-matches`, {
      data: { home_team_id: ids.home, away_team_id: ids.away, stage: "final", card_order: 1 },
    }),
  );
  const bouts: string[] = [];
  for (const [a, b] of [
    ["anna", "boris"],
    ["clara", "boris"],
    ["anna", "boris"],
  ] as const)
    bouts.push(
      await created(
        await admin.post(`/api/v1/team-matches/${ids.match}/bouts`, {
          data: { athlete_a_id: ids[a], athlete_b_id: ids[b], weight_class: "lightweight", status: "scheduled" },
        }),
      ),
    );
  // The first bout is fought: Anna's one rated bout.
  const result = await admin.put(`/api/v1/bouts/${bouts[0]}`, {
    data: {
      team_match_id: ids.match,
      athlete_a_id: ids.anna,
      athlete_b_id: ids.boris,
      weight_class: "lightweight",
      status: "completed",
      winner_id: ids.anna,
      method: "points",
      round: 3,
      time_seconds: 300,
      score_a: 4,
      score_b: 0,
    },
  });
  expect(result.status(), await result.text()).toBe(200);
  // The second bout is scored live (the clock, a takedown by Clara and a sweep by Boris), then Clara submits him: its
  // timeline gives the in-bout calibration two readings.
  const live = async (path: string, data: Record<string, unknown>) => {
    const response = await admin.post(`/api/v1/bouts/${bouts[1]}/${path}`, {
      data: { idempotency_key: crypto.randomUUID(), ...data },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await live("clock", { action: "start" });
  await live("events", { athlete_id: ids.clara, kind: "takedown", round: 1, clock_seconds: 0 });
  await live("events", { athlete_id: ids.boris, kind: "stalling", round: 1, clock_seconds: 0 });
  await live("finish", { winner_id: ids.clara, method: "submission", technique: "Armbar" });
  await admin.dispose();
});

test("EN and RU: a provisional athlete's badge, the rating's uncertainty and the band on the chart", async ({
  page,
  request,
}) => {
  const api = (await (await request.get(`/api/v1/athletes/${ids.anna}`)).json()) as {
    rating_deviation: number;
    rated_bouts: number;
    provisional: boolean;
  };
  expect(api).toMatchObject({ rated_bouts: 1, provisional: true });
  await page.goto(`/athlete/${ids.anna}?fights=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.anna);
  const badge = page.getByTestId("provisional-badge");
  await expect(badge).toBeVisible();
  await expect(badge).toContainText("Provisional");
  await expect(page.getByTestId("rating-deviation").first()).toContainText(`±${api.rating_deviation}`);
  await expect(page.getByTestId("rating-band")).toHaveCount(1);
  await expect(page.getByText("The shaded band is the rating ± its uncertainty")).toBeVisible();
  await waitForHydration(page);
  await page.screenshot({ path: "/tmp/rat-shots/profile-en-1280.png", fullPage: true });

  await page.goto(`/ru/athlete/${ids.anna}?fights=1`);
  await expect(page.getByTestId("provisional-badge")).toContainText("Предварительный");
  await expect(page.getByTestId("rating-band")).toHaveCount(1);
  for (const [lang, path] of [
    ["en", `/athlete/${ids.anna}?fights=1`],
    ["ru", `/ru/athlete/${ids.anna}?fights=1`],
  ] as const)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId("rating-band")).toHaveCount(1);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/rat-shots/profile-${lang}-${width}.png`, fullPage: true });
    }

  // A demo athlete with a bout in every finished tournament: the band narrows along the chart.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/athletes?q=${encodeURIComponent("Arman Nurlanov")}`);
  await page.getByTestId("athlete-card").getByTestId("athlete-name").first().click();
  await page.getByRole("tab", { name: "Fights" }).click();
  await expect(page.getByTestId("rating-band")).toHaveCount(1);
  await page.screenshot({ path: "/tmp/rat-shots/profile-demo-en-1280.png", fullPage: true });

  // The directory's card and the team's roster mark her too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/athletes?q=${encodeURIComponent(names.anna)}`);
  await expect(page.getByTestId("athlete-card").getByTestId("provisional-badge")).toHaveText(/Provisional/);
  await page.goto(`/team/${ids.home}`);
  await expect(
    page.getByTestId("team-roster").locator("tr", { hasText: names.anna }).getByTestId("provisional-badge"),
  ).toBeVisible();
  // On a phone, in Russian (the longer word): the badge stays one line under the name and the roster fits its column.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/ru/team/${ids.home}`);
  const rosterBadge = page
    .getByTestId("team-roster")
    .locator("tr", { hasText: names.anna })
    .getByTestId("provisional-badge");
  await expect(rosterBadge).toHaveText(/^Предварительный/);
  expect((await rosterBadge.boundingBox())!.height).toBeLessThan(24);
  const roster = await page.getByTestId("team-roster").evaluate((table) => ({
    table: table.scrollWidth,
    column: table.parentElement!.clientWidth,
  }));
  expect(roster.table).toBeLessThanOrEqual(roster.column);
  await page.screenshot({ path: "/tmp/rat-shots/team-ru-390.png", fullPage: true });
});

test("the team match's frozen odds on the tournament's card and in its API, adding up to 100 %", async ({
  page,
  request,
}) => {
  const body = (await (await request.get(`/api/v1/team-matches/${ids.match}`)).json()) as {
    prediction: { p_home: number; p_away: number; model: string };
  };
  expect(body.prediction.model).toBe("team-elo-1");
  const home = Math.round(body.prediction.p_home * 100);
  await page.goto(`/tournament/${ids.tournament}`);
  await expect(page.getByTestId("team-match-odds")).toContainText(
    `Pre-match odds: ${names.home} ${home}% · ${names.away} ${100 - home}%`,
  );
  await page.goto(`/ru/tournament/${ids.tournament}`);
  await expect(page.getByTestId("team-match-odds")).toContainText("Прогноз до матча:");
});

test("the bout scored live feeds the in-bout calibration, in the API and on the page", async ({ page, request }) => {
  const figures = (await (await request.get("/api/v1/ratings/calibration?kind=in_bout&season=2026")).json()) as {
    n: number;
    bouts: number;
  };
  expect(figures.bouts).toBeGreaterThanOrEqual(1);
  expect(figures.n).toBeGreaterThanOrEqual(2);
  await page.goto("/ratings/calibration?season=2026");
  const section = page.getByRole("region", { name: "In-bout" });
  await expect(section.getByText("Live readings").locator("..")).toContainText(/\d/);
  await expect(section.getByRole("img", { name: "Reliability diagram: in-bout" })).toBeVisible();
  await page.goto("/ru/ratings/calibration?season=2026");
  await expect(page.getByRole("region", { name: "По ходу поединка" }).getByText("Замеров по ходу")).toBeVisible();
  // Screenshots of the whole page with every section filled (this run's bouts are in 2026).
  for (const [lang, path] of [
    ["en", "/ratings/calibration?season=2026"],
    ["ru", "/ru/ratings/calibration?season=2026"],
  ] as const)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/rat-shots/calibration-2026-${lang}-${width}.png`, fullPage: true });
    }
});
