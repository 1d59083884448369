import { createContext, createElement, use, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "~/lib/language";
import { fixedT, hasStrings, loadNamespace } from "./i18n";
import type { TFunction } from "./keys";
import type { Namespace } from "./namespaces";

// Components' strings: `const { t } = useTranslation("ns")`, then `t("key")`, `t("key", { name })`, `t("key", { count })`.
// The page's language comes from the root layout (the URL decides it, so server and browser agree); it never changes
// within a document. A route loads its namespaces with its module (page-strings.ts), so a component's are here when it
// renders; one its route forgot to name is loaded then, suspending the render, and reported so the route gets fixed.

const LangContext = createContext<Lang>("en");
// On the server, the namespaces a page's render reads: they go into its HTML (entry.server.tsx).
const UsedNamespaces = createContext<Set<Namespace> | null>(null);

export function UsedNamespacesProvider({ value, children }: { value: Set<Namespace>; children?: ReactNode }) {
  return createElement(UsedNamespaces.Provider, { value }, children);
}

export function I18nProvider({ lang, children }: { lang: Lang; children?: ReactNode }) {
  return createElement(LangContext.Provider, { value: lang }, children);
}

const reported = new Set<string>();

/** `t` of a namespace ("common" when none is named) in the page's language, and that language as `i18n.language`. */
export function useTranslation<N extends Namespace = "common">(ns?: N): { t: TFunction<N>; i18n: { language: Lang } } {
  const lang = useContext(LangContext);
  const namespace = ns ?? ("common" as N);
  useContext(UsedNamespaces)?.add(namespace);
  if (!hasStrings(lang, namespace)) {
    if (!reported.has(namespace)) {
      reported.add(namespace);
      console.error(
        `Strings "${namespace}" were not loaded with this page's route: add it to the route's pageStrings(…).`,
      );
    }
    use(loadNamespace(lang, namespace));
  }
  return useMemo(() => ({ t: fixedT(lang, namespace), i18n: { language: lang } }), [lang, namespace]);
}
