import { describe, expect, it } from "vitest";
import en from "~/i18n/en/common.json";
import ru from "~/i18n/ru/common.json";
import { grapplingStyles, isGrapplingStyle, styleKey } from "./styles";

describe("grappling style tags", () => {
  it("keeps tags that mention grappling, wrestling, judo, bjj, sambo or no-gi, in any case", () => {
    for (const tag of [
      "Grappling",
      "Freestyle Wrestling",
      "catch WRESTLING",
      "Judo",
      "BJJ",
      "bjj black belt",
      "Combat Sambo",
      "No-Gi",
      "NO-GI",
      "no gi",
    ]) {
      expect([tag, isGrapplingStyle(tag)]).toEqual([tag, true]);
    }
  });
  it("drops striking and unrelated tags", () => {
    for (const tag of ["Kickboxing", "MMA", "Muay Thai", "Boxing", "Karate", "Gift", ""]) {
      expect([tag, isGrapplingStyle(tag)]).toEqual([tag, false]);
    }
  });
  it("filters a list, keeping its order", () => {
    expect(grapplingStyles(["Boxing", "Sambo", "MMA", "Judo"])).toEqual(["Sambo", "Judo"]);
    expect(grapplingStyles([])).toEqual([]);
  });
  it("names every style the demo league uses in both languages, whatever the case; unknown tags have no key", () => {
    for (const tag of [
      "BJJ",
      "Wrestling",
      "Judo",
      "Sambo",
      "No-Gi",
      "Freestyle Wrestling",
      "Catch Wrestling",
      "Grappling",
      "Kickboxing",
      "MMA",
      "Muay Thai",
      "Boxing",
    ]) {
      const key = styleKey(tag)!;
      expect(en.style[key]).toBe(tag);
      expect(ru.style[key]).toMatch(/^[\p{Script=Cyrillic} -]+$/u);
    }
    expect(styleKey(" freestyle WRESTLING ")).toBe("freestyleWrestling");
    expect(styleKey("Karate")).toBeUndefined();
  });
});
