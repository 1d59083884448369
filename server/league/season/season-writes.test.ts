// The season engine's writes on every test engine: generated fixtures, advancement in the result's transaction,
// the 409 for a correction under a team match with bouts, and stored slots equal to a derivation from scratch after
// random sequences of record / edit / delete.
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveBracket } from "../../../app/lib/season/advancement.ts";
import { BoutInputSchema } from "../../../app/lib/schemas/bout.ts";
import { TeamMatchInputSchema } from "../../../app/lib/schemas/team-match.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { teamMatches } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { readDecisions, toOutcome } from "./decisions.server.ts";
import { generateFixtures } from "./generate.server.ts";
import { type SeasonTestLeague, seasonTestLeague, TEST_ADMIN } from "./test-league.ts";

describe.each(TEST_ENGINES)("season writes on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: SeasonTestLeague;
  let teamIds: string[] = [];
  let roster = new Map<string, string[]>();
  const tournament = (title: string) => league.tournament(title);
  const bout = (...args: Parameters<SeasonTestLeague["bout"]>) => league.bout(...args);
  const fixtures = (body: Record<string, unknown>) => league.fixtures(body);
  const matchesOf = async (tournamentId: string) =>
    handle.db
      .select()
      .from(teamMatches)
      .where(eq(teamMatches.tournament_id, tournamentId))
      .orderBy(asc(teamMatches.card_order));

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    // Eight teams; team i's roster is rated 1700 − 20 i, so rating seeding is the creation order.
    league = await seasonTestLeague(handle.db, "Season Club", 8);
    ({ teamIds, roster } = league);
  });
  afterAll(() => handle.close());

  it("generates a 4-team single elimination seeded by rating: 1 v 4, 2 v 3, a final of two sources", async () => {
    const id = await tournament("Knockout Four");
    // Given out of order: rating seeding puts them back.
    const created = await generateFixtures(
      handle.db,
      id,
      fixtures({
        format: "single_elimination",
        team_ids: [teamIds[3], teamIds[0], teamIds[2], teamIds[1]],
        start_at: "2026-06-01T18:00:00Z",
        gap_minutes: 20,
      }),
      TEST_ADMIN,
    );
    expect(created!.map((m) => [m.stage, m.card_order, m.home_team_id, m.away_team_id])).toEqual([
      ["semifinal", 1, teamIds[0], teamIds[3]],
      ["semifinal", 2, teamIds[1], teamIds[2]],
      ["final", 3, null, null],
    ]);
    expect(created![2]!.home_source).toEqual({ from_team_match_id: created![0]!.id, outcome: "winner" });
    expect(created!.map((m) => m.scheduled_at!.toISOString())).toEqual([
      "2026-06-01T18:00:00.000Z",
      "2026-06-01T18:20:00.000Z",
      "2026-06-01T18:40:00.000Z",
    ]);
  });

  it("the winner goes through in the result's transaction; a correction follows; a bout for an unknown side is refused", async () => {
    const id = await tournament("Knockout Flow");
    const [semi1, semi2, final] = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds.slice(0, 4) }),
      TEST_ADMIN,
    ))!;
    await expect(
      boutWrites.create(
        handle.db,
        BoutInputSchema.parse({
          team_match_id: final!.id,
          athlete_a_id: roster.get(teamIds[0]!)![0],
          athlete_b_id: roster.get(teamIds[1]!)![0],
          weight_class: "lightweight",
          status: "scheduled",
        }),
        TEST_ADMIN,
      ),
    ).rejects.toThrow(WriteRejected);
    await boutWrites.create(handle.db, await bout(semi1!.id, 1, "away"), TEST_ADMIN);
    const second = await boutWrites.create(handle.db, await bout(semi1!.id, 2, "away"), TEST_ADMIN);
    let rows = await matchesOf(id);
    expect(rows[2]!.home_team_id).toBe(teamIds[3]);
    expect(rows[0]!.status).toBe("completed");
    expect(rows[0]!.decided_by).toBe("bouts");
    // Corrected: bout 2 went to the home team, so the semifinal is 1–1 and nobody is through.
    await boutWrites.update(handle.db, second.id, await bout(semi1!.id, 2, "home"), TEST_ADMIN);
    rows = await matchesOf(id);
    expect(rows[2]!.home_team_id).toBeNull();
    // A draw in bout 3: 1–1 after three bouts, decided on the ladder (one submission win for the home side).
    await boutWrites.update(handle.db, second.id, await bout(semi1!.id, 2, "home", "submission"), TEST_ADMIN);
    await boutWrites.create(handle.db, await bout(semi1!.id, 3, null), TEST_ADMIN);
    rows = await matchesOf(id);
    expect([rows[0]!.decided_by, rows[0]!.status, rows[2]!.home_team_id]).toEqual([
      "submissions",
      "completed",
      teamIds[0],
    ]);
    // The other semifinal, then a bout in the final.
    await boutWrites.create(handle.db, await bout(semi2!.id, 1, "home"), TEST_ADMIN);
    const decisive = await boutWrites.create(handle.db, await bout(semi2!.id, 2, "home"), TEST_ADMIN);
    expect((await matchesOf(id))[2]!.away_team_id).toBe(teamIds[1]);
    await boutWrites.create(handle.db, await bout(final!.id, 1, "home"), TEST_ADMIN);
    // Now correcting the semifinal would change the final's teams, which has a bout of its own: 409 naming the final.
    const refused = await boutWrites
      .update(handle.db, decisive.id, await bout(semi2!.id, 2, "away"), TEST_ADMIN)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WriteRejected);
    expect((refused as WriteRejected).field).toBe("dependent_team_match_id");
    expect((refused as WriteRejected).params).toEqual({ card_order: 3, id: final!.id });
    // Nothing was written: the semifinal still stands.
    expect((await matchesOf(id))[2]!.away_team_id).toBe(teamIds[1]);
    // And generating again is refused once results exist.
    await expect(
      generateFixtures(handle.db, id, fixtures({ format: "round_robin", team_ids: teamIds.slice(0, 4) }), TEST_ADMIN),
    ).rejects.toThrow(WriteRejected);
  });

  it("a knockout slot still waiting for its teams can be moved in time; only a sourced side may stay empty", async () => {
    const id = await tournament("Slot Edits");
    const [semi, , final] = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds.slice(0, 4) }),
      TEST_ADMIN,
    ))!;
    const input = (match: typeof final, changes: Record<string, unknown>) =>
      TeamMatchInputSchema.parse({
        tournament_id: id,
        home_team_id: match!.home_team_id ?? "",
        away_team_id: match!.away_team_id ?? "",
        stage: match!.stage,
        stage_round: null,
        card_order: match!.card_order,
        scheduled_at: "2026-06-01T21:00:00Z",
        ...changes,
      });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => "written",
        (error: unknown) => (error instanceof WriteRejected ? `${error.field} ${error.messageKey}` : String(error)),
      );
    // The final's sides are sources: its time changes, its sides stay empty and derived.
    await teamMatchWrites.update(handle.db, final!.id, input(final, {}), TEST_ADMIN);
    const [moved] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, final!.id));
    expect(moved!.scheduled_at!.toISOString()).toBe("2026-06-01T21:00:00.000Z");
    expect([moved!.home_team_id, moved!.away_team_id]).toEqual([null, null]);
    expect(moved!.home_source).toEqual({ from_team_match_id: semi!.id, outcome: "winner" });
    // A semifinal's teams are its own (no source): an empty side is refused, and so is a new team match without teams.
    expect(
      await refusal(teamMatchWrites.update(handle.db, semi!.id, input(semi, { away_team_id: "" }), TEST_ADMIN)),
    ).toBe("away_team_id admin:validation.team");
    expect(
      await refusal(
        teamMatchWrites.create(handle.db, input(final, { home_team_id: "", card_order: null }), TEST_ADMIN),
      ),
    ).toBe("home_team_id admin:validation.team");
  });

  it("a semifinal the final takes its team from cannot move to another tournament (409): the final still resolves", async () => {
    const id = await tournament("Moved Semi");
    const elsewhere = await tournament("Other Event");
    const [semi, other, final] = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds.slice(0, 4) }),
      TEST_ADMIN,
    ))!;
    const move = TeamMatchInputSchema.parse({
      tournament_id: elsewhere,
      home_team_id: semi!.home_team_id,
      away_team_id: semi!.away_team_id,
      stage: semi!.stage,
      stage_round: null,
      card_order: semi!.card_order,
      scheduled_at: null,
    });
    const refused = await teamMatchWrites.update(handle.db, semi!.id, move, TEST_ADMIN).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(WriteRejected);
    expect([(refused as WriteRejected).field, (refused as WriteRejected).messageKey]).toEqual([
      "tournament_id",
      "admin:season.validation.feedsLaterSlot",
    ]);
    expect((refused as WriteRejected).params).toEqual({ card_order: final!.card_order, id: final!.id });
    const [stayed] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, semi!.id));
    expect(stayed!.tournament_id).toBe(id);
    // Both semifinals decided: the final has its two teams.
    for (const match of [semi!, other!]) {
      await boutWrites.create(handle.db, await bout(match.id, 1, "home"), TEST_ADMIN);
      await boutWrites.create(handle.db, await bout(match.id, 2, "home"), TEST_ADMIN);
    }
    const [resolved] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, final!.id));
    expect([resolved!.home_team_id, resolved!.away_team_id]).toEqual([semi!.home_team_id, other!.home_team_id]);
    // A team match no slot depends on moves as before.
    const loose = await teamMatchWrites.create(
      handle.db,
      TeamMatchInputSchema.parse({ ...move, tournament_id: id, card_order: null }),
      TEST_ADMIN,
    );
    await teamMatchWrites.update(handle.db, loose.id, { ...move, card_order: loose.card_order }, TEST_ADMIN);
    const [away] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, loose.id));
    expect(away!.tournament_id).toBe(elsewhere);
  });

  it("a team match level after three bouts and the whole ladder takes a tie-break bout, and only one", async () => {
    const id = await tournament("Tie-break Night");
    const [final] = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds.slice(4, 6) }),
      TEST_ADMIN,
    ))!;
    const home = roster.get(final!.home_team_id!)!;
    const away = roster.get(final!.away_team_id!)!;
    const tieBreak = (winner: "home" | "away" | null, status: "completed" | "scheduled" = "completed") =>
      BoutInputSchema.parse({
        team_match_id: final!.id,
        athlete_a_id: home[0],
        athlete_b_id: away[0],
        weight_class: "lightweight",
        status,
        ...(status === "completed"
          ? {
              round: 1,
              time_seconds: 41,
              winner_id: winner === "home" ? home[0] : winner === "away" ? away[0] : null,
              method: "points",
              score_a: winner === "home" ? 2 : 0,
              score_b: winner === "away" ? 2 : 0,
            }
          : {}),
      });
    const rejectedField = (promise: Promise<unknown>) =>
      promise.then(
        () => "written",
        (error: unknown) => (error instanceof WriteRejected ? error.messageKey : String(error)),
      );
    // Bout 3 still to fight: no tie-break bout yet.
    await boutWrites.create(handle.db, await bout(final!.id, 1, "home"), TEST_ADMIN);
    await boutWrites.create(handle.db, await bout(final!.id, 2, "away"), TEST_ADMIN);
    const third = await boutWrites.create(
      handle.db,
      { ...(await bout(final!.id, 3, null)), status: "scheduled", method: null, round: null, time_seconds: null },
      TEST_ADMIN,
    );
    expect(await rejectedField(boutWrites.create(handle.db, tieBreak("home"), TEST_ADMIN))).toBe(
      "admin:validation.fourthBout",
    );
    // A draw in bout 3: 1–1, one points win each (2–2), no submissions, no penalties — level on every step.
    await boutWrites.update(handle.db, third.id, await bout(final!.id, 3, null), TEST_ADMIN);
    expect((await matchesOf(id))[0]!.decided_by).toBeNull();
    const decider = await boutWrites.create(handle.db, tieBreak("away"), TEST_ADMIN);
    expect(decider.bout_order).toBe(4);
    const [decided] = await matchesOf(id);
    expect([decided!.decided_by, decided!.status]).toEqual(["tie_break_bout", "completed"]);
    // The tie-break bout can be corrected; a fifth bout is refused.
    await boutWrites.update(handle.db, decider.id, tieBreak("home"), TEST_ADMIN);
    expect((await matchesOf(id))[0]!.decided_by).toBe("tie_break_bout");
    expect(await rejectedField(boutWrites.create(handle.db, tieBreak("home"), TEST_ADMIN))).toBe(
      "admin:validation.fourthBout",
    );
  });

  it("groups then knockout: a group's places fill the knockout when the group is complete", async () => {
    const id = await tournament("Groups Eight");
    const created = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "groups_then_knockout", team_ids: teamIds, groups: 2, advance_per_group: 2 }),
      TEST_ADMIN,
    ))!;
    expect(created.filter((m) => m.group_label === "A").length).toBe(6);
    const groupA = created.filter((m) => m.group_label === "A");
    // The home side wins every group A match.
    for (const match of groupA) {
      await boutWrites.create(handle.db, await bout(match.id, 1, "home"), TEST_ADMIN);
      await boutWrites.create(handle.db, await bout(match.id, 2, "home"), TEST_ADMIN);
    }
    const rows = await matchesOf(id);
    const decisions = await readDecisions(
      handle.db,
      rows.map((m) => m.id),
    );
    const scratch = resolveBracket(rows, new Map(rows.map((m) => [m.id, toOutcome(decisions.get(m.id))])));
    const semis = rows.filter((m) => m.stage === "semifinal");
    // A1 and A2 are known (A1 at home against B2, B1 against A2); B's places are not.
    expect(semis.map((m) => [m.home_source, m.away_source])).toEqual([
      [
        { group: "A", place: 1 },
        { group: "B", place: 2 },
      ],
      [
        { group: "B", place: 1 },
        { group: "A", place: 2 },
      ],
    ]);
    expect(semis[0]!.home_team_id).not.toBeNull();
    expect(semis[0]!.away_team_id).toBeNull();
    for (const m of rows)
      expect({ home_team_id: m.home_team_id, away_team_id: m.away_team_id }).toEqual(scratch.get(m.id));
  });

  it("after random record / edit / delete sequences, the stored slots equal a derivation from scratch", async () => {
    const id = await tournament("Random Knockout");
    await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds.slice(0, 5) }),
      TEST_ADMIN,
    );
    const step = fc.record({
      pick: fc.nat(20),
      kind: fc.constantFrom("record", "edit", "delete"),
      winner: fc.constantFrom("home" as const, "away" as const, null),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { pick, kind, winner } of steps) {
          const rows = (await matchesOf(id)).filter((m) => m.home_team_id && m.away_team_id);
          const match = rows[pick % rows.length]!;
          const existing = await handle.db.query.bouts.findMany({
            where: (b, { eq: same }) => same(b.team_match_id, match.id),
            orderBy: (b, { asc: up }) => up(b.bout_order),
          });
          try {
            if (kind === "record" && existing.length < 3 && !(match.home_score >= 2 || match.away_score >= 2))
              await boutWrites.create(handle.db, await bout(match.id, existing.length + 1, winner), TEST_ADMIN);
            else if (kind === "edit" && existing.length > 0)
              await boutWrites.update(
                handle.db,
                existing.at(-1)!.id,
                await bout(match.id, existing.at(-1)!.bout_order, winner),
                TEST_ADMIN,
              );
            else if (kind === "delete" && existing.length > 0)
              await boutWrites.removed(handle.db, existing.at(-1)!.id, TEST_ADMIN);
          } catch (error) {
            if (!(error instanceof WriteRejected)) throw error;
          }
        }
        const rows = await matchesOf(id);
        const decisions = await readDecisions(
          handle.db,
          rows.map((m) => m.id),
        );
        const scratch = resolveBracket(rows, new Map(rows.map((m) => [m.id, toOutcome(decisions.get(m.id))])));
        for (const m of rows)
          expect({ home_team_id: m.home_team_id, away_team_id: m.away_team_id }).toEqual(scratch.get(m.id));
        for (const m of rows) expect(m.decided_by).toBe(decisions.get(m.id)!.decided_by);
      }),
      { numRuns: 10 },
    );
  });
});
