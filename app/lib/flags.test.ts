import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { alpha3ToAlpha2, countryFlag, countryName, flagImageSrc, hasFlag, ISO_ALPHA3_CODES } from "./flags";

describe("country flags", () => {
  it("maps the spec's five codes to their flags", () => {
    expect(countryFlag("KAZ")).toBe("🇰🇿");
    expect(countryFlag("RUS")).toBe("🇷🇺");
    expect(countryFlag("USA")).toBe("🇺🇸");
    expect(countryFlag("GBR")).toBe("🇬🇧");
    expect(countryFlag("JPN")).toBe("🇯🇵");
  });

  it("knows every ISO 3166-1 alpha-3 code, each with its own alpha-2 code", () => {
    expect(ISO_ALPHA3_CODES).toHaveLength(249);
    const alpha2 = ISO_ALPHA3_CODES.map((code) => alpha3ToAlpha2(code));
    expect(new Set(alpha2).size).toBe(249);
    for (const code of ISO_ALPHA3_CODES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(alpha3ToAlpha2(code)).toMatch(/^[A-Z]{2}$/);
      expect(hasFlag(code)).toBe(true);
      expect([...countryFlag(code)]).toHaveLength(2);
    }
    // Codes whose two forms differ in more than the last letter.
    expect(alpha3ToAlpha2("DEU")).toBe("DE");
    expect(alpha3ToAlpha2("CHE")).toBe("CH");
    expect(alpha3ToAlpha2("IRL")).toBe("IE");
    expect(alpha3ToAlpha2("SRB")).toBe("RS");
    expect(alpha3ToAlpha2("UKR")).toBe("UA");
    expect(countryFlag("BRA")).toBe("🇧🇷");
    expect(countryFlag("GEO")).toBe("🇬🇪");
  });

  it("names every country in English and Russian", () => {
    for (const code of ISO_ALPHA3_CODES) {
      const en = countryName(code, "en");
      const ru = countryName(code, "ru");
      expect({ code, en: Boolean(en), ru: Boolean(ru) }).toEqual({ code, en: true, ru: true });
      expect(en).not.toBe(alpha3ToAlpha2(code));
    }
    expect(countryName("KAZ", "en")).toBe("Kazakhstan");
    expect(countryName("KAZ", "ru")).toBe("Казахстан");
    expect(countryName("JPN", "ru")).toBe("Япония");
    expect(countryName("USA", "en")).toBe("United States");
  });

  it("falls back to the first two letters of an unknown code, with no name", () => {
    expect(countryFlag("XYZ")).toBe("XY");
    expect(countryFlag("GER")).toBe("GE");
    expect(hasFlag("XYZ")).toBe(false);
    expect(countryName("XYZ", "en")).toBeNull();
  });

  it("accepts lower-case codes", () => {
    expect(countryFlag("kaz")).toBe("🇰🇿");
  });

  it("has a flag image from flag-icons for every code, in a folder named by the images' hash", () => {
    for (const code of ISO_ALPHA3_CODES) {
      const src = flagImageSrc(code)!;
      expect(src).toMatch(/^\/assets\/flags-[0-9a-f]{10}\/[a-z]{3}\.svg$/);
      const file = `node_modules/flag-icons/flags/4x3/${alpha3ToAlpha2(code)!.toLowerCase()}.svg`;
      expect({ code, svg: fs.readFileSync(file, "utf8").includes("<svg") }).toEqual({ code, svg: true });
    }
    expect(flagImageSrc("KAZ")).toMatch(/\/kaz\.svg$/);
    expect(flagImageSrc("gbr")).toMatch(/\/gbr\.svg$/);
    expect(flagImageSrc("XYZ")).toBeNull();
  });
});
