import { describe, expect, it } from "vitest";
import { SUBMISSIONS } from "../../../server/db/seed/bout-factory";
import { isKnownTechnique, techniqueName, TECHNIQUES_RU } from "./techniques";

describe("the submission glossary", () => {
  it("names every seeded hold in Russian, matched loosely", () => {
    // The demo seed's holds: every one must read in Russian on /ru.
    expect(SUBMISSIONS.filter((hold) => !/^[А-ЯЁ]/.test(TECHNIQUES_RU[hold] ?? ""))).toEqual([]);
    expect(techniqueName("Straight ankle lock", "ru")).toBe("Болевой на голеностоп");
    expect(techniqueName("rear naked choke", "ru")).toBe("Удушение сзади");
    expect(techniqueName("D’Arce Choke", "ru")).toBe("Удушение д’Арса");
    expect(isKnownTechnique("heel-hook")).toBe(true);
  });

  it("keeps English pages and unknown holds as typed", () => {
    expect(techniqueName("Heel hook", "en")).toBe("Heel hook");
    expect(techniqueName("Flying scissor", "ru")).toBe("Flying scissor");
    expect(isKnownTechnique("Flying scissor")).toBe(false);
  });
});
