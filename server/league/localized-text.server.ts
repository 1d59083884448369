import type { Lang } from "../../app/lib/language.ts";

/**
 * A record's text for a page in `lang`: on Russian pages its `<field>_ru` column when filled in, the English otherwise.
 * Rows read without the Russian columns simply give the English.
 */
export function localizedText<T extends object>(row: T, field: keyof T & string, lang: Lang): string {
  const english = row[field];
  const russian = (row as Record<string, unknown>)[`${field}_ru`];
  if (lang === "ru" && typeof russian === "string" && russian.trim() !== "") return russian;
  return typeof english === "string" ? english : "";
}

/** The row with the given text fields in `lang` (the `_ru` columns stay as they are). */
export function withLocalizedText<T extends object, K extends keyof T & string>(row: T, fields: readonly K[], lang: Lang): T {
  const out = { ...row };
  for (const field of fields) {
    if (typeof row[field] === "string") (out as Record<string, unknown>)[field] = localizedText(row, field, lang);
  }
  return out;
}
