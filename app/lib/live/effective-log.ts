// What a fan reads of a bout's log: the effective events (corrections applied, undone actions and the Undo rows gone),
// in the order they happened on the clock. The console keeps the full audit trail (every row, who and when).
import type { BoutLiveState, LiveEventView } from "./live-state";

/** Rows that only record the scorekeeper's bookkeeping: an undo, or a correction's own marker. */
const BOOKKEEPING_KINDS = new Set(["undo", "correction"]);

/**
 * The events that count, by round and clock (a correction takes the moment it was logged for, not the moment it was
 * typed), ties in log order.
 */
export function effectiveEvents(events: readonly LiveEventView[]): LiveEventView[] {
  return events
    .filter((event) => !event.undone && !BOOKKEEPING_KINDS.has(event.kind))
    .sort((x, y) => x.round - y.round || x.clock_seconds - y.clock_seconds || x.id - y.id);
}

/** The state as fans get it (pages, GET /live, GET /bouts/{id}/live): the same numbers, the effective log. */
export function fanState(state: BoutLiveState): BoutLiveState {
  return { ...state, events: effectiveEvents(state.events) };
}
