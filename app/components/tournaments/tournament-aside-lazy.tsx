import { memo, Suspense, type ComponentProps } from "react";
import { deferredComponent } from "~/lib/deferred-component";
import type { TournamentAside } from "./tournament-aside";

// A tournament page's side column — prize pool, venue, the rules' and the calendar's download links — has nothing to
// do before a click, so its code loads after hydration (issue 34: initial JavaScript ≤ 120 KB gzip). The server
// renders it in place and the browser hydrates it when the chunk has come, requested as hydration reaches it.
const Aside = deferredComponent(() => import("./tournament-aside").then((module) => module.TournamentAside)).Component;

// Memoized: while its code is still coming, a re-render of the page with the same data (a live event's page reloads
// its data) must not reach the boundary (an update to a boundary not yet hydrated makes React replace its server HTML
// with the fallback).
export const LazyTournamentAside = memo(function LazyTournamentAside(props: ComponentProps<typeof TournamentAside>) {
  return (
    <Suspense fallback={null}>
      <Aside {...props} />
    </Suspense>
  );
});
