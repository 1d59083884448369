import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedSides, resolveBracket, type BracketMatch, type MatchOutcome } from "./advancement.ts";
import { planFixtures } from "./fixtures.ts";

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const counter = () => {
  let next = 0;
  return () => `m${++next}`;
};
/** A plan as stored: sourced sides start unknown, typed (team) sides are the team. */
function stored(format: "single_elimination" | "groups_then_knockout", n: number): BracketMatch[] {
  return planFixtures({ format, team_ids: teams(n), groups: 2, advance_per_group: 2 }, counter()).map((m) => ({
    id: m.id,
    group_label: m.group_label,
    home_source: m.home,
    away_source: m.away,
    home_team_id: "team_id" in m.home ? m.home.team_id : null,
    away_team_id: "team_id" in m.away ? m.away.team_id : null,
  }));
}
const win = (side: "home" | "away"): MatchOutcome => ({
  winner: side,
  score: side === "home" ? { home: 2, away: 0 } : { home: 0, away: 2 },
  submissions: { home: 0, away: 0 },
});

describe("advancement", () => {
  it("a semifinal's winner fills the final's slot; the other slot stays unknown", () => {
    const matches = stored("single_elimination", 4);
    const sides = resolveBracket(matches, new Map([["m1", win("away")]]));
    expect(sides.get("m3")).toEqual({ home_team_id: "t4", away_team_id: null });
    const both = resolveBracket(
      matches,
      new Map([
        ["m1", win("away")],
        ["m2", win("home")],
      ]),
    );
    expect(both.get("m3")).toEqual({ home_team_id: "t4", away_team_id: "t2" });
  });

  it("group places are known only when the whole group is decided", () => {
    const matches = stored("groups_then_knockout", 8);
    const groupA = matches.filter((m) => m.group_label === "A");
    const outcomes = new Map(groupA.slice(0, -1).map((m) => [m.id, win("home")]));
    const semis = matches.filter((m) => !m.group_label).slice(0, 2);
    expect(resolveBracket(matches, outcomes).get(semis[0]!.id)!.home_team_id).toBeNull();
    outcomes.set(groupA.at(-1)!.id, win("home"));
    expect(resolveBracket(matches, outcomes).get(semis[0]!.id)!.home_team_id).not.toBeNull();
  });

  it("after any sequence of record, edit and delete, the stored sides equal a derivation from scratch", () => {
    const op = fc.record({
      match: fc.nat(40),
      kind: fc.constantFrom("record", "edit", "delete"),
      side: fc.constantFrom("home" as const, "away" as const),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["single_elimination", 4] as const,
          ["single_elimination", 7] as const,
          ["groups_then_knockout", 8] as const,
        ),
        fc.array(op, { maxLength: 60 }),
        ([format, n], ops) => {
          let matches = stored(format, n);
          const outcomes = new Map<string, MatchOutcome>();
          for (const { match: pick, kind, side } of ops) {
            const target = matches[pick % matches.length]!;
            // Results exist only for a team match whose teams are known.
            if (!target.home_team_id || !target.away_team_id) continue;
            const next = new Map(outcomes);
            if (kind === "delete") next.delete(target.id);
            else if (kind === "record" && !next.has(target.id)) next.set(target.id, win(side));
            else if (kind === "edit" && next.has(target.id)) next.set(target.id, win(side));
            const changes = changedSides(matches, resolveBracket(matches, next));
            // Refused (409): a change would move a team match that has results of its own.
            if (changes.some((change) => next.has(change.id))) continue;
            outcomes.clear();
            for (const [id, outcome] of next) outcomes.set(id, outcome);
            // Incremental: only the changed rows are written.
            const byId = new Map(changes.map((change) => [change.id, change]));
            matches = matches.map((m) => (byId.has(m.id) ? { ...m, ...byId.get(m.id)! } : m));
          }
          const scratch = resolveBracket(matches, outcomes);
          for (const m of matches)
            expect({ home_team_id: m.home_team_id, away_team_id: m.away_team_id }).toEqual(scratch.get(m.id));
          // And no team match with a result ever lost a team.
          for (const id of outcomes.keys()) {
            const m = matches.find((row) => row.id === id)!;
            expect(m.home_team_id && m.away_team_id).toBeTruthy();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
