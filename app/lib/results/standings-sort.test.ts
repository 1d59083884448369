import { describe, expect, it } from "vitest";
import { defaultSeason, parseStandingsSort } from "./standings-sort";

describe("standings URL", () => {
  it("reads a known column and direction, defaulting the direction per column", () => {
    expect(parseStandingsSort(new URLSearchParams("sort=rating&dir=asc"))).toEqual({ sort: "rating", dir: "asc" });
    expect(parseStandingsSort(new URLSearchParams("sort=wins"))).toEqual({ sort: "wins", dir: "desc" });
    expect(parseStandingsSort(new URLSearchParams("sort=team"))).toEqual({ sort: "team", dir: "asc" });
    expect(parseStandingsSort(new URLSearchParams("sort=drop%20table&dir=sideways"))).toEqual({
      sort: undefined,
      dir: "desc",
    });
  });

  it("opens this year's season, else the latest past one, else the first future one", () => {
    expect(defaultSeason([2027, 2026, 2025], 2026)).toBe(2026);
    expect(defaultSeason([2027, 2024], 2026)).toBe(2024);
    expect(defaultSeason([2028, 2027], 2026)).toBe(2027);
    expect(defaultSeason([], 2026)).toBeNull();
  });
});
