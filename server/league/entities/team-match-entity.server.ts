import { eq, inArray, max, or, sql } from "drizzle-orm";
import type { MatchStatus } from "../../../app/lib/results/constants.ts";
import { createSelectSchema } from "drizzle-zod";
import { teamMatchEntity } from "../../../app/lib/entities/team-match-entity.ts";
import type { TeamMatchInput } from "../../../app/lib/schemas/team-match.ts";
import type { Database } from "../../db/client.server.ts";
import { queueTeamMatchNotifications } from "../../fans/fact-hooks.server.ts";
import { bouts, teamMatches, teams } from "../../db/schema.ts";
import { refreshAthleteTotals } from "../results/athlete-totals.server.ts";
import { updateRatingsFrom } from "../results/ratings-job.server.ts";
import { advanceTournament } from "../season/advance.server.ts";
import { publishLiveMessage } from "../../live/live-bus.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { BOOKKEEPING, instant } from "./api-shape.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";

export type TeamMatchRow = typeof teamMatches.$inferSelect;

/**
 * Both teams exist — or a side is left empty on a generated knockout slot that still waits for its team (its source
 * fills it; advancement keeps it derived); a team match with bouts keeps its teams and its tournament.
 */
async function checkTeamMatch(tx: Database, input: TeamMatchInput, before: TeamMatchRow | null) {
  const sides = [
    ["home_team_id", input.home_team_id, before?.home_source],
    ["away_team_id", input.away_team_id, before?.away_source],
  ] as const;
  const ids = sides.flatMap(([, id]) => (id ? [id] : []));
  const found = ids.length ? await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids)) : [];
  for (const [field, id, source] of sides) {
    if (id === null ? !source : !found.some((team) => team.id === id))
      throw new WriteRejected(field, "admin:validation.team");
  }
  if (!before) return;
  if (before.tournament_id !== input.tournament_id) await refuseIfFeedsLaterSlot(tx, before);
  const changed =
    before.home_team_id !== input.home_team_id ||
    before.away_team_id !== input.away_team_id ||
    before.tournament_id !== input.tournament_id;
  if (!changed) return;
  const [bout] = await tx.select({ id: bouts.id }).from(bouts).where(eq(bouts.team_match_id, before.id)).limit(1);
  if (bout) throw new WriteRejected("home_team_id", "admin:validation.teamMatchHasBouts");
}

/**
 * A team match that a later knockout slot takes its team from (a semifinal feeding the final) stays in its tournament:
 * moved away, it would leave that slot pointing at a team match of another event, never to resolve. Refused (409)
 * rather than re-pointed: the bracket was generated as a whole, so the admin deletes or regenerates the dependent slot
 * first, knowingly.
 */
async function refuseIfFeedsLaterSlot(tx: Database, before: TeamMatchRow) {
  const [dependent] = await tx
    .select({ id: teamMatches.id, card_order: teamMatches.card_order })
    .from(teamMatches)
    .where(
      or(
        sql`${teamMatches.home_source}->>'from_team_match_id' = ${before.id}`,
        sql`${teamMatches.away_source}->>'from_team_match_id' = ${before.id}`,
      ),
    )
    .limit(1);
  if (dependent)
    throw new WriteRejected("tournament_id", "admin:season.validation.feedsLaterSlot", {
      card_order: dependent.card_order,
      id: dependent.id,
    });
}

/** A new team match goes to the end of the card unless placed. */
async function teamMatchColumns(tx: Database, input: TeamMatchInput, before: TeamMatchRow | null) {
  if (input.card_order !== null) return { ...input, card_order: input.card_order };
  if (before) return { ...input, card_order: before.card_order };
  const [last] = await tx
    .select({ order: max(teamMatches.card_order) })
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, input.tournament_id));
  return { ...input, card_order: (last?.order ?? 0) + 1 };
}

/** Its bouts go with it; the ratings after them are replayed and the athletes' records recomputed, in the same transaction. */
async function removeBouts(tx: Database, match: TeamMatchRow) {
  const removed = await tx
    .delete(bouts)
    .where(eq(bouts.team_match_id, match.id))
    .returning({ a: bouts.athlete_a_id, b: bouts.athlete_b_id, fought_at: bouts.fought_at, status: bouts.status });
  const athletes = removed.flatMap((bout) => [bout.a, bout.b]);
  const completed = removed.filter((bout) => bout.status === "completed");
  if (completed.length > 0) {
    // From the team match's place on the card: the bouts of its date before it keep their ratings.
    await updateRatingsFrom(
      tx,
      {
        fought_at: completed[0]!.fought_at,
        card_order: match.card_order,
        bout_order: -1,
        bout_id: "00000000-0000-0000-0000-000000000000",
      },
      athletes,
    );
    await refreshAthleteTotals(tx, athletes);
  }
  return { result: true as const, changes: { bouts_removed: removed.length } };
}

/** Then the tournament's knockout slots follow the change (a deleted team match leaves the slots it fed unknown). */
async function afterTeamMatchWrite(tx: Database, before: TeamMatchRow | null, after: TeamMatchRow | null) {
  await moveOnCard(tx, before, after);
  await queueTeamMatchNotifications(tx, before, after);
  for (const tournamentId of new Set([before?.tournament_id, after?.tournament_id]))
    if (tournamentId) await advanceTournament(tx, tournamentId);
}

/** A new place on the card moves its bouts in the rating order: ratings are replayed from the earlier of the two places. */
async function moveOnCard(tx: Database, before: TeamMatchRow | null, after: TeamMatchRow | null) {
  if (!before || !after || before.card_order === after.card_order) return;
  const moved = await tx
    .select({ a: bouts.athlete_a_id, b: bouts.athlete_b_id, fought_at: bouts.fought_at, status: bouts.status })
    .from(bouts)
    .where(eq(bouts.team_match_id, after.id));
  const completed = moved.filter((bout) => bout.status === "completed");
  if (completed.length === 0) return;
  const athletes = moved.flatMap((bout) => [bout.a, bout.b]);
  const card_order = Math.min(before.card_order, after.card_order);
  await updateRatingsFrom(
    tx,
    { fought_at: completed[0]!.fought_at, card_order, bout_order: -1, bout_id: "00000000-0000-0000-0000-000000000000" },
    athletes,
  );
  await refreshAthleteTotals(tx, athletes);
}

export const teamMatchWrites = auditedWrites({
  entity: teamMatchEntity,
  table: teamMatches,
  summary: (row) => `${row.stage} #${row.card_order}`,
  // Its tournament (both, when it moves) and their team matches; the ratings when its bouts leave or move on the card.
  lockScope: (input, before) => ({
    tournaments: [input?.tournament_id, before?.tournament_id],
    teamMatches: [before?.id],
    ratings:
      before !== null && (input === null || (input.card_order !== null && input.card_order !== before.card_order)),
  }),
  check: checkTeamMatch,
  columns: teamMatchColumns,
  beforeDelete: removeBouts,
  afterWrite: afterTeamMatchWrite,
  // A team match deleted while fans follow it (on /live, a tournament page, the overlay): their pages reload without it.
  afterCommit: (row, change) => {
    if (change === "deleted") publishLiveMessage({ type: "team-match-removed", team_match_id: row.id });
  },
});

export const TeamMatchOut = createSelectSchema(teamMatches, { scheduled_at: instant().nullable() }).omit(BOOKKEEPING);

/** Inside a bout's write: the team match's stored status follows its bouts (team-match-score.ts derives it). */
export async function settleTeamMatchStatus(tx: Database, teamMatchId: string, status: MatchStatus) {
  await tx.update(teamMatches).set({ status, updated_at: new Date() }).where(eq(teamMatches.id, teamMatchId));
}

export const teamMatchServer = {
  writes: teamMatchWrites,
  api: {
    tag: "Results",
    noun: "a team match",
    output: TeamMatchOut,
    stored: "The team match as stored (its score and winner are in GET /tournaments/{id}/results).",
    notFound: "No team match with this id.",
    missing: "Team match not found",
    conflicts: ["create", "update"],
    conflictDescription:
      "A team does not exist, the team match already has bouts and its teams or tournament would change, or it would move to another tournament while a later knockout slot takes its team from it.",
  },
} satisfies ServerEntityEntry;
