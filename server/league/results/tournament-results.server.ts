// A tournament's card as the public page shows it (the API's shape is results-reads.server.ts): its team matches in card order, each with its bouts, the
// athletes and teams named, and the score and winner derived from the bouts (never stored).
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BoutMethod, type MatchStatus, type TeamMatchStage } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, teamMatches, teams } from "../../db/schema.ts";
import { cardBoutColumns } from "./bout-columns.server.ts";
import { teamMatchScore } from "./team-match-score.ts";

export interface ResultTeam {
  id: string;
  name: string;
  logo_url: string | null;
}

export interface ResultAthlete {
  id: string;
  full_name: string;
  country: string;
  photo_url: string | null;
}

export interface ResultBout {
  id: string;
  bout_order: number;
  exhibition: boolean;
  weight_class: string;
  status: MatchStatus;
  winner_id: string | null;
  method: BoutMethod | null;
  technique: string | null;
  round: number | null;
  time_seconds: number | null;
  score_a: number;
  score_b: number;
  /** Side a is the home team's athlete, side b the away team's. */
  a: ResultAthlete;
  b: ResultAthlete;
}

export interface ResultTeamMatch {
  id: string;
  stage: TeamMatchStage;
  stage_round: number | null;
  card_order: number;
  scheduled_at: Date | null;
  status: MatchStatus;
  home: ResultTeam;
  away: ResultTeam;
  score: { home: number; away: number };
  /** The team that won two bouts first; null until one has. */
  winner_team_id: string | null;
  bouts: ResultBout[];
}

/** Champion and runner-up from the tournament's completed final, when one is recorded. */
export function finalPlacings(matches: readonly ResultTeamMatch[]): { champion: ResultTeam; runnerUp: ResultTeam } | null {
  const final = matches.find((match) => match.stage === "final" && match.status === "completed" && match.winner_team_id);
  if (!final) return null;
  const homeWon = final.winner_team_id === final.home.id;
  return { champion: homeWon ? final.home : final.away, runnerUp: homeWon ? final.away : final.home };
}

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const athleteA = alias(athletes, "athlete_a");
const athleteB = alias(athletes, "athlete_b");
const athleteColumns = (table: typeof athleteA | typeof athleteB) => ({ id: table.id, full_name: table.full_name, country: table.country, photo_url: table.photo_url });

/** Two indexed reads: the team matches by (tournament, card order), then their bouts by (team match, bout order). */
export async function getTournamentCard(db: Database, tournamentId: string): Promise<ResultTeamMatch[]> {
  const matches = await db
    .select({
      id: teamMatches.id,
      stage: teamMatches.stage,
      stage_round: teamMatches.stage_round,
      card_order: teamMatches.card_order,
      scheduled_at: teamMatches.scheduled_at,
      status: teamMatches.status,
      home: { id: home.id, name: home.name, logo_url: home.logo_url },
      away: { id: away.id, name: away.name, logo_url: away.logo_url },
    })
    .from(teamMatches)
    .innerJoin(home, eq(home.id, teamMatches.home_team_id))
    .innerJoin(away, eq(away.id, teamMatches.away_team_id))
    .where(eq(teamMatches.tournament_id, tournamentId))
    .orderBy(asc(teamMatches.card_order), asc(teamMatches.id));
  if (matches.length === 0) return [];

  const rows = await db
    .select({
      ...cardBoutColumns,
      a: athleteColumns(athleteA),
      b: athleteColumns(athleteB),
    })
    .from(bouts)
    .innerJoin(athleteA, eq(athleteA.id, bouts.athlete_a_id))
    .innerJoin(athleteB, eq(athleteB.id, bouts.athlete_b_id))
    .where(inArray(bouts.team_match_id, matches.map((match) => match.id)))
    .orderBy(asc(bouts.team_match_id), asc(bouts.bout_order));

  const byMatch = new Map<string, ResultBout[]>();
  for (const { team_match_id, ...bout } of rows) {
    const list = byMatch.get(team_match_id) ?? [];
    list.push(bout);
    byMatch.set(team_match_id, list);
  }
  return matches.map((match) => {
    const matchBouts = byMatch.get(match.id) ?? [];
    const { home: homeScore, away: awayScore, winner } = teamMatchScore(matchBouts.map((bout) => ({ ...bout, athlete_a_id: bout.a.id })));
    const winner_team_id = winner === "home" ? match.home.id : winner === "away" ? match.away.id : null;
    return { ...match, bouts: matchBouts, score: { home: homeScore, away: awayScore }, winner_team_id };
  });
}
