import { memo, Suspense, type ComponentProps } from "react";
import { deferredComponent } from "~/lib/deferred-component";
import type { NewsAndPartners } from "./news-and-partners";

// Below the home page's first screen, links and pictures with nothing to do before a click: their code loads after
// hydration (issue 34: initial JavaScript ≤ 120 KB gzip). The server renders them in place and the browser hydrates
// them when the chunk has come, requested as hydration reaches them.
const Sections = deferredComponent(() =>
  import("./news-and-partners").then((module) => module.NewsAndPartners),
).Component;

// Memoized: while the code is still coming, a re-render of the page with the same data must not reach the boundary (an
// update to a boundary not yet hydrated makes React replace its server HTML with the fallback).
export const LazyNewsAndPartners = memo(function LazyNewsAndPartners(props: ComponentProps<typeof NewsAndPartners>) {
  return (
    <Suspense fallback={null}>
      <Sections {...props} />
    </Suspense>
  );
});
