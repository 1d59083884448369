import { tournamentPath } from "./tournament-paths";
import { expect, test, waitForHydration } from "./fixtures";
import { firstLink, headOf, one, type HeadTags } from "./sharing-head";

/** Every public page type, with the English path; the Russian one is under /ru. */
async function publicPages(request: import("@playwright/test").APIRequestContext) {
  return {
    "/": "website",
    "/events": "website",
    [await tournamentPath(request, "Season Opener: Steppe Clash")]: "website",
    "/athletes": "website",
    [await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/)]: "profile",
    "/rules": "website",
    "/analytics": "website",
    "/live": "website",
    "/news": "website",
    [await firstLink(request, "/news", /href="(\/news\/[0-9a-f-]{36})"/)]: "article",
  } as Record<string, string>;
}

function expectPreviewTags(tags: HeadTags, path: string, lang: "en" | "ru", type: string, baseURL: string) {
  const ru = lang === "ru";
  const url = (p: string, l: "en" | "ru") => new URL(l === "ru" ? (p === "/" ? "/ru" : `/ru${p}`) : p, baseURL).href;
  expect(tags.status, path).toBe(200);
  expect(tags.lang).toBe(lang);
  expect(tags.title).toMatch(/ \| Apex Grappling League$/);
  const description = one(tags, "description");
  expect(description.length).toBeGreaterThan(20);
  expect(tags.canonical).toEqual([url(path, lang)]);
  expect(tags.alternates).toEqual({ en: url(path, "en"), ru: url(path, "ru"), "x-default": url(path, "en") });
  expect(one(tags, "og:url")).toBe(url(path, lang));
  expect(one(tags, "og:title")).toBe(tags.title.replace(/ \| Apex Grappling League$/, ""));
  expect(one(tags, "og:description")).toBe(description);
  expect(one(tags, "og:type")).toBe(type);
  expect(one(tags, "og:image")).toMatch(/^http:\/\/localhost:\d+\//);
  expect(one(tags, "og:locale")).toBe(ru ? "ru_RU" : "en_US");
  expect(one(tags, "og:locale:alternate")).toBe(ru ? "en_US" : "ru_RU");
  expect(one(tags, "twitter:card")).toBe("summary_large_image");
  expect(one(tags, "twitter:image")).toBe(one(tags, "og:image"));
  expect(tags.feeds).toEqual([new URL(ru ? "/ru/news/feed.xml" : "/news/feed.xml", baseURL).href]);
  for (const block of tags.jsonLd) expect(block.nonce, "JSON-LD carries the CSP nonce").toBeTruthy();
}

test("every public page type has its title, description, canonical URL, hreflang, OpenGraph and Twitter tags in EN and RU", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const pages = await publicPages(request);
  expect(Object.keys(pages)).toHaveLength(10);
  const titles = new Set<string>();
  for (const [path, type] of Object.entries(pages)) {
    const en = await headOf(page, request, path);
    expectPreviewTags(en, path, "en", type, baseURL!);
    const ru = await headOf(page, request, path === "/" ? "/ru" : `/ru${path}`);
    expectPreviewTags(ru, path, "ru", type, baseURL!);
    // Fixed pages are described in Russian; a record's own text stays in English until it has a Russian version.
    if (!/\/(tournament|athlete|news)\//.test(path))
      expect(one(ru, "description"), `${path} is described in Russian`).toMatch(/[а-яё]/i);
    titles.add(en.title);
  }
  expect(titles.size, "each page has its own title").toBe(10);
});

test("JSON-LD: Organization and WebSite on home, SportsEvent, Person and NewsArticle on their pages", async ({
  page,
  request,
}) => {
  const home = await headOf(page, request, "/");
  expect(home.jsonLd.map((block) => block.data["@type"])).toEqual(["Organization", "WebSite"]);
  expect(home.jsonLd[0]!.data).toMatchObject({ "@context": "https://schema.org", name: "Apex Grappling League" });
  expect(home.jsonLd[0]!.data.logo).toMatch(/^http:.*\/images\/logo\.svg$/);

  const eventPath = await tournamentPath(request, "Season Opener: Steppe Clash");
  const event = (await headOf(page, request, `/ru${eventPath}`)).jsonLd.map((block) => block.data);
  expect(event).toHaveLength(1);
  expect(event[0]).toMatchObject({
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    // The Russian page's event in its Russian words (the demo league's Russian content).
    name: "Открытие сезона: Битва в степи",
    // 13:00 UTC in Almaty (UTC+5), as the venue's clock reads it.
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T18:00:00\+05:00$/),
    location: {
      "@type": "Place",
      name: "«Алматы Арена»",
      address: { "@type": "PostalAddress", addressLocality: "Алматы", addressCountry: "Казахстан" },
    },
    organizer: { "@type": "Organization", name: "Apex Grappling League" },
    // The teams by their Russian names on the Russian page.
    competitor: [
      { "@type": "SportsTeam", name: "Степные волки" },
      { "@type": "SportsTeam", name: "Сибирские медведи" },
    ],
    eventStatus: "https://schema.org/EventScheduled",
  });
  // The English page names the same place in English.
  const english = (await headOf(page, request, eventPath)).jsonLd[0]!.data;
  expect(english.location).toMatchObject({
    address: { addressLocality: "Almaty", addressCountry: "Kazakhstan" },
  });
  expect(english.competitor).toEqual([
    { "@type": "SportsTeam", name: "Steppe Wolves" },
    { "@type": "SportsTeam", name: "Siberian Bears" },
  ]);
  const upcoming = (await headOf(page, request, await tournamentPath(request, "Season Finals"))).jsonLd[0]!.data;
  expect(upcoming["@type"]).toBe("SportsEvent");
  expect(upcoming).not.toHaveProperty("competitor");

  const athletePath = await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/);
  const person = (await headOf(page, request, athletePath)).jsonLd[0]!.data;
  expect(person).toMatchObject({
    "@type": "Person",
    url: expect.stringContaining(athletePath),
    nationality: { "@type": "Country" },
    memberOf: { "@type": "SportsTeam" },
  });
  expect(typeof person.name).toBe("string");

  const articlePath = await firstLink(request, "/news", /href="(\/news\/[0-9a-f-]{36})"/);
  const article = (await headOf(page, request, articlePath)).jsonLd[0]!.data;
  expect(article).toMatchObject({
    "@type": "NewsArticle",
    headline: "Tokyo Ronin sign two-time judo national champion",
    author: { "@type": "Organization" },
    publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
  });
  expect(new Date(article.datePublished as string).toString()).not.toBe("Invalid Date");
  expect((article.image as string[])[0]).toMatch(/^http:/);
});

test("error pages keep a title but no structured data", async ({ page, request }) => {
  const missing = await headOf(page, request, "/news/00000000-0000-4000-8000-000000000000");
  expect(missing.status).toBe(404);
  expect(missing.title).toBe("News not found | Apex Grappling League");
  expect(missing.jsonLd).toEqual([]);
  const athlete = await headOf(page, request, "/ru/athlete/not-a-uuid");
  expect(athlete.status).toBe(404);
  expect(athlete.title).toBe("Спортсмен не найден | Apex Grappling League");
});

// After a navigation in the browser the head comes from the data the loader sent for `/news.data`: its links name the
// page, never that data URL.
test("after navigating in the browser, the canonical, hreflang and og:url links name the page (EN and RU)", async ({
  page,
  baseURL,
}) => {
  for (const prefix of ["", "/ru"]) {
    await page.goto(`${prefix}/rules`);
    await waitForHydration(page);
    await page
      .locator("header")
      .getByRole("link", { name: prefix ? "Новости" : "News", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${baseURL}${prefix}/news`);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${prefix}/news`);
    await expect(head.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", `${baseURL}/ru/news`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${prefix}/news`);
  }
});
