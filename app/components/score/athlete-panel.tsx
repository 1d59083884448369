import { useTranslation } from "~/i18n/react";
import { formatClock } from "~/lib/live/live-clock";
import type { LiveAthleteState } from "~/lib/live/live-state";
import { CONTROL_POSITIONS, scoringPoints, SCORING_KINDS, type AthleteEventKind, type ControlPosition } from "~/lib/live/scoring-rules";
import { cn } from "~/lib/cn";
import { SIDE_STYLES, type ConsoleAthlete } from "./console-types";

export interface AthleteTap {
  kind: AthleteEventKind;
  position?: ControlPosition;
}

const FOULS = ["stalling", "fleeing", "aggression_warning", "illegal_submission", "unsportsmanlike"] as const;
const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0");
const tapClass = "flex min-h-14 items-center justify-between gap-2 rounded-xl border-2 px-3 py-2 text-left font-semibold leading-tight transition-colors active:scale-[0.98] disabled:opacity-40 sm:text-lg";

/** One athlete's side of the console: the score the whole time, and a big button for every action of the rules. */
export function AthletePanel(props: { side: 0 | 1; athlete: ConsoleAthlete; team: string; live: LiveAthleteState; clockSeconds: number; disabled: boolean; onTap(tap: AthleteTap): void }) {
  const { t } = useTranslation("score");
  const { t: rules } = useTranslation("rules");
  const { side, athlete, live, clockSeconds, disabled, onTap } = props;
  const style = SIDE_STYLES[side];
  const total = live.round_scores.reduce((sum, points) => sum + points, 0);
  const ladder = live.aggression_warnings;
  const foulEffect = (kind: (typeof FOULS)[number]) => {
    if (kind === "stalling" || kind === "fleeing") return "−1";
    if (kind === "aggression_warning") return ladder === 0 ? "⚠" : ladder === 1 ? "−1" : "DQ";
    return "DQ";
  };
  return (
    <section aria-label={athlete.name} className={cn("flex flex-col gap-2 rounded-2xl border-2 bg-card p-3", style.ring)} data-side={side === 0 ? "a" : "b"}>
      <header className={cn("flex items-center justify-between gap-3 rounded-xl px-4 py-3", style.band)}>
        <div className="min-w-0">
          <h2 title={athlete.name} className="truncate text-xl font-bold uppercase sm:text-2xl">{athlete.name}</h2>
          <p title={props.team} className="truncate text-sm opacity-90">{props.team}</p>
        </div>
        <output aria-label={t("score")} data-testid={`score-${side === 0 ? "a" : "b"}`} className="font-display text-6xl font-bold tabular-nums">
          {live.score}
        </output>
      </header>
      <dl className="grid grid-cols-4 gap-2 text-center text-sm">
        {live.round_scores.map((points, index) => (
          <div key={index} className="rounded-lg bg-muted/60 py-1">
            <dt className="text-xs text-muted-foreground">{t("roundShort", { round: index + 1 })}</dt>
            <dd className="text-lg font-bold tabular-nums">{points}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-muted/60 py-1">
          <dt className="text-xs text-muted-foreground">{t("total")}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid={`total-${side === 0 ? "a" : "b"}`}>
            {total}
          </dd>
        </div>
      </dl>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {t("roundsWon")}: <b className="text-foreground">{live.rounds_won}</b>
        </span>
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

      <h3 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{t("score")}</h3>
      <div className="grid grid-cols-2 gap-2">
        {SCORING_KINDS.map((kind) => (
          <button key={kind} type="button" disabled={disabled} onClick={() => onTap({ kind })} className={cn(tapClass, "border-border bg-background hover:bg-accent")}>
            <span className="min-w-0 [overflow-wrap:anywhere]">{rules(`actions.${kind}`)}</span>
            <span className={cn("font-display text-2xl", scoringPoints(kind, clockSeconds) > 0 ? style.text : "text-muted-foreground")}>{signed(scoringPoints(kind, clockSeconds))}</span>
          </button>
        ))}
        <button type="button" disabled={disabled} onClick={() => onTap({ kind: "takedown_attempt" })} className={cn(tapClass, "border-dashed border-border bg-background hover:bg-accent")}>
          {t("tdMissed")}
        </button>
      </div>

      <h3 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{t("control")}</h3>
      {live.in_control ? (
        <button type="button" disabled={disabled} onClick={() => onTap({ kind: "control_end" })} className={cn(tapClass, "justify-center border-amber-500 bg-amber-500/15 text-center hover:bg-amber-500/25")}>
          {t("controlEnd")} · {t("inControl")}
        </button>
      ) : (
        <div className="grid grid-cols-3 gap-2">
          {CONTROL_POSITIONS.map((position) => (
            <button key={position} type="button" disabled={disabled} onClick={() => onTap({ kind: "control_start", position })} aria-label={t("controlStart", { position: rules(`actions.${position}`) })} className={cn(tapClass, "justify-center border-border bg-background text-center text-base hover:bg-accent")}>
              {rules(`actions.${position}`)}
            </button>
          ))}
        </div>
      )}

      <h3 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{t("penalties")}</h3>
      <div className="grid grid-cols-2 gap-2">
        {FOULS.map((kind) => (
          <button key={kind} type="button" disabled={disabled} onClick={() => onTap({ kind })} className={cn(tapClass, "border-destructive/50 bg-destructive/10 hover:bg-destructive/20")}>
            <span className="min-w-0 [overflow-wrap:anywhere]">{rules(`actions.${kind}`)}</span>
            <span className="shrink-0 font-display text-xl text-destructive">{foulEffect(kind)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
