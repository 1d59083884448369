import { pageStrings } from "~/i18n/page-strings";
import { Calculator } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { RatingsUpdatingNotice } from "~/components/athletes/ratings-updating-notice";
import { SeasonPicker } from "~/components/teams/season-picker";
import { StandingsTable } from "~/components/teams/standings-table";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/teams";
import { loadTeams } from "./teams.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("teams");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadTeams(request, requestLang(context)), (seo) =>
    pageSeo(seo, "teams:metaTitle", "teams:metaDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function Teams({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("teams");
  const { seasons, season, rows, sort, dir, ratingsUpdating } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold uppercase tracking-wide sm:text-5xl">{t("title")}</h1>
          <div className="mt-3 h-1 w-16 rounded bg-primary" />
          <p className="mt-4 text-muted-foreground">{t("subtitle")}</p>
          <LocalizedLink
            to="/ratings"
            className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-primary-text hover:underline"
          >
            <Calculator aria-hidden="true" className="size-4" />
            {t("howRatingsWork")}
          </LocalizedLink>
        </div>
        {season !== null && seasons.length > 0 && <SeasonPicker seasons={seasons} season={season} />}
      </header>
      <RatingsUpdatingNotice show={ratingsUpdating} />
      {season === null ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{t("noSeasons")}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{t("noTeams")}</p>
      ) : (
        <>
          <h2 className="sr-only">{`${t("season")} ${season}`}</h2>
          <StandingsTable rows={rows} season={season} sort={sort} dir={dir} />
        </>
      )}
    </section>
  );
}
