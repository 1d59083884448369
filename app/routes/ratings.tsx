import { pageStrings } from "~/i18n/page-strings";
import { ListOrdered } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { EloWorkedExample } from "~/components/teams/elo-worked-example";
import { kFactor, methodMultiplier, RATING_MODEL, STARTING_RATING } from "~/lib/results/elo";
import { loaderSeo } from "~/lib/meta";
import { numberFormat } from "~/lib/format";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/ratings";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("teams");

// The head is built on the server (app/lib/seo-data.server.ts): this loader sends it and nothing else.
export function loader({ url }: Route.LoaderArgs) {
  return withSeo(url, {}, (seo) => pageSeo(seo, "teams:ratings.metaTitle", "teams:ratings.metaDescription"));
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

function Rule({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-6">
      <h2 className="text-xl font-bold uppercase">{title}</h2>
      <div className="mt-3 space-y-2 text-muted-foreground">{children}</div>
    </section>
  );
}

/** The league's Elo, documented from the same constants the replay uses (app/lib/results/elo.ts). */
export default function Ratings() {
  const { t } = useTranslation("teams");
  const multiplier = numberFormat(useLang(), { minimumFractionDigits: 2 });
  return (
    <div>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">{t("ratings.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold uppercase sm:text-6xl">{t("ratings.title")}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground sm:text-lg">{t("ratings.subtitle")}</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Rule title={t("ratings.expectedTitle")}>
            <p>{t("ratings.expected")}</p>
          </Rule>
          <Rule title={t("ratings.resultTitle")}>
            <p>{t("ratings.result")}</p>
          </Rule>
          <Rule title={t("ratings.kTitle")}>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t("ratings.kFirst", { k: kFactor(0) })}</li>
              <li>{t("ratings.kMiddle", { k: kFactor(10) })}</li>
              <li>{t("ratings.kLate", { k: kFactor(30) })}</li>
            </ul>
            <p>{t("ratings.kWhy", { model: RATING_MODEL })}</p>
          </Rule>
          <Rule title={t("ratings.multiplierTitle")}>
            <p>{t("ratings.multiplierFinish", { m: multiplier.format(methodMultiplier("submission")) })}</p>
            <p>{t("ratings.multiplierDecision", { m: multiplier.format(methodMultiplier("decision")) })}</p>
            <p>{t("ratings.multiplierPoints")}</p>
            <p>{t("ratings.notRated")}</p>
          </Rule>
        </div>
        <Rule title={t("ratings.orderTitle")}>
          <p>{t("ratings.start", { rating: STARTING_RATING })}</p>
          <p>{t("ratings.order")}</p>
        </Rule>
        <EloWorkedExample />
        <LocalizedLink to="/ratings/calibration" className="block font-semibold text-primary-text hover:underline">
          {t("ratings.calibrationLink")}
        </LocalizedLink>
        <LocalizedLink
          to="/teams"
          className="inline-flex items-center gap-2 font-semibold text-primary-text hover:underline"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          {t("ratings.seeStandings")}
        </LocalizedLink>
      </div>
    </div>
  );
}
