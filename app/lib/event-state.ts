// One derivation of where an event stands, from the two facts that decide it: the status an admin set and whether a
// bout of it is on the mat. The status badge, the home page's banner, /live, a tournament's live card, its Watch
// button and its card's heading all read it from here, so no two of them can disagree.
import type { TournamentStatus } from "./league-constants";

export interface EventFacts {
  /** The status as an admin set it. */
  status: TournamentStatus;
  /** A bout of the event is being fought now (a bout's status `live`). */
  on_the_mat: boolean;
}

export interface EventState {
  /** What every badge shows: live while a bout is on the mat, whatever the status says. */
  phase: TournamentStatus;
  /** The broadcast button's label: the stream while live, the replay once completed, where to watch before. */
  watch: "watchLive" | "watchReplay" | "whereToWatch";
  /** The live card (on the event's page) and the home page's LIVE lead show while live. */
  live: boolean;
  /** The heading of the event's card: results once it is over, the fight card before and while it is fought. */
  cardHeading: "results" | "fightCard";
}

export function eventState(facts: EventFacts): EventState {
  const phase: TournamentStatus = facts.on_the_mat ? "live" : facts.status;
  return {
    phase,
    watch: phase === "live" ? "watchLive" : phase === "completed" ? "watchReplay" : "whereToWatch",
    live: phase === "live",
    cardHeading: phase === "completed" ? "results" : "fightCard",
  };
}

/**
 * The home page's and /live's "next event" (its countdown): the soonest that has not begun — its start still ahead
 * and neither live nor completed. Events in date order; `undefined` when none is left.
 */
export function nextEvent<Event extends EventFacts & { event_date: Date | string }>(
  events: readonly Event[],
  now: Date | number,
): Event | undefined {
  const at = now instanceof Date ? now.getTime() : now;
  return events.find((event) => eventState(event).phase === "upcoming" && new Date(event.event_date).getTime() > at);
}

/** The event a home page leads with as LIVE: the first being fought. */
export function liveEvent<Event extends EventFacts>(events: readonly Event[]): Event | undefined {
  return events.find((event) => eventState(event).live);
}

/**
 * Why a status an admin asks for contradicts the mat: an event cannot be completed while a bout of it is being fought
 * (the scorekeeper finishes it first). `null` when the change agrees with it.
 */
export function statusConflict(next: TournamentStatus, facts: Pick<EventFacts, "on_the_mat">): "boutOnTheMat" | null {
  return next === "completed" && facts.on_the_mat ? "boutOnTheMat" : null;
}

/**
 * One mat per event: one bout is "up next" on it. Each team match derives its own bouts' stages
 * (team-match-score.ts); across the event's card the "up next" that stays is the one of the team match being fought
 * (a bout of it on the mat or fought, another still to come), else the first in card order; any other (the next team
 * match's first bout while this one is still on) waits as "later".
 */
export function oneUpNextPerMat<Bout extends { stage: string }, Match extends { bouts: readonly Bout[] }>(
  matches: readonly Match[],
): Match[] {
  const hasUpNext = (match: Match) => match.bouts.some((bout) => bout.stage === "up_next");
  const underway = (match: Match) =>
    hasUpNext(match) && match.bouts.some((bout) => bout.stage === "on_the_mat" || bout.stage === "completed");
  const keep = matches.find(underway) ?? matches.find(hasUpNext);
  return matches.map((match) =>
    match === keep || !hasUpNext(match)
      ? match
      : { ...match, bouts: match.bouts.map((bout) => (bout.stage === "up_next" ? { ...bout, stage: "later" } : bout)) },
  );
}
