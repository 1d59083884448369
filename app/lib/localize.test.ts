import { describe, expect, it } from "vitest";
import { athleteName, localizeAthlete, localizeNames, localizeNews, localizeTournament, teamName } from "./localize";

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

describe("localizeNames", () => {
  const data = {
    athletes: [
      {
        id: "a",
        full_name: "Bekzod Rakhimov",
        full_name_ru: "Бекзод Рахимов",
        team: { id: "t", name: "Siberian Bears", name_ru: "Сибирские медведи" },
      },
      { id: "b", full_name: "Sho Yamamoto", full_name_ru: null, team: null },
    ],
    row: { team_name: "Tokyo Ronin", team_name_ru: " ", at: new Date("2026-01-02T00:00:00Z") },
  };

  it("takes each Russian name on Russian pages, the Latin one otherwise, and drops the _ru keys", () => {
    expect(localizeNames(data, "ru")).toEqual({
      athletes: [
        { id: "a", full_name: "Бекзод Рахимов", team: { id: "t", name: "Сибирские медведи" } },
        { id: "b", full_name: "Sho Yamamoto", team: null },
      ],
      row: { team_name: "Tokyo Ronin", at: new Date("2026-01-02T00:00:00Z") },
    });
    expect(localizeNames(data, "en")).toEqual({
      athletes: [
        { id: "a", full_name: "Bekzod Rakhimov", team: { id: "t", name: "Siberian Bears" } },
        { id: "b", full_name: "Sho Yamamoto", team: null },
      ],
      row: { team_name: "Tokyo Ronin", at: new Date("2026-01-02T00:00:00Z") },
    });
    expect(localizeNames(data, "ru").row.at).toBeInstanceOf(Date);
  });

  it("names one athlete or team in a language", () => {
    expect(athleteName({ full_name: "Bekzod Rakhimov", full_name_ru: "Бекзод Рахимов" }, "ru")).toBe("Бекзод Рахимов");
    expect(athleteName({ full_name: "Bekzod Rakhimov", full_name_ru: "Бекзод Рахимов" }, "en")).toBe("Bekzod Rakhimov");
    expect(teamName({ name: "Tokyo Ronin", name_ru: null }, "ru")).toBe("Tokyo Ronin");
  });
});
