import { Pencil, Undo2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import type { LiveEventView } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";
import type { QueuedAction } from "./use-action-queue";

/** Events a scorekeeper may undo or correct: an athlete's action that still counts. */
export const isCorrectable = (event: LiveEventView) => !event.undone && event.athlete_id !== null && !["finish", "undo", "clock"].includes(event.kind);

/** The bout's log, newest first, with what is still unsent on top; undo the last action, correct an earlier one. */
export function EventLog(props: {
  events: LiveEventView[];
  queue: QueuedAction[];
  names: Record<string, string>;
  canUndo: boolean;
  disabled: boolean;
  onUndoLast(): void;
  onCorrect(event: LiveEventView): void;
}) {
  const { t } = useTranslation("score");
  const { t: rules } = useTranslation("rules");
  const action = (kind: string) => rules(`actions.${kind}` as "actions.takedown");
  const describe = (event: LiveEventView) => {
    const details = event.details ?? {};
    if (event.kind === "clock") return t("log.clock", { action: action(String(details.action)) });
    if (event.kind === "undo") return t("log.undoOf", { action: action(String(details.kind)) });
    if (event.kind === "finish") return t("log.finish", { method: t(`finish.${String(details.method)}` as "finish.points") });
    const position = typeof details.position === "string" ? ` (${action(details.position)})` : "";
    return `${action(event.kind)}${position}`;
  };
  const last = props.events.findLast(isCorrectable);
  return (
    <section aria-labelledby="event-log-title" className="rounded-2xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-log-title" className="text-xl font-bold uppercase">
          {t("log.title")}
        </h2>
        <button type="button" disabled={props.disabled || !(props.canUndo || last)} onClick={props.onUndoLast} className="flex min-h-14 items-center gap-2 rounded-xl border-2 border-border px-5 text-lg font-bold uppercase hover:bg-accent disabled:opacity-40">
          <Undo2 aria-hidden="true" className="size-6" />
          {t("log.undoLast")}
        </button>
      </div>
      <ol className="mt-3 divide-y" data-testid="event-log">
        {props.queue.toReversed().map((item) => (
          <li key={item.key} data-unsent="true" className="flex items-center gap-3 py-2 text-amber-600 dark:text-amber-400">
            <span className="w-16 shrink-0 text-xs font-semibold uppercase">⏳</span>
            <span className="flex-1 italic">{item.label}</span>
          </li>
        ))}
        {props.events.length === 0 && props.queue.length === 0 && <li className="py-2 text-muted-foreground">{t("log.empty")}</li>}
        {props.events.toReversed().map((event) => (
          <li key={event.id} className={cn("flex items-center gap-3 py-2", event.undone && "text-muted-foreground")}>
            <span className="w-16 shrink-0 font-mono text-sm tabular-nums">
              {t("roundShort", { round: event.round })} {formatClock(event.clock_seconds)}
            </span>
            <span className={cn("flex-1", event.undone && "line-through")}>
              {describe(event)}
              {event.athlete_id && event.kind !== "finish" && props.names[event.athlete_id] ? ` — ${props.names[event.athlete_id]}` : ""}
              {event.kind === "finish" && event.athlete_id ? ` — ${props.names[event.athlete_id]}` : ""}
            </span>
            {event.undone && <span className="text-xs uppercase">{t("log.undone")}</span>}
            {event.points !== 0 && <span className="w-10 text-right font-display text-lg tabular-nums">{event.points > 0 ? `+${event.points}` : `−${-event.points}`}</span>}
            {isCorrectable(event) && (
              <button type="button" disabled={props.disabled} onClick={() => props.onCorrect(event)} className="flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm font-semibold hover:bg-accent disabled:opacity-40">
                <Pencil aria-hidden="true" className="size-4" />
                {t("log.correct")}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
