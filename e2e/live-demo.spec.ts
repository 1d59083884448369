// The demo league's fight night, end to end on two instances sharing one fresh PostgreSQL database (demo data loaded
// as on `npm start`): the admin scores the Tokyo Grand Prix's live team match from the console on instance A, bout by
// bout until it is decided, while fans watch /live (EN) and /ru/live served by instance B. With LIVE_SHOTS_DIR set it
// also takes the console's and /live's screenshots (long team names included) for a person to look at.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { ADMIN } from "./admin-account";
import { expect, test, waitForHydration } from "./fixtures";
import { freshPostgresDatabase, POSTGRES_URL, startServer, tempDataDir, type SpawnedServer } from "./spawned-server";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.skip(!POSTGRES_URL, "needs E2E_DATABASE_URL or DATABASE_URL");

const SHOTS = process.env.LIVE_SHOTS_DIR ?? "";
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let a: SpawnedServer;
let b: SpawnedServer;

interface LiveBout {
  id: string;
  bout_order: number;
  status: string;
  athletes: [
    { id: string; full_name: string; full_name_ru?: string | null },
    { id: string; full_name: string; full_name_ru?: string | null },
  ];
}
interface LiveMatch {
  id: string;
  tournament: { title: string };
  home: { name: string };
  away: { name: string };
  bouts: LiveBout[];
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  database = await freshPostgresDatabase("live_demo");
  const env = { DATABASE_URL: database.url };
  // A loads the demo league into the empty database; B starts on it once it is there.
  a = await startServer({ ...env, DATA_DIR: tempDataDir("live-demo-a") }, { timeoutMs: 300_000 });
  b = await startServer({ ...env, DATA_DIR: tempDataDir("live-demo-b") }, { timeoutMs: 300_000 });
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

async function liveMatch(): Promise<LiveMatch> {
  const body = (await (await fetch(`${a.url}/api/v1/live`)).json()) as { live: LiveMatch[] };
  expect(body.live).toHaveLength(1);
  return body.live[0]!;
}

async function signedInPage(browser: Browser, viewport = { width: 1180, height: 820 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const response = await page.request.post(`${a.url}/api/auth/sign-in/email`, {
    headers: { Origin: a.url },
    data: ADMIN,
  });
  expect(response.ok()).toBe(true);
  return page;
}

async function fanPage(browser: Browser, url: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("the demo's live team match is scored to the end from the console on A and watched on /live and /ru/live on B", async ({
  page,
  browser,
}) => {
  const match = await liveMatch();
  expect(match.tournament.title).toBe("Tokyo Grand Prix");
  const fans = { en: await fanPage(browser, `${b.url}/live`), ru: await fanPage(browser, `${b.url}/ru/live`) };
  await expect(fans.en.getByTestId("stream-status")).toHaveText("Live updates on");
  await expect(fans.en.getByTestId("team-score")).toHaveText("0–0");
  await expect(fans.ru.getByTestId("team-score")).toHaveText("0–0");

  const response = await page.request.post(`${a.url}/api/auth/sign-in/email`, {
    headers: { Origin: a.url },
    data: ADMIN,
  });
  expect(response.ok()).toBe(true);
  // The home side wins the first two bouts by submission: 2–0 decides the match.
  for (const [index, bout] of match.bouts.slice(0, 2).entries()) {
    const [home, away] = bout.athletes;
    await page.goto(`${a.url}/score`);
    await waitForHydration(page);
    // The next event's card has the same pairing: take the bout from the Tokyo Grand Prix's match.
    const card = page
      .getByRole("region", { name: `${match.home.name} – ${match.away.name}` })
      .filter({ hasText: "Tokyo Grand Prix" });
    await card.getByRole("link", { name: new RegExp(`${home.full_name}.*${away.full_name}`) }).click();
    await expect(page).toHaveURL(`${a.url}/score/${bout.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start round" }).click();
    await expect(page.getByTestId("queue-status")).toHaveText("All actions sent");
    // The bout goes on the mat on both fans' pages.
    // /ru/live names the athletes in Russian where they have a Russian name.
    await expect(fans.en.getByTestId("current-bout")).toContainText(home.full_name);
    await expect(fans.ru.getByTestId("current-bout")).toContainText(home.full_name_ru || home.full_name);

    await page
      .getByRole("region", { name: home.full_name })
      .getByRole("button", { name: /^Takedown\s*\+2$/ })
      .click();
    await expect(page.getByTestId("score-a")).toHaveText("2");
    for (const fan of [fans.en, fans.ru])
      await expect(fan.getByTestId("athlete-home").getByTestId("round-score")).toHaveText("2", { timeout: 1_000 });
    await expect(fans.en.getByTestId("current-bout")).toContainText(`Takedown +2 — ${home.full_name}`);

    await page.getByRole("button", { name: "Finish the bout" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Submission", exact: true }).click();
    await dialog.getByRole("button", { name: home.full_name, exact: true }).click();
    await dialog.getByLabel("Technique").fill("Rear naked choke");
    await dialog.getByRole("button", { name: new RegExp(`Submission — ${home.full_name}`) }).click();
    await expect(page.getByTestId("finished")).toHaveText(
      `Finished: Submission — ${home.full_name} (Rear naked choke)`,
    );
    await expect(page.getByTestId("match-score")).toContainText(`${index + 1} : 0`);
    if (index === 0)
      for (const fan of [fans.en, fans.ru]) await expect(fan.getByTestId("team-score")).toHaveText("1–0");
  }

  // Decided 2–0: the match leaves "live now" on both fans' pages and its result is on the tournament page.
  for (const fan of [fans.en, fans.ru]) await expect(fan.getByTestId("live-match")).toHaveCount(0, { timeout: 5_000 });
  const summary = (await (await fetch(`${b.url}/api/v1/live`)).json()) as { live: LiveMatch[] };
  expect(summary.live.filter((live) => live.id === match.id)).toHaveLength(0);
});

test("screenshots: the console (tablet landscape and phone) and /live (1280 and 390 px) in both languages, long team names included", async ({
  browser,
}) => {
  test.skip(!SHOTS, "set LIVE_SHOTS_DIR to take them");
  // The next team match goes live with long team names, as a fan's phone must show them.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; home: string; away: string }>(
      `select m.id, m.home_team_id as home, m.away_team_id as away from team_matches m join tournaments t on t.id = m.tournament_id where t.title = 'Tokyo Grand Prix' and m.status = 'scheduled' order by m.card_order limit 1`,
    );
    const next = rows[0]!;
    await client.query(`update teams set name = 'Almaty Golden Eagles Submission Academy' where id = $1`, [next.home]);
    await client.query(`update teams set name = 'Saint Petersburg Northern Wolves Grappling' where id = $1`, [
      next.away,
    ]);
  } finally {
    await client.end();
  }
  const keeper = await signedInPage(browser);
  await keeper.goto(`${a.url}/score`);
  await waitForHydration(keeper);
  const card = keeper
    .getByRole("region", {
      name: "Almaty Golden Eagles Submission Academy – Saint Petersburg Northern Wolves Grappling",
    })
    .filter({ hasText: "Tokyo Grand Prix" });
  await card
    .getByRole("link")
    .filter({ hasText: /Bout 1/ })
    .click();
  await waitForHydration(keeper);
  await keeper.getByRole("button", { name: "Start round" }).click();
  await expect(keeper.getByTestId("queue-status")).toHaveText("All actions sent");
  const boutPath = new URL(keeper.url()).pathname;
  for (const lang of ["en", "ru"] as const) {
    const prefix = lang === "ru" ? "/ru" : "";
    for (const [device, viewport] of [
      ["tablet", { width: 1180, height: 820 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await keeper.setViewportSize(viewport);
      await keeper.goto(`${a.url}${prefix}${boutPath}`);
      await waitForHydration(keeper);
      await shot(keeper, `console-${device}-${lang}`);
    }
    for (const width of [1280, 390]) {
      const fan = await fanPage(browser, `${b.url}${prefix}/live`, { width, height: 900 });
      // One live match after the first test (it finished the first); two when this test runs on its own.
      await expect(fan.getByTestId("live-match").first()).toBeVisible();
      await shot(fan, `live-${width}-${lang}`);
      await fan.context().close();
    }
  }
});
