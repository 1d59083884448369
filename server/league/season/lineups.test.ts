// Lineups on every test engine: a manager writes only their own team's lineup (403), neither the other side nor the
// public sees a lineup before the reveal, 409 after the deadline, hostile bodies refused with nothing written, the
// reveal (at the deadline by the job, once, under concurrent reveals; reads derive it and write nothing) creates the
// three bouts, and weigh-ins. lineups-bracket.test.ts has the bracket's corrections, transfers and withdrawals.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeightClass } from "../../../app/lib/league-constants.ts";
import { eligibility, lineupProblems, LineupSchema } from "../../../app/lib/season/lineups.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { bouts, teamMatchLineups, teamMatches, tournaments } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { athleteInput } from "../entities/test-inputs.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { createTournament } from "../entities/tournament-entity.server.ts";
import { listScoringMatches } from "../../live/score-pages.server.ts";
import { runDueJobs } from "../../jobs/job-worker.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import {
  announcedLineups,
  LineupForbidden,
  lineupFlags,
  PUBLIC_VIEWER,
  readLineups,
  recordWeighIn,
  lineupRevealJob,
  revealAtDeadline,
  revealLineups,
  setLineupClasses,
  submitLineup,
} from "./lineups.server.ts";

const ADMIN = { id: "admin", email: "admin@league.example" };
const MANAGER = { id: null, email: "manager@league.example" };

describe.each(TEST_ENGINES)("lineups on %s", (engine) => {
  let handle: DatabaseHandle;
  let tournamentId: string;
  let home: string;
  let away: string;
  let outsider: string;
  const roster: Record<string, string[]> = {};
  const start = new Date("2026-12-05T18:00:00Z");
  const beforeDeadline = new Date("2026-12-05T16:59:00Z");
  const afterDeadline = new Date("2026-12-05T17:00:00Z");

  const athlete = async (name: string, team: string, weight_class: WeightClass) =>
    (await createAthlete(handle.db, athleteInput({ full_name: name, weight_class, team_id: team, rating_elo: 1500 })))
      .id;
  const teamMatch = async (lineup_deadline_minutes?: number) =>
    (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: tournamentId,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: start,
          lineup_deadline_minutes,
        } as never,
        ADMIN,
      )
    ).id;
  const homeManager = () => ({ isAdmin: false, teamId: home });
  const awayManager = () => ({ isAdmin: false, teamId: away });
  const lineupRows = async (id: string) =>
    handle.db.select().from(teamMatchLineups).where(eq(teamMatchLineups.team_match_id, id));
  const refusedWith = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WriteRejected);
    return { field: (error as WriteRejected).field, key: (error as WriteRejected).messageKey };
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const newTeam = async (name: string) =>
      (await createTeam(handle.db, { name, name_ru: null, logo_url: null, city: null, country: null })).id;
    home = await newTeam("Lineup Home");
    away = await newTeam("Lineup Away");
    outsider = await newTeam("Lineup Outsider");
    for (const [team, prefix] of [
      [home, "H"],
      [away, "A"],
      [outsider, "O"],
    ] as const) {
      roster[team] = [
        await athlete(`${prefix}1`, team, "lightweight"),
        await athlete(`${prefix}2`, team, "middleweight"),
        await athlete(`${prefix}3`, team, "heavyweight"),
        await athlete(`${prefix}4`, team, "featherweight"),
      ];
    }
    tournamentId = (
      await createTournament(handle.db, {
        title: "Lineup Cup",
        event_date: "2026-12-05T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
  });
  afterAll(async () => handle?.close());

  it("lets a manager write only their own team's lineup: another team's manager is refused (403) and nothing is written", async () => {
    const id = await teamMatch();
    const input = { team_id: home, athlete_ids: roster[home]!.slice(0, 3) };
    await expect(submitLineup(handle.db, id, input, awayManager(), MANAGER, beforeDeadline)).rejects.toBeInstanceOf(
      LineupForbidden,
    );
    await expect(
      submitLineup(handle.db, id, input, { isAdmin: false, teamId: null }, MANAGER, beforeDeadline),
    ).rejects.toBeInstanceOf(LineupForbidden);
    expect(await lineupRows(id)).toEqual([]);
    // A manager of a team not in this team match, writing their own team: refused (409) too.
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          id,
          { team_id: outsider, athlete_ids: roster[outsider]!.slice(0, 3) },
          { isAdmin: false, teamId: outsider },
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "team_id", key: "manage:validation.notInMatch" });
    const stored = await submitLineup(handle.db, id, input, homeManager(), MANAGER, beforeDeadline);
    expect(stored).toMatchObject({ team_id: home, athlete_ids: roster[home]!.slice(0, 3) });
    // An admin may write either team's.
    await submitLineup(
      handle.db,
      id,
      { team_id: away, athlete_ids: roster[away]!.slice(0, 3) },
      { isAdmin: true, teamId: null },
      ADMIN,
      beforeDeadline,
    );
    expect((await lineupRows(id)).length).toBe(2);
  });

  it("keeps lineups blind: before the reveal the other side and the public see nothing, its own team sees its own", async () => {
    const id = await teamMatch();
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    await submitLineup(
      handle.db,
      id,
      { team_id: away, athlete_ids: roster[away]!.slice(0, 3) },
      awayManager(),
      MANAGER,
      beforeDeadline,
    );
    const publicView = await readLineups(handle.db, id, PUBLIC_VIEWER, beforeDeadline);
    expect(publicView).toMatchObject({
      revealed: false,
      home: null,
      away: null,
      submitted: { home: true, away: true },
    });
    const awayView = await readLineups(handle.db, id, awayManager(), beforeDeadline);
    expect(awayView!.home).toBeNull();
    expect(awayView!.away!.athletes.map((a) => a.full_name)).toEqual(["A1", "A2", "A3"]);
    const homeView = await readLineups(handle.db, id, homeManager(), beforeDeadline);
    expect(homeView!.away).toBeNull();
    expect(homeView!.home!.athletes.map((a) => a.full_name)).toEqual(["H1", "H2", "H3"]);
    // Nothing is made before the reveal.
    expect(await handle.db.select().from(bouts).where(eq(bouts.team_match_id, id))).toEqual([]);
  });

  it("refuses a lineup after the deadline (409); the job at the deadline reveals, creating bouts 1–3 once", async () => {
    const id = await teamMatch();
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: [roster[home]![1]!, roster[home]![0]!, roster[home]![2]!] },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    // One side only: the deadline passes with nothing revealed.
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER, afterDeadline))!.revealed).toBe(false);
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          id,
          { team_id: away, athlete_ids: roster[away]!.slice(0, 3) },
          awayManager(),
          MANAGER,
          afterDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids", key: "manage:validation.deadline" });
    expect((await lineupRows(id)).length).toBe(1);
    // A team match's own deadline: 120 minutes before, so 16:59 is already too late.
    const early = await teamMatch(120);
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          early,
          { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
          homeManager(),
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids", key: "manage:validation.deadline" });
    await submitLineup(
      handle.db,
      early,
      { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
      homeManager(),
      MANAGER,
      new Date("2026-12-05T15:59:00Z"),
    );

    const other = await teamMatch();
    for (const [team, viewer] of [
      [home, homeManager()],
      [away, awayManager()],
    ] as const)
      await submitLineup(
        handle.db,
        other,
        { team_id: team, athlete_ids: roster[team]!.slice(0, 3) },
        viewer,
        MANAGER,
        beforeDeadline,
      );
    // A read after the deadline derives "revealed" and writes nothing.
    expect((await readLineups(handle.db, other, PUBLIC_VIEWER, afterDeadline))!.revealed).toBe(true);
    expect(await handle.db.select().from(bouts).where(eq(bouts.team_match_id, other))).toEqual([]);
    // Several reveals at once (as the job on several app instances would): exactly one reveals, three bouts exist.
    expect(
      (
        await Promise.all(Array.from({ length: 4 }, () => revealAtDeadline(handle.db, other, afterDeadline)))
      ).toSorted(),
    ).toEqual(["done", "done", "done", "revealed"]);
    const views = await Promise.all(
      Array.from({ length: 4 }, () => readLineups(handle.db, other, PUBLIC_VIEWER, afterDeadline)),
    );
    expect(views.every((view) => view!.revealed)).toBe(true);
    expect(views[0]!.home!.athletes.map((a) => a.full_name)).toEqual(["H1", "H2", "H3"]);
    expect(views[0]!.away!.athletes.map((a) => a.full_name)).toEqual(["A1", "A2", "A3"]);
    const made = await handle.db
      .select({
        order: bouts.bout_order,
        a: bouts.athlete_a_id,
        b: bouts.athlete_b_id,
        weight_class: bouts.weight_class,
        status: bouts.status,
      })
      .from(bouts)
      .where(eq(bouts.team_match_id, other))
      .orderBy(bouts.bout_order);
    expect(made).toEqual([
      { order: 1, a: roster[home]![0], b: roster[away]![0], weight_class: "lightweight", status: "scheduled" },
      { order: 2, a: roster[home]![1], b: roster[away]![1], weight_class: "middleweight", status: "scheduled" },
      { order: 3, a: roster[home]![2], b: roster[away]![2], weight_class: "heavyweight", status: "scheduled" },
    ]);
    // Revealed once: a second reveal does nothing, and a late lineup is refused.
    expect(await revealLineups(handle.db, other, { force: true })).toBe(false);
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          other,
          { team_id: home, athlete_ids: roster[home]!.slice(1, 4) },
          homeManager(),
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids", key: "manage:validation.deadline" });
  });

  it("lets an admin reveal before the deadline once both are in; the public card derives the due reveal", async () => {
    const id = await teamMatch();
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    expect(await revealLineups(handle.db, id, { force: true, actor: ADMIN })).toBe(false);
    await submitLineup(
      handle.db,
      id,
      { team_id: away, athlete_ids: roster[away]!.slice(0, 3) },
      awayManager(),
      MANAGER,
      beforeDeadline,
    );
    expect(await revealLineups(handle.db, id, { force: true, actor: ADMIN })).toBe(true);
    expect((await readLineups(handle.db, id, PUBLIC_VIEWER, beforeDeadline))!.revealed).toBe(true);
    expect((await handle.db.select().from(bouts).where(eq(bouts.team_match_id, id))).length).toBe(3);

    const due = await teamMatch();
    for (const [team, viewer] of [
      [home, homeManager()],
      [away, awayManager()],
    ] as const)
      await submitLineup(
        handle.db,
        due,
        { team_id: team, athlete_ids: roster[team]!.slice(0, 3) },
        viewer,
        MANAGER,
        beforeDeadline,
      );
    expect((await announcedLineups(handle.db, tournamentId, beforeDeadline)).has(due)).toBe(false);
    expect((await announcedLineups(handle.db, tournamentId, afterDeadline)).has(due)).toBe(true);
    const [row] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, due));
    expect(row!.lineups_revealed_at).toBeNull();
  });

  it("has the bouts on /score once the reveal job ran at the deadline (opening /score writes nothing)", async () => {
    // Starts in 30 minutes: the default deadline (60 minutes before) has passed; both lineups went in two hours ago.
    const soon = new Date(Date.now() + 30 * 60_000);
    const id = (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: tournamentId,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: soon,
        } as never,
        ADMIN,
      )
    ).id;
    const earlier = new Date(Date.now() - 2 * 3_600_000);
    for (const [team, viewer] of [
      [home, homeManager()],
      [away, awayManager()],
    ] as const)
      await submitLineup(
        handle.db,
        id,
        { team_id: team, athlete_ids: roster[team]!.slice(0, 3) },
        viewer,
        MANAGER,
        earlier,
      );
    expect(await handle.db.select().from(bouts).where(eq(bouts.team_match_id, id))).toHaveLength(0);
    expect((await listScoringMatches(handle.db)).find((match) => match.id === id)?.bouts).toEqual([]);
    expect(await handle.db.select().from(bouts).where(eq(bouts.team_match_id, id))).toHaveLength(0);
    // The submissions queued the reveal at the deadline, which has passed: the worker runs it.
    expect(await runDueJobs(handle.db, [lineupRevealJob])).toBeGreaterThanOrEqual(1);
    const listed = (await listScoringMatches(handle.db)).find((match) => match.id === id);
    expect(listed?.bouts.map((bout) => bout.bout_order)).toEqual([1, 2, 3]);
  });

  it("refuses hostile bodies: the schema (400) and the roster, class and weigh-in checks (409), writing nothing", async () => {
    const id = await teamMatch();
    for (const body of [
      {},
      { team_id: home },
      { team_id: "x", athlete_ids: roster[home]!.slice(0, 3) },
      { team_id: home, athlete_ids: roster[home]!.slice(0, 2) },
      { team_id: home, athlete_ids: [...roster[home]!.slice(0, 3), roster[home]![3]] },
      { team_id: home, athlete_ids: [roster[home]![0], roster[home]![0], roster[home]![1]] },
      { team_id: home, athlete_ids: ["'; drop table athletes; --", "a", "b"] },
      { team_id: home, athlete_ids: "H1,H2,H3" },
    ])
      expect({ body, valid: LineupSchema.safeParse(body).success }).toEqual({ body, valid: false });
    const twice = LineupSchema.safeParse({
      team_id: home,
      athlete_ids: [roster[home]![0], roster[home]![0], roster[home]![1]],
    });
    expect(twice.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["athlete_ids.1", "manage:validation.twice"],
    ]);

    // Another team's athlete.
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          id,
          { team_id: home, athlete_ids: [roster[home]![0]!, roster[away]![1]!, roster[home]![2]!] },
          homeManager(),
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids.1", key: "manage:validation.notOnRoster" });
    // The event's slot classes: bout 1 featherweight, 2 open, 3 middleweight.
    await handle.db
      .update(tournaments)
      .set({ lineup_classes: ["featherweight", null, "middleweight"] })
      .where(eq(tournaments.id, tournamentId));
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          id,
          { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
          homeManager(),
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids.0", key: "manage:validation.heavierClass" });
    // A featherweight weighed in at 66.5 kg is over the featherweight limit (66).
    await recordWeighIn(handle.db, tournamentId, { athlete_id: roster[home]![3]!, weight_kg: 66.5 }, ADMIN);
    expect(
      await refusedWith(
        submitLineup(
          handle.db,
          id,
          { team_id: home, athlete_ids: [roster[home]![3]!, roster[home]![2]!, roster[home]![1]!] },
          homeManager(),
          MANAGER,
          beforeDeadline,
        ),
      ),
    ).toEqual({ field: "athlete_ids.0", key: "manage:validation.overLimit" });
    expect(await lineupRows(id)).toEqual([]);

    // Made weight: the lineup goes in; a later failed weigh-in flags it for the admin.
    await recordWeighIn(handle.db, tournamentId, { athlete_id: roster[home]![3]!, weight_kg: 65.8 }, ADMIN);
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: [roster[home]![3]!, roster[home]![2]!, roster[home]![1]!] },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    const flagsOf = async () =>
      (await lineupFlags(handle.db, tournamentId)).filter((flag) => flag.team_match_id === id);
    expect(await flagsOf()).toEqual([]);
    await recordWeighIn(handle.db, tournamentId, { athlete_id: roster[home]![1]!, weight_kg: 88.4 }, ADMIN);
    expect(await flagsOf()).toEqual([
      expect.objectContaining({ team_match_id: id, slot: 3, athlete_name: "H2", weight_kg: 88.4, limit: 88 }),
    ]);
    // Stored exactly and compared exactly: 66.0000001 kg is over the 66 kg limit (a 4-byte float kept it as 66).
    const exact = await recordWeighIn(
      handle.db,
      tournamentId,
      { athlete_id: roster[home]![3]!, weight_kg: 66.0000001 },
      ADMIN,
    );
    expect(exact.weight_kg).toBe(66.0000001);
    expect(await flagsOf()).toEqual([
      expect.objectContaining({ team_match_id: id, slot: 1, athlete_name: "H4", weight_kg: 66.0000001, limit: 66 }),
      expect.objectContaining({ team_match_id: id, slot: 3, athlete_name: "H2", weight_kg: 88.4, limit: 88 }),
    ]);
    await handle.db.update(tournaments).set({ lineup_classes: null }).where(eq(tournaments.id, tournamentId));
    await expect(
      recordWeighIn(handle.db, tournamentId, { athlete_id: crypto.randomUUID(), weight_kg: 70 }, ADMIN),
    ).rejects.toBeInstanceOf(WriteRejected);
  });
  it("checks submitted lineups again when the event's bout classes change: flagged until resubmitted, frozen after a reveal", async () => {
    const eventId = (
      await createTournament(handle.db, {
        title: "Reclassed Cup",
        event_date: "2026-12-05T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
    const id = (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: eventId,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: 1,
          scheduled_at: start,
        } as never,
        ADMIN,
      )
    ).id;
    const flagsOf = async () =>
      (await lineupFlags(handle.db, eventId)).map((flag) => [
        flag.team_name,
        flag.slot,
        flag.athlete_name,
        flag.reason,
      ]);
    // Open classes: H1 (lightweight), H2 (middleweight), H3 (heavyweight) go in; so does the away side.
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: roster[home]!.slice(0, 3) },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    await submitLineup(
      handle.db,
      id,
      { team_id: away, athlete_ids: [roster[away]![3]!, roster[away]![1]!, roster[away]![2]!] },
      awayManager(),
      MANAGER,
      beforeDeadline,
    );
    expect(await flagsOf()).toEqual([]);
    // Bout 1 becomes featherweight, bout 2 lightweight: H1 and H2 no longer fit, A4 (featherweight) still does.
    expect(await setLineupClasses(handle.db, eventId, ["featherweight", "lightweight", null], ADMIN)).toEqual({
      classes: ["featherweight", "lightweight", null],
    });
    expect(await flagsOf()).toEqual([
      ["Lineup Away", 2, "A2", "heavierClass"],
      ["Lineup Home", 1, "H1", "heavierClass"],
      ["Lineup Home", 2, "H2", "heavierClass"],
    ]);
    expect((await lineupFlags(handle.db, eventId))[1]).toMatchObject({
      team_match_id: id,
      card_order: 1,
      weight_class: "featherweight",
      athlete_class: "lightweight",
      weight_kg: null,
    });
    // The managers resubmit before the deadline: H4 (featherweight) in bout 1, H1 (lightweight) in bout 2.
    await submitLineup(
      handle.db,
      id,
      { team_id: home, athlete_ids: [roster[home]![3]!, roster[home]![0]!, roster[home]![2]!] },
      homeManager(),
      MANAGER,
      beforeDeadline,
    );
    expect(await flagsOf()).toEqual([["Lineup Away", 2, "A2", "heavierClass"]]);
    await submitLineup(
      handle.db,
      id,
      { team_id: away, athlete_ids: [roster[away]![3]!, roster[away]![0]!, roster[away]![1]!] },
      awayManager(),
      MANAGER,
      beforeDeadline,
    );
    expect(await flagsOf()).toEqual([]);
    // Revealed: the bouts are made at the classes; the same classes again are accepted, others refused (409).
    await revealLineups(handle.db, id, { force: true, actor: ADMIN });
    expect(
      (
        await handle.db
          .select({ bout_order: bouts.bout_order, weight_class: bouts.weight_class })
          .from(bouts)
          .where(eq(bouts.team_match_id, id))
      ).toSorted((a, b) => a.bout_order - b.bout_order),
    ).toEqual([
      { bout_order: 1, weight_class: "featherweight" },
      { bout_order: 2, weight_class: "lightweight" },
      { bout_order: 3, weight_class: "heavyweight" },
    ]);
    expect(await setLineupClasses(handle.db, eventId, ["featherweight", "lightweight", null], ADMIN)).toEqual({
      classes: ["featherweight", "lightweight", null],
    });
    expect(await refusedWith(setLineupClasses(handle.db, eventId, [null, null, null], ADMIN))).toEqual({
      field: "classes",
      key: "admin:lineups.validation.revealed",
    });
    const [stored] = await handle.db
      .select({ lineup_classes: tournaments.lineup_classes })
      .from(tournaments)
      .where(eq(tournaments.id, eventId));
    expect(stored!.lineup_classes).toEqual(["featherweight", "lightweight", null]);
    expect(await setLineupClasses(handle.db, crypto.randomUUID(), [null, null, null], ADMIN)).toBeNull();
  });
});

describe("eligibility", () => {
  it("lets an athlete move up a class, never down, and rules out a weigh-in over the slot's limit", () => {
    const light = { weight_class: "lightweight" as const, weight_kg: null };
    expect(eligibility(["middleweight", null, null], 0, light)).toBeNull();
    expect(eligibility(["featherweight", null, null], 0, light)).toBe("heavierClass");
    expect(eligibility(null, 2, { ...light, weight_kg: 77 })).toBeNull();
    expect(eligibility(null, 2, { ...light, weight_kg: 77.1 })).toBe("overLimit");
    expect(eligibility(["heavyweight", null, null], 0, { ...light, weight_kg: 130 })).toBeNull();
  });
});

describe("lineupProblems", () => {
  it("names each athlete who fails their slot now, with the reason, the slot's class and its limit", () => {
    const athletes = new Map([
      ["light", { weight_class: "lightweight" as const, weight_kg: null, team_id: "team" }],
      ["middle", { weight_class: "middleweight" as const, weight_kg: 88.4, team_id: "team" }],
      ["feather", { weight_class: "featherweight" as const, weight_kg: 65.9, team_id: "team" }],
      ["moved", { weight_class: "lightweight" as const, weight_kg: null, team_id: "other" }],
    ]);
    const of = (id: string) => athletes.get(id);
    expect(lineupProblems(null, "team", ["light", "middle", "feather"], of)).toEqual([
      {
        slot: 2,
        athlete_id: "middle",
        reason: "overLimit",
        weight_class: "middleweight",
        athlete_class: "middleweight",
        weight_kg: 88.4,
        limit: 88,
      },
    ]);
    expect(lineupProblems(["featherweight", "heavyweight", null], "team", ["light", "middle", "feather"], of)).toEqual([
      {
        slot: 1,
        athlete_id: "light",
        reason: "heavierClass",
        weight_class: "featherweight",
        athlete_class: "lightweight",
        weight_kg: null,
        limit: 66,
      },
    ]);
    expect(lineupProblems(["lightweight", "heavyweight", null], "team", ["light", "middle", "feather"], of)).toEqual(
      [],
    );
    // Transferred to another team, or deleted (unknown): flagged, whatever the classes.
    expect(lineupProblems(["lightweight", "heavyweight", null], "team", ["moved", "middle", "unknown"], of)).toEqual([
      {
        slot: 1,
        athlete_id: "moved",
        reason: "offRoster",
        weight_class: "lightweight",
        athlete_class: "lightweight",
        weight_kg: null,
        limit: 77,
      },
      {
        slot: 3,
        athlete_id: "unknown",
        reason: "missing",
        weight_class: null,
        athlete_class: null,
        weight_kg: null,
        limit: null,
      },
    ]);
  });
});
