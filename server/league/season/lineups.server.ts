// Lineups, blind until both are in (issue 27 §2). A manager (or an admin) submits a team's three athletes until the
// team match's lineup deadline; nobody reads the other side's until they are revealed: by an admin, or — derived on
// read, no cron — by the first read or write after the deadline once both are in. Revealing stamps
// `team_matches.lineups_revealed_at` with a conditional UPDATE (`… where lineups_revealed_at is null`), so of several
// app instances on one PostgreSQL exactly one reveals, and it creates the three bouts in that same transaction.
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
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
  type SlotClasses,
} from "../../../app/lib/season/lineups.ts";
import type { Database } from "../../db/client.server.ts";
import { queueLineupNotifications } from "../../fans/fact-hooks.server.ts";
import { athletes, bouts, teamMatchLineups, teamMatches, teams, tournaments, weighIns } from "../../db/schema.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";

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
    .where(inArray(athletes.id, ids));
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
  return db.transaction(async (tx) => {
    // Locked: a submission and a reveal of one team match happen one after the other, on every instance.
    const match = await readMatch(tx, teamMatchId, true);
    if (!match) return null;
    if (input.team_id !== match.home_team_id && input.team_id !== match.away_team_id)
      throw new WriteRejected("team_id", "manage:validation.notInMatch");
    const deadline = deadlineOf(match);
    if (match.lineups_revealed_at || (deadline && now.getTime() >= deadline.getTime()))
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
    return row!;
  });
}

/**
 * Reveals a team match's lineups and creates its three bouts from them, in one transaction: when both are in and
 * (`force`, an admin's reveal) or the deadline has passed. The conditional UPDATE is the race guard: a second
 * instance revealing at the same moment waits for the first's row lock, then finds `lineups_revealed_at` set and
 * does nothing. Answers whether this call revealed them.
 */
export async function revealLineups(
  db: Database,
  teamMatchId: string,
  options: { force: boolean; actor?: Actor; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // The event's row, shared: a change of its bout classes (setLineupClasses) waits for this reveal, or this for it.
    await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .innerJoin(teamMatches, eq(teamMatches.tournament_id, tournaments.id))
      .where(eq(teamMatches.id, teamMatchId))
      .for("share", { of: tournaments });
    const claimed = await tx
      .update(teamMatches)
      .set({ lineups_revealed_at: now, updated_at: now })
      .where(
        and(
          eq(teamMatches.id, teamMatchId),
          isNull(teamMatches.lineups_revealed_at),
          sql`(select count(*) from ${teamMatchLineups} where ${teamMatchLineups.team_match_id} = ${teamMatches.id}) = 2`,
          options.force
            ? undefined
            : sql`${teamMatches.scheduled_at} - make_interval(mins => ${teamMatches.lineup_deadline_minutes}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: teamMatches.id });
    if (claimed.length === 0) return false;
    await createBoutsFromLineups(tx, teamMatchId, options.actor ?? SYSTEM_ACTOR);
    await queueLineupNotifications(tx, teamMatchId, now);
    return true;
  });
}

/** Bouts 1–3: the home lineup's athlete n against the away lineup's (unless bouts were typed already). */
async function createBoutsFromLineups(tx: Database, teamMatchId: string, actor: Actor) {
  const match = (await readMatch(tx, teamMatchId, false))!;
  const [existing] = await tx.select({ id: bouts.id }).from(bouts).where(eq(bouts.team_match_id, teamMatchId)).limit(1);
  if (existing) return;
  const lineups = await tx.select().from(teamMatchLineups).where(eq(teamMatchLineups.team_match_id, teamMatchId));
  const home = lineups.find((lineup) => lineup.team_id === match.home_team_id)!;
  const away = lineups.find((lineup) => lineup.team_id === match.away_team_id)!;
  const facts = await athleteFacts(tx, match.tournament_id, [...home.athlete_ids, ...away.athlete_ids]);
  for (let index = 0; index < home.athlete_ids.length; index++) {
    const a = facts.get(home.athlete_ids[index]!)!;
    const b = facts.get(away.athlete_ids[index]!)!;
    // An open slot is fought at the heavier of the two athletes' classes.
    const heavier =
      WEIGHT_CLASSES[Math.max(WEIGHT_CLASSES.indexOf(a.weight_class), WEIGHT_CLASSES.indexOf(b.weight_class))]!;
    const weight_class: WeightClass = match.lineup_classes?.[index] ?? heavier;
    await boutWrites.createWithin(
      tx,
      BoutInputSchema.parse({
        team_match_id: teamMatchId,
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

export type LineupView = {
  team_id: string;
  submitted_at: Date;
  athletes: { id: string; full_name: string; weight_class: WeightClass }[];
};

/**
 * The team match's lineups as this viewer may see them: before the reveal, only their own team's (an admin: both);
 * after it, both. A read after the deadline with both in reveals them first (see revealLineups).
 */
export async function readLineups(db: Database, teamMatchId: string, viewer: LineupViewer, now = new Date()) {
  let match = await readMatch(db, teamMatchId, false);
  if (!match) return null;
  let lineups = await db.select().from(teamMatchLineups).where(eq(teamMatchLineups.team_match_id, teamMatchId));
  const deadline = deadlineOf(match);
  if (
    !match.lineups_revealed_at &&
    lineupsRevealed({ revealedAt: null, submitted: lineups.length, deadline, now }) &&
    (await revealLineups(db, teamMatchId, { force: false, now }))
  ) {
    match = (await readMatch(db, teamMatchId, false))!;
    lineups = await db.select().from(teamMatchLineups).where(eq(teamMatchLineups.team_match_id, teamMatchId));
  }
  const revealed = lineupsRevealed({ revealedAt: match.lineups_revealed_at, submitted: lineups.length, deadline, now });
  const visible = lineups.filter((lineup) => revealed || viewer.isAdmin || lineup.team_id === viewer.teamId);
  const ids = visible.flatMap((lineup) => lineup.athlete_ids);
  const names = ids.length
    ? await db
        .select({ id: athletes.id, full_name: athletes.full_name, weight_class: athletes.weight_class })
        .from(athletes)
        .where(inArray(athletes.id, ids))
    : [];
  const byId = new Map(names.map((row) => [row.id, row]));
  const view = (teamId: string | null): LineupView | null => {
    const lineup = visible.find((row) => row.team_id === teamId);
    return lineup
      ? {
          team_id: lineup.team_id,
          submitted_at: lineup.submitted_at,
          athletes: lineup.athlete_ids.map((id) => byId.get(id)!),
        }
      : null;
  };
  return {
    match,
    deadline,
    revealed,
    submitted: {
      home: lineups.some((row) => row.team_id === match.home_team_id),
      away: lineups.some((row) => row.team_id === match.away_team_id),
    },
    home: view(match.home_team_id),
    away: view(match.away_team_id),
  };
}

/** The public pages' read: reveals any of the tournament's lineups whose deadline has passed with both in. */
export async function revealDueLineups(db: Database, tournamentId: string, now = new Date()) {
  const due = await db
    .select({ id: teamMatches.id })
    .from(teamMatches)
    .where(
      and(
        eq(teamMatches.tournament_id, tournamentId),
        isNull(teamMatches.lineups_revealed_at),
        sql`${teamMatches.scheduled_at} - make_interval(mins => ${teamMatches.lineup_deadline_minutes}) <= ${now.toISOString()}::timestamptz`,
        sql`(select count(*) from ${teamMatchLineups} where ${teamMatchLineups.team_match_id} = ${teamMatches.id}) = 2`,
      ),
    );
  for (const match of due) await revealLineups(db, match.id, { force: false, now });
  return due.length;
}

/** The tournament's team matches whose lineups have been revealed ("Lineups announced" on the public card). */
export async function announcedLineups(db: Database, tournamentId: string) {
  const rows = await db
    .select({ id: teamMatches.id })
    .from(teamMatches)
    .where(and(eq(teamMatches.tournament_id, tournamentId), isNotNull(teamMatches.lineups_revealed_at)));
  return new Set(rows.map((row) => row.id));
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
 * limit of its class after the lineup went in, or in a heavier class than the slot's after the event's bout classes
 * changed (`lineupProblems`, derived on read). Admin → Results lists them.
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
    .where(inArray(athletes.id, ids));
  const nameOf = new Map(names.map((row) => [row.id, row.full_name]));
  return rows.flatMap((row) =>
    lineupProblems(row.lineup_classes as SlotClasses, row.athlete_ids, (id) => facts.get(id)).map((problem) => ({
      team_match_id: row.team_match_id,
      card_order: row.card_order,
      team_name: row.team_name,
      athlete_name: nameOf.get(problem.athlete_id) ?? "",
      ...problem,
    })),
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
    ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
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
        .where(inArray(weighIns.tournament_id, tournamentIds))
    : [];
  const viewer = { isAdmin: false, teamId };
  const items = [];
  for (const match of matches) {
    const lineups = await readLineups(db, match.id, viewer, now);
    const deadline = lineupDeadline(match.scheduled_at, match.lineup_deadline_minutes);
    const opponent = match.home_team_id === teamId ? match.away_team_id : match.home_team_id;
    items.push({
      id: match.id,
      tournament: { id: match.tournament_id, title: match.tournament_title, title_ru: match.tournament_title_ru },
      time_zone: match.time_zone,
      stage: match.stage,
      scheduled_at: match.scheduled_at?.toISOString() ?? null,
      deadline: deadline?.toISOString() ?? null,
      open: !lineups?.revealed && (!deadline || now.getTime() < deadline.getTime()),
      revealed: lineups?.revealed ?? false,
      opponent: opponent ? (nameOf.get(opponent) ?? null) : null,
      slot_classes: (match.lineup_classes ?? null) as (WeightClass | null)[] | null,
      own: (match.home_team_id === teamId ? lineups?.home : lineups?.away)?.athletes.map((a) => a.id) ?? null,
      other: lineups?.revealed
        ? ((match.home_team_id === teamId ? lineups.away : lineups.home)?.athletes.map((a) => a.full_name) ?? null)
        : null,
      weights: Object.fromEntries(
        weights.filter((w) => w.tournament_id === match.tournament_id).map((w) => [w.athlete_id, w.weight_kg]),
      ) as Record<string, number>,
    });
  }
  return { team, roster, matches: items };
}
