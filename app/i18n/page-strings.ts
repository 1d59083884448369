import { langFromPath } from "~/lib/language";
import { loadStrings } from "./i18n";
import { CORE_NAMESPACES, type Namespace } from "./namespaces";

/**
 * A route module's first statement, `await pageStrings("athlete")`: the core strings and the route's own, in the
 * page's language, loaded as the module loads — before hydration when the page was opened there, before the route
 * renders when a link (or its prefetch) brings it. Only the page's namespaces reach the browser, not every page's.
 * On the server everything is loaded already.
 */
export function pageStrings(...namespaces: Namespace[]): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  return loadStrings(langFromPath(window.location.pathname), [...CORE_NAMESPACES, ...namespaces]);
}
