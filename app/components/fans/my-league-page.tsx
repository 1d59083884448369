// /me, "My league": the next team matches and bouts of everything followed (venue and viewer times, an ETA per bout
// on fight night, live scores), the results since the last visit, and each follow's notification settings.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CalendarCard } from "./calendar-card";
import { NotificationSettings } from "./notification-settings";
import { PushSettings } from "./push-settings";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { toast } from "~/components/site/lazy-toaster";
import { VenueTime } from "~/components/site/venue-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { NOTIFY_KINDS, REMIND_MINUTES, type FollowKind, type NotifyKind } from "~/lib/fans";
import type { MeActionData } from "~/routes/me.server";
import type { loadMe } from "~/routes/me.server";

type League = Awaited<ReturnType<typeof loadMe>>;
type Match = League["upcoming"][number];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold uppercase">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function MatchCard({ match }: { match: Match }) {
  const { t } = useTranslation("fans");
  const lang = useLang();
  const title = (lang === "ru" && match.tournament.title_ru) || match.tournament.title;
  return (
    <li className="rounded-lg border p-4" data-testid="me-match">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LocalizedLink to={`/tournament/${match.tournament.id}`} className="font-semibold hover:underline">
          {title}
        </LocalizedLink>
        {match.status === "live" && <Badge>{t("liveNow")}</Badge>}
      </div>
      <p className="mt-1 text-lg font-bold">
        {match.home ?? t("tbd")} <span className="text-muted-foreground">{t("vs")}</span> {match.away ?? t("tbd")}
        {match.status === "live" && (
          <span className="ml-2 tabular-nums" data-testid="me-match-score">
            {match.home_score}–{match.away_score}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        <VenueTime
          value={match.starts_at}
          timeZone={match.tournament.time_zone}
          zone={match.zone_label}
          ns="fans"
          withDate
        />
        {" · "}
        {match.tournament.city}, {match.tournament.country}
      </p>
      {match.bouts.length > 0 && (
        <ol className="mt-3 space-y-1 text-sm">
          {match.bouts.map((bout) => (
            <li key={bout.id} className="flex flex-wrap items-baseline gap-x-2" data-testid="me-bout">
              <span className="text-muted-foreground">{t("bout", { order: bout.order })}</span>
              <span>
                {bout.a.name} <span className="text-muted-foreground">{t("vs")}</span> {bout.b.name}
              </span>
              {bout.status !== "scheduled" && (
                <span className="tabular-nums">
                  {bout.a.score}–{bout.b.score}
                </span>
              )}
              <span className="text-muted-foreground">{t(`status.${bout.status}`)}</span>
              {bout.eta &&
                (bout.status === "live" ? (
                  <Badge variant="secondary">{t("onTheMat")}</Badge>
                ) : (
                  <span data-testid="me-eta">
                    {t("eta")}{" "}
                    <VenueTime
                      value={bout.eta}
                      timeZone={match.tournament.time_zone}
                      zone={bout.eta_zone_label}
                      ns="fans"
                    />
                  </span>
                ))}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

function Results({ results }: { results: League["results"] }) {
  const { t } = useTranslation("fans");
  const lang = useLang();
  if (results.length === 0) return <p className="text-muted-foreground">{t("noResults")}</p>;
  return (
    <ul className="space-y-2">
      {results.map((result) => (
        <li key={`${result.kind}-${result.id}`} className="rounded-lg border p-3" data-testid="me-result">
          <p className="text-sm text-muted-foreground">
            {(lang === "ru" && result.tournament.title_ru) || result.tournament.title}
          </p>
          <p>
            <span className={result.winner === "a" ? "font-bold" : undefined}>{result.a ?? t("tbd")}</span>{" "}
            <span className="tabular-nums">
              {result.score_a}–{result.score_b}
            </span>{" "}
            <span className={result.winner === "b" ? "font-bold" : undefined}>{result.b ?? t("tbd")}</span>
            {result.winner === null && <span className="ml-2 text-muted-foreground">{t("draw")}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

const followPath = (kind: FollowKind, id: string) => `/${kind}/${id}`;

function FollowSettings({ follow }: { follow: League["follows"][number] }) {
  const { t } = useTranslation("fans");
  const lang = useLang();
  const fetcher = useFetcher<MeActionData>();
  const name = (lang === "ru" && follow.name_ru) || follow.name;
  const handled = useRef<MeActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) toast.error(t("failed"));
    else toast.success(t(result.intent === "unfollow" ? "unfollowed" : "saved"));
  }, [fetcher.state, fetcher.data, t]);
  const legendId = `notify-${follow.kind}-${follow.id}`;
  return (
    <li className="rounded-lg border p-4" data-testid="me-follow">
      <fetcher.Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="kind" value={follow.kind} />
        <input type="hidden" name="id" value={follow.id} />
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`kind.${follow.kind}`)}</Badge>
            <LocalizedLink to={followPath(follow.kind, follow.id)} className="font-semibold hover:underline">
              {name}
            </LocalizedLink>
            <span className="sr-only">{t("notifyLegend", { name })}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {NOTIFY_KINDS.map((kind: NotifyKind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="notify"
                  value={kind}
                  defaultChecked={follow.notify.includes(kind)}
                  className="size-4 accent-primary"
                />
                {t(`notify.${kind}`)}
              </label>
            ))}
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm">
            {t("push.remind")}
            <select
              name="remind_minutes"
              defaultValue={String(follow.remind_minutes)}
              className="rounded-md border bg-background px-2 py-1"
            >
              {[...new Set([...REMIND_MINUTES, follow.remind_minutes])]
                .sort((x, y) => x - y)
                .map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t("push.remindMinutes", { count: minutes })}
                  </option>
                ))}
            </select>
          </label>
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" name="intent" value="notify" size="sm" disabled={fetcher.state !== "idle"}>
            {t("save")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="unfollow"
            size="sm"
            variant="ghost"
            disabled={fetcher.state !== "idle"}
          >
            {t("unfollow")}
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}

export function MyLeaguePage({ league }: { league: League }) {
  const { t } = useTranslation("fans");
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-bold uppercase">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
      </header>
      {league.follows.length === 0 ? (
        <div className="rounded-xl border bg-card p-6">
          <p>{t("nothingFollowed")}</p>
          <div className="mt-4 flex gap-2">
            <Button asChild variant="outline" size="sm">
              <LocalizedLink to="/athletes">{t("browseAthletes")}</LocalizedLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <LocalizedLink to="/events">{t("browseEvents")}</LocalizedLink>
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Section id="me-upcoming" title={t("upcoming")}>
            {league.upcoming.length === 0 ? (
              <p className="text-muted-foreground">{t("noUpcoming")}</p>
            ) : (
              <ul className="space-y-3">
                {league.upcoming.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </ul>
            )}
          </Section>
          <Section id="me-results" title={t("results")}>
            <Results results={league.results} />
          </Section>
          <NotificationSettings settings={league.settings} />
          <PushSettings />
          <CalendarCard />
          <Section id="me-follows" title={t("follows")}>
            <ul className="space-y-3">
              {league.follows.map((follow) => (
                <FollowSettings key={`${follow.kind}-${follow.id}`} follow={follow} />
              ))}
            </ul>
          </Section>
        </>
      )}
    </section>
  );
}
