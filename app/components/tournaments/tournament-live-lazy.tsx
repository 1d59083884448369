import { memo, Suspense, type ReactNode } from "react";
import { tournamentLiveCard } from "~/components/deferred-parts";
import type { LiveData } from "../../routes/live.server";

// Only a tournament being fought has a live card: its code (the match cards, the live stream's client) and the
// "live" strings load with it instead of with every tournament page, which keeps the page's initial JavaScript in
// budget. The server renders it in place; the browser hydrates it as soon as its chunk arrives.
const TournamentLiveCard = tournamentLiveCard.Component;

/** `empty`: /live's body while nothing is live (the page uses the same card, so its code stays off /live's first load too). */
// Memoized: while its code is still coming, a re-render of the page with the same data must not reach the boundary (an
// update to a boundary not yet hydrated makes React replace its server HTML with the fallback: the page jumped).
export const LazyTournamentLiveCard = memo(function LazyTournamentLiveCard({
  live,
  empty,
}: {
  live: Pick<LiveData, "live" | "position"> | null;
  empty?: ReactNode;
}) {
  if (!live) return null;
  return (
    <Suspense fallback={live.live.length === 0 ? empty : null}>
      <TournamentLiveCard live={live} empty={empty} />
    </Suspense>
  );
});
