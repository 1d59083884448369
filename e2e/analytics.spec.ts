import { expect, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";

const TABS = [
  { name: "ELO", id: "elo", toNumber: Number },
  { name: "Submissions", id: "submissions", toNumber: Number },
  { name: "Wins", id: "winRate", toNumber: (text: string) => Number(text.replace("%", "")) },
  {
    name: "Control time",
    id: "controlTime",
    toNumber: (text: string) => text.split(":").reduce((m, s) => m * 60 + Number(s), 0),
  },
] as const;

async function leaderValues(page: Page, id: string) {
  return (await page.getByTestId(`leaders-${id}`).getByTestId("leader-value").allTextContents()).map((text) =>
    text.trim(),
  );
}

test.describe("league analytics", () => {
  test("four tiles: athletes, tournaments, submissions and the submission rate with one decimal", async ({
    page,
    request,
  }) => {
    // Other specs add athletes on the shared server: the tile must match the database at that moment.
    const total = ((await (await request.get("/api/v1/athletes?limit=1")).json()) as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(42);
    await page.goto("/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "League analytics" })).toBeVisible();
    await expect(page.getByTestId("tile-athletes-value")).toHaveText(String(total));
    await expect(page.getByTestId("tile-tournaments-value")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("tile-submissions-value")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("tile-submission-rate-value")).toHaveText(/^\d+\.\d%$/);
    for (const label of ["Athletes", "Tournaments", "Submissions", "Submission rate"]) {
      await expect(page.getByRole("heading", { level: 2, name: label, exact: true })).toBeVisible();
    }

    await page.goto("/ru/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Аналитика лиги" })).toBeVisible();
    await expect(page.getByTestId("tile-submission-rate-value")).toHaveText(/^\d+,\d%$/);
  });

  test("each tab lists the top five in order, ranks 1–3 in gold, silver and bronze", async ({ page }) => {
    await page.goto("/analytics");
    await waitForHydration(page);
    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab.name, exact: true }).click();
      const list = page.getByTestId(`leaders-${tab.id}`);
      await expect(list).toBeVisible();
      await expect(list.getByTestId("leader-row")).toHaveCount(5);
      const values = (await leaderValues(page, tab.id)).map(tab.toNumber);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      const ranks = list.getByTestId("leader-rank");
      await expect(ranks).toHaveText(["1", "2", "3", "4", "5"]);
      await expect(ranks.nth(0)).toHaveClass(/text-gold/);
      await expect(ranks.nth(1)).toHaveClass(/text-silver/);
      await expect(ranks.nth(2)).toHaveClass(/text-bronze/);
      await expect(ranks.nth(3)).not.toHaveClass(/text-(gold|silver|bronze)/);
      const colors = await ranks.evaluateAll((nodes) => nodes.slice(0, 4).map((node) => getComputedStyle(node).color));
      expect(new Set(colors).size).toBe(4);
    }
  });

  test("the win-rate list only counts athletes with more than 3 matches", async ({ page }) => {
    await page.goto("/analytics");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Wins", exact: true }).click();
    await expect(page.getByText("Athletes with more than 3 matches.")).toBeVisible();
    const details = await page
      .getByTestId("leaders-winRate")
      .getByText(/^Wins: \d+ of \d+$/)
      .allTextContents();
    expect(details).toHaveLength(5);
    const values = await leaderValues(page, "winRate");
    details.forEach((detail, index) => {
      const [wins, matches] = detail.match(/\d+/g)!.map(Number) as [number, number];
      expect(matches).toBeGreaterThan(3);
      expect(values[index]).toBe(`${Math.round((wins / matches) * 100)}%`);
    });
  });

  test("the ELO top 5 is the directory's first five athletes, and each links to the profile", async ({ page }) => {
    await page.goto("/athletes");
    const directory = await page
      .getByTestId("athlete-name")
      .evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute("href")));
    const directoryElos = (await page.getByTestId("athlete-elo").allTextContents()).slice(0, 5);

    await page.goto("/analytics");
    const leaders = page.getByTestId("leaders-elo").getByRole("link");
    expect(await leaders.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(directory);
    expect(await leaderValues(page, "elo")).toEqual(directoryElos);

    const name = (await leaders.first().textContent())!;
    await waitForHydration(page);
    await leaders.first().click();
    await expect(page).toHaveURL(directory[0]!);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("on a phone a leader's country code stays on one line beside a shortened team name (EN and RU)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/analytics", "/ru/analytics"]) {
      await page.goto(path);
      const codes = page.getByTestId("leaders-elo").getByTestId("country-code");
      await expect(codes).toHaveCount(5);
      // "UZB" broke into "UZ" over "B" when the flag shrank for the team's name (2026-12-06 screenshot).
      const wrapped = await codes.evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length !== 1 || element.getBoundingClientRect().height > 20)
          .map((element) => `${element.textContent} ${element.getBoundingClientRect().height.toFixed(0)} px tall`),
      );
      expect(wrapped, path).toEqual([]);
    }
  });

  test("Russian tabs link to Russian profiles", async ({ page }) => {
    await page.goto("/ru/analytics");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Контроль" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Больше всего времени контроля" })).toBeVisible();
    const hrefs = await page
      .getByTestId("leaders-controlTime")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) expect(href).toMatch(/^\/ru\/athlete\/[0-9a-f-]{36}$/);
  });
});
