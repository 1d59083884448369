import type { Page } from "@playwright/test";
import { ADMIN, signInWithForm } from "./accounts";
import { adminSection } from "./admin-sections";
import { expect, test } from "./fixtures";

// Each admin section reads one page of 25 in SQL; its search, sort and page live in the URL.
const TEXT = {
  en: {
    prefix: "",
    search: "Search by name, country or team",
    name: "Name",
    found: "Found: 27",
    page1: "Page 1 of 2",
    page2: "Page 2 of 2",
    next: "Next",
    athletes: "Athletes",
    updated: "Athlete updated successfully!",
    save: "Save",
    wins: "Wins",
  },
  ru: {
    prefix: "/ru",
    search: "Поиск по имени, стране или команде",
    name: "Имя",
    found: "Найдено: 27",
    page1: "Страница 1 из 2",
    page2: "Страница 2 из 2",
    next: "Вперёд",
    athletes: "Спортсмены",
    updated: "Спортсмен обновлён!",
    save: "Сохранить",
    wins: "Победы",
  },
} as const;

const COUNT = 27;
const two = (i: number) => String(i).padStart(2, "0");

for (const lang of ["en", "ru"] as const) {
  const text = TEXT[lang];
  test.describe(`admin lists in ${lang}`, () => {
    const stamp = `${Date.now()}${lang}`;
    const ids: string[] = [];
    const nameOf = (i: number) => `Listcheck ${stamp} ${two(i)}`;
    const rows = (page: Page) => page.locator("main").getByRole("list", { name: text.athletes }).getByRole("listitem");

    test.beforeEach(async ({ page, baseURL }) => {
      await signInWithForm(page, ADMIN, lang);
      await expect(page).toHaveURL(`${text.prefix}/admin`);
      if (ids.length > 0) return;
      // 27 athletes whose ratings do not follow their names (so the two sorts differ).
      for (let i = 0; i < COUNT; i++) {
        const response = await page.request.post("/api/v1/athletes", {
          headers: { Origin: baseURL! },
          data: {
            full_name: nameOf(i),
            country: "NOR",
            weight_class: "lightweight",
            rating_elo: 1500 + ((i * 7) % COUNT),
          },
        });
        expect(response.status()).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    });

    test.afterAll(async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
      const page = await context.newPage();
      await signInWithForm(page, ADMIN, "en");
      await expect(page).toHaveURL("/admin");
      for (const id of ids) await page.request.delete(`/api/v1/athletes/${id}`);
      await context.close();
    });

    test("search, sort and page by URL survive a reload", async ({ page }) => {
      await page.goto(`${text.prefix}/admin/athletes?q=${stamp}&sort=name&dir=desc&page=2`);
      await expect(adminSection(page, text.athletes)).toHaveAttribute("aria-current", "page");
      await expect(page.getByPlaceholder(text.search)).toHaveValue(stamp);
      await expect(page.locator("main").getByText(text.found)).toBeVisible();
      await expect(page.locator("main").getByText(text.page2)).toBeVisible();
      await expect(rows(page)).toHaveText([new RegExp(nameOf(1)), new RegExp(nameOf(0))]);
      await page.reload();
      await expect(rows(page)).toHaveText([new RegExp(nameOf(1)), new RegExp(nameOf(0))]);
    });

    test("search, sort and page by clicking write the URL; a reload keeps them; a save shows the toast and the row", async ({
      page,
    }) => {
      await page.goto(`${text.prefix}/admin/athletes`);
      await page.getByPlaceholder(text.search).fill(stamp);
      await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}$`));
      await expect(page.locator("main").getByText(text.found)).toBeVisible();
      await expect(rows(page)).toHaveCount(25);
      // By rating (the default), highest first: i = 23 has (23·7) mod 27 = 26.
      await expect(rows(page).first()).toContainText(nameOf(23));

      const sorts = page.locator("main").getByRole("navigation", { name: lang === "en" ? "Sort by" : "Сортировка" });
      await sorts.getByRole("link", { name: text.name }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}&sort=name$`));
      await expect(rows(page).first()).toContainText(nameOf(0));
      await sorts.getByRole("link", { name: text.name }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}&sort=name&dir=desc$`));
      await expect(rows(page).first()).toContainText(nameOf(26));

      await page.locator("main").getByRole("link", { name: text.next }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}&sort=name&dir=desc&page=2$`));
      await expect(page.locator("main").getByText(text.page2)).toBeVisible();
      await expect(rows(page)).toHaveText([new RegExp(nameOf(1)), new RegExp(nameOf(0))]);
      await page.reload();
      await expect(rows(page)).toHaveText([new RegExp(nameOf(1)), new RegExp(nameOf(0))]);

      // A save reloads only this section's page: the admin frame's loader is not asked again.
      const reloads: string[] = [];
      page.on(
        "request",
        (request) =>
          void (
            request.method() === "GET" &&
            request.url().includes(".data") &&
            reloads.push(new URL(request.url()).searchParams.get("_routes") ?? "(all)")
          ),
      );
      await page
        .locator("main")
        .getByRole("button", { name: lang === "en" ? `Edit ${nameOf(0)}` : `Изменить: ${nameOf(0)}`, exact: true })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(text.wins, { exact: true }).fill("4");
      await dialog.getByLabel(lang === "en" ? "Total matches" : "Всего поединков").fill("4");
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.updated })).toBeVisible();
      await expect(rows(page).filter({ hasText: nameOf(0) })).toContainText("4-0");
      await expect(page).toHaveURL(new RegExp(`page=2$`));
      // One reload, of this section (the site's root loader revalidates as it does after any write; it is not the admin's).
      expect(reloads).toHaveLength(1);
      expect(reloads[0]!.split(",")).toContain(`${lang}/admin-athletes`);
      expect(reloads[0]!.split(",")).not.toContain(`${lang}/admin`);
    });

    test("old ?tab= links lead to the section's own URL", async ({ page }) => {
      await page.goto(`${text.prefix}/admin?tab=athletes`);
      await expect(page).toHaveURL(`${text.prefix}/admin/athletes`);
      await expect(adminSection(page, text.athletes)).toHaveAttribute("aria-current", "page");
      await page.goto(`${text.prefix}/admin?tab=audit&auditPage=2`);
      await expect(page).toHaveURL(`${text.prefix}/admin/audit?page=2`);
    });
  });
}
