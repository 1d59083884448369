import { useEffect, useState } from "react";
import { COUNTDOWN_REFRESH_MS } from "~/lib/league-constants";

/**
 * The current time for a countdown: first the server's `now` (so the hydrated HTML matches the
 * server's), then the browser's clock, refreshed every COUNTDOWN_REFRESH_MS.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // The browser's clock takes over right after hydration, then on every refresh.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, COUNTDOWN_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}
