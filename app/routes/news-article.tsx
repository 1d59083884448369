import { pageStrings } from "~/i18n/page-strings";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { isRouteErrorResponse } from "react-router";
import { NewsBody } from "~/components/news/news-body";
import { ErrorPage } from "~/components/site/error-page";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { loaderSeo } from "~/lib/meta";
import { withSeo } from "~/lib/seo-data.server";
import { newsArticleHandle, newsArticleSeo } from "~/lib/page-seo";
import { imageSources } from "~/lib/responsive-images";
import type { Route } from "./+types/news-article";
import { loadNewsArticle } from "./news-loaders.server";
import { requestLang } from "~/lib/request-lang";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("news");

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  return withSeo(
    url,
    await loadNewsArticle(request, requestLang(context), params.id),
    newsArticleSeo,
    newsArticleHandle,
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args, "news:notFound");

function BackToNews() {
  const { t } = useTranslation("news");
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <LocalizedLink to="/news">
        <ArrowLeft aria-hidden="true" />
        {t("back")}
      </LocalizedLink>
    </Button>
  );
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const lang = useLang();
  const { article } = loaderData;
  const published = new Date(article.published_at);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToNews />
      <header className="mt-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-primary-text">
          {/* News carry no venue: dates are read on the UTC calendar, the same text on server and client. */}
          <time dateTime={published.toISOString()}>
            {t("published", { date: formatDate(published, lang, "UTC", "detail") })}
          </time>
        </p>
        <h1 className="mt-3 text-3xl font-bold uppercase leading-tight sm:text-5xl">{article.title}</h1>
      </header>
      {article.image_url && (
        <img
          {...imageSources(article.image_url, "(min-width: 768px) 768px, 100vw")}
          alt=""
          width={960}
          height={540}
          className="mt-8 aspect-[16/9] w-full rounded-xl object-cover"
        />
      )}
      <div className="mt-8">
        <NewsBody content={article.content} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("news");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="error" />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold uppercase">{t("notFound")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFoundHint")}</p>
      <div className="mt-8">
        <BackToNews />
      </div>
    </section>
  );
}
