// Russian content columns (`title_ru`, …): a /ru page shows the Russian text when there is one, the
// English otherwise. Loaders call these once, so components only ever see `title`, `description`, ….
import type { Lang } from "./language";
import { cityName, placeCountryName } from "./places";

export const TOURNAMENT_TEXT_FIELDS = ["title", "description", "prize_pool", "venue_details"] as const;
export const NEWS_TEXT_FIELDS = ["title", "content"] as const;
export const ATHLETE_TEXT_FIELDS = ["bio_short", "full_name"] as const;

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

/**
 * Names in the page's language, at any depth of a loader's data: every `key` that has a `key_ru` sibling (an athlete's
 * `full_name` and `full_name_ru`, a team's `name` and `name_ru`, a row's `team_name` and `team_name_ru`, …) takes the
 * Russian on Russian pages when it is non-blank; the `_ru` keys are dropped either way. Dates and other class
 * instances are kept as they are. Queries select the `_ru` columns beside the names; loaders call this once.
 */
export function localizeNames<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item) => localizeNames(item, lang)) as T;
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // A loader's data is thousands of fields (a finished tournament's card): no arrays of entries, no `_ru` key built
  // for an English page, no call for a plain value.
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    if (key.endsWith("_ru") && key.slice(0, -3) in source) continue;
    const item = source[key];
    if (lang === "ru") {
      const russian = source[`${key}_ru`];
      if (typeof russian === "string" && russian.trim() !== "") {
        out[key] = russian;
        continue;
      }
    }
    out[key] = item !== null && typeof item === "object" ? localizeNames(item, lang) : item;
  }
  return out as T;
}

/** One athlete's name in a language (for code that has the row, not a loader's data). */
export function athleteName(athlete: { full_name: string; full_name_ru?: string | null }, lang: Lang): string {
  return lang === "ru" && athlete.full_name_ru?.trim() ? athlete.full_name_ru : athlete.full_name;
}

/** One team's name in a language. */
export function teamName(team: { name: string; name_ru?: string | null }, lang: Lang): string {
  return lang === "ru" && team.name_ru?.trim() ? team.name_ru : team.name;
}
