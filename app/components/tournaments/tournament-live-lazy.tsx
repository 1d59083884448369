import { Suspense } from "react";
import { tournamentLiveCard } from "~/components/deferred-parts";
import type { LiveData } from "../../routes/live.server";

// Only a tournament being fought has a live card: its code (the match cards, the live stream's client) and the
// "live" strings load with it instead of with every tournament page, which keeps the page's initial JavaScript in
// budget. The server renders it in place; the browser hydrates it as soon as its chunk arrives.
const TournamentLiveCard = tournamentLiveCard.Component;

export function LazyTournamentLiveCard({ live }: { live: Pick<LiveData, "live" | "position"> | null }) {
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <TournamentLiveCard live={live} />
    </Suspense>
  );
}
