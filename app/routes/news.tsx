import { pageStrings } from "~/i18n/page-strings";
import { useTranslation } from "~/i18n/react";
import { FeedLink } from "~/components/news/feed-link";
import { NewsCard } from "~/components/news/news-card";
import { NewsPagination } from "~/components/news/news-pagination";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { newsListSeo } from "~/lib/page-seo";
import type { Route } from "./+types/news";
import { loadNewsList } from "./news-loaders.server";
import { requestLang } from "~/lib/request-lang";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("home", "news");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadNewsList(request, requestLang(context)), newsListSeo);
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { items, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="news-page-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
        <div>
          <span aria-hidden="true" className="mb-3 block h-1 w-12 bg-primary" />
          <h1 id="news-page-title" className="text-4xl font-bold uppercase sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
        </div>
        <FeedLink />
      </div>
      {items.length === 0 ? (
        <p className="py-20 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="space-y-10">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel={2} />
            ))}
          </div>
          <NewsPagination page={page} pageCount={pageCount} />
        </div>
      )}
    </section>
  );
}
