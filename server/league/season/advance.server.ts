// Advancement in the write's transaction: after a result (or a team match) is recorded, edited or deleted, every
// knockout slot of its tournament is derived again from the results and the rows that change are rewritten.
import { asc, eq, inArray } from "drizzle-orm";
import { changedSides, resolveBracket, type BracketMatch } from "../../../app/lib/season/advancement.ts";
import type { Database } from "../../db/client.server.ts";
import { bouts, teamMatches } from "../../db/schema.ts";
import { rosterRatings } from "../results/standings.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { readDecisions, toOutcome } from "./decisions.server.ts";

/**
 * Derives the tournament's slots and `decided_by` again and writes what changed. A change that would give a team
 * match with bouts of its own other teams is refused (409) naming that team match: its bouts were fought by the
 * teams it had, so the correction must go through it first (delete its bouts, then correct). Decision 045.
 */
export async function advanceTournament(tx: Database, tournamentId: string): Promise<void> {
  const rows = await tx
    .select({
      id: teamMatches.id,
      card_order: teamMatches.card_order,
      stage: teamMatches.stage,
      status: teamMatches.status,
      group_label: teamMatches.group_label,
      home_source: teamMatches.home_source,
      away_source: teamMatches.away_source,
      home_team_id: teamMatches.home_team_id,
      away_team_id: teamMatches.away_team_id,
      decided_by: teamMatches.decided_by,
      winner_team_id: teamMatches.winner_team_id,
    })
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, tournamentId))
    // Locked by the audited path (lockInOrder): the tournament, then all its team matches.
    .orderBy(asc(teamMatches.card_order), asc(teamMatches.id));
  if (rows.length === 0) return;
  const decisions = await readDecisions(
    tx,
    rows.map((row) => row.id),
  );
  const outcomes = new Map(rows.map((row) => [row.id, toOutcome(decisions.get(row.id))]));
  const hasGroups = rows.some((row) => row.group_label !== null);
  const teamIds = hasGroups
    ? [
        ...new Set(
          rows.flatMap((row) => [row.home_team_id, row.away_team_id]).filter((id): id is string => id !== null),
        ),
      ]
    : [];
  const ratings = hasGroups ? await rosterRatings(tx, teamIds) : new Map<string, number>();
  const matches: BracketMatch[] = rows;
  const changes = changedSides(matches, resolveBracket(matches, outcomes, ratings));
  if (changes.length > 0) {
    const [blocked] = await tx
      .select({ id: bouts.team_match_id })
      .from(bouts)
      .where(
        inArray(
          bouts.team_match_id,
          changes.map((change) => change.id),
        ),
      )
      .limit(1);
    if (blocked) {
      const match = rows.find((row) => row.id === blocked.id)!;
      throw new WriteRejected("dependent_team_match_id", "admin:season.validation.dependentHasResults", {
        card_order: match.card_order,
        id: match.id,
      });
    }
    for (const change of changes) {
      await tx
        .update(teamMatches)
        .set({ home_team_id: change.home_team_id, away_team_id: change.away_team_id, updated_at: new Date() })
        .where(eq(teamMatches.id, change.id));
    }
  }
  for (const row of rows) {
    const decision = decisions.get(row.id)!;
    // A team match won on the tie-break ladder (or 1–0 after three bouts) is over like one won 2–0, and names its
    // winner: the standings (team_season_stats, migration 0015) and every read take it from here.
    const status = decision.winner && row.status !== "completed" ? "completed" : row.status;
    const winner_team_id =
      decision.winner === "home" ? row.home_team_id : decision.winner === "away" ? row.away_team_id : null;
    if (decision.decided_by === row.decided_by && status === row.status && winner_team_id === row.winner_team_id)
      continue;
    await tx
      .update(teamMatches)
      .set({ decided_by: decision.decided_by, status, winner_team_id })
      .where(eq(teamMatches.id, row.id));
  }
}

/** The tournament of a team match (null when it is gone). */
export async function tournamentOf(tx: Database, teamMatchId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: teamMatches.tournament_id })
    .from(teamMatches)
    .where(eq(teamMatches.id, teamMatchId));
  return row?.id ?? null;
}
