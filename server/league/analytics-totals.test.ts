// The league's totals on /analytics and GET /api/v1/analytics/stats recomputed from generated bouts: every bout counts
// once (summing both athletes' matches counted it twice, so "Submissions per 100 matches" showed half its value).
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOUT_METHODS, MATCH_STATUSES } from "../../app/lib/results/constants.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes, bouts, teamMatches, teams, tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { getLeagueStats } from "./analytics.server.ts";
import { refreshAllAthleteTotals } from "./results/athlete-totals.server.ts";

describe.each(TEST_ENGINES)("league totals from bouts on %s", (engine) => {
  let handle: DatabaseHandle;
  let base: { team_match_id: string; team_a_id: string; team_b_id: string };
  let sideA: string[];
  let sideB: string[];

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const { db } = handle;
    const [home, away] = await db
      .insert(teams)
      .values([{ name: "Totals Home" }, { name: "Totals Away" }])
      .returning({ id: teams.id });
    const roster = (team_id: string, prefix: string) =>
      [1, 2, 3].map((n) => ({
        full_name: `${prefix} ${n}`,
        country: "USA",
        weight_class: "lightweight" as const,
        team_id,
      }));
    sideA = (await db.insert(athletes).values(roster(home!.id, "Home")).returning({ id: athletes.id })).map(
      (a) => a.id,
    );
    sideB = (await db.insert(athletes).values(roster(away!.id, "Away")).returning({ id: athletes.id })).map(
      (a) => a.id,
    );
    const [tournament] = await db
      .insert(tournaments)
      .values({
        title: "Totals Cup",
        event_date: new Date("2026-03-01T12:00:00Z"),
        location_city: "Almaty",
        location_country: "Kazakhstan",
      })
      .returning({ id: tournaments.id });
    const [match] = await db
      .insert(teamMatches)
      .values({
        tournament_id: tournament!.id,
        home_team_id: home!.id,
        away_team_id: away!.id,
        stage: "final",
        card_order: 1,
      })
      .returning({ id: teamMatches.id });
    base = { team_match_id: match!.id, team_a_id: home!.id, team_b_id: away!.id };
  });
  afterAll(() => handle.close());

  const boutArbitrary = fc.record({
    status: fc.constantFrom(...MATCH_STATUSES),
    method: fc.option(fc.constantFrom(...BOUT_METHODS), { nil: null }),
    a: fc.integer({ min: 0, max: 2 }),
    b: fc.integer({ min: 0, max: 2 }),
    aWins: fc.boolean(),
  });

  it("counts each fought bout once and each submission once, whatever the bouts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(boutArbitrary, { maxLength: 24 }), async (generated) => {
        const { db } = handle;
        await db.delete(bouts).where(eq(bouts.team_match_id, base.team_match_id));
        if (generated.length > 0)
          await db.insert(bouts).values(
            generated.map((bout, i) => {
              const athlete_a_id = sideA[bout.a]!;
              const athlete_b_id = sideB[bout.b]!;
              const decided =
                bout.method && ["submission", "points", "decision", "dq", "forfeit"].includes(bout.method);
              return {
                ...base,
                bout_order: i + 1,
                weight_class: "lightweight" as const,
                athlete_a_id,
                athlete_b_id,
                status: bout.status,
                method: bout.method,
                winner_id: decided ? (bout.aWins ? athlete_a_id : athlete_b_id) : null,
                fought_at: new Date("2026-03-01T12:00:00Z"),
              };
            }),
          );
        const fought = generated.filter((bout) => bout.status === "completed" && bout.method !== "cancelled");
        const expected = {
          athletes: 6,
          tournaments: 1,
          matches: fought.length,
          submissions: fought.filter((bout) => bout.method === "submission").length,
        };
        expect(await getLeagueStats(db)).toEqual(expected);
        // The athletes' derived records see the same bouts from both sides: twice the matches, the same submissions.
        await refreshAllAthleteTotals(db);
        const [sums] = await db
          .select({
            matches: sql<number>`sum(${athletes.total_matches})::int`,
            submissions: sql<number>`sum(${athletes.submissions_for})::int`,
          })
          .from(athletes);
        expect(sums).toEqual({ matches: 2 * expected.matches, submissions: expected.submissions });
      }),
      { numRuns: 25 },
    );
  });
});
