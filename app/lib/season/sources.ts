// Where a side of a team match comes from: a known team, or a result that is not in yet.
import type { TeamMatchStage } from "../results/constants.ts";

/** The winner or loser of an earlier team match. */
export interface MatchSource {
  from_team_match_id: string;
  outcome: "winner" | "loser";
}
/** A finishing place in a round-robin group. */
export interface GroupSource {
  group: string;
  place: number;
}
export type SlotSource = MatchSource | GroupSource;
/** A side as a fixture plan holds it: a team, or a source resolved from results. */
export type SideSource = { team_id: string } | SlotSource;

export const isMatchSource = (side: SideSource | null): side is MatchSource =>
  side !== null && "from_team_match_id" in side;
export const isGroupSource = (side: SideSource | null): side is GroupSource => side !== null && "group" in side;
export const isTeamSide = (side: SideSource | null): side is { team_id: string } => side !== null && "team_id" in side;

/** One team match of a plan: what the generator makes and the stored rows are read back as. */
export interface PlannedMatch {
  id: string;
  stage: TeamMatchStage;
  /** Round-robin round within its group; null in the knockout. */
  stage_round: number | null;
  /** Group label ("A", "B", …) for group matches; null otherwise. */
  group_label: string | null;
  card_order: number;
  scheduled_at: Date | null;
  home: SideSource;
  away: SideSource;
}
