import { pageStrings } from "~/i18n/page-strings";
import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";
import { RatingsUpdatingNotice } from "~/components/athletes/ratings-updating-notice";
import { ProfileHeader } from "~/components/athletes/profile-header";
import { ProfileTabs } from "~/components/athletes/profile-tabs";
import { LocalizedLink } from "~/components/site/localized-link";
import { ErrorPage } from "~/components/site/error-page";
import { Button } from "~/components/ui/button";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { athleteHandle, athleteSeo } from "~/lib/page-seo";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/athlete";
import { loadAthlete } from "./athlete.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("athlete");

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadAthlete(request, requestLang(context), params.id), athleteSeo, athleteHandle);
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args, "athlete:notFound");

function BackButton() {
  const { t } = useTranslation("athlete");
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <LocalizedLink to="/athletes">
        <ArrowLeft aria-hidden="true" />
        {t("back")}
      </LocalizedLink>
    </Button>
  );
}

export default function Athlete({ loaderData }: Route.ComponentProps) {
  const { athlete, fights, ratings, ratingsUpdating } = loaderData;
  // A link to a page of bouts (`?fights=N`) opens the Fights tab.
  const [searchParams] = useSearchParams();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <BackButton />
      <div className="mt-4 flex flex-col gap-8">
        <RatingsUpdatingNotice show={ratingsUpdating} />
        <ProfileHeader athlete={athlete} />
        <ProfileTabs
          athlete={athlete}
          fights={fights}
          ratings={ratings}
          initialTab={searchParams.has("fights") ? "fights" : "overview"}
        />
      </div>
    </section>
  );
}

/** An unknown athlete (the loader's 404) keeps the page's frame and its way back; other errors are the site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("athlete");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="error" />;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <BackButton />
      <div className="mx-auto flex max-w-xl flex-col items-center py-20 text-center">
        <h1 className="text-3xl font-bold uppercase sm:text-4xl">{t("notFound")}</h1>
        <p className="mt-3 text-muted-foreground">{t("notFoundHint")}</p>
      </div>
    </section>
  );
}
