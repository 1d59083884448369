// schema.org JSON-LD for search engines: pure builders from the pages' own loader data.
import { isoInZone } from "./format";
import type { Lang } from "./language";
import { localizePath } from "./language";
import { absoluteUrl } from "./seo";

export type JsonLd = Record<string, unknown>;

/** What every builder may need besides the page's data. */
export interface StructuredDataContext {
  origin: string;
  lang: Lang;
  brand: { name: string; email: string; social: { url: string | null }[] };
}

/** A route's `handle.structuredData`: its loader data (undefined on an error page) to JSON-LD blocks. */
export type StructuredDataBuilder = (data: unknown, context: StructuredDataContext) => JsonLd[];
export interface SeoHandle {
  structuredData?: StructuredDataBuilder;
}

const CONTEXT = "https://schema.org";

/** JSON for a `<script>` element: `<` escaped so no text can close the element or open a comment. */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function organizationRef(context: StructuredDataContext): JsonLd {
  return {
    "@type": "Organization",
    name: context.brand.name,
    url: absoluteUrl(context.origin, localizePath("/", context.lang)),
  };
}

export function organizationJsonLd(context: StructuredDataContext): JsonLd {
  const sameAs = context.brand.social.flatMap((link) => (link.url ? [link.url] : []));
  return {
    "@context": CONTEXT,
    ...organizationRef(context),
    logo: absoluteUrl(context.origin, "/images/logo.svg"),
    email: context.brand.email,
    sport: "Grappling",
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function webSiteJsonLd(context: StructuredDataContext, description: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: context.brand.name,
    url: absoluteUrl(context.origin, localizePath("/", context.lang)),
    description,
    inLanguage: context.lang,
    publisher: organizationRef(context),
  };
}

export interface EventForJsonLd {
  id: string;
  title: string;
  description: string | null;
  event_date: Date | string;
  time_zone: string;
  location_city: string;
  location_country: string;
  venue_details: string | null;
  status: "upcoming" | "live" | "completed";
  champion_team: string | null;
  runner_up_team: string | null;
}

export function sportsEventJsonLd(event: EventForJsonLd, context: StructuredDataContext, image: string): JsonLd {
  const competitors = [event.champion_team, event.runner_up_team].filter((team): team is string => Boolean(team));
  // The first line of the venue notes is its name ("Almaty Arena, 3,000 seats…" → "Almaty Arena").
  const venueName = event.venue_details?.split(/[\n,]/)[0]?.trim() || event.location_city;
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: absoluteUrl(context.origin, localizePath(`/tournament/${event.id}`, context.lang)),
    image: [image],
    startDate: isoInZone(event.event_date, event.time_zone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    sport: "Grappling",
    location: {
      "@type": "Place",
      name: venueName,
      address: {
        "@type": "PostalAddress",
        addressLocality: event.location_city,
        addressCountry: event.location_country,
      },
    },
    organizer: organizationRef(context),
    ...(competitors.length > 0 ? { competitor: competitors.map((name) => ({ "@type": "SportsTeam", name })) } : {}),
  };
}

export interface AthleteForJsonLd {
  id: string;
  full_name: string;
  photo_url: string | null;
  bio_short: string | null;
  country: string;
  countryName: string | null;
  height_cm: number | null;
  team: { name: string } | null;
}

export function personJsonLd(athlete: AthleteForJsonLd, context: StructuredDataContext): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: athlete.full_name,
    url: absoluteUrl(context.origin, localizePath(`/athlete/${athlete.id}`, context.lang)),
    ...(athlete.photo_url ? { image: absoluteUrl(context.origin, athlete.photo_url) } : {}),
    ...(athlete.bio_short ? { description: athlete.bio_short } : {}),
    nationality: { "@type": "Country", name: athlete.countryName ?? athlete.country },
    ...(athlete.height_cm
      ? { height: { "@type": "QuantitativeValue", value: athlete.height_cm, unitCode: "CMT" } }
      : {}),
    ...(athlete.team ? { memberOf: { "@type": "SportsTeam", name: athlete.team.name } } : {}),
  };
}

export interface ArticleForJsonLd {
  id: string;
  title: string;
  content: string;
  image_url: string | null;
  published_at: Date | string;
}

export function newsArticleJsonLd(
  article: ArticleForJsonLd,
  context: StructuredDataContext,
  fallbackImage: string,
): JsonLd {
  const published = new Date(article.published_at).toISOString();
  const url = absoluteUrl(context.origin, localizePath(`/news/${article.id}`, context.lang));
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    // Search engines cut headlines at 110 characters.
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    image: [absoluteUrl(context.origin, article.image_url ?? fallbackImage)],
    datePublished: published,
    dateModified: published,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organizationRef(context),
    publisher: {
      ...organizationRef(context),
      logo: { "@type": "ImageObject", url: absoluteUrl(context.origin, "/images/logo.svg") },
    },
  };
}
