import { describe, expect, it } from "vitest";
import { localizeAthlete, localizeNews, localizeTournament } from "./localize";

const tournament = {
  id: "t1",
  title: "Steppe Clash",
  title_ru: "Битва в степи",
  description: "Eight teams.",
  description_ru: " ",
  prize_pool: "$10,000",
  prize_pool_ru: null,
  venue_details: "Hall A",
};

describe("localize", () => {
  it("shows Russian text on Russian pages when present, English otherwise, and drops the _ru columns", () => {
    expect(localizeTournament(tournament, "ru")).toEqual({
      id: "t1",
      title: "Битва в степи",
      description: "Eight teams.",
      prize_pool: "$10,000",
      venue_details: "Hall A",
    });
    expect(localizeTournament(tournament, "en")).toEqual({
      id: "t1",
      title: "Steppe Clash",
      description: "Eight teams.",
      prize_pool: "$10,000",
      venue_details: "Hall A",
    });
  });

  it("works on partial rows (list summaries carry the title only)", () => {
    expect(localizeTournament({ title: "Cup", title_ru: "Кубок", status: "live" }, "ru")).toEqual({
      title: "Кубок",
      status: "live",
    });
    expect(localizeNews({ title: "News", title_ru: null, content: "Text", content_ru: "Текст" }, "ru")).toEqual({
      title: "News",
      content: "Текст",
    });
    expect(localizeAthlete({ full_name: "A", bio_short: "Bio", bio_short_ru: "Био" }, "ru")).toEqual({
      full_name: "A",
      bio_short: "Био",
    });
  });
});
