import { memo, Suspense, type ComponentProps } from "react";
import { deferredComponent } from "~/lib/deferred-component";
import type { MonthCalendar } from "./month-calendar";

// /events shows its list by default; the month grid's code loads apart (issue 34: initial JavaScript ≤ 120 KB gzip),
// once the page has hydrated (`preloadMonthCalendar`), so a click on "Month" finds it loaded. Opened on the month view,
// the server renders the grid in place and the browser hydrates it when the chunk has come.
const monthCalendar = deferredComponent(() => import("./month-calendar").then((module) => module.MonthCalendar));
const Calendar = monthCalendar.Component;

export const preloadMonthCalendar = () => void monthCalendar.preload().catch(() => undefined);

// Memoized: while its code is still coming, a re-render of the page with the same data (a navigation starting) must not
// reach the boundary (an update to a boundary not yet hydrated makes React replace its server HTML with the fallback).
export const LazyMonthCalendar = memo(function LazyMonthCalendar(props: ComponentProps<typeof MonthCalendar>) {
  return (
    <Suspense fallback={null}>
      <Calendar {...props} />
    </Suspense>
  );
});
