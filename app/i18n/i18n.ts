import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "~/lib/language";
import { en, NAMESPACES, ru } from "./resources";

// Resources are static and each instance serves one language, so one instance per language is
// safe to share between requests on the server and reuse on the client.
const instances = new Map<Lang, i18n>();

export function getI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: "en",
      supportedLngs: ["en", "ru"],
      resources: { en, ru },
      ns: NAMESPACES,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
