import { and, eq, inArray, max, ne } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { boutEntity } from "../../../app/lib/entities/bout-entity.ts";
import { BOUTS_PER_TEAM_MATCH } from "../../../app/lib/results/constants.ts";
import type { BoutInput } from "../../../app/lib/schemas/bout.ts";
import type { Database } from "../../db/client.server.ts";
import { queueBoutNotifications } from "../../fans/fact-hooks.server.ts";
import { queueUpNextAfterBoutWrite } from "../../fans/up-next.server.ts";
import { athletes, bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { publishLiveMessage } from "../../live/live-bus.server.ts";
import { SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { refreshAthleteTotals } from "../results/athlete-totals.server.ts";
import { updateRatingsFrom } from "../results/ratings-job.server.ts";
import { earlierPosition } from "../results/ratings.server.ts";
import { teamMatchProgress, teamMatchScore } from "../results/team-match-score.ts";
import { advanceTournament, tournamentOf } from "../season/advance.server.ts";
import { readDecisions } from "../season/decisions.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { BOOKKEEPING, instant } from "./api-shape.server.ts";
import { auditedWrites, writeTransaction } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import { settleTeamMatchStatus } from "./team-match-entity.server.ts";

export type BoutRow = typeof bouts.$inferSelect;

/**
 * The team match, already locked by the audited path (the bout's lockScope names it): bouts of one team match are
 * written one at a time, so "no fourth bout" holds under races.
 */
async function readTeamMatch(tx: Database, id: string) {
  const [match] = await tx
    .select({
      id: teamMatches.id,
      home: teamMatches.home_team_id,
      away: teamMatches.away_team_id,
      fought_at: tournaments.event_date,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(eq(teamMatches.id, id));
  if (!match) throw new WriteRejected("team_match_id", "admin:validation.teamMatch");
  // A knockout slot still waiting for a result has no teams to put athletes from.
  if (!match.home || !match.away) throw new WriteRejected("team_match_id", "admin:season.validation.teamsUnknown");
  return { ...match, home: match.home, away: match.away };
}

/**
 * The format and the rosters: each athlete on their side's team when the bout is recorded (a later transfer leaves
 * history alone), at most three bouts, none after the team match is decided unless it is an exhibition.
 */
async function checkBout(tx: Database, input: BoutInput, before: BoutRow | null) {
  if (before && before.team_match_id !== input.team_match_id)
    throw new WriteRejected("team_match_id", "admin:validation.boutMoves");
  const match = await readTeamMatch(tx, input.team_match_id);
  const changedA = !before || before.athlete_a_id !== input.athlete_a_id;
  const changedB = !before || before.athlete_b_id !== input.athlete_b_id;
  if (changedA || changedB) {
    const rows = await tx
      .select({ id: athletes.id, team: athletes.team_id })
      .from(athletes)
      .where(inArray(athletes.id, [input.athlete_a_id, input.athlete_b_id]));
    const teamOf = new Map(rows.map((row) => [row.id, row.team]));
    if (changedA && teamOf.get(input.athlete_a_id) !== match.home)
      throw new WriteRejected("athlete_a_id", "admin:validation.notOnHomeRoster");
    if (changedB && teamOf.get(input.athlete_b_id) !== match.away)
      throw new WriteRejected("athlete_b_id", "admin:validation.notOnAwayRoster");
  }
  if (input.exhibition) return;
  const others = await tx
    .select({
      status: bouts.status,
      exhibition: bouts.exhibition,
      winner_id: bouts.winner_id,
      athlete_a_id: bouts.athlete_a_id,
    })
    .from(bouts)
    .where(
      and(eq(bouts.team_match_id, match.id), eq(bouts.exhibition, false), before ? ne(bouts.id, before.id) : undefined),
    );
  if (others.length >= BOUTS_PER_TEAM_MATCH && !(await tieBreakBoutDue(tx, match.id, others)))
    throw new WriteRejected("bout", "admin:validation.fourthBout");
  if (teamMatchScore(others).winner && (!before || before.exhibition))
    throw new WriteRejected("exhibition", "admin:validation.teamMatchDecided");
}

/**
 * A fourth (non-exhibition) bout is the tie-break bout (golden score): allowed only when the three bouts are done and
 * every step of the ladder before it left the teams level — or when it is that bout being corrected. Never a fifth.
 */
async function tieBreakBoutDue(tx: Database, teamMatchId: string, others: readonly { status: string }[]) {
  if (others.length !== BOUTS_PER_TEAM_MATCH || others.some((bout) => bout.status !== "completed")) return false;
  const decision = (await readDecisions(tx, [teamMatchId])).get(teamMatchId);
  return decision?.decided_by === null || decision?.decided_by === "tie_break_bout";
}

/** The teams come from the team match (home = side a), the rating date from its tournament, the order from the card. */
async function boutColumns(tx: Database, input: BoutInput, before: BoutRow | null) {
  const match = await readTeamMatch(tx, input.team_match_id);
  let bout_order = before?.bout_order;
  if (!bout_order) {
    const [last] = await tx
      .select({ order: max(bouts.bout_order) })
      .from(bouts)
      .where(eq(bouts.team_match_id, match.id));
    bout_order = (last?.order ?? 0) + 1;
  }
  return { ...input, team_a_id: match.home, team_b_id: match.away, fought_at: match.fought_at, bout_order };
}

/** Records, ratings from the bout's date onward, and the team match's status, before the write returns. */
async function deriveFromBout(tx: Database, before: BoutRow | null, after: BoutRow | null) {
  const rows = [before, after].filter((row): row is BoutRow => row !== null);
  const athleteIds = rows.flatMap((row) => [row.athlete_a_id, row.athlete_b_id]);
  const teamMatchId = rows[0]!.team_match_id;
  if (rows.some((row) => row.status === "completed")) {
    // From the bout's own place in the rating order (a bout never changes team match, so before and after share it):
    // only the bouts after it are replayed, a handful for a recent one.
    const [match] = await tx
      .select({ card_order: teamMatches.card_order })
      .from(teamMatches)
      .where(eq(teamMatches.id, teamMatchId));
    const places = rows.map((row) => ({
      fought_at: row.fought_at,
      card_order: match!.card_order,
      bout_order: row.bout_order,
      bout_id: row.id,
    }));
    await updateRatingsFrom(tx, places.reduce(earlierPosition), athleteIds);
    await refreshAthleteTotals(tx, athleteIds);
  }
  const left = await tx
    .select({
      status: bouts.status,
      exhibition: bouts.exhibition,
      winner_id: bouts.winner_id,
      athlete_a_id: bouts.athlete_a_id,
      bout_order: bouts.bout_order,
    })
    .from(bouts)
    .where(eq(bouts.team_match_id, teamMatchId));
  await settleTeamMatchStatus(tx, teamMatchId, teamMatchProgress(left).status);
  // The knockout slots that follow this result, in the same transaction (409 if one already has bouts).
  const tournamentId = await tournamentOf(tx, teamMatchId);
  if (tournamentId) await advanceTournament(tx, tournamentId);
  await queueBoutNotifications(tx, after);
  await queueUpNextAfterBoutWrite(tx, before, after);
}

export const boutWrites = auditedWrites({
  entity: boutEntity,
  table: bouts,
  summary: (row) => `#${row.bout_order} ${row.method ?? row.status}`,
  // Its team match (with its tournament and the tournament's other team matches, which advancement may rewrite), the
  // bout itself, and the ratings when a result is recorded, changed or removed.
  lockScope: (input, before) => ({
    teamMatches: [input?.team_match_id, before?.team_match_id],
    bouts: [before?.id],
    ratings: input?.status === "completed" || before?.status === "completed",
  }),
  check: checkBout,
  columns: boutColumns,
  afterWrite: deriveFromBout,
  // A result typed in the Results tab or sent to the bouts API while the event is live reaches the fans at once: the
  // stream re-reads the bout (no new log id: the hub's "touched" path) and a page whose bout changed status reloads.
  // A deleted bout is announced as such (nothing is left to re-read): a page that shows it reloads.
  afterCommit: (row, change) =>
    publishLiveMessage(
      change === "deleted"
        ? { type: "bout-removed", bout_id: row.id, team_match_id: row.team_match_id }
        : { type: "bout", bout_id: row.id, event_id: 0 },
    ),
});

/** A bout's result as live scoring finishes it. */
export type BoutResult = Pick<
  BoutInput,
  | "winner_id"
  | "method"
  | "technique"
  | "round"
  | "time_seconds"
  | "score_a"
  | "score_b"
  | "takedowns_landed_a"
  | "takedowns_attempted_a"
  | "takedowns_landed_b"
  | "takedowns_attempted_b"
  | "control_seconds_a"
  | "control_seconds_b"
  | "first_score_seconds_a"
  | "first_score_seconds_b"
>;

/**
 * Writes a finished bout's result inside the caller's transaction (the live console's finish): the same checks,
 * derived numbers and audit entry as a result typed in the Results tab. Null when no bout has that id.
 */
export async function recordBoutResultWithin(
  tx: Database,
  boutId: string,
  result: BoutResult,
  actor: Actor | null = SYSTEM_ACTOR,
) {
  const [bout] = await tx.select().from(bouts).where(eq(bouts.id, boutId));
  if (!bout) return null;
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    team_a_id: _ta,
    team_b_id: _tb,
    fought_at: _f,
    bout_order: _o,
    clock_round: _cr,
    clock_running: _run,
    clock_started_at: _cs,
    clock_elapsed_ms: _ce,
    ...current
  } = bout;
  const input = boutEntity.schema.parse({ ...current, ...result, status: "completed" });
  return boutWrites.updateWithin(tx, boutId, input, actor);
}

export const recordBoutResult = (db: Database, boutId: string, result: BoutResult, actor: Actor = SYSTEM_ACTOR) =>
  writeTransaction(db, (tx) => recordBoutResultWithin(tx, boutId, result, actor));

export const BoutOut = createSelectSchema(bouts, { fought_at: instant(), clock_started_at: instant().nullable() }).omit(
  BOOKKEEPING,
);

export const boutServer = {
  writes: boutWrites,
  api: {
    tag: "Results",
    noun: "a bout",
    output: BoutOut,
    stored: "The bout as stored; the athletes' records and ratings are already updated.",
    notFound: "No bout with this id.",
    missing: "Bout not found",
    conflicts: ["create", "update"],
    conflictDescription:
      "The format or a roster refuses it: a fourth bout, a bout after the team match is decided (not marked exhibition), or an athlete not on their side's team.",
  },
} satisfies ServerEntityEntry;
