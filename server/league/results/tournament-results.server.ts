// A tournament's card as the public page shows it (the API's shape is results-reads.server.ts): its team matches in card order, each with its bouts, the
// athletes and teams named, and the score and winner derived from the bouts (never stored).
import { asc, eq, sql } from "drizzle-orm";
import type { MatchStatus, TeamMatchStage } from "../../../app/lib/results/constants.ts";
import type { DecidedBy } from "../../../app/lib/season/tie-break.ts";
import type { Database } from "../../db/client.server.ts";
import { prepared } from "../../db/prepared.server.ts";
import { teamMatches } from "../../db/schema.ts";
import {
  awayTeam,
  boutsByTeamMatch,
  homeTeam,
  readCardBouts,
  teamMatchSides,
  type CardBout,
} from "./card-reads.server.ts";
import { oneUpNextPerMat } from "../../../app/lib/event-state.ts";
import { teamMatchProgress, type BoutStage } from "./team-match-score.ts";

export interface ResultTeam {
  id: string;
  name: string;
  /** The Russian name: the page's loader picks one (localizeNames). */
  name_ru: string | null;
  logo_url: string | null;
}

export type ResultAthlete = CardBout["a"];

/** A bout on the tournament's card, with where it stands (fought, on the mat, up next, later). */
export type ResultBout = Omit<CardBout, "team_match_id" | "athlete_a_id"> & { stage: BoutStage };

export interface ResultTeamMatch {
  id: string;
  stage: TeamMatchStage;
  stage_round: number | null;
  card_order: number;
  scheduled_at: Date | null;
  /** Derived from the bouts (team-match-score.ts), like the score. */
  status: MatchStatus;
  home: ResultTeam;
  away: ResultTeam;
  score: { home: number; away: number };
  /** The team that won (two bouts, or the tie-break ladder: `decided_by`); null until decided. */
  winner_team_id: string | null;
  decided_by: DecidedBy | null;
  bouts: ResultBout[];
}

/** Champion and runner-up from the tournament's completed final, when one is recorded. */
export function finalPlacings(
  matches: readonly ResultTeamMatch[],
): { champion: ResultTeam; runnerUp: ResultTeam } | null {
  const final = matches.find(
    (match) => match.stage === "final" && match.status === "completed" && match.winner_team_id,
  );
  if (!final) return null;
  const homeWon = final.winner_team_id === final.home.id;
  return { champion: homeWon ? final.home : final.away, runnerUp: homeWon ? final.away : final.home };
}

/** Two indexed reads: the team matches by (tournament, card order), then their bouts by (team match, bout order). */
const cardTeamMatchesQuery = (db: Database, name: string) =>
  db
    .select({
      id: teamMatches.id,
      stage: teamMatches.stage,
      stage_round: teamMatches.stage_round,
      card_order: teamMatches.card_order,
      scheduled_at: teamMatches.scheduled_at,
      status: teamMatches.status,
      winner_team_id: teamMatches.winner_team_id,
      decided_by: teamMatches.decided_by,
      ...teamMatchSides,
    })
    .from(teamMatches)
    .innerJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
    .innerJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
    .where(eq(teamMatches.tournament_id, sql.placeholder("tournamentId")))
    .orderBy(asc(teamMatches.card_order), asc(teamMatches.id))
    .prepare(name);

export async function getTournamentCard(db: Database, tournamentId: string): Promise<ResultTeamMatch[]> {
  const matches = await prepared(db, "card_team_matches", cardTeamMatchesQuery).execute({ tournamentId });
  const byMatch = boutsByTeamMatch(
    await readCardBouts(
      db,
      matches.map((match) => match.id),
    ),
  );
  // One mat per event: one bout of the card is "up next" (app/lib/event-state.ts).
  return oneUpNextPerMat<ResultBout, ResultTeamMatch>(
    matches.map((match) => {
      const matchBouts = byMatch.get(match.id) ?? [];
      const progress = teamMatchProgress(matchBouts);
      const cardBouts = matchBouts.map(({ team_match_id: _match, athlete_a_id: _a, ...bout }, index) => ({
        ...bout,
        stage: progress.stages[index]!,
      }));
      // The winner and decided_by as advancement stored them (bouts or the tie-break ladder); a decided match is over.
      const status = match.decided_by !== null ? "completed" : progress.status;
      return { ...match, status, bouts: cardBouts, score: progress.score };
    }),
  );
}
