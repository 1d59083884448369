import { pageStrings } from "~/i18n/page-strings";
import { useTranslation } from "~/i18n/react";
import { LeaderList } from "~/components/analytics/leader-list";
import { SummaryTiles } from "~/components/analytics/summary-tiles";
import { LocalizedLink } from "~/components/site/localized-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WIN_RATE_MIN_MATCHES } from "~/lib/league-constants";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/analytics";
import { loadAnalytics } from "./analytics.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("analytics");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadAnalytics(request, requestLang(context)), (seo) =>
    pageSeo(seo, "analytics:metaTitle", "seo:analyticsDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

const TABS = [
  { kind: "elo", key: "elo" },
  { kind: "submissions", key: "submissions" },
  { kind: "winRate", key: "wins" },
  { kind: "controlTime", key: "controlTime" },
] as const;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("analytics");
  const { stats, leaders } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-bold uppercase tracking-wide sm:text-5xl">{t("title")}</h1>
        <div className="mt-3 h-1 w-16 rounded bg-primary" />
        <p className="mt-4 text-muted-foreground">{t("subtitle")}</p>
      </header>
      <SummaryTiles stats={stats} />
      <Tabs defaultValue="elo" className="mt-10">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:flex sm:h-11 sm:w-fit">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.kind} value={tab.kind} className="px-2 sm:px-4">
              {t(`tabs.${tab.key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.kind} value={tab.kind} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-2xl font-bold uppercase">{t(`lists.${tab.key}`)}</h2>
              {tab.kind === "winRate" && (
                <p className="text-sm text-muted-foreground">{t("notes.wins", { min: WIN_RATE_MIN_MATCHES })}</p>
              )}
              {tab.kind === "elo" && (
                <LocalizedLink to="/ratings" className="text-sm font-semibold text-primary-text hover:underline">
                  {t("howRatingsWork")}
                </LocalizedLink>
              )}
            </div>
            <LeaderList kind={tab.kind} leaders={leaders[tab.kind]} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
