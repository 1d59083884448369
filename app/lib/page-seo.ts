// Link previews and JSON-LD of the pages that show one record: a tournament, an athlete, a news article.
import type { MetaDescriptor } from "react-router";
import { formatEventDate } from "./format";
import { langFromPath, localizePath, type Lang } from "./language";
import { absoluteUrl, pageSeo, seoMeta, siteShareImagePath, translate, type SeoContext } from "./seo";
import {
  newsArticleJsonLd,
  organizationJsonLd,
  personJsonLd,
  sportsEventJsonLd,
  webSiteJsonLd,
  type ArticleForJsonLd,
  type AthleteForJsonLd,
  type EventForJsonLd,
  type SeoHandle,
} from "./structured-data";

export function tournamentShareImagePath(id: string, lang: Lang): string {
  return localizePath(`/og/tournament/${id}.png`, lang);
}

export function athleteShareImagePath(id: string, lang: Lang): string {
  return localizePath(`/og/athlete/${id}.png`, lang);
}

type WithLoaderData<T> = SeoContext & { loaderData?: T | null };

export const homeHandle: SeoHandle = {
  structuredData: (_data, context) => [
    organizationJsonLd(context),
    webSiteJsonLd(context, translate(context.lang)("home:metaDescription")),
  ],
};

export function tournamentSeo(args: WithLoaderData<{ tournament: EventForJsonLd }>): MetaDescriptor[] {
  const lang = langFromPath(args.location.pathname);
  const t = translate(lang);
  const tournament = args.loaderData?.tournament;
  if (!tournament)
    return seoMeta(args, { title: t("tournament:notFound"), description: t("seo:tournamentNotFoundDescription") });
  const date = formatEventDate(tournament, lang);
  const facts = { title: tournament.title, date, city: tournament.location_city, country: tournament.location_country };
  return seoMeta(args, {
    title: t("tournament:metaTitleNamed", { title: tournament.title }),
    description: tournament.description || t("seo:tournamentDescription", facts),
    image: tournamentShareImagePath(tournament.id, lang),
    imageAlt: t("seo:share.tournamentAlt", facts),
  });
}

export const tournamentHandle: SeoHandle = {
  structuredData: (data, context) => {
    const tournament = (data as { tournament?: EventForJsonLd } | undefined)?.tournament;
    if (!tournament) return [];
    const image = absoluteUrl(context.origin, tournamentShareImagePath(tournament.id, context.lang));
    return [sportsEventJsonLd(tournament, context, image)];
  },
};

type AthleteForSeo = AthleteForJsonLd & { wins: number; losses: number; rating_elo: number };

export function athleteSeo(args: WithLoaderData<{ athlete: AthleteForSeo | null }>): MetaDescriptor[] {
  const lang = langFromPath(args.location.pathname);
  const t = translate(lang);
  const athlete = args.loaderData?.athlete;
  if (!athlete)
    return seoMeta(args, { title: t("athlete:notFound"), description: t("seo:athleteNotFoundDescription") });
  const facts = {
    name: athlete.full_name,
    country: athlete.countryName ?? athlete.country,
    wins: athlete.wins,
    losses: athlete.losses,
    elo: athlete.rating_elo,
  };
  return seoMeta(args, {
    title: t("athlete:metaTitleNamed", { name: athlete.full_name }),
    description: athlete.bio_short
      ? `${t("seo:athleteDescription", facts)} ${athlete.bio_short}`
      : t("seo:athleteDescription", facts),
    image: athleteShareImagePath(athlete.id, lang),
    imageAlt: t("seo:share.athleteAlt", facts),
    type: "profile",
  });
}

export const athleteHandle: SeoHandle = {
  structuredData: (data, context) => {
    const athlete = (data as { athlete?: AthleteForJsonLd | null } | undefined)?.athlete;
    return athlete ? [personJsonLd(athlete, context)] : [];
  },
};

export function newsListSeo(args: WithLoaderData<{ page: number }>): MetaDescriptor[] {
  const page = args.loaderData?.page ?? 1;
  if (page <= 1) return pageSeo(args, "news:metaTitle", "news:metaDescription");
  const t = translate(langFromPath(args.location.pathname));
  return seoMeta(args, {
    title: t("news:metaTitlePaged", { page }),
    description: t("news:metaDescription"),
    search: `?page=${page}`,
  });
}

export function newsArticleSeo(args: WithLoaderData<{ article: ArticleForJsonLd }>): MetaDescriptor[] {
  const lang = langFromPath(args.location.pathname);
  const t = translate(lang);
  const article = args.loaderData?.article;
  if (!article) return seoMeta(args, { title: t("news:notFound"), description: t("news:notFoundHint") });
  return seoMeta(args, {
    title: article.title,
    description: article.content,
    image: article.image_url ?? undefined,
    imageIsCard: !article.image_url,
    type: "article",
  });
}

export const newsArticleHandle: SeoHandle = {
  structuredData: (data, context) => {
    const article = (data as { article?: ArticleForJsonLd } | undefined)?.article;
    return article ? [newsArticleJsonLd(article, context, siteShareImagePath(context.lang))] : [];
  },
};

export function teamSeo(args: WithLoaderData<{ team: { name: string }; resultsPage?: number }>): MetaDescriptor[] {
  const t = translate(langFromPath(args.location.pathname));
  const team = args.loaderData?.team;
  if (!team) return seoMeta(args, { title: t("teams:team.notFound"), description: t("teams:team.notFoundHint") });
  // A later page of results is a page of its own (`?results=N`), as the news pages are.
  const page = args.loaderData?.resultsPage ?? 1;
  return seoMeta(args, {
    title: t("teams:team.metaTitleNamed", { name: team.name }),
    description: t("teams:team.metaDescriptionNamed", { name: team.name }),
    ...(page > 1 ? { search: `?results=${page}` } : {}),
  });
}
