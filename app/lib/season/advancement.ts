// Advancement, derived: each side of each team match from its source and the results so far. Never typed, never
// stored on its own — the stored team ids are this function's answer, rewritten in the same transaction as a result.
import { groupStandings, type GroupMatch } from "./group-standings.ts";
import { isGroupSource, isMatchSource, isTeamSide, type SideSource } from "./sources.ts";
import type { Side } from "./tie-break.ts";

/** A team match as advancement reads it. A side whose source is null is a team typed by hand: `team_id` holds it. */
export interface BracketMatch {
  id: string;
  group_label: string | null;
  home_source: SideSource | null;
  away_source: SideSource | null;
  home_team_id: string | null;
  away_team_id: string | null;
}

/** What the results say about one team match (its decision and the counts group standings use). */
export interface MatchOutcome {
  winner: Side | null;
  score: { home: number; away: number };
  submissions: { home: number; away: number };
}

export interface ResolvedSides {
  home_team_id: string | null;
  away_team_id: string | null;
}

const NO_OUTCOME: MatchOutcome = { winner: null, score: { home: 0, away: 0 }, submissions: { home: 0, away: 0 } };

/**
 * Every team match's two teams (null while unknown). A group place is known when every match of the group is
 * decided; a winner or loser when that team match is decided and both its teams are known. Group order seeds from
 * the order the group's teams first appear on the card (the plan's seeding).
 */
export function resolveBracket(
  matches: readonly BracketMatch[],
  outcomes: ReadonlyMap<string, MatchOutcome>,
  ratings: ReadonlyMap<string, number | null> = new Map(),
): Map<string, ResolvedSides> {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const resolved = new Map<string, ResolvedSides>();
  const places = new Map<string, (string | null)[]>();
  const visiting = new Set<string>();

  const sideOf = (match: BracketMatch, side: Side): string | null => {
    const source = side === "home" ? match.home_source : match.away_source;
    const typed = side === "home" ? match.home_team_id : match.away_team_id;
    if (source === null) return typed;
    if (isTeamSide(source)) return source.team_id;
    if (isMatchSource(source)) {
      const from = byId.get(source.from_team_match_id);
      if (!from) return null;
      const sides = resolve(from);
      const winner = (outcomes.get(from.id) ?? NO_OUTCOME).winner;
      if (!winner || !sides.home_team_id || !sides.away_team_id) return null;
      const winning = winner === "home" ? sides.home_team_id : sides.away_team_id;
      const losing = winner === "home" ? sides.away_team_id : sides.home_team_id;
      return source.outcome === "winner" ? winning : losing;
    }
    if (isGroupSource(source)) return (groupPlaces(source.group)[source.place - 1] ?? null) as string | null;
    return null;
  };

  function resolve(match: BracketMatch): ResolvedSides {
    const known = resolved.get(match.id);
    if (known) return known;
    // A source cycle (only a hand-made one could have it) resolves to unknown rather than looping.
    if (visiting.has(match.id)) return { home_team_id: null, away_team_id: null };
    visiting.add(match.id);
    const sides = { home_team_id: sideOf(match, "home"), away_team_id: sideOf(match, "away") };
    visiting.delete(match.id);
    resolved.set(match.id, sides);
    return sides;
  }

  function groupPlaces(group: string): (string | null)[] {
    const known = places.get(group);
    if (known) return known;
    places.set(group, []);
    const members = matches.filter((match) => match.group_label === group);
    const teams: string[] = [];
    const games: GroupMatch[] = [];
    let complete = members.length > 0;
    for (const match of members) {
      const sides = resolve(match);
      for (const team of [sides.home_team_id, sides.away_team_id]) if (team && !teams.includes(team)) teams.push(team);
      const outcome = outcomes.get(match.id) ?? NO_OUTCOME;
      if (!sides.home_team_id || !sides.away_team_id || !outcome.winner) {
        complete = false;
        continue;
      }
      games.push({ home: sides.home_team_id, away: sides.away_team_id, ...outcome });
    }
    const order = complete ? groupStandings(teams, games, ratings).map((row) => row.team_id) : [];
    places.set(group, order);
    return order;
  }

  for (const match of matches) resolve(match);
  return resolved;
}

/** The team matches whose teams the new answer changes, with the teams they get. */
export function changedSides(matches: readonly BracketMatch[], resolved: ReadonlyMap<string, ResolvedSides>) {
  return matches.flatMap((match) => {
    const next = resolved.get(match.id)!;
    return next.home_team_id === match.home_team_id && next.away_team_id === match.away_team_id
      ? []
      : [{ id: match.id, ...next }];
  });
}
