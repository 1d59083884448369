// The clock buttons of the console: start, pause or resume, end the round.
import { Pause, Play, SkipForward } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { ClockAction } from "~/lib/live/live-clock";
import type { BoutLiveState } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";

const big =
  "flex min-h-12 items-center justify-center gap-1.5 rounded-xl px-2 text-base font-bold uppercase leading-tight lg:text-sm [&_svg]:size-5 [&_svg]:shrink-0";

/** The one or two clock buttons that make sense now (the clock itself runs on the server's time). */
export function ClockPanel(props: { state: BoutLiveState; onClock(action: ClockAction): void; className?: string }) {
  const { t } = useTranslation("score");
  const { state, onClock } = props;
  const started = state.round_started ?? false;
  const over = state.rounds_over ?? false;
  if (over) return null;
  return (
    <div className={cn("grid grid-cols-2 gap-2", props.className)}>
      {!started && (
        <button
          type="button"
          onClick={() => onClock("start")}
          className={cn(big, "col-span-2 bg-green-700 text-white hover:bg-green-600")}
        >
          <Play aria-hidden="true" />
          {state.golden_score ? t("clock.startGoldenScore") : t("clock.start")}
        </button>
      )}
      {started && state.running && (
        <button
          type="button"
          onClick={() => onClock("pause")}
          className={cn(big, "bg-amber-500 text-black hover:bg-amber-400")}
        >
          <Pause aria-hidden="true" />
          {t("clock.pause")}
        </button>
      )}
      {started && !state.running && (
        <button
          type="button"
          onClick={() => onClock("resume")}
          className={cn(big, "bg-green-700 text-white hover:bg-green-600")}
        >
          <Play aria-hidden="true" />
          {t("clock.resume")}
        </button>
      )}
      {started && (
        <button
          type="button"
          onClick={() => onClock("end_round")}
          className={cn(big, "border-2 border-border hover:bg-accent")}
        >
          <SkipForward aria-hidden="true" />
          {state.golden_score ? t("clock.endGoldenScore") : t("clock.endRound")}
        </button>
      )}
    </div>
  );
}
