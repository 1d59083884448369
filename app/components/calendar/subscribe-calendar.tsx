import { CalendarSync } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useRouteLoaderData } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";

/** `webcal:` makes calendar apps subscribe to the feed (and refresh it) instead of importing it once. */
export function SubscribeCalendar() {
  const { t } = useTranslation("seo");
  const localize = useLocalizePath();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin;
  const feed = localize("/events/calendar.ics");
  const href = origin ? new URL(feed, `${origin}/`).href.replace(/^https?:/, "webcal:") : feed;
  return (
    <Button asChild variant="outline" size="sm" title={t("calendar.subscribeHint")}>
      <a href={href}>
        <CalendarSync aria-hidden="true" />
        {t("calendar.subscribe")}
      </a>
    </Button>
  );
}
