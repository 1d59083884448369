import { getI18n } from "~/i18n/i18n";
import { langFromPath } from "./language";

type MetaContext = { location: { pathname: string }; matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };
type Translate = (key: string, values?: Record<string, unknown>) => string;

function brandName(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { brand?: { name: string } } | undefined;
  return root?.brand?.name ?? "";
}

/** `<title>` in the page's language, e.g. "Events Calendar | Apex Grappling League". Keys are `namespace:key`. */
export function pageTitle(context: MetaContext, key: string, values?: Record<string, unknown>) {
  const t = getI18n(langFromPath(context.location.pathname)).t as unknown as Translate;
  const text = t(key, values);
  const brand = brandName(context.matches);
  return [{ title: brand ? `${text} | ${brand}` : text }];
}
