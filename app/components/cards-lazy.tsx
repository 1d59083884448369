import { memo, Suspense, type ComponentProps } from "react";
import { athleteCard, tournamentCard } from "~/components/deferred-parts";
import type { AthleteCard } from "./athletes/athlete-card";
import type { TournamentCard } from "./tournaments/tournament-card";

// The cards of the directory, the calendar and the home page: pictures, names and links, nothing to do before a click.
// Their code loads after hydration (issue 34: initial JavaScript ≤ 120 KB gzip) — requested as hydration reaches them,
// and at idle on every page, so a navigation or a new page of results finds it loaded. The server renders them in
// place, so they paint (pictures included) with the HTML and their links work as links meanwhile; the browser keeps
// that HTML and hydrates each card when the chunk has come.
const Tournament = tournamentCard.Component;
const Athlete = athleteCard.Component;

// Memoized: while their code is still coming, a re-render of the list with the same data must not reach a card's
// boundary (an update to a boundary not yet hydrated makes React replace its server HTML with the fallback).
export const LazyTournamentCard = memo(function LazyTournamentCard(props: ComponentProps<typeof TournamentCard>) {
  return (
    <Suspense fallback={null}>
      <Tournament {...props} />
    </Suspense>
  );
});

export const LazyAthleteCard = memo(function LazyAthleteCard(props: ComponentProps<typeof AthleteCard>) {
  return (
    <Suspense fallback={null}>
      <Athlete {...props} />
    </Suspense>
  );
});
