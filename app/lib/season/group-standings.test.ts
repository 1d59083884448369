import { describe, expect, it } from "vitest";
import { groupStandings, type GroupMatch } from "./group-standings.ts";

const won = (home: string, away: string, score: [number, number], subs: [number, number] = [0, 0]): GroupMatch => ({
  home,
  away,
  winner: score[0] > score[1] ? "home" : "away",
  score: { home: score[0], away: score[1] },
  submissions: { home: subs[0], away: subs[1] },
});

describe("group standings", () => {
  it("orders by team-match wins first", () => {
    const rows = groupStandings(["a", "b", "c"], [won("a", "b", [0, 2]), won("b", "c", [2, 1]), won("c", "a", [2, 0])]);
    expect(rows.map((row) => [row.team_id, row.wins, row.losses])).toEqual([
      ["b", 2, 0],
      ["c", 1, 1],
      ["a", 0, 2],
    ]);
  });

  it("breaks a two-way tie by head-to-head among the tied teams only, before bout difference", () => {
    // a and b both win twice; b beat a, though a has the better bout difference.
    const matches = [
      won("a", "c", [2, 0]),
      won("a", "d", [2, 0]),
      won("b", "a", [2, 1]),
      won("b", "c", [2, 1]),
      won("c", "d", [2, 1]),
      won("d", "b", [2, 1]),
    ];
    const rows = groupStandings(["a", "b", "c", "d"], matches);
    expect(rows.map((row) => row.team_id)).toEqual(["b", "a", "c", "d"]);
  });

  it("a three-way circle is level on head-to-head: bout difference, then submissions, then rating decide", () => {
    const circle = [won("a", "b", [2, 0]), won("b", "c", [2, 1]), won("c", "a", [2, 1])];
    // Bouts: a 3–2 (+1), c 3–3 (0), b 2–3 (−1).
    expect(groupStandings(["a", "b", "c"], circle).map((row) => row.team_id)).toEqual(["a", "c", "b"]);
    const even = [won("a", "b", [2, 1], [1, 0]), won("b", "c", [2, 1], [0, 0]), won("c", "a", [2, 1], [2, 0])];
    // All 3-3 in bouts; submissions: a 1, b 0, c 2.
    expect(groupStandings(["a", "b", "c"], even).map((row) => row.team_id)).toEqual(["c", "a", "b"]);
    const flat = [won("a", "b", [2, 1]), won("b", "c", [2, 1]), won("c", "a", [2, 1])];
    const ratings = new Map([
      ["a", 1500],
      ["b", 1620],
      ["c", null],
    ]);
    expect(groupStandings(["a", "b", "c"], flat, ratings).map((row) => row.team_id)).toEqual(["b", "a", "c"]);
  });

  it("undecided matches count for nothing", () => {
    const rows = groupStandings(
      ["a", "b"],
      [{ home: "a", away: "b", winner: null, score: { home: 1, away: 1 }, submissions: { home: 0, away: 0 } }],
    );
    expect(rows.map((row) => [row.team_id, row.played])).toEqual([
      ["a", 0],
      ["b", 0],
    ]);
  });
});
