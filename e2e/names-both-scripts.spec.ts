import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";

// Names in both scripts and search across them, on the demo league (a server of its own: the shared e2e server
// carries other specs' records). A Russian reader types a name in Cyrillic and finds the athlete stored in Latin
// letters, and reads every name in Russian; an English reader reads the Latin names.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let own: OwnTestServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTestServer("names-both-scripts", { SEED_DEMO: "true" });
});
test.afterAll(async () => {
  await own?.stop();
});

const cards = (page: Page) => page.getByTestId("athlete-card");
const titles = (page: Page) => page.getByRole("tabpanel").getByRole("article").getByRole("heading");

test("typing «Рахимов» into the Russian directory finds «Бекзод Рахимов»; the English directory finds him as Rakhimov", async ({
  page,
}) => {
  await page.goto(`${own.url}/ru/athletes`);
  await waitForHydration(page);
  await page.getByLabel("Поиск спортсменов по имени").fill("Рахимов");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Бекзод Рахимов");
  await expect(cards(page)).not.toContainText("Rakhimov");

  // The profile and its team in Russian, the English profile in Latin letters.
  await cards(page).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бекзод Рахимов");
  await expect(page).toHaveTitle(/^Бекзод Рахимов/);
  await page.goto(`${own.url}/athletes?q=${encodeURIComponent("Рахимов")}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Bekzod Rakhimov");

  // Across scripts and spelling variants: a Latin query on the Russian page, a typo on the English one.
  await page.goto(`${own.url}/ru/athletes?q=Yamamoto`);
  await expect(cards(page)).toContainText("Сё Ямамото");
  await page.goto(`${own.url}/athletes?q=Rahimof`);
  await expect(cards(page)).toContainText("Bekzod Rakhimov");
});

test("the Russian events search finds Russian titles, cities and countries: Токио, Москва, Гран-при, Лондон", async ({
  page,
}) => {
  await page.goto(`${own.url}/ru/events`);
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Поиск событий" }).fill("Токио");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(titles(page)).toHaveText(["Гран-при Токио"]);
  for (const [q, title] of [
    ["Гран-при", "Гран-при Токио"],
    ["Москва", "Турнир по приглашениям «Берлога»"],
    ["Лондон", "Лондонский капкан"],
  ] as const) {
    await page.goto(`${own.url}/ru/events?q=${encodeURIComponent(q)}`);
    await expect(titles(page), q).toContainText([title]);
  }
  await page.goto(`${own.url}/ru/events?q=${encodeURIComponent("Париж")}`);
  await expect(page.getByText("События не найдены")).toBeVisible();
});

test("team names follow the page's language on standings and the team page", async ({ page }) => {
  await page.goto(`${own.url}/ru/teams`);
  await expect(page.locator("main")).toContainText("Сибирские медведи");
  await expect(page.locator("main")).not.toContainText("Siberian Bears");
  await page.goto(`${own.url}/teams`);
  await expect(page.locator("main")).toContainText("Siberian Bears");
  await expect(page.locator("main")).not.toContainText("Сибирские медведи");
});
