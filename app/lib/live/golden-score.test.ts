// The tie-break bout's golden score (scoring-rules.ts): one period of up to 5:00, every score counts from the first
// second, the first one decides; fouls cost what they cost but decide nothing; no score by 5:00 → the referees.
import { describe, expect, it } from "vitest";
import { isTieBreakBout } from "../season/tie-break";
import { finishReason } from "./live-actions";
import { applyClockAction } from "./live-clock";
import { finishResult } from "./live-finish";
import { buildLiveState, replay, type LoggedEvent } from "./live-reducer";
import { GOLDEN_SCORE_ROUNDS, roundsInBout, scoringPoints } from "./scoring-rules";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const ids: [string, string] = [A, B];
const now = new Date("2026-06-01T18:00:00.000Z");
let nextId = 1;
const ev = (
  kind: string,
  athlete: string | null,
  clock_seconds: number,
  details: Record<string, unknown> | null = null,
) => ({ id: nextId++, kind, athlete_id: athlete, round: 1, clock_seconds, details, undone: false }) as LoggedEvent;
const endPeriod = (at = 300) => ev("clock", null, at, { action: "end_round" });

function golden(seconds: number, events: LoggedEvent[], goldenScore = true) {
  const clock = { clock_round: 1, clock_running: false, clock_started_at: null, clock_elapsed_ms: seconds * 1000 };
  return buildLiveState(
    {
      id: "b",
      team_match_id: "tm",
      status: "live",
      athlete_a_id: A,
      athlete_b_id: B,
      clock,
      clock_factor: 1,
      golden_score: goldenScore,
    },
    events,
    now,
  );
}

describe("golden score (the tie-break bout)", () => {
  it("is the non-exhibition bout after the three regular ones", () => {
    expect(isTieBreakBout({ bout_order: 4, exhibition: false })).toBe(true);
    expect(isTieBreakBout({ bout_order: 3, exhibition: false })).toBe(false);
    expect(isTieBreakBout({ bout_order: 4, exhibition: true })).toBe(false);
    expect([roundsInBout(true), roundsInBout(false)]).toEqual([GOLDEN_SCORE_ROUNDS, 3]);
  });

  it("every score counts from the first second: no takedowns-only opening, no takedown cut-off", () => {
    expect(scoringPoints("guard_pass", 10, true)).toBe(3);
    expect(scoringPoints("takedown", 250, true)).toBe(2);
    expect(scoringPoints("guard_pass", 10)).toBe(0);
    expect(scoringPoints("takedown", 250)).toBe(0);
  });

  it("nothing decides before the first score; the first score names the winner and its moment", () => {
    const quiet = [ev("takedown_attempt", A, 30), ev("control_start", B, 40, { position: "side_control" })];
    expect(replay(ids, quiet, { round: 1, clock_seconds: 200 }, true).golden_score_winner).toBeNull();
    const pass = ev("guard_pass", B, 215);
    const events = [...quiet, pass, ev("takedown", A, 230)];
    const replayed = replay(ids, events, { round: 1, clock_seconds: 240 }, true);
    expect(replayed.golden_score_winner).toEqual({ event_id: pass.id, athlete_id: B });
    expect(replayed.points.get(pass.id)).toBe(3);
    // In a regular bout the same log decides nothing (the score decides only at the end).
    expect(replay(ids, events, { round: 1, clock_seconds: 240 }).golden_score_winner).toBeNull();
  });

  it("an undone score does not decide: the next one does", () => {
    const early = { ...ev("sweep", A, 20), undone: true };
    const late = ev("takedown", B, 95);
    expect(replay(ids, [early, late], { round: 1, clock_seconds: 100 }, true).golden_score_winner).toEqual({
      event_id: late.id,
      athlete_id: B,
    });
  });

  it("penalties cost points but decide nothing; the aggression ladder still disqualifies", () => {
    const fouls = [ev("stalling", A, 60), ev("aggression_warning", B, 70), ev("aggression_warning", B, 80)];
    const state = golden(90, fouls);
    expect(state.golden_score).toBe(true);
    expect(state.athletes.map((athlete) => athlete.round_scores)).toEqual([[-1], [-1]]);
    expect(state.athletes.map((athlete) => athlete.penalties)).toEqual([1, 1]);
    expect(replay(ids, fouls, { round: 1, clock_seconds: 90 }, true).golden_score_winner).toBeNull();
    expect(state.disqualified_id).toBeNull();
    const third = golden(95, [...fouls, ev("aggression_warning", B, 92)]);
    expect(third.disqualified_id).toBe(B);
    expect(finishReason(third, { winner_id: A, method: "dq" })).toBeNull();
  });

  it("one period: ending it at 5:00 is the end of the bout, and the referees decide (never points)", () => {
    const running = golden(120, [ev("clock", null, 0, { action: "start" })]);
    expect(finishReason(running, { winner_id: A, method: "points" })).toBe("goldenScorePoints");
    expect(finishReason(running, { winner_id: A, method: "decision" })).toBe("roundsNotOver");
    expect(finishReason(running, { winner_id: A, method: "submission" })).toBeNull();
    const clock = { clock_round: 1, clock_running: true, clock_started_at: now, clock_elapsed_ms: 0 };
    // Ending the period keeps the clock on round 1 (a regular bout moves on to round 2).
    expect(applyClockAction(clock, "end_round", new Date(now.getTime() + 300_000), false, 1, 1)).toMatchObject({
      clock_round: 1,
      clock_running: false,
    });
    expect(applyClockAction(clock, "end_round", new Date(now.getTime() + 300_000), false, 1)).toMatchObject({
      clock_round: 2,
    });
    const over = golden(300, [ev("stalling", B, 100), endPeriod()]);
    expect(over.rounds_over).toBe(true);
    // B gave away a point, so the period's "round" is A's — still no points win in golden score: the referees decide.
    expect(finishReason(over, { winner_id: A, method: "points" })).toBe("goldenScorePoints");
    expect(finishReason(over, { winner_id: B, method: "decision" })).toBeNull();
    expect(golden(300, [ev("stalling", B, 100), endPeriod()], false).rounds_over).toBe(false);
  });

  it("the result of a golden-score finish is taken at the moment of the score", () => {
    const score = ev("mount_or_back", A, 47);
    const events = [ev("stalling", B, 20), score];
    const state = golden(49, events);
    const result = finishResult(ids, events, state, { winner_id: A, method: "points" }, { round: 1, time_seconds: 47 });
    expect(result).toMatchObject({
      winner_id: A,
      method: "points",
      round: 1,
      time_seconds: 47,
      score_a: 4,
      score_b: -1,
      first_score_seconds_a: 47,
      first_score_seconds_b: null,
    });
  });
});
