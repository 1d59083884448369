import { CalendarSync } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useRouteLoaderData } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";

/**
 * `webcal:` makes calendar apps subscribe to the feed (and refresh it) instead of importing it once. The league's events
 * feed by default; a team page passes its own feed and words.
 */
export function SubscribeCalendar({
  feed = "/events/calendar.ics",
  label,
  hint,
}: {
  feed?: string;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation("seo");
  const localize = useLocalizePath();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin;
  const path = localize(feed);
  const href = origin ? new URL(path, `${origin}/`).href.replace(/^https?:/, "webcal:") : path;
  return (
    <Button asChild variant="outline" size="sm" title={hint ?? t("calendar.subscribeHint")}>
      <a href={href}>
        <CalendarSync aria-hidden="true" />
        {label ?? t("calendar.subscribe")}
      </a>
    </Button>
  );
}
