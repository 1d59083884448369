// Sitemaps (https://www.sitemaps.org/protocol.html) with hreflang alternates for each page's two languages.
import { LANGUAGES, localizePath, type Lang } from "./language";
import { escapeXml } from "./xml";

/** The protocol's limit of URLs per file; above it, /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** Every page is listed in both languages, so a part holds half as many pages. */
export const SITEMAP_PAGES_PER_PART = SITEMAP_MAX_URLS / LANGUAGES.length;

export interface SitemapPage {
  /** The English path; the Russian one is derived. */
  path: string;
  lastmod?: Date | null;
}

function absolute(origin: string, path: string) {
  return new URL(path, `${origin}/`).href;
}

function urlEntry(origin: string, page: SitemapPage, lang: Lang): string {
  const alternates = [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absolute(origin, localizePath(page.path, language)) })),
    { hreflang: "x-default", href: absolute(origin, page.path) },
  ];
  return [
    "<url>",
    `<loc>${escapeXml(absolute(origin, localizePath(page.path, lang)))}</loc>`,
    page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "",
    ...alternates.map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
    ),
    "</url>",
  ].join("");
}

/** A `<urlset>` listing every page once per language. */
export function sitemapUrlset(origin: string, pages: SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => LANGUAGES.map((lang) => urlEntry(origin, page, lang))),
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndex(origin: string, parts: { path: string; lastmod?: Date | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (part) =>
        `<sitemap><loc>${escapeXml(absolute(origin, part.path))}</loc>${part.lastmod ? `<lastmod>${part.lastmod.toISOString()}</lastmod>` : ""}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
