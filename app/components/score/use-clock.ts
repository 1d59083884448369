import { useEffect, useState } from "react";
import { projectClockSeconds } from "~/lib/live/live-clock";
import type { BoutLiveState } from "~/lib/live/live-state";

/**
 * The round clock as the server runs it: the state's `clock_seconds` at the moment it arrived, plus the time since
 * (measured on this device, so its wall clock being off does not matter) at the state's clock factor. Stops at 5:00.
 */
export function useClockSeconds(state: BoutLiveState, receivedAt: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!state.running || !receivedAt) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [state.running, receivedAt]);
  if (!state.running || !receivedAt || !now) return state.clock_seconds;
  return projectClockSeconds(state, now - receivedAt);
}
