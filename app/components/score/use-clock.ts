// The console's round clock: the server's, projected from the last state the console has.
import { useEffect, useState } from "react";
import { projectClockSeconds } from "~/lib/live/live-clock";
import type { BoutLiveState } from "~/lib/live/live-state";

/** The server's clock now on this device: its `clock_seconds` at `server_time`, plus the time since at its clock factor. */
export function serverClockSeconds(state: BoutLiveState, offsetMs: number, nowMs = Date.now()): number {
  return projectClockSeconds(state, nowMs + offsetMs - Date.parse(state.server_time));
}

/**
 * The round clock as the server runs it (`offsetMs` = how far the server's clock is ahead of this device's). The first
 * render shows the state's own reading (as the server rendered it); then it ticks, often enough to show every second
 * at the clock factor, re-rendering only when the second changes. Stops at 5:00.
 */
export function useClockSeconds(state: BoutLiveState, offsetMs: number): number {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setSeconds(serverClockSeconds(state, offsetMs));
    tick();
    if (!state.running) return;
    const timer = setInterval(tick, Math.max(50, Math.min(250, 1000 / (state.clock_factor ?? 1))));
    return () => clearInterval(timer);
  }, [state, offsetMs]);
  return seconds ?? state.clock_seconds;
}
