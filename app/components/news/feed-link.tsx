import { Rss } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";

/** The news feed for feed readers: a plain link, since it is a file, not a page of the app. */
export function FeedLink() {
  const { t } = useTranslation("news");
  const localize = useLocalizePath();
  return (
    <Button asChild variant="outline" size="sm">
      <a href={localize("/news/feed.xml")} type="application/rss+xml">
        <Rss aria-hidden="true" />
        {t("feedLink")}
      </a>
    </Button>
  );
}
