// A card as every reader sees it: a team match's two teams, and its bouts with both athletes (each name with its
// Russian one, `*_ru`: a page's loader picks one with localizeNames). The tournament page,
// /live and the scorekeeper's list read them through here, so they join and order the same way.
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.server.ts";
import { pgArray } from "../../db/pg-array.ts";
import { prepared } from "../../db/prepared.server.ts";
import { athletes, bouts, teams } from "../../db/schema.ts";
import { cardBoutColumns, progressBoutColumns } from "./bout-columns.server.ts";

export const homeTeam = alias(teams, "home_team");
export const awayTeam = alias(teams, "away_team");
const athleteA = alias(athletes, "athlete_a");
const athleteB = alias(athletes, "athlete_b");

/** A team match's two sides as a card shows them (join `homeTeam` and `awayTeam` on the match's team ids). */
export const teamMatchSides = {
  home: { id: homeTeam.id, name: homeTeam.name, name_ru: homeTeam.name_ru, logo_url: homeTeam.logo_url },
  away: { id: awayTeam.id, name: awayTeam.name, name_ru: awayTeam.name_ru, logo_url: awayTeam.logo_url },
};

const cardAthlete = (table: typeof athleteA | typeof athleteB) => ({
  id: table.id,
  full_name: table.full_name,
  full_name_ru: table.full_name_ru,
  country: table.country,
  photo_url: table.photo_url,
  rating: table.rating_elo,
});

/** The bouts of these team matches with both athletes (a: the home team's), by team match and bout order: one indexed read. */
export async function readCardBouts(db: Database, teamMatchIds: readonly string[]) {
  if (teamMatchIds.length === 0) return [];
  return prepared(db, "card_bouts", cardBoutsQuery).execute({ ids: pgArray([...teamMatchIds]) });
}

const cardBoutsQuery = (db: Database, name: string) =>
  db
    .select({
      ...cardBoutColumns,
      athlete_a_id: bouts.athlete_a_id,
      a: cardAthlete(athleteA),
      b: cardAthlete(athleteB),
    })
    .from(bouts)
    .innerJoin(athleteA, eq(athleteA.id, bouts.athlete_a_id))
    .innerJoin(athleteB, eq(athleteB.id, bouts.athlete_b_id))
    .where(sql`${bouts.team_match_id} = any(${sql.placeholder("ids")}::uuid[])`)
    .orderBy(asc(bouts.team_match_id), asc(bouts.bout_order))
    .prepare(name);
/**
 * What a team match's score, status and bouts' stages follow from (team-match-score.ts), without the athletes: for
 * team matches a page counts but does not show (a round robin sent when opened).
 */
export async function readProgressBouts(db: Database, teamMatchIds: readonly string[]) {
  if (teamMatchIds.length === 0) return [];
  return prepared(db, "card_progress_bouts", progressBoutsQuery).execute({ ids: pgArray([...teamMatchIds]) });
}

const progressBoutsQuery = (db: Database, name: string) =>
  db
    .select(progressBoutColumns)
    .from(bouts)
    .where(sql`${bouts.team_match_id} = any(${sql.placeholder("ids")}::uuid[])`)
    .orderBy(asc(bouts.team_match_id), asc(bouts.bout_order))
    .prepare(name);

/** A bout of a card; side a is the home team's athlete, side b the away team's. */
export type CardBout = Awaited<ReturnType<typeof readCardBouts>>[number];

/** The card's bouts per team match, in bout order. */
export function boutsByTeamMatch<Bout extends { team_match_id: string }>(rows: readonly Bout[]): Map<string, Bout[]> {
  const byMatch = new Map<string, Bout[]>();
  for (const row of rows) {
    const list = byMatch.get(row.team_match_id);
    if (list) list.push(row);
    else byMatch.set(row.team_match_id, [row]);
  }
  return byMatch;
}
