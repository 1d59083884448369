import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes, news, teams, tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { buildEventsCalendar, buildTournamentCalendar } from "./ics.server.ts";
import { buildNewsFeed } from "./news-feed.server.ts";
import { listNewsPage } from "./news-pages.server.ts";
import { buildSitemap, buildSitemapPart } from "./sitemap.server.ts";

const ORIGIN = "https://league.example";
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "sitemap", "item", "xhtml:link"].includes(name),
});
const NOW = new Date("2026-11-22T10:00:00Z");

describe.each(TEST_ENGINES)("sitemap, news feed and calendars on %s", (engine) => {
  let handle: DatabaseHandle;
  let eventId = "";
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const [event] = await handle.db
      .insert(tournaments)
      .values([
        {
          title: "Steppe Clash",
          title_ru: "Битва в степи",
          event_date: new Date("2026-12-05T13:00:00Z"),
          time_zone: "Asia/Almaty",
          location_city: "Almaty",
          location_country: "Kazakhstan",
          venue_details: "Almaty Arena, 3,000 seats",
        },
        {
          title: "Long Ago",
          event_date: new Date("2024-01-01T13:00:00Z"),
          location_city: "Tokyo",
          location_country: "Japan",
        },
      ])
      .returning({ id: tournaments.id });
    eventId = event!.id;
    await handle.db.insert(athletes).values(
      Array.from({ length: 5 }, (_, index) => ({
        full_name: `Athlete ${index}`,
        country: "KAZ",
        weight_class: "lightweight" as const,
      })),
    );
    await handle.db.insert(teams).values([{ name: "Steppe Wolves" }]);
    await handle.db.insert(news).values([
      {
        title: "First <b>bold</b> & more",
        title_ru: "Первая",
        content: "Line one\n\nLine two",
        published_at: new Date("2026-11-20T00:00:00Z"),
      },
      { title: "Second", content: "Text", published_at: new Date("2026-11-21T00:00:00Z") },
    ]);
  });
  afterAll(() => handle.close());

  it("lists every page in both languages in one file while it fits", async () => {
    const urls = parser.parse(await buildSitemap(handle.db, ORIGIN)).urlset.url as { loc: string; lastmod?: string }[];
    // 10 fixed pages + 2 tournaments + 5 athletes + 2 news + 1 team, each in English and Russian.
    expect(urls).toHaveLength((10 + 2 + 5 + 2 + 1) * 2);
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/ru`,
        `${ORIGIN}/tournament/${eventId}`,
        `${ORIGIN}/ru/tournament/${eventId}`,
      ]),
    );
  });

  it("becomes an index of parts past the per-file limit, and every part resolves", async () => {
    const index = parser.parse(await buildSitemap(handle.db, ORIGIN, { pagesPerPart: 3 })).sitemapindex.sitemap as {
      loc: string;
    }[];
    const names = index.map((entry) => new URL(entry.loc).pathname);
    expect(names).toEqual([
      "/sitemap/pages-1.xml",
      "/sitemap/tournaments-1.xml",
      "/sitemap/athletes-1.xml",
      "/sitemap/athletes-2.xml",
      "/sitemap/news-1.xml",
      "/sitemap/teams-1.xml",
    ]);
    let total = 0;
    for (const name of names) {
      const part = await buildSitemapPart(handle.db, ORIGIN, name.replace("/sitemap/", ""), { pagesPerPart: 3 });
      total += (parser.parse(part!).urlset.url as unknown[]).length;
    }
    expect(total).toBe((10 + 2 + 5 + 2 + 1) * 2);
    expect(await buildSitemapPart(handle.db, ORIGIN, "athletes-3.xml", { pagesPerPart: 3 })).toBeNull();
    expect(await buildSitemapPart(handle.db, ORIGIN, "../etc.xml")).toBeNull();
  });

  it("writes RSS with escaped text and Russian titles on the Russian feed", async () => {
    const en = parser.parse(await buildNewsFeed(handle.db, { origin: ORIGIN, lang: "en", brandName: "Apex" })).rss
      .channel;
    expect(en.item.map((item: { title: string }) => item.title)).toEqual(["Second", "First <b>bold</b> & more"]);
    expect(en.item[1].description).toBe("Line one\n\nLine two");
    const ru = parser.parse(await buildNewsFeed(handle.db, { origin: ORIGIN, lang: "ru", brandName: "Apex" })).rss
      .channel;
    expect(ru.item[1].title).toBe("Первая");
    expect(ru.item[1].link).toMatch(/^https:\/\/league\.example\/ru\/news\//);
  });

  it("pages the news list", async () => {
    expect(await listNewsPage(handle.db, { page: 2, pageSize: 1 })).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect((await listNewsPage(handle.db, { page: 9, pageSize: 1 })).page).toBe(2);
  });

  it("puts a tournament in a calendar file at its UTC instant, in the page's language", async () => {
    const ru = await buildTournamentCalendar(handle.db, eventId, { origin: ORIGIN, lang: "ru", brandName: "Apex" });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ru!.ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Битва в степи");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T13:00:00.000Z");
    // The venue notes are typed text (no Russian here); the city and country are named in Russian (places.ts).
    expect(event.location).toBe("Almaty Arena, Алматы, Казахстан");
    expect(
      await buildTournamentCalendar(handle.db, "not-a-uuid", { origin: ORIGIN, lang: "en", brandName: "Apex" }),
    ).toBeNull();
    const feed = new ICAL.Component(
      ICAL.parse(await buildEventsCalendar(handle.db, { origin: ORIGIN, lang: "en", brandName: "Apex", now: NOW })),
    );
    // Events older than a year drop out of the subscribed feed.
    expect(feed.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component).summary)).toEqual([
      "Steppe Clash",
    ]);
  });
});
