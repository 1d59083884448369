import { useTranslation } from "~/i18n/react";
import { ArrowRight } from "lucide-react";
import { SectionHeading } from "~/components/home/section-heading";
import { LocalizedLink } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { NewsCard, type NewsCardData } from "./news-card";

/** Hidden when there is no news. */
export function LatestNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation("home");
  // Its own namespace read by name (not "news:…" through home's), so the server puts it in the page's strings and the
  // home page does not fetch it before hydrating.
  const { t: tn } = useTranslation("news");
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="news-title">
      <SectionHeading
        id="news-title"
        title={t("news.title")}
        action={
          <Button asChild variant="outline">
            <LocalizedLink to="/news">
              {tn("allNews")}
              <ArrowRight aria-hidden="true" />
            </LocalizedLink>
          </Button>
        }
      />
      <div className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
