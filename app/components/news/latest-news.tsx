import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/home/section-heading";
import { NewsCard, type NewsCardData } from "./news-card";

/** Hidden when there is no news. */
export function LatestNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation("home");
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="news-title">
      <SectionHeading id="news-title" title={t("news.title")} />
      <div className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
