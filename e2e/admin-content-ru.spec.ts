import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./accounts";
import { expect, test } from "./fixtures";

// Russian content columns: /ru pages show them when present and the English otherwise; English pages never do.
test.describe("Russian content with English fallback", () => {
  let admin: APIRequestContext;
  const stamp = Date.now();
  const ids: Record<string, string> = {};
  test.beforeAll(async ({ baseURL }) => {
    admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
    const post = async (path: string, data: object) => {
      const response = await admin.post(`/api/v1${path}`, { data });
      expect(response.status(), path).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const base = {
      event_date: "2030-05-01T18:00",
      time_zone: "Europe/Moscow",
      location_city: "Kazan",
      location_country: "Russia",
    };
    ids.translated = await post("/tournaments", {
      ...base,
      title: `Volga Cup ${stamp}`,
      title_ru: `Кубок Волги ${stamp}`,
      description: "Eight teams on the river.",
      description_ru: "Восемь команд на реке.",
      prize_pool: "$20,000",
      prize_pool_ru: "1 500 000 ₽",
      venue_details: "Main arena",
    });
    ids.english = await post("/tournaments", {
      ...base,
      title: `English Only ${stamp}`,
      description: "No translation yet.",
    });
    ids.news = await post("/news", {
      title: `Season news ${stamp}`,
      title_ru: `Новости сезона ${stamp}`,
      content: "English text.",
      content_ru: "Русский текст.",
    });
    ids.athlete = await post("/athletes", {
      full_name: `Bilingual Athlete ${stamp}`,
      country: "RUS",
      weight_class: "lightweight",
      bio_short: "Calm and patient.",
      bio_short_ru: "Спокойный и терпеливый.",
    });
  });
  test.afterAll(async () => {
    await admin.delete(`/api/v1/tournaments/${ids.translated}`);
    await admin.delete(`/api/v1/tournaments/${ids.english}`);
    await admin.delete(`/api/v1/news/${ids.news}`);
    await admin.delete(`/api/v1/athletes/${ids.athlete}`);
    await admin.dispose();
  });

  test("tournament detail: Russian fields on /ru, the English where none, English on /", async ({ page }) => {
    await page.goto(`/ru/tournament/${ids.translated}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Кубок Волги ${stamp}`);
    await expect(page.locator("main")).toContainText("Восемь команд на реке.");
    await expect(page.locator("main")).toContainText("1 500 000 ₽");
    await expect(page.locator("main")).toContainText("Main arena");
    await expect(page).toHaveTitle(new RegExp(`Кубок Волги ${stamp}`));

    await page.goto(`/tournament/${ids.translated}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Volga Cup ${stamp}`);
    await expect(page.locator("main")).toContainText("$20,000");

    await page.goto(`/ru/tournament/${ids.english}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`English Only ${stamp}`);
    await expect(page.locator("main")).toContainText("No translation yet.");
  });

  test("events list and calendar cards, home news and the athlete profile use the Russian text on /ru", async ({
    page,
  }) => {
    await page.goto(`/ru/events?q=${stamp}`);
    await expect(page.locator("main")).toContainText(`Кубок Волги ${stamp}`);
    await expect(page.locator("main")).toContainText(`English Only ${stamp}`);
    await expect(page.locator("main")).not.toContainText(`Volga Cup ${stamp}`);
    await page.goto(`/ru/events?view=month&month=2030-05&q=${stamp}`);
    await expect(page.locator("main")).toContainText(`Кубок Волги ${stamp}`);

    await page.goto("/ru");
    await expect(page.locator("main")).toContainText(`Новости сезона ${stamp}`);
    await page.goto("/");
    await expect(page.locator("main")).toContainText(`Season news ${stamp}`);

    await page.goto(`/ru/athlete/${ids.athlete}`);
    await expect(page.locator("main")).toContainText("Спокойный и терпеливый.");
    await page.goto(`/athlete/${ids.athlete}`);
    await expect(page.locator("main")).toContainText("Calm and patient.");
  });

  test("the API accepts and returns both languages", async () => {
    const tournament = (await (await admin.get(`/api/v1/tournaments/${ids.translated}`)).json()) as Record<
      string,
      unknown
    >;
    expect(tournament).toMatchObject({
      title: `Volga Cup ${stamp}`,
      title_ru: `Кубок Волги ${stamp}`,
      description_ru: "Восемь команд на реке.",
      venue_details_ru: null,
    });
    const athlete = (await (await admin.get(`/api/v1/athletes/${ids.athlete}`)).json()) as Record<string, unknown>;
    expect(athlete).toMatchObject({ bio_short: "Calm and patient.", bio_short_ru: "Спокойный и терпеливый." });
  });
});
