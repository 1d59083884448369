import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planFixtures, splitIntoGroups } from "./fixtures.ts";
import { bracketSize } from "./seeding.ts";
import { isGroupSource, isMatchSource, type PlannedMatch } from "./sources.ts";

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const counter = () => {
  let next = 0;
  return () => `m${++next}`;
};
const label = (side: PlannedMatch["home"]) =>
  "team_id" in side
    ? side.team_id
    : isMatchSource(side)
      ? `W(${side.from_team_match_id})`
      : `${side.group}${side.place}`;

describe("fixture plans", () => {
  it("single elimination of 4: 1 v 4, 2 v 3, then the final of their winners", () => {
    const plan = planFixtures({ format: "single_elimination", team_ids: teams(4) }, counter());
    expect(plan.map((m) => [m.id, m.stage, m.card_order, label(m.home), label(m.away)])).toEqual([
      ["m1", "semifinal", 1, "t1", "t4"],
      ["m2", "semifinal", 2, "t2", "t3"],
      ["m3", "final", 3, "W(m1)", "W(m2)"],
    ]);
  });

  it("single elimination of 6: seeds 1 and 2 have byes into the semifinals", () => {
    const plan = planFixtures({ format: "single_elimination", team_ids: teams(6) }, counter());
    expect(plan.map((m) => [m.stage, label(m.home), label(m.away)])).toEqual([
      ["quarterfinal", "t4", "t5"],
      ["quarterfinal", "t3", "t6"],
      ["semifinal", "t1", "W(m1)"],
      ["semifinal", "t2", "W(m2)"],
      ["final", "W(m3)", "W(m4)"],
    ]);
  });

  it("any N from 2 to 64: N − 1 matches, one final, every team in round one or given a bye", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (n) => {
        const plan = planFixtures({ format: "single_elimination", team_ids: teams(n) }, counter());
        expect(plan.length).toBe(n - 1);
        expect(plan.filter((m) => m.stage === "final").length).toBe(1);
        const direct = plan.flatMap((m) => [m.home, m.away]).filter((side) => "team_id" in side);
        expect(direct.length).toBe(n);
        // Each match feeds exactly one later slot, except the final.
        const fed = plan
          .flatMap((m) => [m.home, m.away])
          .filter(isMatchSource)
          .map((s) => s.from_team_match_id);
        expect(new Set(fed).size).toBe(fed.length);
        expect(fed.length).toBe(n - 2);
      }),
    );
  });

  it("times follow the card: start + gap × position, one mat", () => {
    const plan = planFixtures(
      { format: "round_robin", team_ids: teams(3), start_at: new Date("2026-12-01T15:00:00Z"), gap_minutes: 25 },
      counter(),
    );
    expect(plan.map((m) => m.scheduled_at!.toISOString())).toEqual([
      "2026-12-01T15:00:00.000Z",
      "2026-12-01T15:25:00.000Z",
      "2026-12-01T15:50:00.000Z",
    ]);
  });

  it("groups by snake seeding, then a knockout that keeps group winners and groupmates apart in round one", () => {
    expect(splitIntoGroups(teams(8), 2)).toEqual([
      ["t1", "t4", "t5", "t8"],
      ["t2", "t3", "t6", "t7"],
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        (groups, size, advance) => {
          const plan = planFixtures(
            { format: "groups_then_knockout", team_ids: teams(groups * size), groups, advance_per_group: advance },
            counter(),
          );
          const groupMatches = plan.filter((m) => m.group_label);
          expect(groupMatches.length).toBe((groups * size * (size - 1)) / 2);
          const knockout = plan.filter((m) => !m.group_label);
          expect(knockout.length).toBe(groups * advance - 1);
          // Winners are kept apart as far as the bracket allows: always without byes; with byes, when they fit a quarter of it.
          const slots = bracketSize(groups * advance);
          const winnersApart = advance > 1 && (slots === groups * advance || groups <= slots / 4);
          // Group matches come first on the card.
          expect(Math.max(...groupMatches.map((m) => m.card_order))).toBeLessThan(
            Math.min(...knockout.map((m) => m.card_order)),
          );
          const direct = knockout.flatMap((m) =>
            isGroupSource(m.home) && isGroupSource(m.away) ? [[m.home, m.away] as const] : [],
          );
          expect(direct.filter(([home, away]) => home.group === away.group)).toEqual([]);
          expect(direct.filter(([home, away]) => winnersApart && home.place === 1 && away.place === 1)).toEqual([]);
        },
      ),
    );
  });

  it("64 teams in 16 groups of 4, top 2: 96 group matches and a 32-team knockout from the round of 32", () => {
    const plan = planFixtures(
      { format: "groups_then_knockout", team_ids: teams(64), groups: 16, advance_per_group: 2 },
      counter(),
    );
    expect(plan.length).toBe(96 + 31);
    expect(plan.filter((m) => m.stage === "round_of_32").length).toBe(16);
    expect(plan.at(-1)!.stage).toBe("final");
  });

  it("a superfight goes just before the final", () => {
    const plan = planFixtures(
      { format: "single_elimination", team_ids: teams(4), superfight: { home_team_id: "x", away_team_id: "y" } },
      counter(),
    );
    expect(plan.map((m) => m.stage)).toEqual(["semifinal", "semifinal", "superfight", "final"]);
  });
});
