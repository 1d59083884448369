import type { Page } from "@playwright/test";
import { localDateKey } from "../app/lib/format";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";

// The calendar counts every event, so it runs on a server of its own with only the demo league: events other specs
// create on the shared server cannot change its counts, whatever order the specs run in. One worker starts it.
const port = Number(process.env.E2E_PORT ?? 4173) + 300;
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "default" });

let own: OwnTestServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnTestServer("calendar", { SEED_DEMO: "true" }, undefined, port);
});
test.afterAll(async () => {
  await own?.stop();
});

const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("article").getByRole("heading");

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: /Search events|Поиск событий/ }).fill(text);
}

test("lists every event and filters by the Upcoming and Past tabs, kept in the URL", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveTitle(/^Events Calendar \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events Calendar");
  await expect(page.getByText("Every league night in one place")).toBeVisible();
  await waitForHydration(page);

  await expect(page.getByRole("tab")).toHaveText(["All", "Upcoming", "Past"]);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveCount(9);
  await expect(page.getByText("9 events")).toBeVisible();

  await page.getByRole("tab", { name: "Upcoming" }).click();
  await expect(page).toHaveURL("/events?tab=upcoming");
  await expect(cardTitles(page).first()).not.toHaveText("Season Opener: Steppe Clash");
  const upcoming = await cardTitles(page).allTextContents();
  expect(upcoming).toEqual(expect.arrayContaining(["London Lock-In", "Rio Submission Series", "Season Finals"]));
  expect(upcoming).not.toContain("Pacific Rumble");

  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page).toHaveURL("/events?tab=past");
  await expect(cardTitles(page).first()).toHaveText("Pacific Rumble");
  const past = await cardTitles(page).allTextContents();
  expect(past).toEqual(
    expect.arrayContaining(["Season Opener: Steppe Clash", "Bears' Den Invitational", "Pacific Rumble"]),
  );
  expect(past).not.toContain("London Lock-In");
  await expect(
    page.getByRole("tabpanel").locator("article").filter({ hasText: "Pacific Rumble" }).getByText("Completed"),
  ).toBeVisible();

  // Back returns to the previous tab.
  await page.goBack();
  await expect(page).toHaveURL("/events?tab=upcoming");
  await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
});

test("searches title, city and country in any letter case", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);

  await search(page, "lOnDoN lOcK");
  await expect(page).toHaveURL("/events?q=lOnDoN+lOcK");
  await expect(cardTitles(page)).toHaveText(["London Lock-In"]);

  await search(page, "SAN DIEGO");
  await expect(cardTitles(page)).toHaveText(["Pacific Rumble"]);

  await search(page, "kazakhSTAN");
  await expect(cardTitles(page)).toHaveText(["Season Opener: Steppe Clash", "Astana Winter Cup"]);

  await search(page, "russia");
  await expect(cardTitles(page)).toHaveText(["Bears' Den Invitational", "Season Finals"]);

  // A shared link opens the same results, and the tab combines with the search.
  await page.goto("/events?q=kazakhstan&tab=past");
  await expect(cardTitles(page)).toHaveText(["Season Opener: Steppe Clash"]);
  await expect(page.getByRole("searchbox")).toHaveValue("kazakhstan");
});

test("each tab has its own empty message, in English and Russian", async ({ page }) => {
  await page.goto("/events?q=zzzz");
  await expect(page.getByText("No events found", { exact: true })).toBeVisible();
  await page.goto("/events?q=pacific&tab=upcoming");
  await expect(page.getByText("No upcoming events", { exact: true })).toBeVisible();
  await page.goto("/events?q=london&tab=past");
  await expect(page.getByText("No past events", { exact: true })).toBeVisible();
  // % and _ are literal characters, not wildcards.
  await page.goto("/events?q=%25");
  await expect(page.getByText("No events found", { exact: true })).toBeVisible();

  await page.goto("/ru/events?q=zzzz");
  await expect(page.getByText("События не найдены", { exact: true })).toBeVisible();
  await page.goto("/ru/events?q=pacific&tab=upcoming");
  await expect(page.getByText("Нет предстоящих событий", { exact: true })).toBeVisible();
  await page.goto("/ru/events?q=london&tab=past");
  await expect(page.getByText("Нет прошедших событий", { exact: true })).toBeVisible();
});

test("shows a Loading text while results are fetched", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/events.data*", async (route) => {
    await held;
    await route.continue();
  });
  await search(page, "tokyo");
  await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
  release();
  await expect(cardTitles(page)).toHaveText(["Tokyo Grand Prix"]);
  await expect(page.getByText("Loading...", { exact: true })).toBeHidden();
});

test("the Russian calendar searches and filters in Russian", async ({ page }) => {
  await page.goto("/ru/events");
  await expect(page).toHaveTitle(/^Календарь событий \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Календарь событий");
  await waitForHydration(page);
  await expect(page.getByRole("tab")).toHaveText(["Все", "Предстоящие", "Прошедшие"]);
  await page.getByRole("tab", { name: "Прошедшие" }).click();
  await expect(page).toHaveURL("/ru/events?tab=past");
  await search(page, "TOKYO");
  await expect(page).toHaveURL("/ru/events?q=TOKYO&tab=past");
  await expect(page.getByText("Нет прошедших событий")).toBeVisible();
  await page.getByRole("tab", { name: "Все" }).click();
  // The demo league's Russian title (issue 17); the search still finds it by its city.
  await expect(cardTitles(page)).toHaveText(["Гран-при Токио"]);
  await expect(page.getByRole("tabpanel").getByText("В эфире")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Гран-при Токио" })).toHaveAttribute(
    "href",
    /^\/ru\/tournament\//,
  );
});

test("the month view puts events on their day, weeks starting Sunday in English and Monday in Russian", async ({
  page,
}) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL("/events?view=month");
  await expect(page.locator("thead th").first()).toHaveText(/Sunday/);
  const firstCell = await page.locator("td[data-date]").first().getAttribute("data-date");
  expect(new Date(`${firstCell}T12:00:00Z`).getUTCDay()).toBe(0);

  // Go to London's month, found from the event's own date at the venue.
  await page.goto("/events?q=london");
  await page.getByRole("link", { name: "London Lock-In" }).click();
  const dateTime = (await page.locator("main time").first().getAttribute("datetime"))!;
  const day = localDateKey(dateTime, "Europe/London");
  await page.goto(`/events?view=month&month=${day.slice(0, 7)}`);
  const cell = page.locator(`td[data-date="${day}"]`);
  await expect(cell.getByRole("link", { name: "London Lock-In" })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
  await expect(page.locator(`td[data-date="${day}"]`).getByRole("link")).toHaveCount(0);
  await page.getByRole("link", { name: "Previous month" }).click();
  await cell.getByRole("link", { name: "London Lock-In" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("London Lock-In");

  await page.goto(`/ru/events?view=month&month=${day.slice(0, 7)}`);
  await expect(page.locator("thead th").first()).toHaveText(/понедельник/);
  const firstRuCell = await page.locator("td[data-date]").first().getAttribute("data-date");
  expect(new Date(`${firstRuCell}T12:00:00Z`).getUTCDay()).toBe(1);
  await expect(page.locator(`td[data-date="${day}"]`).getByRole("link", { name: "Лондонский капкан" })).toHaveAttribute(
    "href",
    /^\/ru\/tournament\//,
  );
  await expect(page.getByRole("link", { name: "Список" })).toHaveAttribute("href", "/ru/events");

  await page.goto("/events?view=month&month=2020-01");
  await expect(page.getByRole("heading", { name: "January 2020" })).toBeVisible();
  await expect(page.getByText("No events this month")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the tabs, list and month grid fit the screen in both languages", async ({ page }) => {
    for (const path of ["/events", "/ru/events", "/ru/events?view=month"]) {
      await page.goto(path);
      for (const tab of await page.getByRole("tab").all()) await expect(tab).toBeInViewport({ ratio: 1 });
      // Each label fits its tab ("Предстоящие" once ran into "Прошедшие").
      const clipped = await page
        .getByRole("tab")
        .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
      expect(clipped, path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});
