// Where the tournament page's links to a team match go: its entry on the card (tournament-results.tsx) once both teams
// are known, else its box in the bracket (tournament-bracket.tsx). Used by the bracket and by Road to the final.
import type { BracketMatch } from "../../../server/league/season/bracket.server.ts";

/** The card's anchor for a team match (tournament-results.tsx). */
export const teamMatchAnchor = (id: string) => `team-match-${id}`;
/** The bracket's own box for a team match: where links go while its teams are not both known. */
export const bracketMatchAnchor = (id: string) => `bracket-match-${id}`;

/**
 * Whether the card below the bracket has an entry for the team match: the public card lists it once both its teams
 * are known (until then the bracket's box is all there is); the admin's card lists every team match (`listsAll`).
 */
export const isOnCard = (match: Pick<BracketMatch, "home" | "away">, listsAll: boolean) =>
  listsAll || ("team_id" in match.home && "team_id" in match.away);

/** Where a link to a team match of the bracket goes: its card, or its box while a team is still to come. */
export const bracketMatchHref = (match: Pick<BracketMatch, "id" | "home" | "away">, listsAll: boolean) =>
  `#${isOnCard(match, listsAll) ? teamMatchAnchor(match.id) : bracketMatchAnchor(match.id)}`;
