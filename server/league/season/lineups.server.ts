// Lineups, blind until both are in (issue 27 §2, decision 051). A manager (or an admin) submits a team's three
// athletes until the team match's lineup deadline; nobody reads the other side's until they are revealed. The reveal
// (stamping `team_matches.lineups_revealed_at` and creating the three bouts, in one transaction) happens at the
// deadline in the `lineups.reveal` job, or when an admin reveals; reads never write: they derive "revealed" from the
// time and the data (`lineupStates`). Only the lineups of the two teams now in the team match count, and a lineup
// whose athlete left the roster, was deleted or fails the weigh-in is flagged and not revealed until it is fixed.
import { and, asc, desc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { WeightClass } from "../../../app/lib/league-constants.ts";
import { WEIGHT_CLASSES, WEIGHT_LIMITS_KG } from "../../../app/lib/league-constants.ts";
import { BoutInputSchema } from "../../../app/lib/schemas/bout.ts";
import {
  eligibility,
  lineupDeadline,
  lineupProblems,
  lineupsRevealed,
  slotClassFor,
  type LineupInput,
  type LineupProblem,
  type SlotClasses,
} from "../../../app/lib/season/lineups.ts";
import type { Database } from "../../db/client.server.ts";
import {
  athletes,
  bouts,
  lineupWithdrawals,
  teamMatchLineups,
  teamMatches,
  teams,
  tournaments,
  weighIns,
} from "../../db/schema.ts";
import { defineJob } from "../../jobs/job-queue.server.ts";
import { queueLineupNotifications } from "../../fans/fact-hooks.server.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { lockInOrder, writeTransaction } from "../entities/audited-writes.server.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { inUuids } from "../../db/pg-array.ts";

/** Who is asking: an admin (any team), a team's manager (their team only), or nobody (the public). */
export interface LineupViewer {
  isAdmin: boolean;
  /** The team a `team_manager` manages; null otherwise. */
  teamId: string | null;
}
export const PUBLIC_VIEWER: LineupViewer = { isAdmin: false, teamId: null };

/** A manager writing for a team that is not theirs: 403, checked before anything is read or written. */
export class LineupForbidden extends Error {
  constructor() {
    super("Not this team's manager");
    this.name = "LineupForbidden";
  }
}

const matchColumns = {
  id: teamMatches.id,
  tournament_id: teamMatches.tournament_id,
  home_team_id: teamMatches.home_team_id,
  away_team_id: teamMatches.away_team_id,
  scheduled_at: teamMatches.scheduled_at,
  lineup_deadline_minutes: teamMatches.lineup_deadline_minutes,
  lineups_revealed_at: teamMatches.lineups_revealed_at,
  lineup_classes: tournaments.lineup_classes,
};
type MatchRow = Awaited<ReturnType<typeof readMatch>>;

async function readMatch(tx: Database, id: string, lock: boolean) {
  // A write takes its locks in the one order (its tournament, then the tournament's team matches by id) first.
  if (lock) await lockInOrder(tx, { teamMatches: [id] });
  const query = tx
    .select(matchColumns)
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(eq(teamMatches.id, id));
  const [row] = lock ? await query.for("update", { of: teamMatches }) : await query;
  return row ?? null;
}

const deadlineOf = (match: NonNullable<MatchRow>) => lineupDeadline(match.scheduled_at, match.lineup_deadline_minutes);

/** The eligible-or-not facts of some athletes at this event: their team, class and weigh-in. */
async function athleteFacts(tx: Database, tournamentId: string, ids: string[]) {
  const rows = await tx
    .select({
      id: athletes.id,
      team_id: athletes.team_id,
      weight_class: athletes.weight_class,
      weight_kg: weighIns.weight_kg,
    })
    .from(athletes)
    .leftJoin(weighIns, and(eq(weighIns.athlete_id, athletes.id), eq(weighIns.tournament_id, tournamentId)))
    .where(inUuids(athletes.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Submits (or replaces) a team's lineup. 403 (LineupForbidden) for another team's manager; 409 (WriteRejected) for a
 * team not in the team match, after the deadline or the reveal, an athlete off the roster, in a heavier class than
 * the slot's, or weighed in over its limit. Null when there is no such team match.
 */
export async function submitLineup(
  db: Database,
  teamMatchId: string,
  input: LineupInput,
  viewer: LineupViewer,
  actor: Actor,
  now = new Date(),
) {
  if (!viewer.isAdmin && viewer.teamId !== input.team_id) throw new LineupForbidden();
  return writeTransaction(db, async (tx) => {
    // Locked: a submission and a reveal of one team match happen one after the other, on every instance.
    const match = await readMatch(tx, teamMatchId, true);
    if (!match) return null;
    if (input.team_id !== match.home_team_id && input.team_id !== match.away_team_id)
      throw new WriteRejected("team_id", "manage:validation.notInMatch");
    const deadline = deadlineOf(match);
    // An admin may still put a flagged lineup right after the deadline (until the reveal); a manager may not.
    if (match.lineups_revealed_at || (!viewer.isAdmin && deadline && now.getTime() >= deadline.getTime()))
      throw new WriteRejected("athlete_ids", "manage:validation.deadline");
    const facts = await athleteFacts(tx, match.tournament_id, input.athlete_ids);
    input.athlete_ids.forEach((id, index) => {
      const athlete = facts.get(id);
      if (!athlete || athlete.team_id !== input.team_id)
        throw new WriteRejected(`athlete_ids.${index}`, "manage:validation.notOnRoster");
      const refused = eligibility(match.lineup_classes, index, athlete);
      if (refused) {
        const weightClass = slotClassFor(match.lineup_classes, index, athlete.weight_class);
        throw new WriteRejected(`athlete_ids.${index}`, `manage:validation.${refused}`, {
          limit: WEIGHT_LIMITS_KG[weightClass] ?? 0,
        });
      }
    });
    const [row] = await tx
      .insert(teamMatchLineups)
      .values({
        team_match_id: teamMatchId,
        team_id: input.team_id,
        athlete_ids: input.athlete_ids,
        submitted_at: now,
        submitted_by: actor.email,
      })
      .onConflictDoUpdate({
        target: [teamMatchLineups.team_match_id, teamMatchLineups.team_id],
        set: { athlete_ids: input.athlete_ids, submitted_at: now, submitted_by: actor.email },
      })
      .returning();
    // The reveal is due at the deadline (at once when an admin fixed a lineup after it); the job checks the rest.
    if (deadline) await lineupRevealJob.enqueue(tx, teamMatchId, {}, { runAt: deadline });
    return row!;
  });
}

/**
 * Withdraws a team's lineup before the deadline (its manager) or the reveal (an admin): deleted, with an audit entry.
 * 403 (LineupForbidden) for another team's manager; 409 after the deadline or the reveal. Null when there is no such
 * team match, false when the team has no lineup in it.
 */
export async function withdrawLineup(
  db: Database,
  teamMatchId: string,
  teamId: string,
  viewer: LineupViewer,
  actor: Actor,
  now = new Date(),
): Promise<boolean | null> {
  if (!viewer.isAdmin && viewer.teamId !== teamId) throw new LineupForbidden();
  return writeTransaction(db, async (tx) => {
    const match = await readMatch(tx, teamMatchId, true);
    if (!match) return null;
    const deadline = deadlineOf(match);
    if (match.lineups_revealed_at || (!viewer.isAdmin && deadline && now.getTime() >= deadline.getTime()))
      throw new WriteRejected("team_id", "manage:validation.deadline");
    const [gone] = await tx
      .delete(teamMatchLineups)
      .where(and(eq(teamMatchLineups.team_match_id, teamMatchId), eq(teamMatchLineups.team_id, teamId)))
      .returning();
    if (!gone) return false;
    await tx.insert(lineupWithdrawals).values({
      team_match_id: teamMatchId,
      team_id: teamId,
      athlete_ids: gone.athlete_ids,
      reason: "withdrawn",
      withdrawn_at: now,
      withdrawn_by: actor.email,
    });
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "team-match",
      entityId: teamMatchId,
      summary: `Lineup withdrawn: ${team?.name ?? ""}`,
      changes: { lineup_withdrawn: { team_id: teamId, athlete_ids: gone.athlete_ids, reason: "withdrawn" } },
    });
    return true;
  });
}

type LineupRow = typeof teamMatchLineups.$inferSelect;

/** One team match's lineups as they stand now, derived (decision 051): what every read shows and the reveal checks. */
export interface LineupState {
  match: NonNullable<MatchRow>;
  deadline: Date | null;
  /** The lineups of the teams now home and away (null: not in). A leftover of another team is not here. */
  home: LineupRow | null;
  away: LineupRow | null;
  /** What keeps each side's lineup from being revealed (`lineupProblems`): empty when it may be. */
  problems: { home: LineupProblem[]; away: LineupProblem[] };
  /** Stamped, or derived: both in, neither flagged, the deadline passed (`lineupsRevealed`). */
  revealed: boolean;
}

type AthleteFact = Awaited<ReturnType<typeof athleteFacts>> extends Map<string, infer Fact> ? Fact : never;

/**
 * The lineup states of some team matches, read only: a few queries whatever their number. `tx` may be a transaction
 * that locked the rows (the reveal) or the plain database (every read).
 */
export async function lineupStates(tx: Database, ids: readonly string[], now = new Date()) {
  const states = new Map<string, LineupState>();
  if (ids.length === 0) return states;
  const matches = await tx
    .select(matchColumns)
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(inUuids(teamMatches.id, [...ids]));
  const lineups = await tx
    .select()
    .from(teamMatchLineups)
    .where(inUuids(teamMatchLineups.team_match_id, [...ids]));
  // An athlete's weigh-in is per event: the facts are read per tournament.
  const facts = new Map<string, Map<string, AthleteFact>>();
  for (const tournamentId of new Set(matches.map((match) => match.tournament_id))) {
    const matchIds = new Set(matches.filter((match) => match.tournament_id === tournamentId).map((match) => match.id));
    const athleteIds = [
      ...new Set(lineups.filter((row) => matchIds.has(row.team_match_id)).flatMap((row) => row.athlete_ids)),
    ];
    facts.set(tournamentId, athleteIds.length ? await athleteFacts(tx, tournamentId, athleteIds) : new Map());
  }
  for (const match of matches) {
    const ofMatch = lineups.filter((row) => row.team_match_id === match.id);
    const side = (teamId: string | null) => (teamId ? (ofMatch.find((row) => row.team_id === teamId) ?? null) : null);
    const home = side(match.home_team_id);
    const away = side(match.away_team_id);
    const known = facts.get(match.tournament_id)!;
    const problemsOf = (row: LineupRow | null) =>
      row ? lineupProblems(match.lineup_classes, row.team_id, row.athlete_ids, (id) => known.get(id)) : [];
    const problems = { home: problemsOf(home), away: problemsOf(away) };
    const deadline = deadlineOf(match);
    states.set(match.id, {
      match,
      deadline,
      home,
      away,
      problems,
      revealed: lineupsRevealed({
        revealedAt: match.lineups_revealed_at,
        bothIn: home !== null && away !== null,
        flagged: problems.home.length + problems.away.length > 0,
        deadline,
        now,
      }),
    });
  }
  return states;
}

/**
 * Reveals a team match's lineups and creates its three bouts from them, in one transaction: when the two teams now
 * in it both have a lineup in, neither is flagged (an admin's reveal, `force`, may overrule a weigh-in or class flag),
 * and (`force`) or the deadline has passed. The
 * team match's row lock is the race guard: a second reveal at the same moment (another instance's job, an admin)
 * waits for it, then finds `lineups_revealed_at` set and does nothing. Answers whether this call revealed them.
 */
export async function revealLineups(
  db: Database,
  teamMatchId: string,
  options: { force: boolean; actor?: Actor; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  return writeTransaction(db, async (tx) => {
    // The one lock order (readMatch): the event's row shared — a change of its bout classes (setLineupClasses) waits
    // for this reveal, or this for it — then its team matches.
    if (!(await readMatch(tx, teamMatchId, true))) return false;
    const state = (await lineupStates(tx, [teamMatchId], now)).get(teamMatchId)!;
    if (state.match.lineups_revealed_at || !state.home || !state.away) return false;
    // A flagged lineup waits; an admin's reveal may overrule a weigh-in or class flag (their call), never an athlete
    // who is gone from the team or the league (there is no bout to make for them).
    const problems = [...state.problems.home, ...state.problems.away];
    if (problems.some((problem) => !options.force || problem.reason === "offRoster" || problem.reason === "missing"))
      return false;
    if (!options.force && !state.revealed) return false;
    await tx
      .update(teamMatches)
      .set({ lineups_revealed_at: now, updated_at: now })
      .where(eq(teamMatches.id, teamMatchId));
    await createBoutsFromLineups(tx, state, options.actor ?? SYSTEM_ACTOR);
    await queueLineupNotifications(tx, teamMatchId, now);
    return true;
  });
}

/** Bouts 1–3: the home lineup's athlete n against the away lineup's (unless bouts were typed already). */
async function createBoutsFromLineups(tx: Database, state: LineupState, actor: Actor) {
  const { match } = state;
  const [existing] = await tx.select({ id: bouts.id }).from(bouts).where(eq(bouts.team_match_id, match.id)).limit(1);
  if (existing || !state.home || !state.away) return;
  const home = state.home.athlete_ids;
  const away = state.away.athlete_ids;
  const facts = await athleteFacts(tx, match.tournament_id, [...home, ...away]);
  for (let index = 0; index < Math.min(home.length, away.length); index++) {
    const a = facts.get(home[index]!);
    const b = facts.get(away[index]!);
    if (!a || !b) continue;
    // An open slot is fought at the heavier of the two athletes' classes.
    const heavier =
      WEIGHT_CLASSES[Math.max(WEIGHT_CLASSES.indexOf(a.weight_class), WEIGHT_CLASSES.indexOf(b.weight_class))]!;
    const weight_class: WeightClass = match.lineup_classes?.[index] ?? heavier;
    await boutWrites.createWithin(
      tx,
      BoutInputSchema.parse({
        team_match_id: match.id,
        athlete_a_id: a.id,
        athlete_b_id: b.id,
        weight_class,
        status: "scheduled",
        score_a: 0,
        score_b: 0,
        takedowns_landed_a: 0,
        takedowns_attempted_a: 0,
        takedowns_landed_b: 0,
        takedowns_attempted_b: 0,
        control_seconds_a: 0,
        control_seconds_b: 0,
      }),
      actor,
    );
  }
}

/**
 * The reveal at the deadline (the `lineups.reveal` job's work, idempotent): nothing once revealed or without a time;
 * queued again for the deadline when it came early (the time moved); otherwise the reveal — which does nothing when a
 * lineup is missing or flagged: those stay unrevealed, and flagged, until an admin fixes a lineup (which queues this
 * again) or enters the bouts. Answers what happened.
 */
export async function revealAtDeadline(db: Database, teamMatchId: string, now = new Date()) {
  const match = await readMatch(db, teamMatchId, false);
  if (!match || match.lineups_revealed_at) return "done" as const;
  const deadline = deadlineOf(match);
  if (!deadline) return "unscheduled" as const;
  if (now.getTime() < deadline.getTime()) {
    await db.transaction((tx) => lineupRevealJob.enqueue(tx, teamMatchId, {}, { runAt: deadline }));
    return "later" as const;
  }
  if (await revealLineups(db, teamMatchId, { force: false, now })) return "revealed" as const;
  // Another instance revealed first, or a lineup is missing or flagged.
  return (await readMatch(db, teamMatchId, false))?.lineups_revealed_at ? ("done" as const) : ("held" as const);
}

/** The reveal job, keyed by team match id, due at its lineup deadline (decision 051). */
export const lineupRevealJob = defineJob<Record<string, never>>({
  kind: "lineups.reveal",
  async run(db, job) {
    await revealAtDeadline(db, job.key);
  },
});

export type LineupView = {
  team_id: string;
  submitted_at: Date;
  athletes: { id: string; full_name: string; weight_class: WeightClass }[];
};

/**
 * The team match's lineups as this viewer may see them: before the reveal, only their own team's (an admin: both);
 * after it, both. Read only: "revealed" is derived (see lineupStates); nothing is written here.
 */
export async function readLineups(db: Database, teamMatchId: string, viewer: LineupViewer, now = new Date()) {
  const state = (await lineupStates(db, [teamMatchId], now)).get(teamMatchId);
  if (!state) return null;
  const { match, revealed } = state;
  const visible = [state.home, state.away].filter(
    (lineup): lineup is LineupRow =>
      lineup !== null && (revealed || viewer.isAdmin || lineup.team_id === viewer.teamId),
  );
  const ids = visible.flatMap((lineup) => lineup.athlete_ids);
  const names = ids.length
    ? await db
        .select({ id: athletes.id, full_name: athletes.full_name, weight_class: athletes.weight_class })
        .from(athletes)
        .where(inUuids(athletes.id, ids))
    : [];
  const byId = new Map(names.map((row) => [row.id, row]));
  const view = (lineup: LineupRow | null): LineupView | null =>
    lineup && visible.includes(lineup)
      ? {
          team_id: lineup.team_id,
          submitted_at: lineup.submitted_at,
          // A deleted athlete is left out (the lineup is flagged for it).
          athletes: lineup.athlete_ids.flatMap((id) => byId.get(id) ?? []),
        }
      : null;
  return {
    match,
    deadline: state.deadline,
    revealed,
    submitted: { home: state.home !== null, away: state.away !== null },
    home: view(state.home),
    away: view(state.away),
  };
}

/** The tournament's team matches whose lineups are revealed ("Lineups announced" on the public card), derived. */
export async function announcedLineups(db: Database, tournamentId: string, now = new Date()) {
  const rows = await db
    .select({ id: teamMatches.id })
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, tournamentId));
  return announcedAmong(
    db,
    rows.map((row) => row.id),
    now,
  );
}

/** Which of these team matches have their lineups announced (a page that has read its card already knows the ids). */
export async function announcedAmong(db: Database, teamMatchIds: readonly string[], now = new Date()) {
  const states = await lineupStates(db, teamMatchIds, now);
  return new Set([...states.values()].filter((state) => state.revealed).map((state) => state.match.id));
}

/** Records (or corrects) an athlete's weigh-in at an event. */
export async function recordWeighIn(
  db: Database,
  tournamentId: string,
  input: { athlete_id: string; weight_kg: number },
  actor: Actor,
) {
  const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, input.athlete_id));
  if (!athlete) throw new WriteRejected("athlete_id", "admin:lineups.validation.athlete");
  const [row] = await db
    .insert(weighIns)
    .values({ tournament_id: tournamentId, ...input, recorded_by: actor.email })
    .onConflictDoUpdate({
      target: [weighIns.tournament_id, weighIns.athlete_id],
      set: { weight_kg: input.weight_kg, recorded_at: new Date(), recorded_by: actor.email },
    })
    .returning();
  return row!;
}

/**
 * Lineups to look at: an athlete in a submitted lineup who may not fight their slot any more — weighed in over the
 * limit of its class after the lineup went in, in a heavier class than the slot's after the event's bout classes
 * changed, transferred to another team or deleted (`lineupProblems`, derived on read). Admin → Results lists them;
 * such a lineup is not revealed until it is fixed.
 */
export async function lineupFlags(db: Database, tournamentId: string) {
  const rows = await db
    .select({
      team_match_id: teamMatchLineups.team_match_id,
      card_order: teamMatches.card_order,
      team_id: teamMatchLineups.team_id,
      team_name: teams.name,
      athlete_ids: teamMatchLineups.athlete_ids,
      lineup_classes: tournaments.lineup_classes,
    })
    .from(teamMatchLineups)
    .innerJoin(teamMatches, eq(teamMatches.id, teamMatchLineups.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(teams, eq(teams.id, teamMatchLineups.team_id))
    .where(eq(teamMatches.tournament_id, tournamentId))
    .orderBy(asc(teamMatches.card_order), asc(teams.name));
  const ids = [...new Set(rows.flatMap((row) => row.athlete_ids))];
  if (ids.length === 0) return [];
  const facts = await athleteFacts(db, tournamentId, ids);
  const names = await db
    .select({ id: athletes.id, full_name: athletes.full_name })
    .from(athletes)
    .where(inUuids(athletes.id, ids));
  const nameOf = new Map(names.map((row) => [row.id, row.full_name]));
  return rows.flatMap((row) =>
    lineupProblems(row.lineup_classes as SlotClasses, row.team_id, row.athlete_ids, (id) => facts.get(id)).map(
      (problem) => ({
        team_match_id: row.team_match_id,
        card_order: row.card_order,
        team_name: row.team_name,
        athlete_name: nameOf.get(problem.athlete_id) ?? "",
        ...problem,
      }),
    ),
  );
}

/**
 * Sets the event's three bout slot classes (Admin → Results → Bout weight classes, PUT …/lineup-classes). Lineups
 * already in are checked again on read: one that no longer fits is flagged (`lineupFlags`, /manage) until its team
 * resubmits. Refused (409) once any of the event's lineups are revealed: their bouts were made at the classes as
 * they were. Null when there is no such tournament.
 */
export async function setLineupClasses(
  db: Database,
  tournamentId: string,
  classes: (WeightClass | null)[],
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // Locked: a reveal (which reads the classes to make the bouts) waits for this, or this for it.
    const [event] = await tx
      .select({ id: tournaments.id, title: tournaments.title, lineup_classes: tournaments.lineup_classes })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for("update");
    if (!event) return null;
    const before = event.lineup_classes ?? [null, null, null];
    if (classes.every((weightClass, index) => weightClass === (before[index] ?? null))) return { classes };
    const [revealed] = await tx
      .select({ card_order: teamMatches.card_order })
      .from(teamMatches)
      .where(and(eq(teamMatches.tournament_id, tournamentId), isNotNull(teamMatches.lineups_revealed_at)))
      .orderBy(asc(teamMatches.card_order))
      .limit(1);
    if (revealed)
      throw new WriteRejected("classes", "admin:lineups.validation.revealed", { order: revealed.card_order });
    await tx
      .update(tournaments)
      .set({ lineup_classes: classes, updated_at: new Date() })
      .where(eq(tournaments.id, tournamentId));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "tournament",
      entityId: event.id,
      summary: event.title,
      changes: { lineup_classes: classes },
    });
    return { classes };
  });
}

/** A manager's page: their team's team matches still to come (or without a time), soonest first, with the roster. */
export async function managerOverview(db: Database, teamId: string, now = new Date()) {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const matches = await db
    .select({
      id: teamMatches.id,
      tournament_id: teamMatches.tournament_id,
      tournament_title: tournaments.title,
      tournament_title_ru: tournaments.title_ru,
      time_zone: tournaments.time_zone,
      lineup_classes: tournaments.lineup_classes,
      home_team_id: teamMatches.home_team_id,
      away_team_id: teamMatches.away_team_id,
      stage: teamMatches.stage,
      scheduled_at: teamMatches.scheduled_at,
      lineup_deadline_minutes: teamMatches.lineup_deadline_minutes,
      lineups_revealed_at: teamMatches.lineups_revealed_at,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(
      and(
        or(eq(teamMatches.home_team_id, teamId), eq(teamMatches.away_team_id, teamId)),
        sql`${teamMatches.status} <> 'completed'`,
        or(isNull(teamMatches.scheduled_at), gte(teamMatches.scheduled_at, new Date(now.getTime() - 6 * 3600_000))),
      ),
    )
    .orderBy(asc(teamMatches.scheduled_at), asc(teamMatches.card_order));
  const teamIds = [...new Set(matches.flatMap((m) => [m.home_team_id, m.away_team_id]).filter((id) => id !== null))];
  const names = teamIds.length
    ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inUuids(teams.id, teamIds))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const roster = await db
    .select({ id: athletes.id, full_name: athletes.full_name, weight_class: athletes.weight_class })
    .from(athletes)
    .where(eq(athletes.team_id, teamId))
    .orderBy(asc(athletes.full_name));
  const tournamentIds = [...new Set(matches.map((m) => m.tournament_id))];
  const weights = tournamentIds.length
    ? await db
        .select({
          tournament_id: weighIns.tournament_id,
          athlete_id: weighIns.athlete_id,
          weight_kg: weighIns.weight_kg,
        })
        .from(weighIns)
        .where(inUuids(weighIns.tournament_id, tournamentIds))
    : [];
  const states = await lineupStates(
    db,
    matches.map((match) => match.id),
    now,
  );
  const problemIds = [
    ...new Set([...states.values()].flatMap((state) => [...state.problems.home, ...state.problems.away])),
  ].map((problem) => problem.athlete_id);
  const problemNames = new Map(
    problemIds.length
      ? (
          await db
            .select({ id: athletes.id, full_name: athletes.full_name })
            .from(athletes)
            .where(inUuids(athletes.id, problemIds))
        ).map((row) => [row.id, row.full_name])
      : [],
  );
  const items = [];
  for (const match of matches) {
    const state = states.get(match.id);
    const isHome = match.home_team_id === teamId;
    const own = isHome ? state?.home : state?.away;
    const other = isHome ? state?.away : state?.home;
    const revealed = state?.revealed ?? false;
    const deadline = lineupDeadline(match.scheduled_at, match.lineup_deadline_minutes);
    const opponent = isHome ? match.away_team_id : match.home_team_id;
    const problems = (isHome ? state?.problems.home : state?.problems.away) ?? [];
    items.push({
      id: match.id,
      tournament: { id: match.tournament_id, title: match.tournament_title, title_ru: match.tournament_title_ru },
      time_zone: match.time_zone,
      stage: match.stage,
      scheduled_at: match.scheduled_at?.toISOString() ?? null,
      deadline: deadline?.toISOString() ?? null,
      open: !revealed && (!deadline || now.getTime() < deadline.getTime()),
      revealed,
      opponent: opponent ? (nameOf.get(opponent) ?? null) : null,
      slot_classes: (match.lineup_classes ?? null) as (WeightClass | null)[] | null,
      own: own?.athlete_ids ?? null,
      other: revealed && other ? await athleteNames(db, other.athlete_ids) : null,
      // Named here: an athlete who left the roster is not in `roster` any more.
      problems: problems.map((problem) => ({ ...problem, athlete_name: problemNames.get(problem.athlete_id) ?? "" })),
      weights: Object.fromEntries(
        weights.filter((w) => w.tournament_id === match.tournament_id).map((w) => [w.athlete_id, w.weight_kg]),
      ) as Record<string, number>,
    });
  }
  // Lineups of this team withdrawn in the last two weeks because the team left the slot (a bracket correction).
  const withdrawn = await db
    .select({
      team_match_id: lineupWithdrawals.team_match_id,
      withdrawn_at: lineupWithdrawals.withdrawn_at,
      stage: teamMatches.stage,
      tournament_title: tournaments.title,
      tournament_title_ru: tournaments.title_ru,
      time_zone: tournaments.time_zone,
    })
    .from(lineupWithdrawals)
    .innerJoin(teamMatches, eq(teamMatches.id, lineupWithdrawals.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(
      and(
        eq(lineupWithdrawals.team_id, teamId),
        eq(lineupWithdrawals.reason, "slot"),
        gte(lineupWithdrawals.withdrawn_at, new Date(now.getTime() - 14 * 86_400_000)),
      ),
    )
    .orderBy(desc(lineupWithdrawals.withdrawn_at));
  return {
    team,
    roster,
    matches: items,
    withdrawn: withdrawn.map((row) => ({
      team_match_id: row.team_match_id,
      withdrawn_at: row.withdrawn_at.toISOString(),
      stage: row.stage,
      time_zone: row.time_zone,
      tournament: { title: row.tournament_title, title_ru: row.tournament_title_ru },
    })),
  };
}

/** The names of some athletes in this order (a deleted one left out). */
async function athleteNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: athletes.id, full_name: athletes.full_name })
    .from(athletes)
    .where(inUuids(athletes.id, [...ids]));
  const nameOf = new Map(rows.map((row) => [row.id, row.full_name]));
  return ids.flatMap((id) => nameOf.get(id) ?? []);
}
