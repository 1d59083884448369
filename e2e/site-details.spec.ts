// The small things a reader meets on every page (issue 33, item 7), in English and Russian: News is linked from the
// header, the mobile menu and the footer; the toasts' region is named in the page's language; switching language keeps
// the `#` part of the address; a directory page past the end says so; the events search has one clear (×) button;
// directory cards show only the style tags the profile shows.
import { expect, test, waitForHydration } from "./fixtures";

for (const lang of ["en", "ru"] as const) {
  const ru = lang === "ru";
  const prefix = ru ? "/ru" : "";
  const news = ru ? "Новости" : "News";

  test(`News is in the header, the mobile menu and the footer (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const main = page.getByRole("navigation", { name: ru ? "Основная навигация" : "Main navigation" }).first();
    await expect(main.getByRole("link", { name: news, exact: true })).toHaveAttribute("href", `${prefix}/news`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: news, exact: true })).toHaveAttribute(
      "href",
      `${prefix}/news`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForHydration(page);
    await page.getByRole("button", { name: ru ? "Открыть меню" : "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: news, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/news`);
  });

  test(`the notifications region is named in the page's language (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await expect(
      page.locator("section[aria-label^='Notifications'], section[aria-label^='Уведомления']"),
    ).toHaveAttribute("aria-label", ru ? "Уведомления alt+T" : "Notifications alt+T");
  });

  test(`a directory page past the end says so and leads to the last page (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/athletes?page=99`);
    const past = page.getByTestId("directory-past-end");
    await expect(past).toContainText(ru ? "Страницы 99 нет" : "There is no page 99");
    await expect(page.getByText(ru ? "меньше фильтров" : "fewer filters")).toHaveCount(0);
    const last = past.getByRole("link");
    await expect(last).toHaveText(/^(Go to page|Перейти на страницу) \d+$/);
    await last.click();
    await expect(page.getByTestId("directory-count")).toBeVisible();
  });

  test(`directory cards hide the style tags the profile hides (${lang})`, async ({ page }) => {
    const hidden = ru ? ["Кикбоксинг", "ММА", "Муай-тай", "Бокс"] : ["Kickboxing", "MMA", "Muay Thai", "Boxing"];
    for (const number of [1, 2]) {
      await page.goto(`${prefix}/athletes?page=${number}`);
      await expect(page.getByTestId("directory-count")).toBeVisible();
      const tags = await page.getByTestId("athlete-styles").locator("li").allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.filter((tag) => hidden.includes(tag.trim()))).toEqual([]);
    }
  });
}

test("switching language keeps the # part of the address", async ({ page }) => {
  await page.goto("/rules#scoring");
  await waitForHydration(page);
  await page.getByTestId("language-toggle").first().click();
  await expect(page).toHaveURL("/ru/rules#scoring");
  await waitForHydration(page);
  await page.getByTestId("language-toggle").first().click();
  await expect(page).toHaveURL("/rules#scoring");
});

test("the events search shows one clear (×) button: its own, not the browser's as well", async ({ page }) => {
  await page.goto("/events?q=Tokyo");
  const search = page.locator("#events-search");
  await expect(search).toHaveValue("Tokyo");
  await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();
  // The browser's own × is switched off for this box by a style rule on its cancel button (computed styles of that
  // pseudo-element cannot be read back, so the rule that applies to the box is looked up).
  const native = await search.evaluate((input) =>
    [...document.styleSheets]
      .flatMap(function rules(sheet: { cssRules: CSSRuleList }): CSSRule[] {
        // Tailwind's utilities sit in a layer: its rules are one level down.
        return [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSGroupingRule ? rules(rule) : [rule]));
      })
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.selectorText.endsWith("::-webkit-search-cancel-button"))
      .filter((rule) => input.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, "")))
      .map((rule) => rule.style.getPropertyValue("appearance")),
  );
  expect(native).toEqual(["none"]);
});

for (const lang of ["en", "ru"] as const) {
  test(`the header with its eight sections fits a 1280 px screen (${lang})`, async ({ page }) => {
    await page.goto(lang === "ru" ? "/ru" : "/");
    const width = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]!);
    await expect(
      page.locator("header").getByRole("link", { name: lang === "ru" ? "Войти" : "Sign In" }),
    ).toBeInViewport({
      ratio: 1,
    });
  });
}

test("the team page's roster card is as tall as its roster, not as the results beside it", async ({ page }) => {
  await page.goto("/teams");
  await page.locator("main a[href^='/team/']").first().click();
  const card = page.getByRole("region", { name: "Roster" });
  const table = card.getByTestId("team-roster");
  await expect(table).toBeVisible();
  const [cardBox, tableBox] = [await card.boundingBox(), await table.boundingBox()];
  // The heading and the padding: well under 150 px besides the table.
  expect(cardBox!.height - tableBox!.height).toBeLessThan(150);
});
