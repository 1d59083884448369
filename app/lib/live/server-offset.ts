// How far the server's clock is ahead of this device's, for every client that projects the round clock (the console,
// /live, a live tournament's card, the broadcast overlay). Each reading is a `server_time` the server sent minus the
// moment this device handled it: late by the trip and by however long the page was busy before it got to it, never
// early. So the largest of the recent readings is the closest, and one reading taken while the page was rendering
// (a stream reopened after a data reload) cannot drag the clock back. Self-contained — no imports, nothing from outside
// its body — because the overlay inlines it into its own script (`createServerOffset.toString()`).

/** Readings kept: the newest ones, so a device whose clock is set anew adapts within that many. */
export const OFFSET_SAMPLES = 8;

export interface ServerOffset {
  /** Adds a reading (the server's `server_time` in ms, handled at `receivedAtMs` here); answers the offset now. */
  learn(serverTimeMs: number, receivedAtMs?: number): number;
  /** The offset in ms: the largest of the kept readings, 0 before any. */
  ms(): number;
}

/** A fresh offset keeping the newest `samples` readings (pass OFFSET_SAMPLES). */
export function createServerOffset(samples: number): ServerOffset {
  const readings: number[] = [];
  let best = 0;
  return {
    learn(serverTimeMs, receivedAtMs = Date.now()) {
      if (!Number.isFinite(serverTimeMs)) return best;
      readings.push(serverTimeMs - receivedAtMs);
      if (readings.length > samples) readings.shift();
      best = Math.max(...readings);
      return best;
    },
    ms: () => best,
  };
}
