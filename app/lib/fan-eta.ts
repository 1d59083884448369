// Fight night's ETA per bout on /me (docs/fans.md#my-league): now + the bouts still ahead of it on the card × the
// event's running average bout length. Pure, so the page and its tests compute the same thing.

/** Before any bout of the night has finished: a five-minute bout plus the walk-outs and the reset between bouts. */
export const DEFAULT_BOUT_SECONDS = 8 * 60;

export interface CardBout {
  id: string;
  status: "scheduled" | "live" | "completed";
}

/**
 * The event's running average bout length in seconds: the mean wall-clock length (first scoring action to finish)
 * of the bouts finished so far; `DEFAULT_BOUT_SECONDS` before any has, or when none has a usable length.
 */
export function averageBoutSeconds(finished: readonly { startedAt: Date; finishedAt: Date }[]): number {
  const lengths = finished
    .map((bout) => (bout.finishedAt.getTime() - bout.startedAt.getTime()) / 1000)
    .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  if (lengths.length === 0) return DEFAULT_BOUT_SECONDS;
  return Math.round(lengths.reduce((sum, seconds) => sum + seconds, 0) / lengths.length);
}

/**
 * Each unfinished bout's expected start: `now` for the bout on the mat (or, with none live, the next one), and for a
 * later one `now + (bouts not yet finished before it) × averageSeconds`. `card` is the night's bouts in card order
 * (team matches by card order, then bouts by bout order). A finished bout has no ETA.
 */
export function boutEtas(card: readonly CardBout[], now: Date, averageSeconds: number): Map<string, Date> {
  const etas = new Map<string, Date>();
  let ahead = 0;
  for (const bout of card) {
    if (bout.status === "completed") continue;
    etas.set(bout.id, new Date(now.getTime() + ahead * averageSeconds * 1000));
    ahead += 1;
  }
  return etas;
}
