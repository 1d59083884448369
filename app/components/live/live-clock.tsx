import { useEffect, useState } from "react";
import { formatClock, projectClockSeconds } from "~/lib/live/live-clock";
import type { BoutLiveState } from "~/lib/live/live-state";

/** Seconds into the round now: the server's reading plus the time since, on the server's clock (`offsetMs`), at its clock factor. */
export function clockAt(
  state: Pick<BoutLiveState, "clock_seconds" | "running" | "server_time" | "clock_factor">,
  nowMs: number,
  offsetMs: number,
) {
  return projectClockSeconds(state, nowMs + offsetMs - Date.parse(state.server_time));
}

/** The round clock, ticking in the browser while it runs; the first render shows the server's value (hydration). */
export function LiveClock({
  state,
  offsetMs,
  className,
}: {
  state: BoutLiveState;
  offsetMs: number;
  className?: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // The browser's clock takes over right after hydration (the first render matched the server's).
    const first = setTimeout(tick, 0);
    const timer = state.running ? setInterval(tick, 250) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [state]);
  const seconds = now === null ? state.clock_seconds : clockAt(state, now, offsetMs);
  return (
    // A round's elapsed time as an ISO 8601 duration (PT2M41S): "2:41" alone is not a valid <time> text.
    <time
      data-testid="live-clock"
      dateTime={`PT${Math.floor(seconds / 60)}M${Math.floor(seconds % 60)}S`}
      className={className}
    >
      {formatClock(seconds)}
    </time>
  );
}
