import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import type { Lang } from "./language";

// date-fns locales by language. English is date-fns's own default, so it costs nothing; Russian is loaded only by
// Russian pages in the browser (entry.client.tsx awaits loadDateLocale before hydrating). The server has both.
// (`typeof document`, not `import.meta.env.SSR`: the e2e specs import format.ts in plain Node, outside Vite.)
const locales: Partial<Record<Lang, Locale>> = { en: enUS, ...(typeof document === "undefined" ? { ru: (await import("date-fns/locale/ru")).ru } : {}) };

export async function loadDateLocale(lang: Lang): Promise<void> {
  if (lang === "ru") locales.ru ??= (await import("date-fns/locale/ru")).ru;
}

/** The locale of a language; throws if it was not loaded, which would render other text than the server did. */
export function dateLocale(lang: Lang): Locale {
  const locale = locales[lang];
  if (!locale) throw new Error(`date-fns locale "${lang}" not loaded: await loadDateLocale first`);
  return locale;
}
