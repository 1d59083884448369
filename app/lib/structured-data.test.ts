import { describe, expect, it } from "vitest";
import { isoInZone } from "./format";
import {
  jsonLdText,
  newsArticleJsonLd,
  organizationJsonLd,
  personJsonLd,
  sportsEventJsonLd,
  type StructuredDataContext,
} from "./structured-data";

const context: StructuredDataContext = {
  origin: "https://league.example",
  lang: "ru",
  brand: { name: "Apex", email: "info@league.example", social: [{ url: "https://t.me/apex" }, { url: null }] },
};

const event = {
  id: "c650a07a-59e9-4bed-87de-f11d95942ded",
  title: "Steppe Clash",
  description: null,
  event_date: new Date("2026-07-25T13:00:00Z"),
  time_zone: "Asia/Almaty",
  location_city: "Almaty",
  location_country: "Kazakhstan",
  venue_details: "Almaty Arena, 3,000 seats",
  status: "completed" as const,
  champion_team: "Steppe Wolves",
  runner_up_team: null,
};

describe("JSON-LD", () => {
  it("dates events on the venue's clock with its offset", () => {
    expect(isoInZone(new Date("2026-07-25T13:00:00Z"), "Asia/Almaty")).toBe("2026-07-25T18:00:00+05:00");
    expect(isoInZone(new Date("2026-01-10T17:00:00Z"), "America/New_York")).toBe("2026-01-10T12:00:00-05:00");
    expect(isoInZone(new Date("2026-01-10T17:00:00Z"), "UTC")).toBe("2026-01-10T17:00:00Z");
  });

  it("describes a tournament as a SportsEvent with place, organizer and the teams that competed", () => {
    const ld = sportsEventJsonLd(event, context, "https://league.example/ru/og/tournament/x.png");
    expect(ld).toMatchObject({
      "@type": "SportsEvent",
      name: "Steppe Clash",
      startDate: "2026-07-25T18:00:00+05:00",
      url: "https://league.example/ru/tournament/c650a07a-59e9-4bed-87de-f11d95942ded",
      location: {
        "@type": "Place",
        name: "Almaty Arena",
        address: { addressLocality: "Almaty", addressCountry: "Kazakhstan" },
      },
      organizer: { "@type": "Organization", name: "Apex" },
      competitor: [{ "@type": "SportsTeam", name: "Steppe Wolves" }],
    });
    expect(sportsEventJsonLd({ ...event, champion_team: null }, context, "x")).not.toHaveProperty("competitor");
  });

  it("describes athletes, articles and the league", () => {
    const person = personJsonLd(
      {
        id: "a1",
        full_name: "Ayan",
        photo_url: "/files/p.webp",
        bio_short: null,
        country: "KAZ",
        countryName: null,
        height_cm: null,
        team: { name: "Wolves" },
      },
      context,
    );
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Ayan",
      image: "https://league.example/files/p.webp",
      nationality: { name: "KAZ" },
      memberOf: { "@type": "SportsTeam" },
    });
    const article = newsArticleJsonLd(
      { id: "n1", title: "T".repeat(130), content: "c", image_url: null, published_at: "2026-11-21T08:00:00.000Z" },
      context,
      "/ru/og/site.png",
    );
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      datePublished: "2026-11-21T08:00:00.000Z",
      image: ["https://league.example/ru/og/site.png"],
      publisher: { "@type": "Organization" },
    });
    expect((article.headline as string).length).toBe(110);
    expect(organizationJsonLd(context)).toMatchObject({
      "@type": "Organization",
      sameAs: ["https://t.me/apex"],
      logo: "https://league.example/images/logo.svg",
    });
  });

  it("escapes text that could close the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
