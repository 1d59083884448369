import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ProfileHeader } from "~/components/athletes/profile-header";
import { ProfileTabs } from "~/components/athletes/profile-tabs";
import { LocalizedLink } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { athleteHandle, athleteSeo } from "~/lib/page-seo";
import type { Route } from "./+types/athlete";
import { loadAthlete } from "./athlete.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAthlete(request, params.id);
}

export const meta: Route.MetaFunction = (args) => athleteSeo(args);

export const handle = athleteHandle;

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
  const { t } = useTranslation("athlete");
  const { athlete } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <BackButton />
      {athlete ? (
        <div className="mt-4 flex flex-col gap-8">
          <ProfileHeader athlete={athlete} />
          <ProfileTabs athlete={athlete} />
        </div>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center py-20 text-center">
          <h1 className="text-3xl font-bold uppercase sm:text-4xl">{t("notFound")}</h1>
          <p className="mt-3 text-muted-foreground">{t("notFoundHint")}</p>
        </div>
      )}
    </section>
  );
}
