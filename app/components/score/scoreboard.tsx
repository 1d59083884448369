// The console's scoreboard, read the way a fan reads one: per side the bout's total points big, rounds won and this
// round's points beside it; the round and its clock in the middle. On a tablet it spans the top of the three columns.
import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import type { BoutLiveState, LiveAthleteState } from "~/lib/live/live-state";
import { inTakedownWindow } from "~/lib/live/scoring-rules";
import { ROUNDS_PER_BOUT } from "~/lib/results/constants";
import { cn } from "~/lib/cn";
import { SIDE_STYLES, type ConsoleAthlete } from "./console-types";

/** "−1" with a real minus sign, as on the scoreboard. */
export const signedNumber = (points: number) => (points < 0 ? `−${-points}` : String(points));
const boutTotal = (live: LiveAthleteState) => live.round_scores.reduce((sum, points) => sum + points, 0);

/** One side's band: name and team, rounds won, the bout's total (the big number) and this round's points. */
export function SideScore(props: {
  side: 0 | 1;
  athlete: ConsoleAthlete;
  team: string;
  live: LiveAthleteState;
  round: number;
  /** Golden score: one period, no rounds to count. */
  goldenScore?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("score");
  const { side, athlete, live, round, goldenScore } = props;
  const id = side === 0 ? "a" : "b";
  const figure = "flex flex-col items-center leading-none";
  const label = "text-[0.65rem] font-semibold uppercase tracking-wide opacity-85";
  return (
    <div
      className={cn("flex min-w-0 items-center gap-3 rounded-xl px-3 py-2", SIDE_STYLES[side].band, props.className)}
      data-testid={`side-score-${id}`}
    >
      <div className="min-w-0 flex-1">
        <p title={athlete.name} className="truncate text-base font-bold uppercase leading-tight lg:text-xl">
          {athlete.name}
        </p>
        <p title={props.team} className="truncate text-xs opacity-90 lg:text-sm">
          {props.team}
        </p>
        <p
          className={cn("hidden text-xs tabular-nums opacity-90", !goldenScore && "sm:block")}
          data-testid={`round-scores-${id}`}
        >
          {live.round_scores
            .map(
              (points, index) =>
                `${t("roundShort", { round: index + 1 })} ${index < round ? signedNumber(points) : "–"}`,
            )
            .join(" · ")}
        </p>
      </div>
      <div className={cn(figure, goldenScore && "hidden")}>
        <span className={label}>{t("roundsShort")}</span>
        <output
          aria-label={t("roundsWon")}
          data-testid={`rounds-won-${id}`}
          className="font-display text-3xl font-bold tabular-nums lg:text-4xl"
        >
          {live.rounds_won}
        </output>
      </div>
      <div className={cn(figure, "min-w-14")}>
        <span className={label}>{t("total")}</span>
        <output
          aria-label={t("boutTotal")}
          data-testid={`score-${id}`}
          className="font-display text-5xl font-bold tabular-nums lg:text-6xl"
        >
          {signedNumber(boutTotal(live))}
        </output>
      </div>
      <div className={cn(figure, "rounded-lg bg-black/25 px-2 py-1", goldenScore && "hidden")}>
        <span className={label}>{t("roundShort", { round })}</span>
        <output
          aria-label={t("roundScore", { round })}
          data-testid={`round-score-${id}`}
          className="font-display text-2xl font-bold tabular-nums lg:text-3xl"
        >
          {signedNumber(live.score)}
        </output>
      </div>
    </div>
  );
}

/** The round (or golden score), its clock (the server's, as projected here) and what scores now. */
export function ClockDisplay(props: { state: BoutLiveState; clockSeconds: number; className?: string }) {
  const { t } = useTranslation("score");
  const { state, clockSeconds } = props;
  const golden = state.golden_score ?? false;
  const window = !golden && inTakedownWindow(clockSeconds);
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-3 rounded-xl border bg-card px-3 py-1 lg:flex-col lg:justify-center lg:gap-0 lg:py-2",
        golden && "border-2 border-amber-500 bg-amber-500/10",
        props.className,
      )}
      data-testid={golden ? "golden-score" : undefined}
    >
      <p
        className={cn(
          "text-xs font-semibold uppercase tracking-widest",
          golden ? "text-amber-700 dark:text-amber-300" : "text-muted-foreground",
        )}
      >
        {golden ? t("goldenScore") : t("round", { round: state.round, total: ROUNDS_PER_BOUT })}
      </p>
      <p
        role="timer"
        aria-live="off"
        data-testid="clock"
        className={cn(
          "font-display text-5xl font-bold leading-none tabular-nums lg:text-7xl",
          state.running ? "text-foreground" : "text-muted-foreground",
        )}
      >
        {formatClock(clockSeconds)}
      </p>
      <p
        className={cn(
          "max-w-36 text-right text-xs font-semibold leading-tight lg:mt-1 lg:max-w-none lg:text-center",
          golden ? "text-amber-700 dark:text-amber-300" : window ? "text-primary-text" : "text-muted-foreground",
        )}
      >
        {golden ? t("goldenScoreRule") : window ? t("windowShort") : t("windowOverShort")}
      </p>
    </div>
  );
}
