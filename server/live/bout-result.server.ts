// The one place the console hands a finished bout to the results model: the same write as a result typed in the
// Results tab (checks, derived records, Elo replay, team-match status, audit entry), inside the console's transaction.
import type { Database } from "../db/client.server.ts";
import type { Actor } from "../league/audit.server.ts";
import { recordBoutResultWithin, type BoutResult } from "../league/entities/bout-entity.server.ts";

/** A finished bout as the console measured it: the columns of `bouts` that hold a result. */
export type LiveBoutResult = BoutResult & { winner_id: string; method: "submission" | "points" | "decision" | "dq" };

/** Writes the result inside the caller's transaction, so the bout's finish event and its result commit together. */
export async function writeBoutResult(
  tx: Database,
  boutId: string,
  result: LiveBoutResult,
  actor: Actor,
): Promise<void> {
  await recordBoutResultWithin(tx, boutId, result, actor);
}
