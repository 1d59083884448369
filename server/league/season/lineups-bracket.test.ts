// Issue 31 item 3 on every test engine: lineups that follow the bracket. A leftover lineup of a team that left the
// slot, a third lineup row, a lineup athlete transferred or deleted: every read still answers (and writes nothing),
// the reveal at the deadline is a job that reveals exactly when the two teams now in the slot have valid lineups in,
// and a manager can withdraw a lineup before the deadline.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { auditLog, bouts, jobs, lineupWithdrawals, teamMatchLineups, teamMatches } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { runDueJobs } from "../../jobs/job-worker.server.ts";
import { listScoringMatches } from "../../live/score-pages.server.ts";
import { athleteInput } from "../entities/test-inputs.ts";
import { createAthlete, deleteAthlete, updateAthlete } from "../entities/athlete-entity.server.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { generateFixtures } from "./generate.server.ts";
import {
  announcedLineups,
  LineupForbidden,
  lineupFlags,
  lineupRevealJob,
  managerOverview,
  PUBLIC_VIEWER,
  readLineups,
  recordWeighIn,
  revealAtDeadline,
  revealLineups,
  submitLineup,
  withdrawLineup,
} from "./lineups.server.ts";
import { type SeasonTestLeague, seasonTestLeague, TEST_ADMIN } from "./test-league.ts";

const MANAGER = { id: null, email: "manager@league.example" };
const manager = (teamId: string) => ({ isAdmin: false, teamId });
const ADMIN_VIEWER = { isAdmin: true, teamId: null };

describe.each(TEST_ENGINES)("lineups that follow the bracket on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: SeasonTestLeague;
  let teamIds: string[] = [];
  let roster = new Map<string, string[]>();

  const matchRow = async (id: string) => (await handle.db.select().from(teamMatches).where(eq(teamMatches.id, id)))[0]!;
  const lineupTeams = async (id: string) =>
    (
      await handle.db
        .select({ team_id: teamMatchLineups.team_id })
        .from(teamMatchLineups)
        .where(eq(teamMatchLineups.team_match_id, id))
    )
      .map((row) => row.team_id)
      .toSorted();
  const boutCount = async (id: string) =>
    (await handle.db.select({ id: bouts.id }).from(bouts).where(eq(bouts.team_match_id, id))).length;
  const submit = (matchId: string, teamId: string, at: Date, athleteIds = roster.get(teamId)!) =>
    submitLineup(handle.db, matchId, { team_id: teamId, athlete_ids: athleteIds }, manager(teamId), MANAGER, at);
  /** The deadline of a team match and an instant before and after it. */
  const times = async (id: string) => {
    const row = await matchRow(id);
    const deadline = new Date(row.scheduled_at!.getTime() - row.lineup_deadline_minutes * 60_000);
    return { deadline, before: new Date(deadline.getTime() - 60_000), after: new Date(deadline.getTime() + 60_000) };
  };
  /** A two-team final of its own, scheduled at `start` (the default deadline, 60 minutes before). */
  const standalone = async (title: string, home: string, away: string, start: Date) => {
    const tournament = await league.tournament(title);
    return (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: tournament,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: start,
        } as never,
        TEST_ADMIN,
      )
    ).id;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    league = await seasonTestLeague(handle.db, "Bracket Club", 6);
    ({ teamIds, roster } = league);
  });
  afterAll(async () => handle?.close());

  it("withdraws the lineup of a team a semifinal correction takes out of the final; every read after the deadline answers", async () => {
    const tournament = await league.tournament("Corrected Cup");
    const [semi1, semi2, final] = (await generateFixtures(
      handle.db,
      tournament,
      league.fixtures({
        format: "single_elimination",
        team_ids: teamIds.slice(0, 4),
        start_at: "2026-06-01T18:00:00Z",
        gap_minutes: 20,
      }),
      TEST_ADMIN,
    ))!;
    // Semifinal 1 (club 1 v club 4) to the away side, semifinal 2 (club 2 v club 3) to the home side.
    await boutWrites.create(handle.db, await league.bout(semi1!.id, 1, "away"), TEST_ADMIN);
    const second = await boutWrites.create(handle.db, await league.bout(semi1!.id, 2, "away"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi2!.id, 1, "home"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi2!.id, 2, "home"), TEST_ADMIN);
    expect([(await matchRow(final!.id)).home_team_id, (await matchRow(final!.id)).away_team_id]).toEqual([
      teamIds[3],
      teamIds[1],
    ]);
    const { before, after } = await times(final!.id);
    await submit(final!.id, teamIds[3]!, before);
    await submit(final!.id, teamIds[1]!, before);
    // The admin corrects semifinal 1: club 1 goes through instead of club 4.
    await boutWrites.update(handle.db, second.id, await league.bout(semi1!.id, 2, "home"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi1!.id, 3, "home"), TEST_ADMIN);
    expect((await matchRow(final!.id)).home_team_id).toBe(teamIds[0]);
    // Club 4's lineup is withdrawn, kept for its manager and in the audit log.
    expect(await lineupTeams(final!.id)).toEqual([teamIds[1]]);
    const withdrawals = await handle.db
      .select({ team_id: lineupWithdrawals.team_id, reason: lineupWithdrawals.reason })
      .from(lineupWithdrawals)
      .where(eq(lineupWithdrawals.team_match_id, final!.id));
    expect(withdrawals).toEqual([{ team_id: teamIds[3], reason: "slot" }]);
    const audit = await handle.db
      .select({ summary: auditLog.summary, entity: auditLog.entity, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, final!.id), eq(auditLog.entity, "team-match")));
    expect(audit.filter((row) => row.summary.startsWith("Lineup withdrawn"))).toEqual([
      {
        summary: "Lineup withdrawn: Bracket Club 4",
        entity: "team-match",
        changes: { lineup_withdrawn: { team_id: teamIds[3], athlete_ids: roster.get(teamIds[3]!), reason: "slot" } },
      },
    ]);
    // After the deadline every read answers, and nothing is revealed: club 1 has no lineup in.
    const view = await readLineups(handle.db, final!.id, PUBLIC_VIEWER, after);
    expect([view!.revealed, view!.submitted]).toEqual([false, { home: false, away: true }]);
    expect(await announcedLineups(handle.db, tournament, after)).toEqual(new Set());
    expect(await lineupFlags(handle.db, tournament)).toEqual([]);
    await expect(listScoringMatches(handle.db)).resolves.toBeInstanceOf(Array);
    const club4 = await managerOverview(handle.db, teamIds[3]!, before);
    expect(club4!.withdrawn.map((row) => [row.team_match_id, row.stage])).toEqual([[final!.id, "final"]]);
    expect(club4!.matches.map((match) => match.id)).not.toContain(final!.id);
    const club2 = await managerOverview(handle.db, teamIds[1]!, after);
    expect(club2!.matches.find((match) => match.id === final!.id)).toMatchObject({ revealed: false, open: false });
    // The job at the deadline holds the reveal; club 1's lineup in (an admin, after the deadline) reveals it.
    expect(await revealAtDeadline(handle.db, final!.id, after)).toBe("held");
    expect(await boutCount(final!.id)).toBe(0);
    await submitLineup(
      handle.db,
      final!.id,
      { team_id: teamIds[0]!, athlete_ids: roster.get(teamIds[0]!)! },
      ADMIN_VIEWER,
      TEST_ADMIN,
      after,
    );
    expect(await revealAtDeadline(handle.db, final!.id, after)).toBe("revealed");
    const made = await handle.db
      .select({ a: bouts.athlete_a_id, b: bouts.athlete_b_id })
      .from(bouts)
      .where(eq(bouts.team_match_id, final!.id))
      .orderBy(asc(bouts.bout_order));
    expect(made).toEqual(roster.get(teamIds[0]!)!.map((a, index) => ({ a, b: roster.get(teamIds[1]!)![index] })));
  });

  it("reveals the two teams' lineups when a third lineup row is stored (a leftover): the read, the job and the admin agree", async () => {
    const start = new Date("2026-07-01T18:00:00Z");
    const id = await standalone("Three Rows Cup", teamIds[0]!, teamIds[1]!, start);
    const { before, after } = await times(id);
    await submit(id, teamIds[0]!, before);
    await submit(id, teamIds[1]!, before);
    // A row as the old code could leave behind (the trigger now withdraws such a lineup when the slot changes).
    await handle.db
      .insert(teamMatchLineups)
      .values({ team_match_id: id, team_id: teamIds[2]!, athlete_ids: roster.get(teamIds[2]!)!, submitted_at: before });
    expect((await lineupTeams(id)).length).toBe(3);
    const view = await readLineups(handle.db, id, PUBLIC_VIEWER, after);
    expect(view!.revealed).toBe(true);
    expect([view!.home!.team_id, view!.away!.team_id]).toEqual([teamIds[0], teamIds[1]]);
    // The read wrote nothing: the reveal is the job's.
    expect((await matchRow(id)).lineups_revealed_at).toBeNull();
    expect(await boutCount(id)).toBe(0);
    expect(await revealAtDeadline(handle.db, id, after)).toBe("revealed");
    expect(await boutCount(id)).toBe(3);
    expect((await matchRow(id)).lineups_revealed_at).toEqual(after);
    // Idempotent: a second run (or an admin's reveal) does nothing more.
    expect(await revealAtDeadline(handle.db, id, after)).toBe("done");
    expect(await revealLineups(handle.db, id, { force: true, actor: TEST_ADMIN })).toBe(false);
    expect(await boutCount(id)).toBe(3);
  });

  it("flags a lineup whose athlete was transferred: reads answer and do not reveal, the job holds, an admin's fix reveals", async () => {
    const start = new Date("2026-07-02T18:00:00Z");
    const moving = (
      await createAthlete(
        handle.db,
        athleteInput({ full_name: "Moving Athlete", team_id: teamIds[4]!, rating_elo: 1500 }),
      )
    ).id;
    const home = [moving, ...roster.get(teamIds[4]!)!.slice(1)];
    const id = await standalone("Transfer Cup", teamIds[4]!, teamIds[5]!, start);
    const { before, after } = await times(id);
    await submit(id, teamIds[4]!, before, home);
    await submit(id, teamIds[5]!, before);
    const [row] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, id));
    await updateAthlete(
      handle.db,
      moving,
      athleteInput({ full_name: "Moving Athlete", team_id: teamIds[0]!, rating_elo: 1500 }),
      TEST_ADMIN,
    );
    const view = await readLineups(handle.db, id, PUBLIC_VIEWER, after);
    expect(view!.revealed).toBe(false);
    expect(await lineupFlags(handle.db, row!.tournament_id)).toMatchObject([
      { team_match_id: id, slot: 1, athlete_id: moving, athlete_name: "Moving Athlete", reason: "offRoster" },
    ]);
    const own = (await managerOverview(handle.db, teamIds[4]!, before))!.matches.find((match) => match.id === id)!;
    expect(own.problems.map((problem) => [problem.slot, problem.reason, problem.athlete_name])).toEqual([
      [1, "offRoster", "Moving Athlete"],
    ]);
    expect(await revealAtDeadline(handle.db, id, after)).toBe("held");
    expect(await revealLineups(handle.db, id, { force: true, actor: TEST_ADMIN })).toBe(false);
    expect([(await matchRow(id)).lineups_revealed_at, await boutCount(id)]).toEqual([null, 0]);
    // The admin puts another athlete in after the deadline: the job due at once reveals.
    const fixed = [roster.get(teamIds[4]!)![0]!, ...roster.get(teamIds[4]!)!.slice(1)];
    await submitLineup(handle.db, id, { team_id: teamIds[4]!, athlete_ids: fixed }, ADMIN_VIEWER, TEST_ADMIN, after);
    expect(await revealAtDeadline(handle.db, id, after)).toBe("revealed");
    expect(await boutCount(id)).toBe(3);
  });

  it("keeps /manage working when a lineup athlete is deleted before the deadline, so the manager can fix it", async () => {
    const start = new Date("2026-07-03T18:00:00Z");
    const leaving = (
      await createAthlete(
        handle.db,
        athleteInput({ full_name: "Leaving Athlete", team_id: teamIds[2]!, rating_elo: 1500 }),
      )
    ).id;
    const lineup = [...roster.get(teamIds[2]!)!.slice(0, 2), leaving];
    const id = await standalone("Deleted Cup", teamIds[2]!, teamIds[3]!, start);
    const { before, after } = await times(id);
    await submit(id, teamIds[2]!, before, lineup);
    await submit(id, teamIds[3]!, before);
    expect(await deleteAthlete(handle.db, leaving, TEST_ADMIN)).toBe(true);
    const overview = await managerOverview(handle.db, teamIds[2]!, before);
    const own = overview!.matches.find((match) => match.id === id)!;
    expect([own.open, own.own, own.problems.map((problem) => [problem.slot, problem.reason])]).toEqual([
      true,
      lineup,
      [[3, "missing"]],
    ]);
    const mine = await readLineups(handle.db, id, manager(teamIds[2]!), before);
    expect(mine!.home!.athletes.map((athlete) => athlete.id)).toEqual(lineup.slice(0, 2));
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER, after))!.revealed).toBe(false);
    // The manager fixes it before the deadline; then the reveal goes ahead.
    await submit(id, teamIds[2]!, before);
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER, after))!.revealed).toBe(true);
    expect(await revealAtDeadline(handle.db, id, after)).toBe("revealed");
    expect(await boutCount(id)).toBe(3);
  });

  it("holds the reveal at the deadline for a failed weigh-in; an admin's reveal overrules it (their call)", async () => {
    const start = new Date("2026-07-05T18:00:00Z");
    const id = await standalone("Weigh-in Cup", teamIds[3]!, teamIds[4]!, start);
    const { before, after } = await times(id);
    await submit(id, teamIds[3]!, before);
    await submit(id, teamIds[4]!, before);
    const row = await matchRow(id);
    // Lightweight (77 kg): 80.4 kg is over.
    await recordWeighIn(
      handle.db,
      row.tournament_id,
      { athlete_id: roster.get(teamIds[3]!)![0]!, weight_kg: 80.4 },
      TEST_ADMIN,
    );
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER, after))!.revealed).toBe(false);
    expect(await revealAtDeadline(handle.db, id, after)).toBe("held");
    expect(await boutCount(id)).toBe(0);
    expect(await revealLineups(handle.db, id, { force: true, actor: TEST_ADMIN, now: after })).toBe(true);
    expect(await boutCount(id)).toBe(3);
  });

  it("lets a manager withdraw their lineup before the deadline (audited), not another team's, not after it", async () => {
    const start = new Date("2026-07-04T18:00:00Z");
    const id = await standalone("Withdraw Cup", teamIds[0]!, teamIds[5]!, start);
    const { before, after } = await times(id);
    await submit(id, teamIds[0]!, before);
    await expect(
      withdrawLineup(handle.db, id, teamIds[0]!, manager(teamIds[5]!), MANAGER, before),
    ).rejects.toBeInstanceOf(LineupForbidden);
    expect(await withdrawLineup(handle.db, id, teamIds[5]!, manager(teamIds[5]!), MANAGER, before)).toBe(false);
    expect(await withdrawLineup(handle.db, id, teamIds[0]!, manager(teamIds[0]!), MANAGER, before)).toBe(true);
    expect(await lineupTeams(id)).toEqual([]);
    const [entry] = await handle.db
      .select({ action: auditLog.action, summary: auditLog.summary, user_email: auditLog.user_email })
      .from(auditLog)
      .where(eq(auditLog.entity_id, id))
      .orderBy(asc(auditLog.created_at))
      .then((rows) => rows.filter((row) => row.summary.startsWith("Lineup withdrawn")));
    expect(entry).toEqual({
      action: "delete",
      summary: "Lineup withdrawn: Bracket Club 1",
      user_email: MANAGER.email,
    });
    // Not shown as "withdrawn by the bracket" on /manage: the manager did it.
    expect((await managerOverview(handle.db, teamIds[0]!, before))!.withdrawn).toEqual([]);
    await submit(id, teamIds[0]!, before);
    const refused = await withdrawLineup(handle.db, id, teamIds[0]!, manager(teamIds[0]!), MANAGER, after).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(WriteRejected);
    expect((refused as WriteRejected).messageKey).toBe("manage:validation.deadline");
    expect(await withdrawLineup(handle.db, randomId(), teamIds[0]!, ADMIN_VIEWER, TEST_ADMIN, before)).toBeNull();
  });

  it("queues the reveal at the deadline, moves it with the time, and the worker reveals when it comes due", async () => {
    // In two hours: the deadline is in an hour.
    const start = new Date(Date.now() + 2 * 3_600_000);
    const id = await standalone("Job Cup", teamIds[1]!, teamIds[2]!, start);
    const now = new Date();
    await submit(id, teamIds[1]!, now);
    await submit(id, teamIds[2]!, now);
    const queued = async () =>
      handle.db
        .select({ run_at: jobs.run_at, state: jobs.state })
        .from(jobs)
        .where(and(eq(jobs.kind, "lineups.reveal"), eq(jobs.key, id)));
    expect(await queued()).toEqual([{ run_at: new Date(start.getTime() - 3_600_000), state: "queued" }]);
    // Not due: the worker leaves it (the earlier tests' reveals, due long ago, run first).
    await runDueJobs(handle.db, [lineupRevealJob]);
    expect((await queued()).map((job) => job.state)).toEqual(["queued"]);
    expect(await runDueJobs(handle.db, [lineupRevealJob])).toBe(0);
    // The admin moves the team match to start in 30 minutes: the deadline has passed, the job is due now.
    const soon = new Date(Date.now() + 30 * 60_000);
    const row = await matchRow(id);
    await teamMatchWrites.update(
      handle.db,
      id,
      {
        tournament_id: row.tournament_id,
        home_team_id: row.home_team_id,
        away_team_id: row.away_team_id,
        stage: row.stage,
        stage_round: row.stage_round,
        card_order: row.card_order,
        scheduled_at: soon,
      } as never,
      TEST_ADMIN,
    );
    expect(await queued()).toEqual([{ run_at: new Date(soon.getTime() - 3_600_000), state: "queued" }]);
    // A read before the job ran derives "revealed" and writes nothing.
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER))!.revealed).toBe(true);
    expect([(await matchRow(id)).lineups_revealed_at, await boutCount(id)]).toEqual([null, 0]);
    expect(await runDueJobs(handle.db, [lineupRevealJob])).toBe(1);
    expect((await matchRow(id)).lineups_revealed_at).not.toBeNull();
    expect(await boutCount(id)).toBe(3);
    expect((await queued()).map((job) => job.state)).toEqual(["done"]);
  });
});

const randomId = () => crypto.randomUUID();
