import { expect, test, waitForHydration } from "./fixtures";

const GRAPPLING = /grappling|wrestling|judo|bjj|sambo|no[-\s]?gi/i;
/** A demo athlete with a bio and bouts in every finished tournament (server/db/seed/demo-content.ts). */
const ATHLETE = "Arman Nurlanov";

test.describe("athlete profile", () => {
  test("shows the athlete's header and overview, and the back button returns to the directory", async ({ page }) => {
    await page.goto(`/athletes?q=${encodeURIComponent(ATHLETE)}`);
    const card = page.getByTestId("athlete-card").filter({ hasText: ATHLETE });
    await expect(card.getByTestId("athlete-name")).toHaveText(ATHLETE);
    const name = (await card.getByTestId("athlete-name").textContent())!;
    const elo = (await card.getByTestId("athlete-elo").textContent())!;
    const code = (await card.getByTestId("country-code").textContent())!;
    const weight = (await card.getByTestId("athlete-weight").textContent())!;
    const team = (await card.getByTestId("athlete-team").textContent())!;
    const record = (await card.getByText("W-L", { exact: true }).locator("xpath=following-sibling::dd").textContent())!;
    const href = (await card.getByTestId("athlete-name").getAttribute("href"))!;

    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${name} — athlete profile \\|`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("athlete-elo")).toHaveText(elo);
    await expect(page.getByTestId("athlete-record")).toHaveText(record);
    await expect(page.getByTestId("country-code")).toHaveText(code);
    await expect(page.getByText(weight, { exact: true })).toBeVisible();
    await expect(page.getByText(team, { exact: true })).toBeVisible();
    await expect(page.getByTestId("athlete-photo").or(page.getByTestId("athlete-art"))).toBeVisible();

    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Height", { exact: true })).toBeVisible();
    await expect(page.getByText("Height", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
      /^\d{3} cm$/,
    );

    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to athletes" }).click();
    await expect(page).toHaveURL("/athletes");
  });

  test("the statistics tab shows the formulas' results", async ({ page }) => {
    await page.goto(`/athletes?q=${encodeURIComponent(ATHLETE)}`);
    await page.getByTestId("athlete-name").filter({ hasText: ATHLETE }).click();
    await waitForHydration(page);
    const [wins, losses] = (await page.getByTestId("athlete-record").textContent())!.split("-").map(Number) as [
      number,
      number,
    ];
    const totalMatches = Number(
      await page.getByText("Total matches", { exact: true }).locator("xpath=following-sibling::dd").textContent(),
    );

    await page.getByRole("tab", { name: "Statistics" }).click();
    await expect(page.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Height", { exact: true })).toBeHidden();
    const stat = (id: string) => page.getByTestId(`stat-${id}`).locator("dd");
    await expect(stat("win-rate")).toHaveText(`${Math.round((wins / totalMatches) * 100)}%`);
    await expect(stat("submission-rate")).toHaveText(/^\d{1,3}%$/);
    await expect(stat("takedown-defense")).toHaveText(/^\d{1,3}%$/);
    await expect(stat("control-time")).toHaveText(/^\d+:\d{2}$/);
    await expect(stat("elo")).toHaveText((await page.getByTestId("athlete-elo").textContent()) ?? "");
    await expect(stat("avg-time-to-score")).toHaveText(/^\d+\.\d s$/);
    for (const label of ["Total submissions", "Total takedowns", "Submissions against", "Win streak"]) {
      await expect(page.getByRole("tabpanel").getByText(label, { exact: true })).toBeVisible();
    }
    expect(wins + losses).toBeLessThanOrEqual(totalMatches);
  });

  test("style tags are shown only when they mention grappling styles, on the profile and its card", async ({
    page,
    request,
  }) => {
    // An athlete of the demo whose stored tags mix grappling and striking styles (read from the API, which keeps all).
    const { items } = (await (await request.get("/api/v1/athletes?limit=100")).json()) as {
      items: { id: string; full_name: string; style_background: string[] | null }[];
    };
    const mixed = items.find(
      (athlete) =>
        (athlete.style_background ?? []).some((tag) => GRAPPLING.test(tag)) &&
        (athlete.style_background ?? []).some((tag) => !GRAPPLING.test(tag)),
    );
    expect(mixed, "an athlete with mixed style tags in the demo league").toBeDefined();
    const tags = mixed!.style_background!;
    await page.goto(`/athlete/${mixed!.id}`);
    const shown = (await page.getByTestId("athlete-styles").locator("li").allTextContents()).map((t) => t.trim());
    expect(shown).toEqual(tags.filter((tag) => GRAPPLING.test(tag)));
    for (const tag of tags.filter((t) => !GRAPPLING.test(t)))
      await expect(page.getByText(tag, { exact: true })).toHaveCount(0);
    // The directory's card follows the same rule.
    await page.goto(`/athletes?q=${encodeURIComponent(mixed!.full_name)}`);
    const card = page.getByTestId("athlete-card").filter({ hasText: mixed!.full_name });
    await expect(card.getByTestId("athlete-styles").locator("li")).toHaveText(
      tags.filter((tag) => GRAPPLING.test(tag)),
    );
  });

  test("'Athlete not found' with HTTP 404 for unknown and malformed ids, in both languages", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' or '1'='1"]) {
      const response = await page.goto(`/athlete/${encodeURIComponent(id)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Athlete not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to athletes" })).toHaveAttribute("href", "/athletes");
    }
    const ru = await page.goto("/ru/athlete/nope");
    expect(ru?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Спортсмен не найден" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ко всем спортсменам" })).toHaveAttribute("href", "/ru/athletes");
  });

  test("the Russian profile has Russian tabs, labels and decimal commas", async ({ page }) => {
    // Russian pages show the athlete's Russian name; the Latin one finds it all the same.
    await page.goto(`/ru/athletes?q=${encodeURIComponent(ATHLETE)}`);
    await page.getByTestId("athlete-name").filter({ hasText: "Арман Нурланов" }).click();
    await expect(page).toHaveURL(/^.*\/ru\/athlete\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await expect(page.getByText("Рекорд", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Статистика" }).click();
    await expect(page.getByText("Процент побед", { exact: true })).toBeVisible();
    await expect(page.getByTestId("stat-avg-time-to-score").locator("dd")).toHaveText(/^\d+,\d с$/);
    await page.getByRole("tab", { name: "Обзор" }).click();
    await expect(page.getByText("Рост", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
      /^\d{3} см$/,
    );
  });
});
