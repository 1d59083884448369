import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import type { BoutLiveState } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";
import { cardOdds } from "~/lib/live/win-probability";
import type { LiveMatchView } from "../../routes/live.server";
import { BoutList } from "./bout-list";
import { CurrentBout, signed } from "./current-bout";
import { percent, SIDE_BAR, SIDE_TEXT } from "./side-colors";

/** One team match in progress: team score and win chance, the bout on the mat, and the card's bouts. */
export function LiveMatchCard({
  match,
  stateOf,
  offsetMs,
}: {
  match: LiveMatchView;
  stateOf: (bout: LiveMatchView["bouts"][number]) => BoutLiveState | null;
  offsetMs: number;
}) {
  const { t } = useTranslation("live");
  const onTheMat = match.bouts.find((bout) => bout.stage === "on_the_mat");
  const state = onTheMat ? stateOf(onTheMat) : null;
  const teams = [match.home, match.away] as const;
  const scores = [match.team_score.home, match.team_score.away];
  // With a bout on the mat the odds follow its live chance (pushed with every score), not only the page's reading.
  const live =
    onTheMat && state?.win_probability
      ? cardOdds(
          match.bouts.map((bout) => ({ ...bout, live_chance: bout === onTheMat ? state.win_probability!.a : null })),
        )
      : match.win_probability;
  const odds = [live.home, live.away];
  return (
    <article
      aria-label={`${match.home.name} – ${match.away.name}`}
      data-testid="live-match"
      className="space-y-5 rounded-2xl border bg-card p-4 sm:p-6"
    >
      <header className="space-y-3">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-muted-foreground">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-live px-2 py-0.5 text-white">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-live" />
            {t("live")}
          </span>
          <LocalizedLink
            to={`/tournament/${match.tournament.id}`}
            title={match.tournament.title}
            className="min-w-0 truncate hover:underline"
          >
            {match.tournament.title}
          </LocalizedLink>
        </p>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          {teams.map((team, side) => (
            <div key={team.id} className={cn("min-w-0", side === 1 ? "order-3 text-right" : "order-1")}>
              <p
                className={cn(
                  "font-display text-lg font-bold uppercase leading-tight [overflow-wrap:anywhere] sm:text-3xl",
                  SIDE_TEXT[side],
                )}
              >
                {team.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("winChance")}:{" "}
                <span
                  data-testid={`win-chance-${side === 0 ? "home" : "away"}`}
                  className="font-semibold text-foreground"
                >
                  {percent(odds[side]!)}
                </span>
              </p>
            </div>
          ))}
          <p className="order-2 font-display shrink-0 text-4xl font-bold tabular-nums sm:text-6xl">
            <span className="sr-only">{t("teamScore")}: </span>
            <span data-testid="team-score">
              {scores[0]}–{scores[1]}
            </span>
          </p>
        </div>
        <div aria-hidden="true" className="flex h-1.5 overflow-hidden rounded-full bg-muted" title={t("winChanceHint")}>
          <span className={SIDE_BAR[0]} style={{ width: percent(odds[0]!) }} />
          <span className={SIDE_BAR[1]} style={{ width: percent(odds[1]!) }} />
        </div>
        <p className="text-xs text-muted-foreground">
          {t("winChanceHint")} ·{" "}
          {t("preMatchChance", {
            home: percent(match.pre_match_probability.home),
            away: percent(match.pre_match_probability.away),
          })}
        </p>
      </header>
      <ScoreAnnouncer match={match} bout={onTheMat && state ? { bout: onTheMat, state } : null} />
      {onTheMat && state ? (
        <CurrentBout bout={onTheMat} state={state} offsetMs={offsetMs} />
      ) : (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">{t("betweenBouts")}</p>
      )}
      <BoutList bouts={match.bouts} />
    </article>
  );
}

/**
 * The score for screen readers, in a polite live region: its text is made of the scores only (never the clock), so
 * it changes — and is read out — once per score change, not on every tick.
 */
function ScoreAnnouncer({
  match,
  bout,
}: {
  match: LiveMatchView;
  bout: { bout: LiveMatchView["bouts"][number]; state: BoutLiveState } | null;
}) {
  const { t } = useTranslation("live");
  const team = t("announce.team", {
    homeTeam: match.home.name,
    homeScore: match.team_score.home,
    awayTeam: match.away.name,
    awayScore: match.team_score.away,
  });
  const total = (side: 0 | 1) =>
    signed(bout!.state.athletes[side].round_scores.reduce((sum, points) => sum + points, 0));
  const current = bout
    ? t("announce.bout", {
        number: bout.bout.bout_order,
        home: bout.bout.athletes[0].full_name,
        homePoints: total(0),
        away: bout.bout.athletes[1].full_name,
        awayPoints: total(1),
        homeRounds: bout.state.athletes[0].rounds_won,
        awayRounds: bout.state.athletes[1].rounds_won,
      })
    : "";
  return (
    <p aria-live="polite" aria-atomic="true" data-testid="score-announcer" className="sr-only">
      {`${team} ${current}`.trim()}
    </p>
  );
}
