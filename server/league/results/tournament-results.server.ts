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
  readProgressBouts,
  teamMatchSides,
  type CardBout,
} from "./card-reads.server.ts";
import { oneUpNextPerMat } from "../../../app/lib/event-state.ts";
import { teamMatchProgress, type BoutStage, type ProgressBout } from "./team-match-score.ts";

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
  /** A bout of it is on the mat now (also for a team match read without its bouts). */
  on_the_mat: boolean;
  /** Empty for a team match read without its bouts (`withoutBouts`). */
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

export async function getTournamentCard(
  db: Database,
  tournamentId: string,
  {
    withoutBouts,
  }: {
    /**
     * The team matches the caller will not show (from the card's team matches): they come with their score, status
     * and `on_the_mat` but no bouts, which are read without their athletes (a round robin of 40 team matches is 120
     * bouts and 240 athletes to join).
     */
    withoutBouts?: (matches: readonly { id: string; stage: TeamMatchStage }[]) => ReadonlySet<string>;
  } = {},
): Promise<ResultTeamMatch[]> {
  const matches = await prepared(db, "card_team_matches", cardTeamMatchesQuery).execute({ tournamentId });
  const bare = withoutBouts?.(matches) ?? new Set<string>();
  const [shown, counted] = await Promise.all([
    readCardBouts(
      db,
      matches.filter((match) => !bare.has(match.id)).map((match) => match.id),
    ),
    readProgressBouts(
      db,
      matches.filter((match) => bare.has(match.id)).map((match) => match.id),
    ),
  ]);
  const byMatch = boutsByTeamMatch<ProgressBout & { team_match_id: string }>([...shown, ...counted]);
  // One mat per event: one bout of the card is "up next" (app/lib/event-state.ts), so the stages are settled over the
  // whole card, the team matches without bouts included, before their bouts are left out.
  const card = oneUpNextPerMat(
    matches.map((match) => {
      const matchBouts = byMatch.get(match.id) ?? [];
      const progress = teamMatchProgress(matchBouts);
      const cardBouts = matchBouts.map((bout, index) => ({ bout, stage: progress.stages[index]! }));
      // The winner and decided_by as advancement stored them (bouts or the tie-break ladder); a decided match is over.
      const status = match.decided_by !== null ? "completed" : progress.status;
      return { ...match, status, bouts: cardBouts, score: progress.score, on_the_mat: progress.on_the_mat };
    }),
  );
  return card.map((match) => ({
    ...match,
    bouts: bare.has(match.id)
      ? []
      : match.bouts.map(({ bout, stage }) => {
          const { team_match_id: _match, athlete_a_id: _a, ...shownBout } = bout as CardBout;
          return { ...shownBout, stage };
        }),
  }));
}
