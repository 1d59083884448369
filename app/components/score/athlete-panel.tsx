// One athlete's actions on the console: a big button for every action of the rules (scores, a missed takedown,
// control, fouls), in the side's colour. The side's numbers are on the scoreboard above.
import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import type { LiveAthleteState } from "~/lib/live/live-state";
import {
  CONTROL_POSITIONS,
  scoringPoints,
  SCORING_KINDS,
  type AthleteEventKind,
  type ControlPosition,
} from "~/lib/live/scoring-rules";
import { cn } from "~/lib/cn";
import { SIDE_STYLES, type ConsoleAthlete } from "./console-types";

export interface AthleteTap {
  kind: AthleteEventKind;
  position?: ControlPosition;
}

const FOULS = ["stalling", "fleeing", "aggression_warning", "illegal_submission", "unsportsmanlike"] as const;
const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0");
// Labels wrap between words only (never inside "Unsportsmanlike"); the buttons are wide enough for the longest word.
const tapClass =
  "flex min-h-12 items-center justify-between gap-2 rounded-xl border-2 px-2.5 py-1.5 text-left text-sm font-semibold leading-tight [overflow-wrap:normal] [word-break:normal] [hyphens:none] transition-colors active:scale-[0.98] disabled:opacity-40 lg:text-base";
const heading = "text-[0.7rem] font-semibold uppercase tracking-widest text-muted-foreground";

export function AthletePanel(props: {
  side: 0 | 1;
  athlete: ConsoleAthlete;
  live: LiveAthleteState;
  clockSeconds: number;
  /** Golden score: every score counts at any moment (and ends the bout). */
  goldenScore?: boolean;
  disabled: boolean;
  onTap(tap: AthleteTap): void;
  className?: string;
}) {
  const { t } = useTranslation("score");
  const { t: rules } = useTranslation("rules");
  const { side, athlete, live, clockSeconds, disabled, onTap } = props;
  const points = (kind: (typeof SCORING_KINDS)[number]) => scoringPoints(kind, clockSeconds, props.goldenScore);
  const style = SIDE_STYLES[side];
  const ladder = live.aggression_warnings;
  const foulEffect = (kind: (typeof FOULS)[number]) => {
    if (kind === "stalling" || kind === "fleeing") return "−1";
    if (kind === "aggression_warning") return ladder === 0 ? "⚠" : ladder === 1 ? "−1" : "DQ";
    return "DQ";
  };
  return (
    <section
      aria-label={athlete.name}
      className={cn("flex min-w-0 flex-col gap-1.5 rounded-2xl border-2 bg-card p-2", style.ring, props.className)}
      data-side={side === 0 ? "a" : "b"}
    >
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span className={cn("font-bold uppercase", style.text)}>{athlete.name}</span>
        <span>
          {t("penaltyCount")}: <b className="text-foreground">{live.penalties}</b>
        </span>
        <span>
          {t("takedowns")}: <b className="text-foreground">{`${live.takedowns_landed}/${live.takedowns_attempted}`}</b>
        </span>
        <span>
          {t("controlTime")}: <b className="text-foreground">{formatClock(live.control_seconds)}</b>
        </span>
      </p>

      <h3 className={heading}>{t("score")}</h3>
      <div className="grid grid-cols-2 gap-1.5">
        {SCORING_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={disabled}
            onClick={() => onTap({ kind })}
            className={cn(tapClass, "border-border bg-background hover:bg-accent")}
          >
            <span className="min-w-0">{rules(`actions.${kind}`)}</span>
            <span
              className={cn("shrink-0 font-display text-xl", points(kind) > 0 ? style.text : "text-muted-foreground")}
            >
              {signed(points(kind))}
            </span>
          </button>
        ))}
        <button
          type="button"
          disabled={disabled}
          onClick={() => onTap({ kind: "takedown_attempt" })}
          className={cn(tapClass, "border-dashed border-border bg-background hover:bg-accent")}
        >
          {t("tdMissed")}
        </button>
      </div>

      <h3 className={heading}>{t("control")}</h3>
      {live.in_control ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => onTap({ kind: "control_end" })}
          className={cn(tapClass, "justify-center border-amber-500 bg-amber-500/15 text-center hover:bg-amber-500/25")}
        >
          {t("controlEnd")} · {t("inControl")}
        </button>
      ) : (
        <div className="grid grid-cols-3 gap-1.5">
          {CONTROL_POSITIONS.map((position) => (
            <button
              key={position}
              type="button"
              disabled={disabled}
              onClick={() => onTap({ kind: "control_start", position })}
              aria-label={t("controlStart", { position: rules(`actions.${position}`) })}
              className={cn(tapClass, "justify-center border-border bg-background text-center hover:bg-accent")}
            >
              {rules(`actions.${position}`)}
            </button>
          ))}
        </div>
      )}

      <h3 className={heading}>{t("penalties")}</h3>
      <div className="grid grid-cols-2 gap-1.5">
        {FOULS.map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={disabled}
            onClick={() => onTap({ kind })}
            className={cn(tapClass, "border-destructive/50 bg-destructive/10 hover:bg-destructive/20")}
          >
            <span className="min-w-0">{rules(`actions.${kind}`)}</span>
            <span className="shrink-0 font-display text-lg text-destructive">{foulEffect(kind)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
