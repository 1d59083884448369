// Russian content columns (`title_ru`, …): a /ru page shows the Russian text when there is one, the
// English otherwise. Loaders call these once, so components only ever see `title`, `description`, ….
import type { Lang } from "./language";
import { cityName, placeCountryName } from "./places";

export const TOURNAMENT_TEXT_FIELDS = ["title", "description", "prize_pool", "venue_details"] as const;
export const NEWS_TEXT_FIELDS = ["title", "content"] as const;
export const ATHLETE_TEXT_FIELDS = ["bio_short"] as const;

type Localized<T, K extends string> = Omit<T, `${K}_ru`>;

/** Each `field` takes `field_ru` on Russian pages when that is non-blank; the `_ru` columns are dropped either way. */
export function localizeFields<T extends object, K extends string>(
  row: T,
  lang: Lang,
  fields: readonly K[],
): Localized<T, K> {
  const out = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const russian = out[`${field}_ru`];
    if (lang === "ru" && typeof russian === "string" && russian.trim() !== "") out[field] = russian;
    delete out[`${field}_ru`];
  }
  return out as Localized<T, K>;
}

/** A tournament's text in the page's language, and its city and country (places.ts) when the row has them. */
export function localizeTournament<T extends { title: string }>(row: T, lang: Lang) {
  const out = localizeFields(row, lang, TOURNAMENT_TEXT_FIELDS);
  if (lang !== "ru") return out;
  const place = out as { location_city?: unknown; location_country?: unknown };
  return {
    ...out,
    ...(typeof place.location_city === "string" ? { location_city: cityName(place.location_city, lang) } : {}),
    ...(typeof place.location_country === "string"
      ? { location_country: placeCountryName(place.location_country, lang) }
      : {}),
  };
}
export const localizeNews = <T extends { title: string }>(row: T, lang: Lang) =>
  localizeFields(row, lang, NEWS_TEXT_FIELDS);
export const localizeAthlete = <T extends { full_name: string }>(row: T, lang: Lang) =>
  localizeFields(row, lang, ATHLETE_TEXT_FIELDS);
