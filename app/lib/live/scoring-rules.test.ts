import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUND_SECONDS, TAKEDOWN_WINDOW_SECONDS } from "../results/constants";
import {
  boutSeconds,
  inTakedownWindow,
  penaltyOutcome,
  pointsWinner,
  roundWinner,
  SCORING_KINDS,
  scoringPoints,
} from "./scoring-rules";

describe("scoring actions in and out of the first 2 minutes", () => {
  const inside = [0, 1, 59, 119];
  const outside = [120, 121, 200, 299, 300];
  it.each(inside)("at %is only a takedown scores (+2)", (second) => {
    expect(inTakedownWindow(second)).toBe(true);
    expect(scoringPoints("takedown", second)).toBe(2);
    expect(scoringPoints("guard_pass", second)).toBe(0);
    expect(scoringPoints("mount_or_back", second)).toBe(0);
    expect(scoringPoints("sweep", second)).toBe(0);
    expect(scoringPoints("knee_on_belly", second)).toBe(0);
  });
  it.each(outside)("at %is a takedown scores nothing and positions score", (second) => {
    expect(inTakedownWindow(second)).toBe(false);
    expect(scoringPoints("takedown", second)).toBe(0);
    expect(scoringPoints("guard_pass", second)).toBe(3);
    expect(scoringPoints("mount_or_back", second)).toBe(4);
    expect(scoringPoints("sweep", second)).toBe(2);
    expect(scoringPoints("knee_on_belly", second)).toBe(2);
  });
  it("every kind scores in exactly one part of the round", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCORING_KINDS), fc.integer({ min: 0, max: ROUND_SECONDS }), (kind, second) => {
        const points = scoringPoints(kind, second);
        const window = second < TAKEDOWN_WINDOW_SECONDS;
        expect(points > 0).toBe(kind === "takedown" ? window : !window);
      }),
    );
  });
});

describe("penalties", () => {
  it("stalling and fleeing cost a point and do not disqualify", () => {
    expect(penaltyOutcome("stalling", 0)).toEqual({ points: -1, disqualifies: false });
    expect(penaltyOutcome("fleeing", 2)).toEqual({ points: -1, disqualifies: false });
  });
  it("aggression: a warning, then −1, then disqualification", () => {
    expect(penaltyOutcome("aggression_warning", 0)).toEqual({ points: 0, disqualifies: false, ladderStep: 1 });
    expect(penaltyOutcome("aggression_warning", 1)).toEqual({ points: -1, disqualifies: false, ladderStep: 2 });
    expect(penaltyOutcome("aggression_warning", 2)).toEqual({ points: 0, disqualifies: true, ladderStep: 3 });
    expect(penaltyOutcome("aggression_warning", 5).disqualifies).toBe(true);
  });
  it.each(["illegal_submission", "unsportsmanlike", "dq"] as const)("%s disqualifies at once", (kind) => {
    expect(penaltyOutcome(kind, 0)).toEqual({ points: 0, disqualifies: true });
  });
});

describe("round and bout winners", () => {
  it("a round goes to more points; a level round to nobody", () => {
    expect(roundWinner(4, 2)).toBe("a");
    expect(roundWinner(-1, 0)).toBe("b");
    expect(roundWinner(3, 3)).toBeNull();
  });
  it("on points: more rounds won; level rounds → decision (null)", () => {
    expect(pointsWinner(2, 1)).toBe("a");
    expect(pointsWinner(1, 2)).toBe("b");
    expect(pointsWinner(1, 0)).toBe("a");
    expect(pointsWinner(1, 1)).toBeNull();
    expect(pointsWinner(0, 0)).toBeNull();
  });
  it("bout seconds count whole rounds before", () => {
    expect(boutSeconds(1, 41)).toBe(41);
    expect(boutSeconds(3, 10)).toBe(610);
  });
});
