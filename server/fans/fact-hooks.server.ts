// The hooks the league's writes call, inside their transactions, to queue notifications (one small fan-out job per
// fact; server/fans/outbox.server.ts). Each is one line in the write it belongs to.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { bouts, teamMatches } from "../db/schema.ts";
import { contentRevision, queueFact } from "./outbox.server.ts";

type BoutRow = typeof bouts.$inferSelect;
type TeamMatchRow = typeof teamMatches.$inferSelect;

/**
 * After a bout's write: its result (when finished), and its team match's result when this bout finished it. A result
 * written again unchanged is the same notification; a corrected one (another winner, method or score) a new one.
 */
export async function queueBoutNotifications(tx: Database, after: BoutRow | null) {
  if (!after || after.status !== "completed") return;
  await queueFact(tx, {
    kind: "result",
    object_type: "bout",
    object_id: after.id,
    revision: contentRevision(
      after.winner_id,
      after.method,
      after.score_a,
      after.score_b,
      after.round,
      after.time_seconds,
    ),
  });
  const [match] = await tx
    .select({ status: teamMatches.status, home: teamMatches.home_score, away: teamMatches.away_score })
    .from(teamMatches)
    .where(eq(teamMatches.id, after.team_match_id));
  if (match?.status === "completed")
    await queueFact(tx, {
      kind: "result",
      object_type: "team_match",
      object_id: after.team_match_id,
      revision: contentRevision(match.home, match.away),
    });
}

/** After a team match's own write: a new schedule revision (its time, teams or place on the card changed). */
export async function queueTeamMatchNotifications(
  tx: Database,
  before: TeamMatchRow | null,
  after: TeamMatchRow | null,
) {
  if (!before || !after || before.revision === after.revision) return;
  if (after.status === "completed") return;
  await queueFact(tx, {
    kind: "schedule",
    object_type: "team_match",
    object_id: after.id,
    revision: String(after.revision),
  });
}

/** After a team match's lineups are revealed (once: the reveal claims the row). */
export async function queueLineupNotifications(tx: Database, teamMatchId: string, revealedAt: Date) {
  await queueFact(tx, {
    kind: "lineup",
    object_type: "team_match",
    object_id: teamMatchId,
    revision: revealedAt.toISOString(),
  });
}
