import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "~/lib/language";
import type { Resources } from "./resources";

// The server holds both languages. The browser downloads only the language of the page it opened, and of it only
// the public namespaces (entry.client.tsx awaits loadLanguage before hydrating); the sign-in, account and admin
// screens add theirs (private-strings.ts). Switching language reloads the document.
// The server branch, and with it the JSON, is dropped from the client build.
const registered: Partial<Record<Lang, Partial<Resources>>> = import.meta.env.SSR ? { ...(await import("./resources")) } : {};
const loaded = new Set<string>(import.meta.env.SSR ? ["en", "ru", "en-private", "ru-private"] : []);

/** Resources are static and each instance serves one language, so one instance per language is shared. */
const instances = new Map<Lang, i18n>();

function register(lang: Lang, resources: Partial<Resources>) {
  registered[lang] = { ...registered[lang], ...resources };
  // An instance already rendering this language (a client navigation to the admin) gets the new namespaces too.
  const instance = instances.get(lang);
  for (const [ns, strings] of Object.entries(resources)) instance?.addResourceBundle(lang, ns, strings, true, true);
}

/** The public strings of a language: every page needs them before its first render. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const bundle = lang === "ru" ? await import("./bundle-ru") : await import("./bundle-en");
  loaded.add(lang);
  register(lang, bundle.resources);
}

/** The strings of the sign-in, account and admin screens. */
export async function loadPrivateStrings(lang: Lang): Promise<void> {
  if (loaded.has(`${lang}-private`)) return;
  const bundle = lang === "ru" ? await import("./bundle-ru-private") : await import("./bundle-en-private");
  loaded.add(`${lang}-private`);
  register(lang, bundle.resources);
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
