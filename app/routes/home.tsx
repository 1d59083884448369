import { pageStrings } from "~/i18n/page-strings";
import { Suspense } from "react";
import { Await } from "react-router";
import { HomeHero } from "~/components/home/hero";
import { NextEventBanner, NextEventBannerSkeleton } from "~/components/home/next-event-banner";
import { LazyNewsAndPartners } from "~/components/home/news-and-partners-lazy";
import { UpcomingEvents, UpcomingEventsFailed, UpcomingEventsSkeleton } from "~/components/home/upcoming-events";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { homeHandle } from "~/lib/page-seo";
import { pageSeo } from "~/lib/seo";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("home", "news");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(
    url,
    await loadHome(request, requestLang(context)),
    (seo) => pageSeo(seo, "home:metaTitle", "home:metaDescription"),
    homeHandle,
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { now, upcoming, news, sponsors } = loaderData;
  return (
    <>
      <HomeHero />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 sm:py-20">
        <Suspense
          fallback={
            <>
              <NextEventBannerSkeleton />
              <UpcomingEventsSkeleton />
            </>
          }
        >
          <Await resolve={upcoming} errorElement={<UpcomingEventsFailed />}>
            {({ events, live, next }) => (
              <>
                {/* An event being fought leads; the countdown to the next one not begun stays below it (the spec's). */}
                {live && <NextEventBanner event={live.event} serverNow={now} live={live.lead} />}
                {(next || !live) && <NextEventBanner event={next} serverNow={now} />}
                <UpcomingEvents events={events} />
              </>
            )}
          </Await>
        </Suspense>
        <LazyNewsAndPartners news={news} partners={sponsors} />
      </div>
    </>
  );
}
