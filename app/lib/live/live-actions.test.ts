import { describe, expect, it } from "vitest";
import { athleteActionReason, finishReason } from "./live-actions";
import { buildLiveState, type LoggedEvent } from "./live-reducer";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const now = new Date("2026-06-01T18:00:00.000Z");
let id = 1;
const ev = (
  kind: string,
  athlete: string | null,
  round: number,
  s: number,
  details: Record<string, unknown> | null = null,
): LoggedEvent => ({
  id: id++,
  kind,
  athlete_id: athlete,
  round,
  clock_seconds: s,
  details,
  undone: false,
});
const endRound = (round: number) => ev("clock", null, round, 300, { action: "end_round" });
function state(round: number, seconds: number, events: LoggedEvent[] = [], status: "live" | "completed" = "live") {
  const clock = { clock_round: round, clock_running: false, clock_started_at: null, clock_elapsed_ms: seconds * 1000 };
  return buildLiveState(
    { id: "b", team_match_id: "tm", status, athlete_a_id: A, athlete_b_id: B, clock, clock_factor: 1 },
    events,
    now,
  );
}
const act = (
  kind: "takedown" | "control_start" | "control_end" | "sweep",
  athlete_id: string,
  round: number,
  clock_seconds: number,
) => ({ kind, athlete_id, round, clock_seconds });

describe("athlete actions allowed now", () => {
  it("allows a score in the running round, and earlier rounds (sent late from a queue)", () => {
    expect(athleteActionReason(state(2, 60), act("takedown", A, 2, 50))).toBeNull();
    expect(athleteActionReason(state(2, 60), act("sweep", B, 1, 280))).toBeNull();
  });
  it("refuses before the round starts, in the future, for strangers, after the rounds and a finished bout", () => {
    expect(athleteActionReason(state(2, 0), act("takedown", A, 2, 0))).toBe("roundNotStarted");
    expect(athleteActionReason(state(1, 60), act("takedown", A, 2, 10))).toBe("futureRound");
    expect(athleteActionReason(state(1, 60), act("takedown", A, 1, 64))).toBe("futureTime");
    expect(athleteActionReason(state(1, 60), act("takedown", A, 1, 63))).toBeNull();
    expect(athleteActionReason(state(1, 60), act("takedown", "00000000-0000-4000-8000-000000000000", 1, 10))).toBe(
      "notInBout",
    );
    expect(athleteActionReason(state(3, 300, [endRound(3)]), act("sweep", A, 3, 299))).toBe("roundsOver");
    expect(athleteActionReason(state(1, 60, [], "completed"), act("takedown", A, 1, 10))).toBe("boutFinished");
    expect(athleteActionReason(state(1, 60, [ev("unsportsmanlike", B, 1, 30)]), act("takedown", A, 1, 40))).toBe(
      "awaitingDq",
    );
  });
  it("takes a console's moment up to 3 real seconds ahead of the server's clock, whatever the clock factor; any moment behind it", () => {
    const fast = { ...state(1, 150), clock_factor: 20 };
    expect(athleteActionReason(fast, act("takedown", A, 1, 210))).toBeNull();
    expect(athleteActionReason(fast, act("takedown", A, 1, 211))).toBe("futureTime");
    for (const at of [10, 149, 150, 153]) expect(athleteActionReason(state(1, 150), act("sweep", B, 1, at))).toBeNull();
    expect(athleteActionReason(state(1, 300), act("takedown", A, 1, 295))).toBeNull();
  });
  it("control opens once and closes only when open, in the current round", () => {
    const open = [ev("control_start", A, 1, 130)];
    expect(athleteActionReason(state(1, 150, open), act("control_start", A, 1, 150))).toBe("alreadyInControl");
    expect(athleteActionReason(state(1, 150, open), act("control_end", B, 1, 150))).toBe("notInControl");
    expect(athleteActionReason(state(1, 150, open), act("control_end", A, 1, 150))).toBeNull();
    expect(athleteActionReason(state(2, 10), act("control_start", A, 1, 290))).toBe("controlPastRound");
  });
});

describe("finishes", () => {
  const won = [
    ev("sweep", A, 1, 200),
    endRound(1),
    ev("sweep", A, 2, 200),
    endRound(2),
    ev("sweep", B, 3, 200),
    endRound(3),
  ];
  const level = [ev("sweep", A, 1, 200), endRound(1), ev("sweep", B, 2, 200), endRound(2), endRound(3)];
  it("a submission any time the bout runs, not before it starts or after the rounds", () => {
    expect(finishReason(state(1, 0), { winner_id: A, method: "submission" })).toBe("boutNotStarted");
    expect(finishReason(state(2, 45), { winner_id: B, method: "submission" })).toBeNull();
    expect(finishReason(state(3, 300, won), { winner_id: B, method: "submission" })).toBe("roundsOver");
  });
  it("on points: after the last round, to the athlete who won more rounds", () => {
    expect(finishReason(state(2, 100), { winner_id: A, method: "points" })).toBe("roundsNotOver");
    expect(finishReason(state(3, 300, won), { winner_id: A, method: "points" })).toBeNull();
    expect(finishReason(state(3, 300, won), { winner_id: B, method: "points" })).toBe("notPointsWinner");
    expect(finishReason(state(3, 300, won), { winner_id: A, method: "decision" })).toBe("notLevel");
  });
  it("level rounds go to the referees' decision", () => {
    expect(finishReason(state(3, 300, level), { winner_id: A, method: "points" })).toBe("levelRoundsDecision");
    expect(finishReason(state(3, 300, level), { winner_id: B, method: "decision" })).toBeNull();
  });
  it("a foul's DQ goes to the opponent and nothing else finishes the bout", () => {
    const fouled = [ev("illegal_submission", B, 1, 200)];
    expect(finishReason(state(1, 210, fouled), { winner_id: A, method: "dq" })).toBeNull();
    expect(finishReason(state(1, 210, fouled), { winner_id: B, method: "dq" })).toBe("dqWinnerIsOpponent");
    expect(finishReason(state(1, 210, fouled), { winner_id: A, method: "submission" })).toBe("awaitingDq");
  });
});
