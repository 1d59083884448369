import { pageStrings } from "~/i18n/page-strings";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { NextMatches } from "~/components/live/next-matches";
import { NothingLive } from "~/components/live/nothing-live";
import { LocalizedLink } from "~/components/site/localized-link";
import { LazyTournamentLiveCard } from "~/components/tournaments/tournament-live-lazy";
import { Button } from "~/components/ui/button";
import { LIVE_PAGE_CACHE_CONTROL } from "~/lib/live/live-cache-control";
import { requestLang } from "~/lib/request-lang";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/live";
import { loadLive } from "./live.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("live");

export async function loader({ context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadLive(requestLang(context)), (seo) =>
    pageSeo(seo, "live:metaTitle", "seo:liveDescription"),
  );
}

export function headers() {
  return { "Cache-Control": LIVE_PAGE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function Live({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("live");
  const { live, next, nextEvent, position, serverTime } = loaderData;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">{t("eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold uppercase sm:text-5xl">{t("title")}</h1>
          <p className="mt-3 max-w-xl text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild variant="outline">
          <LocalizedLink to="/events">
            {t("browseEvents")}
            <ArrowRight aria-hidden="true" />
          </LocalizedLink>
        </Button>
      </header>
      {/* The live card's code (match cards, the stream's client) loads apart from the page: /live's first JavaScript stays in budget. */}
      <LazyTournamentLiveCard
        live={{ live, position }}
        empty={<NothingLive event={nextEvent} serverNow={serverTime} />}
      />
      {(live.length > 0 || next.length > 0) && <NextMatches matches={next} />}
    </section>
  );
}
