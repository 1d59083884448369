import { describe, expect, it } from "vitest";
import { applyClockAction, elapsedSeconds, formatClock, projectClockSeconds, type ClockColumns } from "./live-clock";

const t0 = new Date("2026-06-01T18:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const fresh: ClockColumns = { clock_round: 1, clock_running: false, clock_started_at: null, clock_elapsed_ms: 0 };
const ok = (result: ClockColumns | { reason: string }) => {
  if ("reason" in result) throw new Error(result.reason);
  return result;
};

describe("the round clock on the server's time", () => {
  it("start, pause, resume and end round bank the elapsed time", () => {
    const started = ok(applyClockAction(fresh, "start", t0, false, 1));
    expect(elapsedSeconds(started, at(61_500).getTime(), 1)).toBe(61);
    const paused = ok(applyClockAction(started, "pause", at(61_500), false, 1));
    expect(paused).toMatchObject({ clock_running: false, clock_elapsed_ms: 61_500 });
    expect(elapsedSeconds(paused, at(500_000).getTime(), 1)).toBe(61);
    const resumed = ok(applyClockAction(paused, "resume", at(100_000), false, 1));
    expect(elapsedSeconds(resumed, at(110_000).getTime(), 1)).toBe(71);
    const next = ok(applyClockAction(resumed, "end_round", at(110_000), false, 1));
    expect(next).toEqual({ clock_round: 2, clock_running: false, clock_started_at: null, clock_elapsed_ms: 0 });
  });
  it("stops at 5:00 by itself", () => {
    const started = ok(applyClockAction(fresh, "start", t0, false, 1));
    expect(elapsedSeconds(started, at(400_000).getTime(), 1)).toBe(300);
    const paused = ok(applyClockAction(started, "pause", at(400_000), false, 1));
    expect(applyClockAction(paused, "resume", at(400_001), false, 1)).toEqual({ reason: "roundTimeUp" });
  });
  it("refuses what makes no sense now", () => {
    expect(applyClockAction(fresh, "pause", t0, false, 1)).toEqual({ reason: "clockNotRunning" });
    expect(applyClockAction(fresh, "resume", t0, false, 1)).toEqual({ reason: "roundNotStarted" });
    expect(applyClockAction(fresh, "end_round", t0, false, 1)).toEqual({ reason: "roundNotStarted" });
    const started = ok(applyClockAction(fresh, "start", t0, false, 1));
    expect(applyClockAction(started, "start", t0, false, 1)).toEqual({ reason: "clockAlreadyStarted" });
    expect(applyClockAction(started, "resume", t0, false, 1)).toEqual({ reason: "clockNotPaused" });
    expect(applyClockAction(started, "pause", t0, true, 1)).toEqual({ reason: "roundsOver" });
  });
  it("ending round 3 keeps round 3 with its time", () => {
    const third = ok(applyClockAction({ ...fresh, clock_round: 3 }, "start", t0, false, 1));
    expect(ok(applyClockAction(third, "end_round", at(300_000), false, 1))).toEqual({
      clock_round: 3,
      clock_running: false,
      clock_started_at: null,
      clock_elapsed_ms: 300_000,
    });
  });
  it("runs LIVE_CLOCK_FACTOR times real time: at 20, 15 real seconds are a whole round; paused time banks round-clock ms", () => {
    const started = ok(applyClockAction(fresh, "start", t0, false, 20));
    expect(elapsedSeconds(started, at(500).getTime(), 20)).toBe(10);
    expect(elapsedSeconds(started, at(7_500).getTime(), 20)).toBe(150);
    const paused = ok(applyClockAction(started, "pause", at(7_500), false, 20));
    expect(paused.clock_elapsed_ms).toBe(150_000);
    const resumed = ok(applyClockAction(paused, "resume", at(60_000), false, 20));
    expect(elapsedSeconds(resumed, at(67_250).getTime(), 20)).toBe(295);
    expect(elapsedSeconds(resumed, at(70_000).getTime(), 20)).toBe(300);
    expect(
      applyClockAction(ok(applyClockAction(resumed, "pause", at(70_000), false, 20)), "resume", at(70_001), false, 20),
    ).toEqual({ reason: "roundTimeUp" });
  });
  it("a browser projects the server's reading at the state's factor, and stops at 5:00", () => {
    expect(projectClockSeconds({ clock_seconds: 10, running: true, clock_factor: 1 }, 2_500)).toBe(12);
    expect(projectClockSeconds({ clock_seconds: 10, running: true, clock_factor: 20 }, 2_500)).toBe(60);
    expect(projectClockSeconds({ clock_seconds: 10, running: false, clock_factor: 20 }, 2_500)).toBe(10);
    expect(projectClockSeconds({ clock_seconds: 290, running: true, clock_factor: 20 }, 60_000)).toBe(300);
    expect(projectClockSeconds({ clock_seconds: 10, running: true, clock_factor: 1 }, -5_000)).toBe(10);
  });
  it("formats m:ss", () => {
    expect(formatClock(161)).toBe("2:41");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(300)).toBe("5:00");
  });
});
