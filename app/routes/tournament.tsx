import { pageStrings } from "~/i18n/page-strings";
import { Medal, Trophy } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "~/components/site/error-page";
import { LazyTournamentAside } from "~/components/tournaments/tournament-aside-lazy";
import { LazyTournamentLiveCard } from "~/components/tournaments/tournament-live-lazy";
import { LazyTournamentResults } from "~/components/tournaments/tournament-results-lazy";
import { BackToCalendar, TournamentHero } from "~/components/tournaments/tournament-hero";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { tournamentHandle, tournamentSeo } from "~/lib/page-seo";
import { LIVE_PAGE_CACHE_CONTROL } from "~/lib/live/live-cache-control";
import { requestLang } from "~/lib/request-lang";
import { useBelowTheFold } from "~/lib/below-the-fold";
import { eventState } from "~/lib/event-state";
import { TeamLink } from "~/components/teams/team-link";
import type { Route } from "./+types/tournament";
import { loadTournament } from "./tournament.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("tournament");

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const page = withSeo(
    url,
    await loadTournament(params.id, request, requestLang(context)),
    tournamentSeo,
    tournamentHandle,
  );
  // A live event's page reloads its data when a bout starts or ends: the browser must ask the server each time, not
  // answer from its own cache (a page's data is otherwise kept 10 s, which showed a started bout as "Up next").
  return page.live ? data(page, { headers: { "Cache-Control": LIVE_PAGE_CACHE_CONTROL } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args, "tournament:notFound");

export default function Tournament({ loaderData }: Route.ComponentProps) {
  const { tournament, results, roundRobinLater, placings, bracket, advance } = loaderData;
  const { t } = useTranslation("tournament");
  // A recorded final names the placings; the typed names are for tournaments without recorded results.
  const typed = (name: string | null) => (name ? { id: null, name } : null);
  const champion = placings?.champion ?? typed(tournament.champion_team);
  const runnerUp = placings?.runnerUp ?? typed(tournament.runner_up_team);
  const hasCard = results.length > 0 || Boolean(roundRobinLater) || Boolean(bracket);
  const hasResults = Boolean(champion || runnerUp || hasCard);
  // The bouts sit below the hero and the overview: after a click they render right after the first screen.
  const belowTheFold = useBelowTheFold();
  // Badge, Watch button, live card and the card's heading all follow from this one derivation.
  const state = eventState(tournament);

  return (
    <article>
      <TournamentHero tournament={tournament} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <LazyTournamentLiveCard live={loaderData.live} />
          <section aria-labelledby="overview-title" className="rounded-xl border bg-card p-6 sm:p-8">
            <h2 id="overview-title" className="text-2xl font-bold uppercase">
              {t("overview")}
            </h2>
            <p className="mt-4 whitespace-pre-line leading-relaxed text-muted-foreground sm:text-lg">
              {tournament.description || t("noDescription")}
            </p>
          </section>

          {hasResults && (
            <section aria-labelledby="results-title" className="rounded-xl border bg-card p-6 sm:p-8">
              <h2 id="results-title" className="text-2xl font-bold uppercase">
                {t(state.cardHeading)}
              </h2>
              {(champion || runnerUp) && (
                <dl className="mt-5 grid gap-4 sm:grid-cols-2">
                  {champion && (
                    <div className="rounded-lg border border-gold/40 bg-gold/10 p-5">
                      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-gold">
                        <Trophy aria-hidden="true" className="size-4" />
                        {t("champion")}
                      </dt>
                      <dd className="mt-2 font-display text-2xl font-bold uppercase">
                        <TeamLink team={champion} />
                      </dd>
                    </div>
                  )}
                  {runnerUp && (
                    <div className="rounded-lg border border-silver/30 bg-silver/5 p-5">
                      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-silver">
                        <Medal aria-hidden="true" className="size-4" />
                        {t("runnerUp")}
                      </dt>
                      <dd className="mt-2 font-display text-2xl font-bold uppercase">
                        <TeamLink team={runnerUp} />
                      </dd>
                    </div>
                  )}
                </dl>
              )}
              {hasCard && belowTheFold && (
                <LazyTournamentResults
                  matches={results}
                  roundRobinLater={roundRobinLater}
                  bracket={bracket}
                  advance={advance}
                />
              )}
            </section>
          )}
        </div>

        <aside className="space-y-6">
          <LazyTournamentAside tournament={tournament} />
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("tournament");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="error" />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold uppercase">{t("notFound")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFoundHint")}</p>
      <div className="mt-8">
        <BackToCalendar prominent />
      </div>
    </section>
  );
}
