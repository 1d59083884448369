import { pageStrings } from "~/i18n/page-strings";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { CalibrationFigures } from "~/components/ratings/calibration-figures";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/ratings-calibration";
import { loadCalibration } from "./ratings-calibration.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("teams");

export async function loader({ request, url }: Route.LoaderArgs) {
  return withSeo(url, await loadCalibration(request), (seo) =>
    pageSeo(seo, "teams:calibration.metaTitle", "teams:calibration.metaDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

/** The league's predictions against what happened (issue 36): read from the predictions frozen before each bout. */
export default function RatingsCalibration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("teams");
  const { seasons, calibration, teamMatches, inBout, model, earlierModels, teamModel } = loaderData;
  const lang = useLang();
  const seasonLink = (season: number | null, label: string) => (
    <LocalizedLink
      key={season ?? "all"}
      to={season === null ? "/ratings/calibration" : `/ratings/calibration?season=${season}`}
      aria-current={calibration.season === season ? "page" : undefined}
      className="rounded-full border px-3 py-1 text-sm font-semibold aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
    >
      {label}
    </LocalizedLink>
  );
  return (
    <div>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">
            {t("calibration.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl font-bold uppercase sm:text-6xl">{t("calibration.title")}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground sm:text-lg">{t("calibration.subtitle")}</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        <nav aria-label={t("calibration.season")} className="flex flex-wrap gap-2">
          {seasonLink(null, t("calibration.allSeasons"))}
          {seasons.map((season) => seasonLink(season, String(season)))}
        </nav>
        <section aria-labelledby="calibration-bouts" className="space-y-4">
          <div>
            <h2 id="calibration-bouts" className="text-2xl font-bold uppercase">
              {t("calibration.boutsTitle")}
            </h2>
            <p className="mt-1 text-muted-foreground">{t("calibration.boutsIntro")}</p>
          </div>
          <CalibrationFigures calibration={calibration} kind="bout" />
        </section>
        <section
          aria-labelledby="calibration-team-matches"
          className="space-y-4"
          data-testid="calibration-team-matches"
        >
          <div>
            <h2 id="calibration-team-matches" className="text-2xl font-bold uppercase">
              {t("calibration.teamMatchesTitle")}
            </h2>
            <p className="mt-1 text-muted-foreground">{t("calibration.teamMatchesIntro")}</p>
          </div>
          <CalibrationFigures calibration={teamMatches} kind="team_match" />
        </section>
        <section aria-labelledby="calibration-in-bout" className="space-y-4" data-testid="calibration-in-bout">
          <div>
            <h2 id="calibration-in-bout" className="text-2xl font-bold uppercase">
              {t("calibration.inBoutTitle")}
            </h2>
            <p className="mt-1 text-muted-foreground">{t("calibration.inBoutIntro")}</p>
            {inBout.bouts > 0 && (
              <p className="mt-1 text-sm text-muted-foreground">
                {t("calibration.liveBouts", { count: inBout.bouts })}
              </p>
            )}
          </div>
          <CalibrationFigures calibration={inBout} kind="in_bout" />
        </section>
        <section className="space-y-2 rounded-xl border bg-card p-6 text-muted-foreground">
          <h2 className="text-xl font-bold uppercase text-foreground">{t("calibration.methodTitle")}</h2>
          <p>{t("calibration.method1")}</p>
          <p>{t("calibration.method2")}</p>
          <p>{t("calibration.method3")}</p>
          <p>{t("calibration.method4")}</p>
          <p>{t("calibration.methodTeam")}</p>
          <p>{t("calibration.methodInBout")}</p>
          <p>{t("calibration.model", { model })}</p>
          {earlierModels.map((earlier) => (
            <p key={earlier.model} data-testid="earlier-model">
              {t("calibration.earlierModel", {
                model: earlier.model,
                date: formatDate(earlier.until, lang, "UTC", "detail"),
              })}
            </p>
          ))}
          <p>{t("calibration.teamModel", { model: teamModel })}</p>
          <p className="flex flex-wrap gap-4 pt-2">
            <LocalizedLink to="/ratings" className="font-semibold text-primary-text hover:underline">
              {t("calibration.howRatingsWork")}
            </LocalizedLink>
            <a
              href={`/api/v1/ratings/calibration${calibration.season === null ? "" : `?season=${calibration.season}`}`}
              className="font-semibold text-primary-text hover:underline"
            >
              {t("calibration.api")}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
