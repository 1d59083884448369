import { describe, expect, it } from "vitest";
import { formatBoutTime, formatRating } from "./fight-format";

describe("fight formatting", () => {
  it("writes time in the round as m:ss", () => {
    expect([0, 5, 59, 60, 95, 300].map(formatBoutTime)).toEqual(["0:00", "0:05", "0:59", "1:00", "1:35", "5:00"]);
  });
  it("rounds ratings to whole numbers", () => {
    expect([1523.4, 1523.5, 1476.6].map(formatRating)).toEqual(["1523", "1524", "1477"]);
  });
});
