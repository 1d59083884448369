import { Newspaper } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { StretchedLink, useLang } from "~/components/site/localized-link";
import { formatDate } from "~/lib/format";
import { imageSources } from "~/lib/responsive-images";

export interface NewsCardData {
  id: string;
  title: string;
  content: string;
  image_url: string | null;
  published_at: Date | string;
}

/** News carry no venue, so their dates are shown on the UTC calendar (the same text on server and client). */
/** `headingLevel` follows the page: 2 on /news (under its h1), 3 on the home page (under "Latest news"). */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("home");
  const lang = useLang();
  const published = new Date(item.published_at);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/60">
      {item.image_url ? (
        <img
          {...imageSources(item.image_url, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")}
          alt=""
          loading="lazy"
          width={960}
          height={540}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        // Without a picture, a drawn band of the same shape: cards in a row stay the same height, with no empty space.
        <div
          aria-hidden="true"
          data-testid="news-placeholder"
          className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-primary/30 via-card to-background"
        >
          <Newspaper className="size-12 text-primary/60" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-primary-text">
          <time dateTime={published.toISOString()}>
            {t("news.published", { date: formatDate(published, lang, "UTC") })}
          </time>
        </p>
        <Heading className="text-lg font-bold uppercase leading-snug">
          {/* The whole card opens the article; the link's name is the headline. */}
          <StretchedLink to={`/news/${item.id}`}>{item.title}</StretchedLink>
        </Heading>
        <p data-testid="news-content" className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {item.content}
        </p>
      </div>
    </article>
  );
}
