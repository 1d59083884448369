import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { athleteCard, fightsTab, followButton, tournamentCard, tournamentResults } from "./components/deferred-parts";
import { constrainedConnection } from "./components/site/localized-link";
import { loadStrings } from "./i18n/i18n";
import { CORE_NAMESPACES, PUBLIC_PAGE_NAMESPACES } from "./i18n/namespaces";
import { langFromPath } from "./lib/language";
import { loadWhenIdle } from "./lib/when-idle";

// The page's strings must be in place before hydration, or the first render would not match the
// server's. The route modules loaded their own strings already (page-strings.ts); the core ones are awaited here too
// for a route that names none.
const lang = langFromPath(window.location.pathname);
void loadStrings(lang, CORE_NAMESPACES).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  // Once the page is idle, one at a time (lib/when-idle.ts): the keeper of prefetched data (it is not needed to show the
  // page, so it stays out of the JavaScript loaded before hydration), the parts of pages that load apart from their
  // route (a tournament's bouts, a profile's Fights tab, the Follow control, the cards) and the other public pages'
  // strings (a few KB each), as link prefetching does for routes' code and data: a click then shows the page whole,
  // not a "Loading…" in it. Not on a connection that asks to save data, where links prefetch nothing.
  if (!constrainedConnection()) {
    loadWhenIdle([
      () => import("./lib/prefetched-data").then(({ keepPrefetchedData }) => keepPrefetchedData(window)),
      () => tournamentResults.preload(),
      () => fightsTab.preload(),
      ...[followButton, tournamentCard, athleteCard].map((part) => () => part.preload()),
      ...PUBLIC_PAGE_NAMESPACES.map((namespace) => () => loadStrings(lang, [namespace])),
    ]);
  }
});
