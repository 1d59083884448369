// Russian content columns (`title_ru`, …): a /ru page shows the Russian text when there is one, the
// English otherwise. Loaders call these once, so components only ever see `title`, `description`, ….
import type { Lang } from "./language";

export const TOURNAMENT_TEXT_FIELDS = ["title", "description", "prize_pool", "venue_details"] as const;
export const NEWS_TEXT_FIELDS = ["title", "content"] as const;
export const ATHLETE_TEXT_FIELDS = ["bio_short"] as const;

type Localized<T, K extends string> = Omit<T, `${K}_ru`>;

/** Each `field` takes `field_ru` on Russian pages when that is non-blank; the `_ru` columns are dropped either way. */
export function localizeFields<T extends object, K extends string>(row: T, lang: Lang, fields: readonly K[]): Localized<T, K> {
  const out = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const russian = out[`${field}_ru`];
    if (lang === "ru" && typeof russian === "string" && russian.trim() !== "") out[field] = russian;
    delete out[`${field}_ru`];
  }
  return out as Localized<T, K>;
}

export const localizeTournament = <T extends { title: string }>(row: T, lang: Lang) => localizeFields(row, lang, TOURNAMENT_TEXT_FIELDS);
export const localizeNews = <T extends { title: string }>(row: T, lang: Lang) => localizeFields(row, lang, NEWS_TEXT_FIELDS);
export const localizeAthlete = <T extends { full_name: string }>(row: T, lang: Lang) => localizeFields(row, lang, ATHLETE_TEXT_FIELDS);
