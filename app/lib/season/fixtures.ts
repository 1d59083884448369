// A tournament's fixtures from its format: round robin, single elimination or groups then a knockout, plus a
// superfight; card order and start times on one mat. Pure: ids come from the caller.
import type { TeamMatchStage } from "../results/constants.ts";
import { bracketSize, firstRoundPairs } from "./seeding.ts";
import { roundRobin } from "./round-robin.ts";
import type { PlannedMatch, SideSource } from "./sources.ts";

export const SEASON_FORMATS = ["round_robin", "single_elimination", "groups_then_knockout"] as const;
export type SeasonFormat = (typeof SEASON_FORMATS)[number];

/** The largest knockout the stages can name (round of 64). */
export const MAX_KNOCKOUT = 64;
export const MAX_TEAMS = 64;
/** A single round robin above this would not fit a day on one mat. */
export const MAX_ROUND_ROBIN = 16;

export interface FixtureConfig {
  format: SeasonFormat;
  /** Seeding order: seed 1 first. */
  team_ids: readonly string[];
  groups?: number;
  advance_per_group?: number;
  start_at?: Date | null;
  gap_minutes?: number;
  superfight?: { home_team_id: string; away_team_id: string } | null;
}

/** A knockout round named by how many teams it starts with. */
export function knockoutStage(teamsInRound: number): TeamMatchStage {
  if (teamsInRound <= 2) return "final";
  if (teamsInRound <= 4) return "semifinal";
  if (teamsInRound <= 8) return "quarterfinal";
  if (teamsInRound <= 16) return "round_of_16";
  if (teamsInRound <= 32) return "round_of_32";
  return "round_of_64";
}

export const groupLabel = (index: number) => String.fromCharCode(65 + index);

type Draft = Omit<PlannedMatch, "card_order" | "scheduled_at">;

/** Snake order: seeds 1..G to groups A..G, then G+1.. back from G to A, so each group's strength is even. */
export function splitIntoGroups<T>(seeded: readonly T[], groups: number): T[][] {
  const result: T[][] = Array.from({ length: groups }, () => []);
  seeded.forEach((item, index) => {
    const row = Math.floor(index / groups);
    const col = index % groups;
    result[row % 2 === 0 ? col : groups - 1 - col]!.push(item);
  });
  return result;
}

function roundRobinDrafts(teams: readonly string[], group: string | null, newId: () => string): Draft[] {
  return roundRobin(teams.length).map((pairing) => ({
    id: newId(),
    stage: "round_robin",
    stage_round: pairing.round,
    group_label: group,
    home: { team_id: teams[pairing.home]! },
    away: { team_id: teams[pairing.away]! },
  }));
}

const sameGroup = (a: SideSource, b: SideSource) => "group" in a && "group" in b && a.group === b.group;

/**
 * A knockout for entrants in seed order: round one by the 1-v-N order, a bye sends a top seed straight into round
 * two (no match is made for it), and each later match takes the winners of the two before it, the better seed's
 * slot at home. Answers the rounds in order.
 */
export function knockoutDrafts(entrants: readonly SideSource[], newId: () => string): Draft[][] {
  const size = bracketSize(entrants.length);
  const pairs = firstRoundPairs(entrants.length);
  const lower = pairs.map(([, low]) => (low === null ? null : entrants[low - 1]!));
  const rounds: Draft[][] = [];
  let slots: SideSource[] = [];
  const first: Draft[] = [];
  pairs.forEach(([high], i) => {
    const home = entrants[high - 1]!;
    const away = lower[i];
    if (!away) return void slots.push(home);
    const match: Draft = { id: newId(), stage: knockoutStage(size), stage_round: null, group_label: null, home, away };
    first.push(match);
    slots.push({ from_team_match_id: match.id, outcome: "winner" });
  });
  if (first.length > 0) rounds.push(first);
  for (let teams = size / 2; teams >= 2; teams /= 2) {
    const round: Draft[] = [];
    const next: SideSource[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const match: Draft = {
        id: newId(),
        stage: knockoutStage(teams),
        stage_round: null,
        group_label: null,
        home: slots[i]!,
        away: slots[i + 1]!,
      };
      round.push(match);
      next.push({ from_team_match_id: match.id, outcome: "winner" });
    }
    rounds.push(round);
    slots = next;
  }
  for (const round of rounds) keepGroupmatesApart(round);
  return rounds;
}

/**
 * Two teams of one group do not meet in their first knockout match when swapping the away side with another match
 * of the same round avoids it (only matches whose both sides are group places are touched).
 */
function keepGroupmatesApart(round: Draft[]) {
  const direct = round.filter((match) => "group" in match.home && "group" in match.away);
  for (const match of direct) {
    if (!sameGroup(match.home, match.away)) continue;
    const other = direct.find(
      (candidate) =>
        candidate !== match && !sameGroup(match.home, candidate.away) && !sameGroup(candidate.home, match.away),
    );
    if (other) [match.away, other.away] = [other.away, match.away];
  }
}

/** Interleaves the groups' rounds: round 1 of every group, then round 2, … so no team fights twice in a row. */
function byRound(groups: Draft[][]): Draft[] {
  const rounds = Math.max(0, ...groups.flat().map((draft) => draft.stage_round ?? 0));
  const out: Draft[] = [];
  for (let round = 1; round <= rounds; round++)
    for (const group of groups) out.push(...group.filter((draft) => draft.stage_round === round));
  return out;
}

/** The plan, in card order, each team match `gap_minutes` after the one before it from `start_at` (one mat). */
export function planFixtures(config: FixtureConfig, newId: () => string = () => crypto.randomUUID()): PlannedMatch[] {
  const teams = config.team_ids;
  let drafts: Draft[];
  if (config.format === "round_robin") {
    drafts = byRound([roundRobinDrafts(teams, null, newId)]);
  } else if (config.format === "single_elimination") {
    drafts = knockoutDrafts(
      teams.map((team_id) => ({ team_id })),
      newId,
    ).flat();
  } else {
    const groupCount = config.groups ?? 2;
    const advance = config.advance_per_group ?? 2;
    const groups = splitIntoGroups(teams, groupCount);
    const groupDrafts = byRound(groups.map((members, index) => roundRobinDrafts(members, groupLabel(index), newId)));
    // Winners are seeds 1..G, runners-up G+1..2G, and so on: the standard order keeps group winners apart.
    const entrants: SideSource[] = [];
    for (let place = 1; place <= advance; place++)
      for (let index = 0; index < groupCount; index++) entrants.push({ group: groupLabel(index), place });
    drafts = [...groupDrafts, ...knockoutDrafts(entrants, newId).flat()];
  }
  if (config.superfight) {
    const superfight: Draft = {
      id: newId(),
      stage: "superfight",
      stage_round: null,
      group_label: null,
      home: { team_id: config.superfight.home_team_id },
      away: { team_id: config.superfight.away_team_id },
    };
    // The co-main event: just before the final (or last, without one).
    const finalIndex = drafts.findIndex((draft) => draft.stage === "final");
    drafts.splice(finalIndex === -1 ? drafts.length : finalIndex, 0, superfight);
  }
  const gapMs = (config.gap_minutes ?? 30) * 60_000;
  return drafts.map((draft, index) => ({
    ...draft,
    card_order: index + 1,
    scheduled_at: config.start_at ? new Date(config.start_at.getTime() + index * gapMs) : null,
  }));
}
