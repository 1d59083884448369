import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "~/lib/language";
import type { Resources } from "./resources";

// The server holds both languages. The browser downloads only the language of the page it opened
// (entry.client.tsx awaits loadLanguage before hydrating); switching language reloads the document.
// The server branch, and with it the JSON, is dropped from the client build.
const registered: Partial<Record<Lang, Resources>> = import.meta.env.SSR ? await import("./resources") : {};

/** Resources are static and each instance serves one language, so one instance per language is shared. */
const instances = new Map<Lang, i18n>();

export async function loadLanguage(lang: Lang): Promise<void> {
  if (registered[lang]) return;
  const bundle = lang === "ru" ? await import("./bundle-ru") : await import("./bundle-en");
  registered[lang] = bundle.resources;
  instances.delete(lang);
}

export function getI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    const resources = Object.fromEntries(Object.entries(registered).filter(([key]) => key === lang || key === "en"));
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: "en",
      supportedLngs: ["en", "ru"],
      resources,
      ns: Object.keys(registered[lang] ?? {}),
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
