import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  athleteCardSvg,
  cachedPng,
  renderPng,
  shareImageKey,
  tournamentCardSvg,
  wrapText,
} from "./share-images.server.ts";

const event = {
  title: `Night of <script>&"quotes"</script> ${"Long ".repeat(20)}`,
  event_date: new Date("2026-12-05T13:00:00Z"),
  time_zone: "Asia/Almaty",
  location_city: "Almaty",
  location_country: "Kazakhstan",
  status: "live" as const,
};

describe("share images", () => {
  it("escapes every text it draws, so a title cannot break the SVG", async () => {
    const svg = tournamentCardSvg(event, "en", "Apex & Co");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;SCRIPT&gt;&amp;&quot;QUOTES&quot;");
    expect(svg).toContain("APEX &amp; CO");
    expect(svg).toContain("December 5, 2026 · 6:00 PM");
    const png = await renderPng(svg);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("dates an event at its venue in both languages, near midnight UTC too", () => {
    // 01:30 UTC on 26 October is 18:30 on the 25th in Los Angeles: the image must say the 25th, as every page does.
    const late = {
      ...event,
      title: "Midnight Open",
      event_date: new Date("2026-10-26T01:30:00Z"),
      time_zone: "America/Los_Angeles",
    };
    expect(tournamentCardSvg(late, "en", "Apex")).toContain("October 25, 2026 · 6:30 PM");
    expect(tournamentCardSvg(late, "ru", "Apex")).toContain("25 октября 2026 г. · 18:30");
  });

  it("draws athletes in the page's language with a country-code badge for the flag", async () => {
    const svg = athleteCardSvg(
      {
        full_name: "Арман Нурланов",
        country: "KAZ",
        weight_class: "lightweight",
        wins: 12,
        losses: 3,
        rating_elo: 1875,
        win_streak: 4,
        team: { name: "Steppe Wolves" },
      },
      "ru",
      "Apex",
    );
    expect(svg).toContain(">KAZ<");
    expect(svg).toContain("Казахстан");
    expect(svg).toContain("РЕКОРД");
    expect(svg).toContain("12–3");
    expect(svg).toContain("1875");
  });

  it("wraps long titles into at most the given lines and caches renderings by key", async () => {
    const lines = wrapText("ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN", 80, 400, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    const key = shareImageKey(["tournament", "id", "en", 1]);
    expect(shareImageKey(["tournament", "id", "ru", 1])).not.toBe(key);
    let draws = 0;
    const draw = () => {
      draws += 1;
      return tournamentCardSvg(event, "en", "Apex");
    };
    const first = await cachedPng(key, draw);
    expect(await cachedPng(key, draw)).toBe(first);
    expect(draws).toBe(1);
  });
});
