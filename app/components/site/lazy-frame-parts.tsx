import { memo, Suspense } from "react";
import { deferredComponent } from "~/lib/deferred-component";
import type { SiteData } from "./use-site";

// Parts of the site's frame that nothing needs before the page is interactive, so their code loads apart from the
// shell every page loads first (issue 34: initial JavaScript ≤ 120 KB gzip). The server renders them in place; the
// browser keeps that HTML and hydrates it when the chunk has come, requested as hydration reaches them.
//
// The footer: links, social links and the copyright line, all working as plain HTML until then.
const footer = deferredComponent(() => import("./site-footer").then((module) => module.SiteFooter));
// The progress bar of a slow navigation: it draws nothing until a navigation has been pending for 150 ms.
const navigationProgress = deferredComponent(() =>
  import("./navigation-progress").then((module) => module.NavigationProgress),
);

// Sign-in and sign-out in other tabs: it re-runs the loaders when one happens, so its listener can start a moment later.
const sessionFollower = deferredComponent(() =>
  import("~/components/auth/use-session-appears").then((module) => module.SessionFollower),
);

// Memoized: a re-render of the frame with the same site data must not reach a boundary whose code is still coming
// (an update to a boundary not yet hydrated makes React replace its server HTML with the fallback).
export const LazySiteFooter = memo(function LazySiteFooter({ site }: { site: SiteData | undefined }) {
  return (
    <Suspense fallback={null}>
      <footer.Component site={site} />
    </Suspense>
  );
});

export const LazyNavigationProgress = memo(function LazyNavigationProgress() {
  return (
    <Suspense fallback={null}>
      <navigationProgress.Component />
    </Suspense>
  );
});

export const LazySessionFollower = memo(function LazySessionFollower() {
  return (
    <Suspense fallback={null}>
      <sessionFollower.Component />
    </Suspense>
  );
});
