// The bout's log on the console, newest first, with what is still unsent on top; each athlete action can be corrected.
import { Pencil } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import type { LiveEventView } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";
import type { QueuedAction } from "./use-action-queue";

/** Events a scorekeeper may undo or correct: an athlete's action that still counts. */
export const isCorrectable = (event: LiveEventView) =>
  !event.undone && event.athlete_id !== null && !["finish", "undo", "clock"].includes(event.kind);

/** The full audit trail (undone entries struck through); it scrolls within its box on a tablet. */
export function EventLog(props: {
  events: LiveEventView[];
  queue: QueuedAction[];
  names: Record<string, string>;
  finished: boolean;
  onCorrect(event: LiveEventView): void;
  className?: string;
}) {
  const { t } = useTranslation("score");
  const { t: rules } = useTranslation("rules");
  const action = (kind: string) => rules(`actions.${kind}` as "actions.takedown");
  const describe = (event: LiveEventView) => {
    const details = event.details ?? {};
    if (event.kind === "clock") return t("log.clock", { action: action(String(details.action)) });
    if (event.kind === "undo") return t("log.undoOf", { action: action(String(details.kind)) });
    if (event.kind === "finish")
      return t("log.finish", {
        // The server's own finish at golden score's first score reads as that, not as "End on points".
        method:
          details.golden_score === true
            ? t("finish.goldenScore")
            : t(`finish.${String(details.method)}` as "finish.points"),
      });
    const position = typeof details.position === "string" ? ` (${action(details.position)})` : "";
    return `${action(event.kind)}${position}`;
  };
  return (
    <section
      aria-labelledby="event-log-title"
      className={cn("flex min-h-0 flex-col rounded-2xl border bg-card p-2", props.className)}
    >
      <h2 id="event-log-title" className="px-1 text-xs font-semibold uppercase tracking-widest text-muted-foreground">
        {t("log.title")}
      </h2>
      <ol className="mt-1 min-h-0 flex-1 divide-y overflow-y-auto text-sm" data-testid="event-log">
        {props.queue.toReversed().map((item) => (
          <li
            key={item.key}
            data-unsent="true"
            className="flex items-center gap-2 py-1 text-amber-600 dark:text-amber-400"
          >
            <span className="w-14 shrink-0 text-xs font-semibold uppercase">⏳</span>
            <span className="flex-1 italic">{item.label}</span>
          </li>
        ))}
        {props.events.length === 0 && props.queue.length === 0 && (
          <li className="py-1 text-muted-foreground">{t("log.empty")}</li>
        )}
        {props.events.toReversed().map((event) => (
          <li key={event.id} className={cn("flex items-center gap-2 py-1", event.undone && "text-muted-foreground")}>
            <span className="w-14 shrink-0 font-mono text-xs tabular-nums">
              {t("roundShort", { round: event.round })} {formatClock(event.clock_seconds)}
            </span>
            <span className={cn("flex-1", event.undone && "line-through")}>
              {describe(event)}
              {event.athlete_id && event.kind !== "finish" && props.names[event.athlete_id]
                ? ` — ${props.names[event.athlete_id]}`
                : ""}
              {event.kind === "finish" && event.athlete_id ? ` — ${props.names[event.athlete_id]}` : ""}
            </span>
            {event.undone && <span className="text-xs uppercase">{t("log.undone")}</span>}
            {event.points !== 0 && (
              <span className="w-8 text-right font-display text-base tabular-nums">
                {event.points > 0 ? `+${event.points}` : `−${-event.points}`}
              </span>
            )}
            {/* A finished bout's log is read only: its result is corrected in Admin → Results. */}
            {isCorrectable(event) && !props.finished && (
              <button
                type="button"
                aria-label={t("log.correct")}
                title={t("log.correct")}
                onClick={() => props.onCorrect(event)}
                className="flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded-lg border px-2 text-xs font-semibold hover:bg-accent"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                {/* The tablet's log column is narrow: the pencil alone there (the button keeps its name). */}
                <span className="lg:sr-only">{t("log.correct")}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
