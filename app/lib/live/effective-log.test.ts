// Fans see the effective log: what a scorekeeper undid or corrected is gone, the correction stands in its place.
import { describe, expect, it } from "vitest";
import { buildLiveState, type LoggedEvent } from "./live-reducer";
import { effectiveEvents } from "./effective-log";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const event = (
  id: number,
  kind: string,
  athlete_id: string | null,
  clock_seconds: number,
  extra: Partial<LoggedEvent> = {},
): LoggedEvent => ({
  id,
  kind,
  athlete_id,
  round: 1,
  clock_seconds,
  details: null,
  undone: false,
  ...extra,
});

describe("effectiveEvents", () => {
  // Start, a takedown for A, a stalling call on B undone (with its Undo row), a guard pass for A corrected to a sweep.
  const log: LoggedEvent[] = [
    event(1, "clock", null, 0, { details: { action: "start" } }),
    event(2, "takedown", A, 10),
    event(3, "stalling", B, 150, { undone: true }),
    event(4, "undo", null, 150, { details: { kind: "stalling" }, corrects_event_id: 3 }),
    event(5, "guard_pass", A, 200, { undone: true }),
    event(6, "knee_on_belly", A, 260),
    event(7, "sweep", A, 200, { corrects_event_id: 5 }),
  ];
  const state = buildLiveState(
    {
      id: "bout",
      team_match_id: "match",
      status: "live",
      athlete_a_id: A,
      athlete_b_id: B,
      clock: { clock_round: 1, clock_running: false, clock_started_at: null, clock_elapsed_ms: 270_000 },
      clock_factor: 1,
    },
    log,
    new Date("2026-11-25T12:00:00Z"),
  );

  it("leaves out undone actions and Undo rows, and puts a correction at its moment on the clock", () => {
    expect(effectiveEvents(state.events).map((e) => [e.id, e.kind, e.clock_seconds, e.points])).toEqual([
      [1, "clock", 0, 0],
      [2, "takedown", 10, 2],
      [7, "sweep", 200, 2],
      [6, "knee_on_belly", 260, 2],
    ]);
  });

  it("keeps the full log in the state itself (the console's audit trail), with the same score", () => {
    expect(state.events).toHaveLength(7);
    expect(state.athletes.map((athlete) => athlete.score)).toEqual([6, 0]);
    const fans = effectiveEvents(state.events);
    expect(fans.reduce((sum, e) => sum + (e.athlete_id === A ? e.points : 0), 0)).toBe(state.athletes[0].score);
    expect(fans.some((e) => e.undone || e.kind === "undo")).toBe(false);
  });

  it("does not reorder its input", () => {
    const events = [...state.events];
    effectiveEvents(events);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
