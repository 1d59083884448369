// A page's head — title, description, canonical and alternate links, link previews — and its JSON-LD, built by the
// route's loader instead of in the browser (issue 34): the builders (seo.ts, page-seo.ts, structured-data.ts) and the
// date formatting they use stay out of every page's JavaScript. The route's `meta` returns `seo.meta` (app/lib/meta.ts:
// `loaderSeo`) and <StructuredData> writes `seo.jsonLd`; both run on the server for the first page and, on a
// navigation, in the browser from the data the loader sent.
import type { MetaDescriptor } from "react-router";
import { brandFor } from "~/site.server";
import { publicUrl } from "../../server/env.server.ts";
import { langFromPath } from "./language";
import type { PageSeo } from "./meta";
import type { SeoContext } from "./seo";
import { jsonLdText, type SeoHandle } from "./structured-data";

type Built<T> = SeoContext & { loaderData: T };

function isDataWithInit(value: unknown): value is { type: "DataWithResponseInit"; data: unknown } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * The loader's result with `seo` added (to the data of a `data(…, init)` result as well): `meta` builds the head from
 * the page's data as the route's `meta` did; `handle.structuredData`, when given, its JSON-LD blocks.
 */
export function withSeo<T>(
  url: URL,
  result: T,
  meta: (context: Built<never>) => MetaDescriptor[],
  handle?: SeoHandle,
): T {
  // The loader's `url`, not `request.url`: on a navigation in the browser the request is for `/news.data`, and the
  // canonical, alternate and og:url links were built from that.
  const { pathname } = url;
  const lang = langFromPath(pathname);
  const brand = brandFor(lang);
  const origin = new URL(publicUrl).origin;
  const loaderData = isDataWithInit(result) ? result.data : result;
  const context = {
    location: { pathname },
    matches: [{ id: "root", loaderData: { origin, brand } }],
    loaderData: loaderData as never,
  };
  const seo: PageSeo = {
    meta: meta(context),
    jsonLd: (handle?.structuredData?.(loaderData, { origin, brand, lang }) ?? []).map(jsonLdText),
  };
  if (isDataWithInit(result)) {
    result.data = { ...(result.data as object), seo };
    return result;
  }
  return { ...(result as object), seo } as T;
}
