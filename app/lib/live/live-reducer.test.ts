import { describe, expect, it } from "vitest";
import type { ClockColumns } from "./live-clock";
import { buildLiveState, type LiveBout, type LoggedEvent } from "./live-reducer";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const t0 = new Date("2026-06-01T18:00:00.000Z");

/** A bout paused in `round` at `seconds` (the clock columns as the server keeps them). */
function bout(round: number, seconds: number, running = false): LiveBout {
  const clock: ClockColumns = running
    ? {
        clock_round: round,
        clock_running: true,
        clock_started_at: new Date(t0.getTime() - seconds * 1000),
        clock_elapsed_ms: 0,
      }
    : { clock_round: round, clock_running: false, clock_started_at: null, clock_elapsed_ms: seconds * 1000 };
  return { id: "bout", team_match_id: "tm", status: "live", athlete_a_id: A, athlete_b_id: B, clock, clock_factor: 1 };
}

let nextId = 1;
function ev(
  kind: string,
  athlete: string | null,
  round: number,
  clock_seconds: number,
  extra: Partial<LoggedEvent> = {},
): LoggedEvent {
  return { id: nextId++, kind, athlete_id: athlete, round, clock_seconds, details: null, undone: false, ...extra };
}
const endRound = (round: number, at = 300) => ev("clock", null, round, at, { details: { action: "end_round" } });

describe("live state replayed from the log", () => {
  it("scores per round, resets each round, and counts rounds won only for ended rounds", () => {
    const events = [
      ev("takedown", A, 1, 30), // +2
      ev("guard_pass", A, 1, 90), // 0: first 2 minutes
      ev("guard_pass", B, 1, 150), // +3
      ev("takedown", B, 1, 200), // 0: after 2:00
      ev("sweep", A, 1, 250), // +2 → A 4, B 3
      endRound(1),
      ev("mount_or_back", B, 2, 130), // +4
    ];
    const state = buildLiveState(bout(2, 140), events, t0);
    expect(state.round).toBe(2);
    expect(state.athletes[0]).toMatchObject({
      score: 0,
      round_scores: [4, 0, 0],
      rounds_won: 1,
      takedowns_landed: 1,
      takedowns_attempted: 1,
    });
    expect(state.athletes[1]).toMatchObject({ score: 4, round_scores: [3, 4, 0], rounds_won: 0, takedowns_landed: 1 });
    expect(state.events.map((e) => e.points)).toEqual([2, 0, 3, 0, 2, 0, 4]);
  });

  it("a level round is won by nobody; the last round counts once the rounds are over", () => {
    const events = [
      ev("sweep", A, 1, 200),
      ev("sweep", B, 1, 210),
      endRound(1),
      ev("stalling", A, 2, 20),
      endRound(2),
      ev("takedown", A, 3, 10),
      endRound(3),
    ];
    const state = buildLiveState(bout(3, 300), events, t0);
    expect(state.rounds_over).toBe(true);
    expect(state.athletes.map((a) => a.rounds_won)).toEqual([1, 1]);
    expect(state.athletes[0].penalties).toBe(1);
  });

  it("undone events count for nothing but stay in the log", () => {
    const events = [ev("takedown", A, 1, 10), ev("takedown", A, 1, 20, { undone: true })];
    const state = buildLiveState(bout(1, 30), events, t0);
    expect(state.athletes[0]).toMatchObject({ score: 2, takedowns_landed: 1 });
    expect(state.events).toHaveLength(2);
    expect(state.events[1]).toMatchObject({ undone: true, points: 0 });
  });

  it("takedown attempts that do not land count for defence only", () => {
    const state = buildLiveState(
      bout(1, 100),
      [ev("takedown_attempt", B, 1, 5), ev("takedown_attempt", B, 1, 15), ev("takedown", B, 1, 40)],
      t0,
    );
    expect(state.athletes[1]).toMatchObject({ takedowns_landed: 1, takedowns_attempted: 3, score: 2 });
  });

  it("aggression ladder: warning, −1, DQ; undoing the first call moves the ladder", () => {
    const first = ev("aggression_warning", B, 1, 10);
    const second = ev("aggression_warning", B, 1, 20);
    const third = ev("aggression_warning", B, 1, 30);
    let state = buildLiveState(bout(1, 40), [first, second, third], t0);
    expect(state.events.map((e) => e.points)).toEqual([0, -1, 0]);
    expect(state.athletes[1]).toMatchObject({ score: -1, penalties: 1, aggression_warnings: 3 });
    expect(state.disqualified_id).toBe(B);
    state = buildLiveState(bout(1, 40), [{ ...first, undone: true }, second, third], t0);
    expect(state.events.map((e) => e.points)).toEqual([0, 0, -1]);
    expect(state.disqualified_id).toBeNull();
  });

  it.each(["illegal_submission", "unsportsmanlike", "dq"])("%s disqualifies", (kind) => {
    expect(buildLiveState(bout(1, 40), [ev(kind, A, 1, 10)], t0).disqualified_id).toBe(A);
  });

  it("control time is the sum of segments on the clock; an open one runs to now, a new one ends the other's", () => {
    const events = [
      ev("control_start", A, 1, 130, { details: { position: "mount" } }),
      ev("control_end", A, 1, 160), // 30
      ev("control_start", B, 1, 200, { details: { position: "back" } }),
      ev("control_start", A, 1, 230, { details: { position: "side_control" } }), // B 30, A opens
      endRound(1, 300), // A 70
      ev("control_start", B, 2, 150),
    ];
    const state = buildLiveState(bout(2, 175, true), events, t0);
    expect(state.athletes[0]).toMatchObject({ control_seconds: 100, in_control: false });
    expect(state.athletes[1]).toMatchObject({ control_seconds: 55, in_control: true });
    expect(state.running).toBe(true);
    expect(state.clock_seconds).toBe(175);
  });

  it("first score time and the finish", () => {
    const events = [
      ev("takedown", B, 1, 90),
      endRound(1),
      ev("sweep", A, 2, 130),
      ev("finish", null, 2, 140, { details: { method: "submission", winner_id: A, technique: "Armbar" } }),
    ];
    const state = buildLiveState(bout(2, 140), events, t0);
    expect(state.result).toEqual({ winner_id: A, method: "submission", technique: "Armbar" });
    expect(state.last_event_id).toBe(events.at(-1)!.id);
  });
});
