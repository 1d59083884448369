import { expect, test, waitForHydration } from "./fixtures";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

const cards = (page: Page) => page.getByTestId("athlete-card");

async function texts(locator: Locator) {
  return (await locator.allTextContents()).map((text) => text.trim());
}

async function elos(page: Page) {
  return (await texts(page.getByTestId("athlete-elo"))).map(Number);
}

function expectDescending(values: number[]) {
  expect(values.length).toBeGreaterThan(0);
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

/** Other specs add and remove athletes on the shared server: read the count when it is needed. */
async function athleteTotal(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/v1/athletes?limit=1")).json()) as { total: number }).total;
}

test.describe("athlete directory", () => {
  test("the first page is rendered on the server, best rated first, and pages on by links", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/athletes")).text();
    const total = await athleteTotal(request);
    expect(total).toBeGreaterThanOrEqual(42);
    expect(html).toContain('data-testid="athlete-card"');
    expect(html).toContain(`Showing 1–24 of ${total}`);

    await page.goto("/athletes");
    await expect(page.getByRole("heading", { level: 1, name: "Athletes" })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    const firstPage = await elos(page);
    expectDescending(firstPage);

    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/athletes?page=2");
    const now = await athleteTotal(request);
    await expect(page.getByText(`Showing 25–${Math.min(now, 48)} of ${now}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(now, 48) - 24);
    const secondPage = await elos(page);
    expectDescending(secondPage);
    expect(secondPage[0]).toBeLessThanOrEqual(firstPage.at(-1)!);
  });

  test("a card shows the athlete's flag, code, name, team, weight class, ELO, record, SUB%, TD%, CTRL and links to the profile", async ({
    page,
  }) => {
    // Arman Nurlanov: the demo's first athlete, of the Steppe Wolves, a featherweight (server/db/seed/demo.server.ts).
    await page.goto("/athletes?q=Nurlanov");
    const card = cards(page).filter({ hasText: "Arman Nurlanov" });
    await expect(card.getByTestId("country-code")).toHaveText("KAZ");
    await expect(card.getByTestId("country-flag")).toHaveAttribute("alt", "Kazakhstan");
    await expect(card.getByTestId("athlete-team")).toHaveText("Steppe Wolves");
    await expect(card.getByTestId("athlete-weight")).toHaveText("Featherweight");
    for (const label of ["W-L", "SUB%", "TD%", "CTRL"])
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText("W-L", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(/^\d+-\d+$/);
    await expect(card.locator("dd").last()).toHaveText(/^\d+:\d{2}$/);
    // No photo: the athlete's own generated art, with the initials.
    await expect(card.getByTestId("athlete-art")).toBeVisible();
    await expect(card.getByTestId("athlete-initials")).toHaveText("AN");
    await waitForHydration(page);
    await card.getByTestId("athlete-name").click();
    await expect(page).toHaveURL(/\/athlete\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arman Nurlanov");
  });

  test("country filter alone, then combined with search", async ({ page }) => {
    await page.goto("/athletes");
    await waitForHydration(page);
    await page.getByLabel("Country").selectOption({ label: "🇰🇿 Kazakhstan" });
    await expect(page).toHaveURL("/athletes?country=KAZ");
    await expect(cards(page).filter({ hasText: "Arman Nurlanov" })).toBeVisible();
    const codes = await texts(page.getByTestId("athlete-card").getByTestId("country-code"));
    expect(new Set(codes)).toEqual(new Set(["KAZ"]));
    expect(codes.length).toBeGreaterThan(1);
    expectDescending(await elos(page));

    await page.getByLabel("Search athletes by name").fill("arman");
    await expect(page).toHaveURL("/athletes?q=arman&country=KAZ");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByTestId("athlete-name")).toHaveText("Arman Nurlanov");
  });

  test("team filter alone, then combined with search", async ({ page }) => {
    await page.goto("/athletes");
    await waitForHydration(page);
    await page.getByLabel("Team").selectOption({ label: "Steppe Wolves" });
    await expect(page).toHaveURL(/\/athletes\?team=[0-9a-f-]{36}$/);
    await expect(cards(page).filter({ hasText: "Arman Nurlanov" })).toBeVisible();
    const teams = await texts(page.getByTestId("athlete-team"));
    expect(new Set(teams)).toEqual(new Set(["Steppe Wolves"]));
    const all = teams.length;

    // A search matches the start of a word of the name (docs/i18n.md): "ar" finds Arman, not a name with "ar" inside.
    await page.getByLabel("Search athletes by name").fill("ar");
    await expect(page).toHaveURL(/\/athletes\?q=ar&team=[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Team")).toHaveValue(/[0-9a-f-]{36}/);
    await expect(async () => {
      const names = await texts(page.getByTestId("athlete-name"));
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(all);
      for (const name of names) expect(name.toLowerCase()).toMatch(/(^|\s)ar/);
    }).toPass();
    expect(new Set(await texts(page.getByTestId("athlete-team")))).toEqual(new Set(["Steppe Wolves"]));
  });

  test("weight class filter alone, then combined with search", async ({ page }) => {
    await page.goto("/athletes");
    await waitForHydration(page);
    await page.getByLabel("Weight class").selectOption({ label: "Heavyweight" });
    await expect(page).toHaveURL("/athletes?weight=heavyweight");
    await expect(cards(page).filter({ hasText: "Kenji Takahashi" })).toBeVisible();
    expect(new Set(await texts(page.getByTestId("athlete-weight")))).toEqual(new Set(["Heavyweight"]));
    // The best rated heavyweight: the search below must keep it on top.
    const firstName = (await cards(page).first().getByTestId("athlete-name").textContent())!;
    const surname = firstName.split(" ").at(-1)!;

    await page.getByLabel("Search athletes by name").fill(surname.toUpperCase());
    await expect(page).toHaveURL(`/athletes?q=${surname.toUpperCase()}&weight=heavyweight`);
    await expect(cards(page).getByTestId("athlete-name").first()).toHaveText(firstName);
    for (const name of await texts(page.getByTestId("athlete-name")))
      expect(name.toLowerCase()).toContain(surname.toLowerCase());
    expect(new Set(await texts(page.getByTestId("athlete-weight")))).toEqual(new Set(["Heavyweight"]));

    // 'All' brings everyone back, keeping the search.
    await page.getByLabel("Weight class").selectOption({ label: "All weight classes" });
    await expect(page).toHaveURL(`/athletes?q=${surname.toUpperCase()}`);
  });

  test("filters and search live in the URL, combine, and the page is rendered from it", async ({ page }) => {
    await page.goto("/athletes?country=RUS&weight=heavyweight&q=a");
    await expect(page.getByLabel("Country")).toHaveValue("RUS");
    await expect(page.getByLabel("Weight class")).toHaveValue("heavyweight");
    await expect(page.getByLabel("Search athletes by name")).toHaveValue("a");
    for (const card of await cards(page).all()) {
      await expect(card.getByTestId("country-code")).toHaveText("RUS");
      await expect(card.getByTestId("athlete-weight")).toHaveText("Heavyweight");
    }
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/athletes");
    await expect(cards(page)).toHaveCount(24);
  });

  test("'No athletes found' in English and Russian", async ({ page }) => {
    await page.goto("/athletes");
    await waitForHydration(page);
    await page.getByLabel("Search athletes by name").fill("zzzz-nobody");
    await expect(page.getByText("No athletes found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.goto("/ru/athletes?q=zzzz-nobody");
    await expect(page.getByText("Спортсмены не найдены")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("12 placeholders show while the next results load", async ({ page }) => {
    await page.goto("/athletes");
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/athletes.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Weight class").selectOption({ label: "Lightweight" });
    await expect(page.getByTestId("athlete-card-skeleton")).toHaveCount(12);
    release();
    await expect(page.getByTestId("athlete-card-skeleton")).toHaveCount(0);
    expect(new Set(await texts(page.getByTestId("athlete-weight")))).toEqual(new Set(["Lightweight"]));
  });

  test("Russian directory links to Russian profiles and uses Russian labels", async ({ page, request }) => {
    await page.goto("/ru/athletes");
    await expect(page.getByRole("heading", { level: 1, name: "Спортсмены" })).toBeVisible();
    await expect(page.getByLabel("Страна")).toBeVisible();
    await expect(page.getByRole("option", { name: "Все страны" })).toHaveCount(1);
    await expect(page.getByRole("option", { name: "🇰🇿 Казахстан" })).toHaveCount(1);
    const hrefs = await cards(page)
      .getByTestId("athlete-name")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toHaveLength(24);
    for (const href of hrefs) expect(href).toMatch(/^\/ru\/athlete\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Показаны 1–24 из ${await athleteTotal(request)}`)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the filter form and the page links still work", async ({ page, request }) => {
    await page.goto("/athletes");
    await page.getByLabel("Country").selectOption("JPN");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/athletes\?q=&country=JPN&team=&weight=$/);
    expect(new Set(await texts(page.getByTestId("country-code")))).toEqual(new Set(["JPN"]));
    await page.goto("/athletes");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/athletes?page=2");
    await expect(cards(page)).toHaveCount(Math.min(await athleteTotal(request), 48) - 24);
  });
});
