// Link previews and search-engine markup for public pages: one helper builds every tag a route's `meta` needs.
import type { MetaDescriptor } from "react-router";
import { getI18n } from "~/i18n/i18n";
import { LANGUAGES, langFromPath, localizePath, stripLang, type Lang } from "./language";
import type { QualifiedKey } from "~/i18n/keys";

export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
export type SeoContext = { location: { pathname: string }; matches: MetaMatches };

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const OG_LOCALES: Record<Lang, string> = { en: "en_US", ru: "ru_RU" };

export interface SeoInput {
  /** The page's own title, without the league's name. */
  title: string;
  description: string;
  /** A 1200×630 image: a site path or an absolute URL. The league's card when absent. */
  image?: string;
  imageAlt?: string;
  /** False for an uploaded image of unknown size: only generated cards are known to be 1200×630. */
  imageIsCard?: boolean;
  type?: "website" | "article" | "profile";
  /** The part of the query that names a distinct page (e.g. `?page=2`); any other query is left out of the canonical URL. */
  search?: string;
}

interface RootMeta {
  origin?: string;
  brand?: { name: string };
}

function rootData(matches: MetaMatches): RootMeta {
  return (matches.find((match) => match?.id === "root")?.loaderData as RootMeta | undefined) ?? {};
}

export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, `${origin}/`).href : path;
}

export function translate(lang: Lang) {
  return getI18n(lang).t;
}

/** The league's own 1200×630 card, for pages that have no image of their own. */
export function siteShareImagePath(lang: Lang): string {
  return localizePath("/og/site.png", lang);
}

/** Description text for a preview: whitespace collapsed and cut at a word near `max` characters. */
export function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/, "")}…`;
}

/**
 * Title, description, canonical URL, hreflang alternates, OpenGraph, Twitter card and the news feed link
 * for one page in its language. The same page in the other language is its `og:locale:alternate`.
 */
export function seoMeta(context: SeoContext, input: SeoInput): MetaDescriptor[] {
  const { pathname } = context.location;
  const lang = langFromPath(pathname);
  const t = translate(lang);
  const { origin, brand } = rootData(context.matches);
  const brandName = brand?.name ?? "";
  const bare = stripLang(pathname);
  const url = (language: Lang) => absoluteUrl(origin ?? "", localizePath(bare, language) + (input.search ?? ""));
  const image = absoluteUrl(origin ?? "", input.image ?? siteShareImagePath(lang));
  const description = summarize(input.description);
  const other = LANGUAGES.filter((language) => language !== lang);

  return [
    { title: brandName ? `${input.title} | ${brandName}` : input.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...LANGUAGES.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: url(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: t("seo:feedTitle", { brand: brandName }),
      href: absoluteUrl(origin ?? "", localizePath("/news/feed.xml", lang)),
    },
    { property: "og:site_name", content: brandName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(lang) },
    { property: "og:image", content: image },
    ...(input.imageIsCard === false
      ? []
      : [
          { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
          { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
        ]),
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...other.map((language) => ({ property: "og:locale:alternate", content: OG_LOCALES[language] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** A page whose title and description are fixed texts, e.g. `pageSeo(args, "events:metaTitle", "events:metaDescription")`. */
export function pageSeo(context: SeoContext, titleKey: QualifiedKey, descriptionKey: QualifiedKey): MetaDescriptor[] {
  const t = translate(langFromPath(context.location.pathname));
  return seoMeta(context, { title: t(titleKey), description: t(descriptionKey) });
}
