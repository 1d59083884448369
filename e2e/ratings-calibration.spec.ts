import { expect, test, waitForHydration } from "./fixtures";

interface Calibration {
  n: number;
  brier: number;
  log_loss: number;
  baseline_brier: number;
  baseline_log_loss: number;
  bins: { n: number; from: number }[];
}

test.describe("the published calibration", () => {
  test("EN and RU: the page shows the API's figures for a season, its diagram and the table of bins", async ({
    page,
    request,
  }) => {
    await page.goto("/ratings");
    await page.getByRole("link", { name: /How good are the predictions\?/ }).click();
    await expect(page).toHaveURL("/ratings/calibration");
    await expect(page.getByRole("heading", { level: 1, name: "How good are the predictions?" })).toBeVisible();
    await waitForHydration(page);

    // The demo's oldest season (other specs write bouts in the current one while this runs).
    const seasons = await page.getByRole("navigation", { name: "Season" }).getByRole("link").allTextContents();
    expect(seasons[0]).toBe("All seasons");
    const oldest = seasons.at(-1)!;
    expect(oldest).toMatch(/^20\d\d$/);
    const api = (await (await request.get(`/api/v1/ratings/calibration?season=${oldest}`)).json()) as Calibration;
    expect(api.n).toBeGreaterThan(0);
    await page.getByRole("link", { name: oldest, exact: true }).click();
    await expect(page).toHaveURL(`/ratings/calibration?season=${oldest}`);
    await expect(page.getByRole("link", { name: oldest, exact: true })).toHaveAttribute("aria-current", "page");

    const three = (value: number) => value.toFixed(3);
    const bouts = page.getByRole("region", { name: "Bouts" });
    await expect(bouts.getByText("Bouts predicted").locator("..")).toContainText(String(api.n));
    await expect(bouts.getByText("Brier score", { exact: true }).locator("..")).toContainText(three(api.brier));
    await expect(bouts.getByText("Brier score", { exact: true }).locator("..")).toContainText(
      `a coin flip scores ${three(api.baseline_brier)}`,
    );
    await expect(bouts.getByText("Log-loss", { exact: true }).locator("..")).toContainText(three(api.log_loss));
    await expect(bouts.getByRole("img", { name: "Reliability diagram" })).toBeVisible();
    // Ten rows, one per bin, each with the API's count.
    const rows = bouts.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11);
    for (const [index, bin] of api.bins.entries())
      await expect(
        rows
          .nth(index + 1)
          .getByRole("cell")
          .first(),
      ).toHaveText(String(bin.n));

    // The team matches' odds and the in-bout readings, each in a section of its own with the API's count.
    for (const [kind, region, count, none] of [
      ["team_match", "Team matches", "Team matches predicted", "No team match with stored odds"],
      ["in_bout", "In-bout", "Live readings", "No bout scored live"],
    ] as const) {
      const figures = (await (
        await request.get(`/api/v1/ratings/calibration?season=${oldest}&kind=${kind}`)
      ).json()) as Calibration;
      const section = page.getByRole("region", { name: region });
      await expect(section.getByRole("heading", { level: 2, name: region })).toBeVisible();
      if (figures.n === 0) await expect(section.getByText(none)).toBeVisible();
      else {
        await expect(section.getByText(count).locator("..")).toContainText(String(figures.n));
        await expect(section.getByText("Brier score", { exact: true }).locator("..")).toContainText(
          three(figures.brier),
        );
        await expect(section.getByRole("table").getByRole("row")).toHaveCount(11);
      }
    }

    await page.goto(`/ru/ratings/calibration?season=${oldest}`);
    await expect(page.getByRole("heading", { level: 1, name: "Насколько точны прогнозы?" })).toBeVisible();
    const comma = (value: number) => value.toFixed(3).replace(".", ",");
    const boutsRu = page.getByRole("region", { name: "Поединки" });
    await expect(boutsRu.getByText("Оценка Брайера", { exact: true }).locator("..")).toContainText(comma(api.brier));
    await expect(boutsRu.getByText("Оценка Брайера", { exact: true }).locator("..")).toContainText(
      `у монетки — ${comma(api.baseline_brier)}`,
    );
    await expect(boutsRu.getByRole("img", { name: "Диаграмма надёжности" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Командные матчи" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "По ходу поединка" })).toBeVisible();
    // The model named in the methodology is the one the API stores with each prediction; a league that never
    // predicted with an earlier model lists none.
    await expect(page.getByText("Модель: elo-2, рейтинг Эло лиги", { exact: false })).toBeVisible();
    await expect(page.getByTestId("earlier-model")).toHaveCount(0);
    // At a phone's width nothing scrolls sideways, in either language (CALIBRATION_SHOTS_DIR keeps screenshots).
    for (const [lang, path] of [
      ["en", "/ratings/calibration"],
      ["ru", "/ru/ratings/calibration"],
    ] as const)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole("img").first()).toBeVisible();
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
        const dir = process.env.CALIBRATION_SHOTS_DIR;
        // The page is long at a phone's width: the shot shows every section.
        if (dir) await page.screenshot({ path: `${dir}/calibration-${lang}-${width}.png`, fullPage: true });
      }
  });
});
