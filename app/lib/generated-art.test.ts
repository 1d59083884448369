import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { art } from "../../server/art.server.ts";
import { initials } from "../components/athletes/athlete-avatar.tsx";
import { artUrl, athleteArt, eventArt, eventPicture } from "./generated-art.ts";

const ids = Array.from({ length: 60 }, (_, i) => crypto.randomUUID().replace(/^.{4}/, i.toString().padStart(4, "0")));

describe("generated art", () => {
  it("is the same drawing for the same id, a different one for every other id, and small", () => {
    for (const draw of [athleteArt, eventArt]) {
      const drawings = ids.map((id) => draw(id));
      expect(ids.map((id) => draw(id))).toEqual(drawings);
      expect(new Set(drawings).size).toBe(ids.length);
      for (const drawing of drawings) {
        expect(XMLValidator.validate(drawing)).toBe(true);
        expect(drawing.length).toBeLessThan(3_000);
      }
    }
    // Not only the numbers differ: the palettes spread over the ids.
    const fills = new Set(ids.map((id) => /stop-color="(#[0-9a-f]{6})"/.exec(athleteArt(id))![1]));
    expect(fills.size).toBeGreaterThanOrEqual(6);
  });

  it("is an SVG with its own size and no script, text or outside reference", () => {
    const svg = new XMLParser({ ignoreAttributes: false }).parse(eventArt("tokyo-grand-prix")).svg;
    expect(svg["@_viewBox"]).toBe("0 0 1200 675");
    for (const drawing of [athleteArt("x"), eventArt("x")])
      expect(drawing).not.toMatch(/<script|<text|href=|url\((?!#)/);
  });

  it("stands in for an event without an image; an event's own image wins", () => {
    expect(eventPicture({ id: "abc", image_url: null })).toBe("/art/v1/event/abc.svg");
    expect(eventPicture({ id: "abc", image_url: "/files/x.jpg" })).toBe("/files/x.jpg");
  });

  it("is served from its URL alone, cached for a year; anything else is not found", async () => {
    const response = await art.request(artUrl("athlete", ids[0]!).replace(/^\/art/, ""));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(athleteArt(ids[0]!));
    const refused = ["/v1/team/abc.svg", "/v1/athlete/abc.png", "/v1/athlete/a%3Cb.svg", "/v2/athlete/abc.svg"];
    const statuses = await Promise.all(refused.map(async (path) => (await art.request(path)).status));
    expect(statuses).toEqual([404, 404, 404, 404]);
  });

  it("puts the initials of the name in the page's language on an athlete's art", () => {
    expect(initials("Arman Nurlanov")).toBe("AN");
    expect(initials("Арман Нурланов")).toBe("АН");
    expect(initials("Liam O'Connor")).toBe("LO");
    expect(initials(" Pelé ")).toBe("P");
  });
});
