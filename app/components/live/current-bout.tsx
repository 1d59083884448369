import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { LocalizedLink } from "~/components/site/localized-link";
import type { BoutLiveState } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";
import type { LiveMatchView } from "../../routes/live.server";
import { EventLog } from "./event-log";
import { LiveClock } from "./live-clock";
import { percent, SIDE_BAR, SIDE_BORDER, SIDE_TEXT } from "./side-colors";

type Bout = LiveMatchView["bouts"][number];

/** "−1" with a real minus sign, as a scoreboard prints it. */
export const signed = (points: number) => (points < 0 ? `−${-points}` : String(points));

/** The bout on the mat: both athletes, the round and clock; rounds won and points first, this round's score beside them. */
export function CurrentBout({ bout, state, offsetMs }: { bout: Bout; state: BoutLiveState; offsetMs: number }) {
  const { t } = useTranslation("live");
  const names: [string, string] = [bout.athletes[0].full_name, bout.athletes[1].full_name];
  // Three rounds, or the tie-break bout's one golden-score period (its scoreboard has no rounds to count).
  const golden = state.golden_score ?? false;
  const rounds = Array.from({ length: state.athletes[0].round_scores.length }, (_, index) => index + 1);
  return (
    <section aria-label={t("onTheMat")} data-testid="current-bout" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">
          {t("onTheMat")} · {t("boutNumber", { number: bout.bout_order })}
        </h2>
        <p className="flex items-center gap-3 font-display text-2xl font-bold tabular-nums">
          <span
            data-testid="live-round"
            className={cn(golden && "whitespace-nowrap text-lg text-amber-600 sm:text-2xl dark:text-amber-400")}
          >
            {golden ? t("goldenScore") : t("round", { round: state.round })}
          </span>
          <LiveClock
            state={state}
            offsetMs={offsetMs}
            className={cn(state.running ? "text-foreground" : "text-muted-foreground")}
          />
          <span className="sr-only">{state.running ? t("clockRunning") : t("clockStopped")}</span>
        </p>
      </div>
      {golden && (
        <p
          data-testid="golden-score-rule"
          className="rounded-lg border border-amber-500/60 bg-amber-500/10 px-3 py-2 text-sm font-semibold"
        >
          {t("goldenScore")} · {t("goldenScoreRule")}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {([0, 1] as const).map((side) => {
          const athlete = bout.athletes[side];
          const live = state.athletes[side];
          const total = live.round_scores.reduce((sum, points) => sum + points, 0);
          return (
            <div
              key={athlete.id}
              data-testid={`athlete-${side === 0 ? "home" : "away"}`}
              className={cn("relative overflow-hidden rounded-lg border-2 bg-background/40 p-4", SIDE_BORDER[side])}
            >
              <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1.5", SIDE_BAR[side])} />
              <div className="flex flex-wrap items-start justify-between gap-3 pl-2">
                <div className="min-w-0">
                  <LocalizedLink
                    to={`/athlete/${athlete.id}`}
                    className={cn("block text-lg font-bold [overflow-wrap:anywhere] hover:underline", SIDE_TEXT[side])}
                  >
                    {athlete.full_name}
                  </LocalizedLink>
                  <CountryFlag code={athlete.country} name={athlete.country_name} className="mt-1" />
                </div>
                {/* A scoreboard's headline: rounds won and the bout's points; this round's score beside them (it can dip below zero). */}
                <div className="flex shrink-0 items-end gap-3 text-right sm:gap-4">
                  <p className={cn("flex flex-col items-end", golden && "hidden")}>
                    <span
                      data-testid="rounds-won"
                      className="font-display text-5xl font-bold leading-none tabular-nums"
                    >
                      {live.rounds_won}
                    </span>
                    <span className="text-xs uppercase tracking-wider text-muted-foreground">
                      {t("roundsWonShort")}
                    </span>
                  </p>
                  <p className="flex flex-col items-end">
                    <span
                      data-testid="total-points"
                      className="font-display text-5xl font-bold leading-none tabular-nums"
                    >
                      {signed(total)}
                    </span>
                    <span className="text-xs uppercase tracking-wider text-muted-foreground">{t("points")}</span>
                  </p>
                  <p className={cn("flex flex-col items-end", golden && "hidden")}>
                    <span
                      data-testid="round-score"
                      className="font-display text-2xl font-semibold leading-none tabular-nums text-muted-foreground"
                    >
                      {signed(live.score)}
                    </span>
                    <span className="text-xs uppercase tracking-wider text-muted-foreground">
                      {t("roundShort", { round: state.round })}
                    </span>
                  </p>
                </div>
              </div>
              <dl
                className={cn(
                  "mt-3 grid grid-cols-[repeat(3,auto)_1fr] gap-x-4 gap-y-1 pl-2 text-sm tabular-nums",
                  golden && "hidden",
                )}
              >
                {rounds.map((round) => (
                  <div key={round} className="flex flex-col">
                    <dt className="text-xs text-muted-foreground">{t("roundShort", { round })}</dt>
                    <dd data-testid={`round-${round}-points`} className={cn(round === state.round && "font-bold")}>
                      {round <= state.round ? signed(live.round_scores[round - 1]!) : "–"}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 pl-2 text-xs text-muted-foreground">
                {t("penalties")}: <span className="font-semibold text-foreground">{live.penalties}</span>
              </p>
            </div>
          );
        })}
      </div>
      {state.win_probability && <BoutWinChance chance={state.win_probability} names={names} />}
      <EventLog state={state} names={names} />
    </section>
  );
}

/** Each athlete's chance to win the bout from here: from the pre-bout prediction, moving with every score. */
function BoutWinChance({ chance, names }: { chance: { a: number; b: number }; names: [string, string] }) {
  const { t } = useTranslation("live");
  const shares = [chance.a, chance.b] as const;
  return (
    <div data-testid="bout-win-chance" className="space-y-1.5">
      <p className="flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
        {([0, 1] as const).map((side) => (
          <span key={side} className={cn("min-w-0 truncate", side === 1 && "text-right")}>
            {side === 0 && `${t("boutWinChance")}: `}
            <span className="sr-only">{names[side]} </span>
            <span
              data-testid={`bout-win-chance-${side === 0 ? "home" : "away"}`}
              className={cn("font-semibold", SIDE_TEXT[side])}
            >
              {percent(shares[side])}
            </span>
          </span>
        ))}
      </p>
      <div aria-hidden="true" className="flex h-1.5 overflow-hidden rounded-full bg-muted">
        <span className={SIDE_BAR[0]} style={{ width: percent(chance.a) }} />
        <span className={SIDE_BAR[1]} style={{ width: percent(chance.b) }} />
      </div>
      <p className="text-xs text-muted-foreground">{t("boutWinChanceHint")}</p>
    </div>
  );
}
