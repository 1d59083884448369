import { expect, test, waitForHydration } from "./fixtures";

const PAGES = ["/", "/events", "/athletes", "/rules", "/analytics", "/live", "/auth"];

test.describe("every page answers in both languages", () => {
  for (const path of PAGES) {
    test(`${path} renders in English and Russian on the server`, async ({ request }) => {
      const en = await request.get(path);
      expect(en.status()).toBe(200);
      expect(await en.text()).toContain('<html lang="en"');
      const ru = await request.get(path === "/" ? "/ru" : `/ru${path}`);
      expect(ru.status()).toBe(200);
      const html = await ru.text();
      expect(html).toContain('<html lang="ru"');
      expect(html).toContain("Главная");
    });
  }
});

test("unknown paths answer 404 with a way home, in both languages", async ({ page }) => {
  const en = await page.goto("/no-such-page");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");

  const ru = await page.goto("/ru/no-such-page");
  expect(ru?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Упс! Страница не найдена" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Вернуться на главную" })).toHaveAttribute("href", "/ru");
});

test("anonymous visitors to /admin end at /auth", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/auth");
  await page.goto("/ru/admin");
  await expect(page).toHaveURL("/ru/auth");
});

test("the language toggle switches pages and remembers the choice", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.locator("header").getByRole("button", { name: "Switch language to Russian" }).click();
  await expect(page).toHaveURL("/ru/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.locator("header").getByRole("link", { name: "События" }).first()).toBeVisible();

  // The cookie sends a Russian reader who opens an English URL to the Russian page.
  await page.goto("/");
  await expect(page).toHaveURL("/ru");

  await page.locator("header").getByRole("button", { name: "Переключить язык на английский" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/rules");
  await expect(page).toHaveURL("/rules");
});

test("header and footer carry the site's links", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  for (const name of ["Home", "Events", "Athletes", "Rules", "Analytics", "Live"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.locator("header").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Events calendar" })).toHaveAttribute("href", "/events");
  await expect(footer.getByText("© 2025")).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the menu is collapsible and accessible", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("header").getByRole("link", { name: "Analytics", exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.locator("#mobile-menu").getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL("/analytics");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("health check reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
