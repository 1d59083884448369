import { describe, expect, it } from "vitest";
import { countryName } from "./flags";
import { localizeTournament } from "./localize";
import { cityName, countryCode, placeCountryName } from "./places";

describe("place names on Russian pages", () => {
  it("names the demo league's cities in Russian and leaves English pages and unknown cities as typed", () => {
    expect(cityName("London", "ru")).toBe("Лондон");
    expect(cityName("San Diego", "ru")).toBe("Сан-Диего");
    expect(cityName("saint-petersburg", "ru")).toBe("Санкт-Петербург");
    expect(cityName("London", "en")).toBe("London");
    expect(cityName("Karakol", "ru")).toBe("Karakol");
    expect(cityName("Лондон", "ru")).toBe("Лондон");
  });

  it("reads typed countries as codes, English names or aliases and names them in Russian", () => {
    expect(countryCode("United Kingdom")).toBe("GBR");
    expect(countryCode("USA")).toBe("USA");
    expect(countryCode("kaz")).toBe("KAZ");
    expect(countryCode("Atlantis")).toBeUndefined();
    expect(placeCountryName("United Kingdom", "ru")).toBe("Великобритания");
    expect(placeCountryName("USA", "ru")).toBe("США");
    expect(placeCountryName("Kazakhstan", "ru")).toBe("Казахстан");
    expect(placeCountryName("Atlantis", "ru")).toBe("Atlantis");
    expect(placeCountryName("USA", "en")).toBe("USA");
    expect(countryName("USA", "ru")).toBe("США");
  });

  it("localizes a tournament's place with its text", () => {
    const row = {
      title: "London Lock-In",
      title_ru: "Лондонский капкан",
      location_city: "London",
      location_country: "United Kingdom",
    };
    expect(localizeTournament(row, "ru")).toEqual({
      title: "Лондонский капкан",
      location_city: "Лондон",
      location_country: "Великобритания",
    });
    expect(localizeTournament(row, "en")).toEqual({
      title: "London Lock-In",
      location_city: "London",
      location_country: "United Kingdom",
    });
  });
});
