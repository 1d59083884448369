import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import { effectiveEvents } from "~/lib/live/effective-log";
import type { BoutLiveState, LiveEventView } from "~/lib/live/live-state";
import { SIDE_TEXT } from "./side-colors";

const KNOWN_KINDS = new Set([
  "takedown",
  "takedown_attempt",
  "guard_pass",
  "mount_or_back",
  "sweep",
  "knee_on_belly",
  "stalling",
  "fleeing",
  "aggression_warning",
  "illegal_submission",
  "unsportsmanlike",
  "dq",
  "control_start",
  "control_end",
  "submission",
  "clock",
  "finish",
]);
const CLOCK_ACTIONS = new Set(["start", "pause", "resume", "end_round"]);

function useEventLabel() {
  const { t } = useTranslation("live");
  return (event: LiveEventView) => {
    const action = event.details?.action;
    if (event.kind === "clock" && typeof action === "string" && CLOCK_ACTIONS.has(action))
      return t(`clockActions.${action as "start"}`);
    return t(`kinds.${(KNOWN_KINDS.has(event.kind) ? event.kind : "other") as "other"}`);
  };
}

/** "2:41 R1 Takedown +2 — Kenji Takahashi", newest first: the effective log (no undone actions, no Undo rows). */
export function EventLog({ state, names }: { state: BoutLiveState; names: [string, string] }) {
  const { t } = useTranslation("live");
  const label = useEventLabel();
  // The stream carries the full log (the consoles follow it too): fans read what counts.
  const events = effectiveEvents(state.events).toReversed();
  return (
    <section aria-label={t("eventLog")} className="rounded-lg border bg-background/40 p-4">
      <h3 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{t("eventLog")}</h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("noEventsYet")}</p>
      ) : (
        <ol data-testid="event-log" className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
          {events.map((event) => {
            const side = state.athletes.findIndex((athlete) => athlete.athlete_id === event.athlete_id);
            return (
              <li key={event.id} data-testid="event-line" className="flex flex-wrap gap-x-2 tabular-nums">
                <span className="font-mono text-muted-foreground">{formatClock(event.clock_seconds)}</span>{" "}
                <span className="font-semibold text-muted-foreground">{t("roundShort", { round: event.round })}</span>{" "}
                <span>{label(event)}</span>
                {event.points !== 0 && (
                  <>
                    {" "}
                    <span className="font-bold">{event.points > 0 ? `+${event.points}` : `−${-event.points}`}</span>
                  </>
                )}
                {side >= 0 && (
                  <>
                    {" "}
                    <span className={SIDE_TEXT[side as 0 | 1]}>— {names[side as 0 | 1]}</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
