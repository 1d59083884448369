import { Pause, Play, SkipForward } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { ClockAction } from "~/lib/live/live-clock";
import { formatClock } from "~/lib/live/live-clock";
import type { BoutLiveState } from "~/lib/live/live-state";
import { inTakedownWindow } from "~/lib/live/scoring-rules";
import { ROUNDS_PER_BOUT } from "~/lib/results/constants";
import { cn } from "~/lib/cn";

const big = "flex min-h-16 items-center justify-center gap-2 rounded-xl px-4 text-lg font-bold uppercase disabled:opacity-40 [&_svg]:size-6";

/** The round and its clock (on the server's time), with the one or two clock buttons that make sense now. */
export function ClockPanel(props: { state: BoutLiveState; clockSeconds: number; disabled: boolean; onClock(action: ClockAction): void }) {
  const { t } = useTranslation("score");
  const { state, clockSeconds, disabled, onClock } = props;
  const started = state.round_started ?? false;
  const over = state.rounds_over ?? false;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{t("round", { round: state.round, total: ROUNDS_PER_BOUT })}</p>
      <p role="timer" aria-live="off" data-testid="clock" className={cn("font-display text-7xl font-bold tabular-nums sm:text-8xl", state.running ? "text-foreground" : "text-muted-foreground")}>
        {formatClock(clockSeconds)}
      </p>
      <p className={cn("rounded-lg px-3 py-2 text-sm font-semibold", inTakedownWindow(clockSeconds) ? "bg-primary/15 text-primary-text" : "bg-muted text-muted-foreground")}>
        {inTakedownWindow(clockSeconds) ? t("window") : t("windowOver")}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {!started && !over && (
          <button type="button" disabled={disabled} onClick={() => onClock("start")} className={cn(big, "col-span-2 bg-green-700 text-white hover:bg-green-600")}>
            <Play aria-hidden="true" />
            {t("clock.start")}
          </button>
        )}
        {started && !over && state.running && (
          <button type="button" disabled={disabled} onClick={() => onClock("pause")} className={cn(big, "bg-amber-500 text-black hover:bg-amber-400")}>
            <Pause aria-hidden="true" />
            {t("clock.pause")}
          </button>
        )}
        {started && !over && !state.running && (
          <button type="button" disabled={disabled} onClick={() => onClock("resume")} className={cn(big, "bg-green-700 text-white hover:bg-green-600")}>
            <Play aria-hidden="true" />
            {t("clock.resume")}
          </button>
        )}
        {started && !over && (
          <button type="button" disabled={disabled} onClick={() => onClock("end_round")} className={cn(big, "border-2 border-border hover:bg-accent")}>
            <SkipForward aria-hidden="true" />
            {t("clock.endRound")}
          </button>
        )}
      </div>
    </section>
  );
}
