import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import sharp from "sharp";
import { expect, test, waitForHydration } from "./fixtures";
import { headOf, one } from "./sharing-head";
import { tournamentPath } from "./tournament-paths";

const RESOURCE_CACHE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});

function parseCalendar(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

test("the sitemap lists every public page in both languages with lastmod and hreflang alternates", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe(RESOURCE_CACHE);
  const urls: { loc: string; lastmod?: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] }[] =
    xml.parse(await response.text()).urlset.url;
  const locs = new Set(urls.map((url) => url.loc));
  const at = (path: string) => new URL(path, baseURL).href;
  for (const path of ["/", "/events", "/athletes", "/analytics", "/rules", "/live", "/news"]) {
    expect(locs.has(at(path)), path).toBe(true);
    expect(locs.has(at(path === "/" ? "/ru" : `/ru${path}`)), `/ru${path}`).toBe(true);
  }
  const eventPath = await tournamentPath(request, "Season Opener: Steppe Clash");
  expect(locs.has(at(eventPath)) && locs.has(at(`/ru${eventPath}`))).toBe(true);
  const count = (pattern: RegExp) => [...locs].filter((loc) => pattern.test(new URL(loc).pathname)).length;
  // Every record is listed once per language.
  expect(count(/^\/tournament\//)).toBe(count(/^\/ru\/tournament\//));
  expect(count(/^\/athlete\//)).toBeGreaterThanOrEqual(40);
  expect(count(/^\/athlete\//)).toBe(count(/^\/ru\/athlete\//));
  expect(count(/^\/news\/[0-9a-f-]{36}$/)).toBe(count(/^\/ru\/news\/[0-9a-f-]{36}$/));
  expect(count(/^\/news\/[0-9a-f-]{36}$/)).toBeGreaterThanOrEqual(3);
  for (const url of urls.filter((entry) => /\/(tournament|athlete|news)\//.test(entry.loc))) {
    expect(new Date(url.lastmod!).toString(), url.loc).not.toBe("Invalid Date");
  }
  const entry = urls.find((url) => url.loc === at(`/ru${eventPath}`))!;
  expect(Object.fromEntries(entry["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]]))).toEqual({
    en: at(eventPath),
    ru: at(`/ru${eventPath}`),
    "x-default": at(eventPath),
  });
  expect((await request.get("/sitemap/athletes-1.xml")).status()).toBe(200);
  expect((await request.get("/sitemap/athletes-99.xml")).status()).toBe(404);
});

test("robots.txt points to the sitemap and keeps private areas out", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["cache-control"]).toBe(RESOURCE_CACHE);
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  for (const path of ["/admin", "/auth", "/account", "/ru/admin", "/ru/auth", "/ru/account", "/api/"])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
});

test("a tournament page offers an .ics file with the event at the right instant", async ({ page, request }) => {
  const path = await tournamentPath(request, "Season Opener: Steppe Clash");
  await page.goto(`/ru${path}`);
  await waitForHydration(page);
  const link = page.getByRole("link", { name: "Добавить в календарь" });
  await expect(link).toHaveAttribute("href", `/ru${path}/calendar.ics`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^tournament-[0-9a-f-]{36}\.ics$/);

  const response = await request.get(`${path}/calendar.ics`);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe(RESOURCE_CACHE);
  const text = await response.text();
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const event = new ICAL.Event(parseCalendar(text).getFirstSubcomponent("vevent")!);
  expect(event.summary).toBe("Season Opener: Steppe Clash");
  expect(event.location).toBe("Almaty Arena, Almaty, Kazakhstan");
  expect(event.uid).toMatch(/^tournament-[0-9a-f-]{36}@localhost$/);
  // The page says 18:00 in Almaty (UTC+5): the calendar holds the same instant.
  const startDate = (await headOf(page, request, path)).jsonLd[0]!.data.startDate as string;
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startDate).toISOString());
  expect(event.startDate.toJSDate().getUTCHours()).toBe(13);
  expect(event.description).toContain(`${path}`);

  expect((await request.get("/tournament/00000000-0000-4000-8000-000000000000/calendar.ics")).status()).toBe(404);
});

test("the events page offers a webcal: subscription to a feed of all events that apps refresh", async ({
  page,
  request,
}) => {
  await page.goto("/events");
  const href = await page.getByRole("link", { name: "Subscribe to Calendar" }).getAttribute("href");
  expect(href).toMatch(/^webcal:\/\/localhost:\d+\/events\/calendar\.ics$/);
  const response = await request.get(href!.replace(/^webcal:/, "http:"));
  expect(response.headers()["cache-control"]).toBe(RESOURCE_CACHE);
  const body = await response.text();
  const calendar = parseCalendar(body);
  expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
  expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT1H");
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Apex Grappling League — Events");
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  expect(events.length).toBeGreaterThanOrEqual(8);
  expect(events.map((event) => event.summary)).toEqual(
    expect.arrayContaining(["Season Opener: Steppe Clash", "Season Finals"]),
  );
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  // Stable: the same feed twice gives the same UIDs and the same bytes (so the ETag holds).
  const again = await request.get("/events/calendar.ics");
  expect(await again.text()).toBe(body);
  const notModified = await request.get("/events/calendar.ics", {
    headers: { "If-None-Match": response.headers().etag! },
  });
  expect(notModified.status()).toBe(304);

  const ru = parseCalendar(await (await request.get("/ru/events/calendar.ics")).text());
  expect(ru.getFirstPropertyValue("x-wr-calname")).toBe("Apex Grappling League — события");
  await page.goto("/ru/events");
  await expect(page.getByRole("link", { name: "Подписаться на календарь" })).toHaveAttribute(
    "href",
    /^webcal:\/\/localhost:\d+\/ru\/events\/calendar\.ics$/,
  );
});

test("share images are 1200×630 PNGs in the page's language, cached with an ETag", async ({ page, request }) => {
  const eventPath = await tournamentPath(request, "Season Opener: Steppe Clash");
  const athletePath = (await (await request.get("/athletes")).text()).match(/href="(\/athlete\/[0-9a-f-]{36})"/)![1]!;
  const images = new Map<string, Buffer>();
  for (const path of [eventPath, `/ru${eventPath}`, athletePath, `/ru${athletePath}`, "/", "/ru/news"]) {
    const image = one(await headOf(page, request, path), "og:image");
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe(RESOURCE_CACHE);
    const body = await response.body();
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height], image).toEqual(["png", 1200, 630]);
    images.set(path, body);
    const cached = await request.get(image, { headers: { "If-None-Match": response.headers().etag! } });
    expect(cached.status()).toBe(304);
  }
  // The Russian card is drawn in Russian, so its pixels differ from the English one.
  expect(images.get(eventPath)!.equals(images.get(`/ru${eventPath}`)!)).toBe(false);
  expect(images.get(athletePath)!.equals(images.get(`/ru${athletePath}`)!)).toBe(false);
  expect((await request.get("/og/tournament/00000000-0000-4000-8000-000000000000.png")).status()).toBe(404);
  expect((await request.get("/og/athlete/nope.png")).status()).toBe(404);
});
