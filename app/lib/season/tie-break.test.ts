import { describe, expect, it } from "vitest";
import { decideTeamMatch, needsTieBreakBout, type DecisionBout } from "./tie-break.ts";

const bout = (bout_order: number, winner: DecisionBout["winner"], extra: Partial<DecisionBout> = {}): DecisionBout => ({
  bout_order,
  exhibition: false,
  completed: true,
  winner,
  submission: false,
  points: { home: 0, away: 0 },
  penalties: { home: 0, away: 0 },
  ...extra,
});

describe("team match decision and tie-break ladder", () => {
  it("first to two bout wins, before the third bout", () => {
    expect(decideTeamMatch([bout(1, "away"), bout(2, "away")])).toEqual({
      winner: "away",
      decided_by: "bouts",
      score: { home: 0, away: 2 },
    });
    expect(decideTeamMatch([bout(1, "home"), bout(2, "away")]).winner).toBeNull();
  });

  it("1–0 with two draws is won on bouts", () => {
    expect(decideTeamMatch([bout(1, "home"), bout(2, null), bout(3, null)])).toMatchObject({
      winner: "home",
      decided_by: "bouts",
    });
  });

  it("1–1 with a draw: more submission wins decides", () => {
    const bouts = [
      bout(1, "home", { submission: true }),
      bout(2, "away", { points: { home: 0, away: 6 } }),
      bout(3, null),
    ];
    expect(decideTeamMatch(bouts)).toMatchObject({ winner: "home", decided_by: "submissions" });
  });

  it("level on submissions: fewer penalty points decides", () => {
    const bouts = [
      bout(1, "home", { penalties: { home: 2, away: 0 } }),
      bout(2, "away", { penalties: { home: 0, away: 1 } }),
      bout(3, null),
    ];
    expect(decideTeamMatch(bouts)).toMatchObject({ winner: "away", decided_by: "penalties" });
  });

  it("level on penalties: more points scored decides", () => {
    const bouts = [
      bout(1, "home", { points: { home: 4, away: 2 } }),
      bout(2, "away", { points: { home: 0, away: 1 } }),
      bout(3, null, { points: { home: 2, away: 2 } }),
    ];
    expect(decideTeamMatch(bouts)).toMatchObject({ winner: "home", decided_by: "points" });
  });

  it("0–0 and level on everything: waits for the tie-break bout, which then decides", () => {
    const level = [bout(1, null), bout(2, null), bout(3, null)];
    expect(decideTeamMatch(level)).toMatchObject({ winner: null, decided_by: null });
    expect(needsTieBreakBout(level)).toBe(true);
    expect(decideTeamMatch([...level, bout(4, "away")])).toMatchObject({
      winner: "away",
      decided_by: "tie_break_bout",
    });
  });

  it("exhibitions and bouts not yet completed count for nothing", () => {
    const bouts = [
      bout(1, "home"),
      bout(2, "away"),
      bout(3, null, { completed: false }),
      bout(4, "home", { exhibition: true }),
    ];
    expect(decideTeamMatch(bouts)).toMatchObject({ winner: null, decided_by: null, score: { home: 1, away: 1 } });
    expect(needsTieBreakBout(bouts)).toBe(false);
    expect(needsTieBreakBout([bout(1, "home"), bout(2, "home")])).toBe(false);
  });
});
