// A tournament's bracket as the API and the tournament page read it: the stages in card order, each team match with
// its two sides (a team, or where it comes from until known), its score and decision; each group's table.
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { TEAM_MATCH_STAGES, type MatchStatus, type TeamMatchStage } from "../../../app/lib/results/constants.ts";
import { groupStandings, type GroupRow } from "../../../app/lib/season/group-standings.ts";
import type { SeasonFormat } from "../../../app/lib/season/fixtures.ts";
import type { SlotSource } from "../../../app/lib/season/sources.ts";
import type { DecidedBy } from "../../../app/lib/season/tie-break.ts";
import type { Database } from "../../db/client.server.ts";
import { teamMatches, teams, tournamentFormats } from "../../db/schema.ts";
import { rosterRatings } from "../results/standings.server.ts";
import { readDecisions } from "./decisions.server.ts";

/** A known side, or the source it waits on. */
export type BracketSide =
  | { team_id: string; name: string; name_ru: string | null; logo_url: string | null }
  | SlotSource;

export interface BracketMatch {
  id: string;
  card_order: number;
  stage: TeamMatchStage;
  stage_round: number | null;
  group_label: string | null;
  scheduled_at: Date | null;
  status: MatchStatus;
  home: BracketSide;
  away: BracketSide;
  score: { home: number; away: number };
  winner_team_id: string | null;
  decided_by: DecidedBy | null;
}

export interface BracketStage {
  stage: TeamMatchStage;
  team_matches: BracketMatch[];
}

export interface BracketGroup {
  group: string;
  standings: (GroupRow & { name: string; name_ru: string | null })[];
}

export interface Bracket {
  tournament_id: string;
  format: SeasonFormat | null;
  /** Places going through from each group (null without groups). */
  advance_per_group: number | null;
  stages: BracketStage[];
  groups: BracketGroup[];
}

const homeTeam = alias(teams, "bracket_home");
const awayTeam = alias(teams, "bracket_away");

/**
 * The bracket of a card generated from a format, or null for a card typed by hand (the public page shows the list
 * alone then): the format is read first, so a typed card costs one indexed probe, not its team matches and bouts.
 */
export async function readFormatBracket(db: Database, tournamentId: string): Promise<Bracket | null> {
  const format = await readFormat(db, tournamentId);
  return format ? readBracket(db, tournamentId, Promise.resolve(format)) : null;
}

const readFormat = async (db: Database, tournamentId: string) =>
  (
    await db
      .select({ config: tournamentFormats.config })
      .from(tournamentFormats)
      .where(eq(tournamentFormats.tournament_id, tournamentId))
  )[0];

/** Team matches with teams beside the format, then their bouts beside the teams' ratings (when grouped). */
export async function readBracket(
  db: Database,
  tournamentId: string,
  formatRead = readFormat(db, tournamentId),
): Promise<Bracket> {
  const [rows, format] = await Promise.all([
    db
      .select({
        id: teamMatches.id,
        card_order: teamMatches.card_order,
        stage: teamMatches.stage,
        stage_round: teamMatches.stage_round,
        group_label: teamMatches.group_label,
        scheduled_at: teamMatches.scheduled_at,
        status: teamMatches.status,
        home_source: teamMatches.home_source,
        away_source: teamMatches.away_source,
        home: { id: homeTeam.id, name: homeTeam.name, name_ru: homeTeam.name_ru, logo_url: homeTeam.logo_url },
        away: { id: awayTeam.id, name: awayTeam.name, name_ru: awayTeam.name_ru, logo_url: awayTeam.logo_url },
      })
      .from(teamMatches)
      .leftJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
      .leftJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
      .where(eq(teamMatches.tournament_id, tournamentId))
      .orderBy(asc(teamMatches.card_order), asc(teamMatches.id)),
    formatRead,
  ]);
  // The group tables' ratings are read beside the decisions (they need only the teams).
  const grouped = rows.some((row) => row.group_label !== null);
  const teamIds = [
    ...new Set(rows.flatMap((row) => [row.home?.id, row.away?.id]).filter((team): team is string => Boolean(team))),
  ];
  const [decisions, ratings] = await Promise.all([
    readDecisions(
      db,
      rows.map((row) => row.id),
    ),
    grouped ? rosterRatings(db, teamIds) : new Map<string, number>(),
  ]);
  const side = (
    team: { id: string | null; name: string | null; name_ru: string | null; logo_url: string | null } | null,
    source: SlotSource | null,
  ): BracketSide =>
    team?.id
      ? { team_id: team.id, name: team.name!, name_ru: team.name_ru, logo_url: team.logo_url }
      : (source ?? { group: "?", place: 0 });
  const matches: BracketMatch[] = rows.map((row) => {
    const decision = decisions.get(row.id)!;
    const winnerId = decision.winner === "home" ? row.home?.id : decision.winner === "away" ? row.away?.id : null;
    return {
      id: row.id,
      card_order: row.card_order,
      stage: row.stage,
      stage_round: row.stage_round,
      group_label: row.group_label,
      scheduled_at: row.scheduled_at,
      status: row.status,
      home: side(row.home, row.home_source),
      away: side(row.away, row.away_source),
      score: decision.score,
      winner_team_id: winnerId ?? null,
      decided_by: decision.decided_by,
    };
  });
  // Stages in the order they first appear on the card; the knockout's by its rounds.
  const stages: BracketStage[] = [];
  for (const match of matches) {
    const stage = stages.find((entry) => entry.stage === match.stage);
    if (stage) stage.team_matches.push(match);
    else stages.push({ stage: match.stage, team_matches: [match] });
  }
  const rank = (stage: TeamMatchStage) =>
    stage === "superfight" ? TEAM_MATCH_STAGES.indexOf("final") - 0.5 : TEAM_MATCH_STAGES.indexOf(stage);
  stages.sort((a, b) => rank(a.stage) - rank(b.stage));
  return {
    tournament_id: tournamentId,
    format: format?.config.format ?? null,
    advance_per_group: format?.config.advance_per_group ?? null,
    stages,
    groups: groupTables(matches, decisions, ratings),
  };
}

function groupTables(
  matches: readonly BracketMatch[],
  decisions: Awaited<ReturnType<typeof readDecisions>>,
  ratings: ReadonlyMap<string, number>,
): BracketGroup[] {
  const labels = [
    ...new Set(matches.map((match) => match.group_label).filter((label): label is string => label !== null)),
  ].sort();
  if (labels.length === 0) return [];
  const names = new Map<string, { name: string; name_ru: string | null }>();
  for (const match of matches)
    for (const s of [match.home, match.away])
      if ("team_id" in s) names.set(s.team_id, { name: s.name, name_ru: s.name_ru });
  return labels.map((group) => {
    const members = matches.filter((match) => match.group_label === group);
    const teamIds: string[] = [];
    for (const match of members)
      for (const s of [match.home, match.away])
        if ("team_id" in s && !teamIds.includes(s.team_id)) teamIds.push(s.team_id);
    const games = members.flatMap((match) => {
      const decision = decisions.get(match.id)!;
      if (!("team_id" in match.home) || !("team_id" in match.away)) return [];
      return [
        {
          home: match.home.team_id,
          away: match.away.team_id,
          winner: decision.winner,
          score: decision.score,
          submissions: decision.submissions,
        },
      ];
    });
    return {
      group,
      standings: groupStandings(teamIds, games, ratings).map((row) => ({
        ...row,
        name: names.get(row.team_id)?.name ?? "",
        name_ru: names.get(row.team_id)?.name_ru ?? null,
      })),
    };
  });
}
