import { describe, expect, it } from "vitest";
import { boutWinChance } from "./bout-win-probability";
import { inBoutReadings } from "./in-bout-readings";
import type { LoggedEvent } from "./live-reducer";

const ids: [string, string] = ["a", "b"];
let next = 1;
const event = (
  kind: string,
  athlete_id: string | null,
  round: number,
  clock_seconds: number,
  extra = {},
): LoggedEvent => ({
  id: next++,
  kind,
  athlete_id,
  round,
  clock_seconds,
  details: null,
  undone: false,
  ...extra,
});

describe("in-bout readings", () => {
  it("read the live chance after each event that scores, as the live state would have shown it", () => {
    const log = [
      event("clock", null, 1, 0, { details: { action: "start" } }),
      event("takedown", "a", 1, 60),
      event("takedown_attempt", "b", 1, 90),
      event("sweep", "b", 1, 120),
      event("takedown", "a", 1, 200, { undone: true }),
      event("finish", null, 1, 250, { details: { winner_id: "a", method: "submission" } }),
      event("takedown", "a", 1, 260),
    ];
    const readings = inBoutReadings(ids, log, 0.6);
    expect(readings).toHaveLength(2);
    const moment = { status: "live" as const, round: 1, rounds_won: [0, 0] as [number, number] };
    expect(readings[0]).toBeCloseTo(boutWinChance({ ...moment, clock_seconds: 60, score: [2, 0] }, 0.6).a, 12);
    expect(readings[1]).toBeCloseTo(boutWinChance({ ...moment, clock_seconds: 120, score: [2, 2] }, 0.6).a, 12);
    expect(readings[0]).toBeGreaterThan(0.6);
  });

  it("count the rounds already won and start each round's score afresh", () => {
    const log = [event("takedown", "a", 1, 30), event("takedown", "b", 2, 30)];
    const [, second] = inBoutReadings(ids, log, 0.5);
    expect(second).toBeCloseTo(
      boutWinChance({ status: "live", round: 2, clock_seconds: 30, score: [0, 2], rounds_won: [1, 0] }, 0.5).a,
      12,
    );
  });
});
