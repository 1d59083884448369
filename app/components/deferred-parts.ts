// The parts of pages whose code loads apart from their route (see each one's wrapper for why), declared in one small
// module so entry.client.tsx can preload them at idle without pulling their code into the first page's JavaScript.
import { pageStrings } from "~/i18n/page-strings";
import { deferredComponent } from "~/lib/deferred-component";

/** A finished tournament's bouts (tournament-results-lazy.tsx); they use the "athlete" strings. */
export const tournamentResults = deferredComponent(() =>
  Promise.all([import("./tournaments/tournament-results"), pageStrings("athlete")]).then(
    ([module]) => module.TournamentResults,
  ),
);

/** A profile's Fights tab: bouts table, rating chart, "Compare with…" (profile-tabs.tsx). */
export const fightsTab = deferredComponent(() => import("./athletes/fights-tab").then((module) => module.FightsTab));

/** The live card of a tournament being fought (tournament-live-lazy.tsx): loaded only where one is shown. */
export const tournamentLiveCard = deferredComponent(() =>
  Promise.all([import("./live/tournament-live-card"), pageStrings("live")]).then(
    ([module]) => module.TournamentLiveCard,
  ),
);

/** The Follow control on athlete, team and tournament pages and cards (follow-button-lazy.tsx). */
export const followButton = deferredComponent(() =>
  import("./fans/follow-button").then((module) => module.FollowButton),
);

/** An event's card on /events and the home page, and an athlete's on /athletes (cards-lazy.tsx). */
export const tournamentCard = deferredComponent(() =>
  import("./tournaments/tournament-card").then((module) => module.TournamentCard),
);
export const athleteCard = deferredComponent(() =>
  import("./athletes/athlete-card").then((module) => module.AthleteCard),
);
