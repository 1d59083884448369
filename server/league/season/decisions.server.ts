// Each team match's decision (winner and how: bouts or a tie-break step) from its bouts, and from the live log's
// penalties when the ladder gets that far. Read by the season writes, the bracket and the results card alike.
import { and, asc, isNull, lt, sql } from "drizzle-orm";
import { decideTeamMatch, type Decision, type DecisionBout } from "../../../app/lib/season/tie-break.ts";
import type { MatchOutcome } from "../../../app/lib/season/advancement.ts";
import type { Database } from "../../db/client.server.ts";
import { pgArray } from "../../db/pg-array.ts";
import { boutEvents, bouts } from "../../db/schema.ts";
import { progressBoutColumns } from "../results/bout-columns.server.ts";

export interface TeamMatchDecision extends Decision {
  submissions: { home: number; away: number };
}

interface BoutRow {
  id: string;
  team_match_id: string;
  bout_order: number;
  exhibition: boolean;
  status: string;
  winner_id: string | null;
  athlete_a_id: string;
  method: string | null;
  score_a: number;
  score_b: number;
}

function toDecisionBout(bout: BoutRow, penalties: ReadonlyMap<string, number>): DecisionBout {
  const completed = bout.status === "completed";
  return {
    bout_order: bout.bout_order,
    exhibition: bout.exhibition,
    completed,
    winner: completed && bout.winner_id ? (bout.winner_id === bout.athlete_a_id ? "home" : "away") : null,
    submission: bout.method === "submission",
    points: { home: bout.score_a, away: bout.score_b },
    penalties: { home: penalties.get(`${bout.id}:a`) ?? 0, away: penalties.get(`${bout.id}:b`) ?? 0 },
  };
}

function decide(rows: readonly BoutRow[], penalties: ReadonlyMap<string, number>): TeamMatchDecision {
  const list = rows.map((row) => toDecisionBout(row, penalties));
  const submissions = { home: 0, away: 0 };
  for (const bout of list)
    if (!bout.exhibition && bout.bout_order <= 3 && bout.winner && bout.submission) submissions[bout.winner]++;
  return { ...decideTeamMatch(list), submissions };
}

/** The decision of every team match named (one with no bouts: undecided). Two indexed reads at most. */
export async function readDecisions(
  db: Database,
  teamMatchIds: readonly string[],
): Promise<Map<string, TeamMatchDecision>> {
  const result = new Map<string, TeamMatchDecision>();
  if (teamMatchIds.length === 0) return result;
  const rows = await db
    .select({
      ...progressBoutColumns,
      athlete_b_id: bouts.athlete_b_id,
      method: bouts.method,
      score_a: bouts.score_a,
      score_b: bouts.score_b,
    })
    .from(bouts)
    // One array parameter, however many team matches (`verify` passes the whole league's).
    .where(sql`${bouts.team_match_id} = any(${pgArray([...teamMatchIds])}::uuid[])`)
    .orderBy(asc(bouts.team_match_id), asc(bouts.bout_order));
  const byMatch = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byMatch.get(row.team_match_id);
    if (list) list.push(row);
    else byMatch.set(row.team_match_id, [row]);
  }
  const none = new Map<string, number>();
  // Penalties are read only where the ladder reaches them: three bouts done, level on wins and on submissions.
  const needPenalties: string[] = [];
  for (const id of teamMatchIds) {
    const decision = decide(byMatch.get(id) ?? [], none);
    result.set(id, decision);
    if (decision.decided_by !== null && decision.decided_by !== "bouts" && decision.decided_by !== "submissions")
      needPenalties.push(id);
    else if (
      decision.decided_by === null &&
      (byMatch.get(id) ?? []).filter((bout) => !bout.exhibition && bout.status === "completed").length >= 3
    )
      needPenalties.push(id);
  }
  if (needPenalties.length === 0) return result;
  const boutIds = needPenalties.flatMap((id) => (byMatch.get(id) ?? []).map((bout) => bout.id));
  const sides = new Map(rows.map((row) => [row.id, row]));
  const penaltyRows = await db
    .select({
      bout_id: boutEvents.bout_id,
      athlete_id: boutEvents.athlete_id,
      given: sql<number>`(-sum(${boutEvents.points}))::int`,
    })
    .from(boutEvents)
    .where(
      and(
        sql`${boutEvents.bout_id} = any(${pgArray(boutIds)}::uuid[])`,
        lt(boutEvents.points, 0),
        isNull(boutEvents.undone_at),
      ),
    )
    .groupBy(boutEvents.bout_id, boutEvents.athlete_id);
  const penalties = new Map<string, number>();
  for (const row of penaltyRows) {
    const bout = sides.get(row.bout_id);
    if (!bout || !row.athlete_id) continue;
    penalties.set(`${row.bout_id}:${row.athlete_id === bout.athlete_a_id ? "a" : "b"}`, Number(row.given));
  }
  for (const id of needPenalties) result.set(id, decide(byMatch.get(id) ?? [], penalties));
  return result;
}

/** A decision as advancement and group standings read it. */
export const toOutcome = (decision: TeamMatchDecision | undefined): MatchOutcome =>
  decision
    ? { winner: decision.winner, score: decision.score, submissions: decision.submissions }
    : { winner: null, score: { home: 0, away: 0 }, submissions: { home: 0, away: 0 } };
