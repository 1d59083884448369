import { pageStrings } from "~/i18n/page-strings";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { isRouteErrorResponse } from "react-router";
import { CountryFlag } from "~/components/athletes/country-flag";
import { SubscribeCalendar } from "~/components/calendar/subscribe-calendar";
import { ErrorPage } from "~/components/site/error-page";
import { LocalizedLink } from "~/components/site/localized-link";
import { NewerOlderNav } from "~/components/site/newer-older-nav";
import { TeamLogo } from "~/components/teams/team-logo";
import { TeamMatchList } from "~/components/teams/team-match-list";
import { TeamRoster } from "~/components/teams/team-roster";
import { Button } from "~/components/ui/button";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { teamSeo } from "~/lib/page-seo";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/team";
import { loadTeam } from "./team.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("teams");

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadTeam(request, requestLang(context), params.id), teamSeo);
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args, "teams:team.notFound");

function BackToTeams() {
  const { t } = useTranslation("teams");
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <LocalizedLink to="/teams">
        <ArrowLeft aria-hidden="true" />
        {t("team.back")}
      </LocalizedLink>
    </Button>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Newer and older pages of the team's results (`?results=N`), when there are any. */
function ResultsPages({ page, older }: { page: number; older: boolean }) {
  const { t } = useTranslation("teams");
  if (page === 1 && !older) return null;
  return (
    <div className="mt-4">
      <NewerOlderNav
        label={t("team.resultsPages")}
        current={t("team.resultsPageN", { page })}
        newer={page > 1 ? { to: page === 2 ? "." : `?results=${page - 1}`, text: t("team.resultsNewer") } : null}
        older={older ? { to: `?results=${page + 1}`, text: t("team.resultsOlder") } : null}
        testId="results-pages"
      />
    </div>
  );
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("teams");
  const { team, roster, rosterTotal, teamRating, results, resultsPage, olderResults, upcoming } = loaderData;
  const place = [team.city, team.countryName ?? team.country].filter(Boolean).join(", ");
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToTeams />
      <header className="mt-4 flex flex-wrap items-center gap-5 rounded-xl border bg-card p-5 sm:p-6">
        <TeamLogo name={team.name} logoUrl={team.logo_url} className="size-14 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-[12rem] flex-1">
          <h1 className="break-words text-3xl font-bold uppercase leading-none tracking-wide sm:text-5xl">
            {team.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
            {team.country && <CountryFlag code={team.country} name={team.countryName} showCode={false} eager />}
            {place && <span data-testid="team-place">{place}</span>}
            <span>· {t("team.athleteCount", { count: rosterTotal })}</span>
          </p>
          <LazyFollowButton kind="team" id={team.id} name={team.name} className="mt-3" />
        </div>
        {teamRating !== null && (
          <div className="w-full rounded-lg bg-primary px-4 py-3 text-primary-foreground sm:w-auto">
            <p className="text-xs font-semibold uppercase tracking-wider">{t("team.teamRating")}</p>
            <p data-testid="team-rating" className="font-display text-3xl font-bold tabular-nums">
              {teamRating}
            </p>
          </div>
        )}
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
        <Panel id="roster-title" title={t("team.roster")}>
          <TeamRoster roster={roster} total={rosterTotal} teamId={team.id} />
        </Panel>
        <div className="space-y-6">
          <Panel id="upcoming-title" title={t("team.upcoming")}>
            <div className="mb-3">
              <SubscribeCalendar
                feed={`/team/${team.id}/fixtures.ics`}
                label={t("team.fixtures.subscribe")}
                hint={t("team.fixtures.subscribeHint")}
              />
              <p className="mt-1 text-xs text-muted-foreground">{t("team.fixtures.subscribeHint")}</p>
            </div>
            {upcoming.length === 0 ? (
              <p className="text-muted-foreground">{t("team.noUpcoming")}</p>
            ) : (
              <TeamMatchList matches={upcoming} kind="upcoming" testId="team-upcoming" />
            )}
          </Panel>
          <Panel id="results-title" title={t("team.results")}>
            {results.length === 0 ? (
              <p className="text-muted-foreground">{t(resultsPage > 1 ? "team.noResultsPage" : "team.noResults")}</p>
            ) : (
              <TeamMatchList matches={results} kind="results" testId="team-results" />
            )}
            <ResultsPages page={resultsPage} older={olderResults} />
          </Panel>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("teams");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="error" />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold uppercase">{t("team.notFound")}</h1>
      <p className="mt-3 text-muted-foreground">{t("team.notFoundHint")}</p>
      <div className="mt-8">
        <BackToTeams />
      </div>
    </section>
  );
}
