// Two athletes side by side: both profiles, every bout between them (newest first) and the Elo win probability.
import { and, desc, eq, or } from "drizzle-orm";
import { expectedScore } from "../../../app/lib/results/elo.ts";
import type { BoutMethod } from "../../../app/lib/results/constants.ts";
import type { Database } from "../../db/client.server.ts";
import { bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { getAthlete, type AthleteDetail } from "../athletes-queries.server.ts";
import { careerBoutColumns } from "./bout-columns.server.ts";

export interface Meeting {
  id: string;
  fought_at: Date;
  tournament: { id: string; title: string; title_ru: string | null; event_date: Date; time_zone: string };
  winner_id: string | null;
  method: BoutMethod | null;
  technique: string | null;
  round: number | null;
  time_seconds: number | null;
  /** Athlete a's score first (a = the page's first athlete, whichever side they fought on). */
  score: [number, number];
}

/** Completed bouts between the two, newest first; each side of the OR reads one athlete index. */
export async function getMeetings(db: Database, aId: string, bId: string): Promise<Meeting[]> {
  const rows = await db
    .select(careerBoutColumns)
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(
      and(
        eq(bouts.status, "completed"),
        or(
          and(eq(bouts.athlete_a_id, aId), eq(bouts.athlete_b_id, bId)),
          and(eq(bouts.athlete_a_id, bId), eq(bouts.athlete_b_id, aId)),
        ),
      ),
    )
    .orderBy(desc(bouts.fought_at), desc(teamMatches.card_order), desc(bouts.bout_order));
  return rows.map(({ athlete_a_id, score_a, score_b, ...row }) => ({
    ...row,
    score: athlete_a_id === aId ? [score_a, score_b] : [score_b, score_a],
  }));
}

export interface HeadToHead {
  a: AthleteDetail;
  b: AthleteDetail;
  meetings: Meeting[];
  /** A's chance to beat B from the current ratings, 0–1. */
  probabilityA: number;
}

/** Null when either id is unknown (or not a uuid), or both are the same athlete. */
export async function getHeadToHead(db: Database, aId: string, bId: string): Promise<HeadToHead | null> {
  if (aId === bId) return null;
  const [a, b] = await Promise.all([getAthlete(db, aId), getAthlete(db, bId)]);
  if (!a || !b) return null;
  const meetings = await getMeetings(db, a.id, b.id);
  return { a, b, meetings, probabilityA: expectedScore(a.rating_elo, b.rating_elo) };
}
