import { useRouteLoaderData } from "react-router";
import type { loadSite } from "~/site.server";

/** What the root loader gives every page: language, signed-in user, brand. Undefined only outside the root route. */
export function useSite() {
  return useRouteLoaderData<typeof loadSite>("root");
}

export type SiteData = NonNullable<ReturnType<typeof useSite>>;
