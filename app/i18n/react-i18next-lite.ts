// The browser's react-i18next, beside i18next-lite.ts (vite-plugins/client-i18next.ts swaps both in the client build):
// the three things the app imports. Languages never change in a document (switching reloads it) and every string is
// loaded before the components that use it render, so there is nothing to subscribe to or suspend on.
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { I18nLite } from "./i18next-lite";

const I18nContext = createContext<I18nLite | undefined>(undefined);
let initialized: I18nLite | undefined;

export const initReactI18next = {
  type: "3rdParty",
  init(instance: I18nLite) {
    initialized = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** As react-i18next's: `t` bound to the first namespace given (or the default one), and the instance. */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext) ?? initialized!;
  const namespace = (typeof ns === "string" ? ns : ns?.[0]) ?? (i18n.options.defaultNS as string);
  return useMemo(() => {
    const t = i18n.getFixedT(i18n.language, namespace);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
  }, [i18n, namespace]);
}
