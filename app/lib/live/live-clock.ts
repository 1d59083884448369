// The round clock runs on the server's time: the bout row keeps the round, whether it runs, when it last started and
// the time banked before that; the elapsed time follows from those and "now". Pure, so the console ticks the same way.
// The clock factor (the server's LIVE_CLOCK_FACTOR, carried in the live state as `clock_factor`) is how many seconds of
// round clock one real second is: 1 at a real event, e.g. 20 to rehearse a fight night compressed.
import { ROUND_SECONDS, ROUNDS_PER_BOUT } from "../results/constants";
import type { BoutLiveState } from "./live-state";

export const CLOCK_ACTIONS = ["start", "pause", "resume", "end_round"] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

export interface ClockColumns {
  clock_round: number;
  clock_running: boolean;
  clock_started_at: Date | null;
  clock_elapsed_ms: number;
}

const ROUND_MS = ROUND_SECONDS * 1000;

/**
 * Milliseconds of round clock elapsed in the current round at `nowMs` (real time), the clock running `factor` times
 * real time; the clock stops at 5:00 even if nobody pressed a button. `clock_elapsed_ms` is banked in round-clock ms.
 */
export function elapsedMs(clock: ClockColumns, nowMs: number, factor: number): number {
  const running =
    clock.clock_running && clock.clock_started_at ? Math.max(0, nowMs - clock.clock_started_at.getTime()) * factor : 0;
  return Math.min(ROUND_MS, clock.clock_elapsed_ms + running);
}

export const elapsedSeconds = (clock: ClockColumns, nowMs: number, factor: number) =>
  Math.floor(elapsedMs(clock, nowMs, factor) / 1000);

/**
 * A browser's reading of the round clock: the state's `clock_seconds` plus `sinceMs` of real time since the server read
 * it, at the state's clock factor, while it runs; it stops at 5:00. (States from before the factor count as 1.)
 */
export function projectClockSeconds(
  state: Pick<BoutLiveState, "clock_seconds" | "running" | "clock_factor">,
  sinceMs: number,
): number {
  if (!state.running) return state.clock_seconds;
  const factor = state.clock_factor ?? 1;
  return Math.min(ROUND_SECONDS, Math.floor(state.clock_seconds + (Math.max(0, sinceMs) * factor) / 1000));
}

/** A round has started once the clock ran in it (it may be paused now). */
export const roundStarted = (clock: ClockColumns) => clock.clock_running || clock.clock_elapsed_ms > 0;

export type ClockReason =
  | "clockAlreadyStarted"
  | "clockNotRunning"
  | "clockNotPaused"
  | "roundNotStarted"
  | "roundsOver"
  | "roundTimeUp";

/**
 * The clock after an action, or why the action is not allowed now. `roundsOver` = the last round was ended; `rounds` =
 * the bout's rounds (3, or 1 for golden score). Ending the last round leaves the clock on it with the time it ended at;
 * the event log records that the rounds are over.
 */
export function applyClockAction(
  clock: ClockColumns,
  action: ClockAction,
  now: Date,
  roundsOver: boolean,
  factor: number,
  rounds = ROUNDS_PER_BOUT,
): ClockColumns | { reason: ClockReason } {
  if (roundsOver) return { reason: "roundsOver" };
  const elapsed = elapsedMs(clock, now.getTime(), factor);
  switch (action) {
    case "start":
      if (roundStarted(clock)) return { reason: "clockAlreadyStarted" };
      return { ...clock, clock_running: true, clock_started_at: now, clock_elapsed_ms: 0 };
    case "pause":
      if (!clock.clock_running) return { reason: "clockNotRunning" };
      return { ...clock, clock_running: false, clock_started_at: null, clock_elapsed_ms: elapsed };
    case "resume":
      if (clock.clock_running) return { reason: "clockNotPaused" };
      if (!roundStarted(clock)) return { reason: "roundNotStarted" };
      if (elapsed >= ROUND_MS) return { reason: "roundTimeUp" };
      return { ...clock, clock_running: true, clock_started_at: now };
    case "end_round":
      if (!roundStarted(clock)) return { reason: "roundNotStarted" };
      if (clock.clock_round >= rounds)
        return { ...clock, clock_running: false, clock_started_at: null, clock_elapsed_ms: elapsed };
      return { clock_round: clock.clock_round + 1, clock_running: false, clock_started_at: null, clock_elapsed_ms: 0 };
  }
}

/** "2:41" */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
