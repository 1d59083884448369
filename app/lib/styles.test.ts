import { describe, expect, it } from "vitest";
import { grapplingStyles, isGrapplingStyle } from "./styles";

describe("grappling style tags", () => {
  it("keeps tags that mention grappling, wrestling, judo, bjj, sambo or no-gi, in any case", () => {
    for (const tag of ["Grappling", "Freestyle Wrestling", "catch WRESTLING", "Judo", "BJJ", "bjj black belt", "Combat Sambo", "No-Gi", "NO-GI", "no gi"]) {
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
});
