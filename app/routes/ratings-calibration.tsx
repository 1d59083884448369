import { pageStrings } from "~/i18n/page-strings";
import { useTranslation } from "~/i18n/react";
import { ReliabilityDiagram } from "~/components/ratings/reliability-diagram";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/ratings-calibration";
import { loadCalibration } from "./ratings-calibration.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("teams");

export async function loader({ request }: Route.LoaderArgs) {
  return withSeo(request, await loadCalibration(request), (seo) =>
    pageSeo(seo, "teams:calibration.metaTitle", "teams:calibration.metaDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="mt-2 text-3xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** The league's predictions against what happened (issue 36): read from the predictions frozen before each bout. */
export default function RatingsCalibration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("teams");
  const lang = useLang();
  const { seasons, calibration, model } = loaderData;
  const score = new Intl.NumberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const share = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(lang);
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
        {calibration.n === 0 ? (
          <p className="rounded-xl border bg-card p-6 text-muted-foreground">{t("calibration.none")}</p>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Tile label={t("calibration.predictions")} value={count.format(calibration.n)} />
              <Tile
                label={t("calibration.brier")}
                value={score.format(calibration.brier!)}
                hint={t("calibration.brierHint", { baseline: score.format(calibration.baseline_brier!) })}
              />
              <Tile
                label={t("calibration.logLoss")}
                value={score.format(calibration.log_loss!)}
                hint={t("calibration.logLossHint", { baseline: score.format(calibration.baseline_log_loss!) })}
              />
              <Tile
                label={t("calibration.accuracy")}
                value={share.format(calibration.accuracy!)}
                hint={t("calibration.accuracyHint")}
              />
            </div>
            {calibration.reconstructed > 0 && (
              <p className="text-sm text-muted-foreground">
                {t("calibration.reconstructedNote", { count: calibration.reconstructed })}
              </p>
            )}
            <section className="grid items-start gap-6 rounded-xl border bg-card p-4 sm:p-6 md:grid-cols-2">
              <div className="min-w-0">
                <h2 className="text-xl font-bold uppercase">{t("calibration.diagramTitle")}</h2>
                <p className="mt-2 text-sm text-muted-foreground">{t("calibration.diagramDesc")}</p>
                <ReliabilityDiagram bins={calibration.bins} />
              </div>
              <div className="min-w-0 overflow-x-auto">
                <table className="w-full text-xs tabular-nums sm:text-sm [&_td]:px-1 [&_th]:px-1">
                  <caption className="sr-only">{t("calibration.diagramTitle")}</caption>
                  <thead>
                    <tr className="border-b text-left text-muted-foreground">
                      <th scope="col" className="py-2">
                        {t("calibration.bin")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t("calibration.bouts")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t("calibration.predicted")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t("calibration.observed")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t("calibration.interval")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {calibration.bins.map((bin) => (
                      <tr key={bin.from} className="border-b last:border-0">
                        <th scope="row" className="py-1.5 text-left font-normal">
                          {share.format(bin.from)}–{share.format(bin.to)}
                        </th>
                        <td className="py-1.5 text-right">{count.format(bin.n)}</td>
                        <td className="py-1.5 text-right">
                          {bin.predicted === null ? t("calibration.empty") : share.format(bin.predicted)}
                        </td>
                        <td className="py-1.5 text-right">
                          {bin.observed === null ? t("calibration.empty") : share.format(bin.observed)}
                        </td>
                        <td className="py-1.5 text-right">
                          {bin.low === null || bin.high === null
                            ? t("calibration.empty")
                            : `${share.format(bin.low)}–${share.format(bin.high)}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
        <section className="space-y-2 rounded-xl border bg-card p-6 text-muted-foreground">
          <h2 className="text-xl font-bold uppercase text-foreground">{t("calibration.methodTitle")}</h2>
          <p>{t("calibration.method1")}</p>
          <p>{t("calibration.method2")}</p>
          <p>{t("calibration.method3")}</p>
          <p>{t("calibration.method4")}</p>
          <p>{t("calibration.model", { model })}</p>
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
