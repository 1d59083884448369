import type { MetaDescriptor } from "react-router";
import { getI18n } from "~/i18n/i18n";
import type { Key, QualifiedKey, Values } from "~/i18n/keys";
import { langFromPath } from "./language";

type MetaContext = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

function brandName(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { brand?: { name: string } } | undefined;
  return root?.brand?.name ?? "";
}

/** `<title>` in the page's language, e.g. "Events Calendar | Apex Grappling League". Keys are `namespace:key`. */
export function pageTitle(context: MetaContext, key: Key<"common"> | QualifiedKey, values?: Values) {
  const t = getI18n(langFromPath(context.location.pathname)).t;
  const text = t(key, values);
  const brand = brandName(context.matches);
  return [{ title: brand ? `${text} | ${brand}` : text }];
}

/** What a loader built for the page's head (app/lib/seo-data.server.ts): meta descriptors and JSON-LD texts. */
export interface PageSeo {
  meta: MetaDescriptor[];
  jsonLd: string[];
}

/** The page's data's `seo`, if the loader sent one. */
export const seoOf = (loaderData: unknown): PageSeo | undefined => (loaderData as { seo?: PageSeo } | null)?.seo;

/**
 * A route's `meta`: the head its loader built; on an error page (the loader threw: no data), the title `notFoundKey`.
 */
export function loaderSeo(context: MetaContext & { loaderData?: unknown }, notFoundKey?: QualifiedKey) {
  const seo = seoOf(context.loaderData);
  if (seo) return seo.meta;
  return notFoundKey ? pageTitle(context, notFoundKey) : [];
}
