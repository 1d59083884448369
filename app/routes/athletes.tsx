import { pageStrings } from "~/i18n/page-strings";
import { useTranslation } from "~/i18n/react";
import { useNavigation } from "react-router";
import { LazyAthleteCard } from "~/components/cards-lazy";
import { AthleteCardSkeleton } from "~/components/athletes/athlete-card-skeleton";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("athletes");

/** Cards in the widest grid's first row: on the first screen, so their flags load at once. */
const FIRST_ROW = 4;
import { RatingsUpdatingNotice } from "~/components/athletes/ratings-updating-notice";
import { DirectoryFilters } from "~/components/athletes/directory-filters";
import { DirectoryPagination } from "~/components/athletes/directory-pagination";
import { directorySearch, hasFilters } from "~/components/athletes/directory-query";
import { LocalizedLink } from "~/components/site/localized-link";
import { useLang, useLocalizePath } from "~/components/site/localized-link";
import { DIRECTORY_PLACEHOLDERS } from "~/lib/league-constants";
import { stripLang } from "~/lib/language";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import { formatCount } from "~/lib/stats";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/athletes";
import { loadDirectory } from "./athletes.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadDirectory(request, requestLang(context)), (seo) =>
    pageSeo(seo, "athletes:metaTitle", "seo:athletesDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function Athletes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("athletes");
  const lang = useLang();
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const { query, total, pageSize, athletes, countries, teams, ratingsUpdating } = loaderData;
  // Placeholders only while this directory is loading its next results, not while leaving for another page.
  const loading = navigation.state === "loading" && stripLang(navigation.location.pathname) === "/athletes";
  const pageCount = Math.ceil(total / pageSize);
  const from = (query.page - 1) * pageSize + 1;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-bold uppercase tracking-wide sm:text-5xl">{t("title")}</h1>
        <div className="mt-3 h-1 w-16 rounded bg-primary" />
        <p className="mt-4 text-muted-foreground">{t("subtitle")}</p>
      </header>

      <RatingsUpdatingNotice show={ratingsUpdating} />
      <DirectoryFilters query={query} countries={countries} teams={teams} />

      <div aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <>
            <p className="sr-only">{t("loading")}</p>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: DIRECTORY_PLACEHOLDERS }, (_, index) => (
                <AthleteCardSkeleton key={index} />
              ))}
            </div>
          </>
        ) : athletes.length === 0 && total > 0 ? (
          // A page past the end of the list (an old link, a typed number): say so, and lead to its last page.
          <div
            data-testid="directory-past-end"
            className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center"
          >
            <p className="font-display text-2xl font-bold uppercase">{t("pastEnd", { page: query.page })}</p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t("pastEndHint", { count: pageCount, total: formatCount(total, lang) })}
            </p>
            <LocalizedLink
              className="mt-4 font-semibold text-primary-text hover:underline"
              to={`/athletes${directorySearch({ ...query, page: pageCount })}`}
            >
              {t("lastPage", { page: pageCount })}
            </LocalizedLink>
          </div>
        ) : athletes.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
            <p className="font-display text-2xl font-bold uppercase">{t("empty")}</p>
            <p className="mt-2 text-sm text-muted-foreground">{hasFilters(query) ? t("emptyHint") : t("emptyNone")}</p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted-foreground" data-testid="directory-count">
              {t("showing", {
                from: formatCount(from, lang),
                to: formatCount(from + athletes.length - 1, lang),
                total: formatCount(total, lang),
              })}
            </p>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {athletes.map((athlete, index) => (
                <LazyAthleteCard key={athlete.id} athlete={athlete} firstRow={index < FIRST_ROW} />
              ))}
            </div>
          </>
        )}
      </div>

      {!loading && (
        <div className="mt-10">
          <DirectoryPagination
            page={query.page}
            pageCount={pageCount}
            href={(page) => localize("/athletes") + directorySearch({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
