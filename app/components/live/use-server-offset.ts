// The server's clock offset as React state, for the console and the fans' live cards (app/lib/live/server-offset.ts).
import { useCallback, useRef, useState } from "react";
import { createServerOffset, OFFSET_SAMPLES, type ServerOffset } from "~/lib/live/server-offset";

/**
 * `offsetMs` (how far the server's clock is ahead of this device's) and `learn(server_time)` to call with every
 * `server_time` that arrives (a stream's hello, each state). The readings outlive stream reopenings.
 */
export function useServerOffset() {
  const offset = useRef<ServerOffset | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const learn = useCallback((serverTime: string) => {
    offset.current ??= createServerOffset(OFFSET_SAMPLES);
    setOffsetMs(offset.current.learn(Date.parse(serverTime)));
  }, []);
  return { offsetMs, learn };
}
