import { pageStrings } from "~/i18n/page-strings";
import { CalendarDays, LayoutGrid } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { SubscribeCalendar } from "~/components/calendar/subscribe-calendar";
import { EventsList } from "~/components/tournaments/events-list";
import { EVENT_TABS, eventsSearch, type EventTab } from "~/components/tournaments/events-query";
import { EventsSearch } from "~/components/tournaments/events-search";
import { LazyMonthCalendar, preloadMonthCalendar } from "~/components/tournaments/month-calendar-lazy";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/events";
import { loadEvents } from "./events.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("events");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadEvents(request, requestLang(context)), (seo) =>
    pageSeo(seo, "events:metaTitle", "events:metaDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function Events({ loaderData }: Route.ComponentProps) {
  const { query, list, calendar } = loaderData;
  const { t } = useTranslation("events");
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const action = location.pathname;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  useEffect(preloadMonthCalendar, []);

  const viewLink = (view: "list" | "month", label: string, Icon: typeof LayoutGrid) => (
    <Link
      to={action + eventsSearch(query, { view, page: 1 })}
      preventScrollReset
      aria-current={query.view === view ? "true" : undefined}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold uppercase tracking-wide transition-colors",
        query.view === view ? "bg-secondary text-foreground" : "text-muted-foreground hover:text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  return (
    <div>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <span aria-hidden="true" className="mb-4 block h-1 w-12 bg-primary" />
          <h1 className="text-4xl font-bold uppercase sm:text-6xl">{t("title")}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground sm:text-lg">{t("subtitle")}</p>
          <div className="mt-6">
            <SubscribeCalendar />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <EventsSearch query={query} action={action} />
          <nav aria-label={t("view.label")} className="flex gap-1 self-start rounded-lg border p-1 sm:self-auto">
            {viewLink("list", t("view.list"), LayoutGrid)}
            {viewLink("month", t("view.month"), CalendarDays)}
          </nav>
        </div>

        <Tabs
          value={query.tab}
          onValueChange={(tab) =>
            navigate(action + eventsSearch(query, { tab: tab as EventTab, page: 1 }), { preventScrollReset: true })
          }
        >
          {/* On a phone the three tabs share the width by their labels' length: "Предстоящие" is wider than a third. */}
          <TabsList aria-label={t("tabs.label")} className="flex w-full sm:w-fit">
            {EVENT_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="flex-auto px-2 sm:flex-none sm:px-4">
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <output
            className={cn(
              "block text-sm font-semibold uppercase tracking-wide text-primary-text",
              !loading && "sr-only",
            )}
          >
            {loading ? t("loading") : ""}
          </output>
          {EVENT_TABS.map((tab) => (
            <TabsContent
              key={tab}
              value={tab}
              forceMount
              hidden={tab !== query.tab}
              className={cn("transition-opacity", loading && "opacity-50")}
            >
              {tab === query.tab && list && <EventsList list={list} query={query} action={action} />}
              {tab === query.tab && calendar && (
                <LazyMonthCalendar month={calendar.month} events={calendar.events} query={query} action={action} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
