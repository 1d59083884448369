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
