import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { getAthleteBouts, outcomeFor } from "./athlete-bouts.server.ts";
import { getHeadToHead } from "./head-to-head.server.ts";
import { insertResultsFixture } from "./results-fixtures.ts";
import { finalPlacings, getTournamentCard } from "./tournament-results.server.ts";
import { bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { eq } from "drizzle-orm";
import { readFormatBracket } from "../season/bracket.server.ts";

describe("outcomeFor", () => {
  it("outcomeFor reads W/L/D/NC from the athlete's side", () => {
    expect([
      outcomeFor("x", "x", "points"),
      outcomeFor("x", "y", "dq"),
      outcomeFor("x", null, "draw"),
      outcomeFor("x", null, "no_contest"),
    ]).toEqual(["W", "L", "D", "NC"]);
  });
});

describe("an athlete's Fights tab", () => {
  it("reads a page and the number of bouts in one statement, and counts apart only past the last page", async () => {
    const statements: string[] = [];
    const handle = openDatabase({ dataDir: ":memory:", onQuery: (query) => statements.push(query) });
    await handle.migrate();
    const f = await insertResultsFixture(handle.db);
    statements.length = 0;
    const first = await getAthleteBouts(handle.db, f.anna, 1);
    expect([first.total, first.page, first.pageCount, first.items.length]).toEqual([2, 1, 1, 2]);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    expect(await getAthleteBouts(handle.db, f.anna, 3)).toEqual(first);
    expect(statements).toHaveLength(3);
    await handle.close();
  });
});

describe("a tournament page's bracket", () => {
  it("is not read for a card typed by hand: one probe of its format, no team matches or bouts", async () => {
    const statements: string[] = [];
    const handle = openDatabase({ dataDir: ":memory:", onQuery: (query) => statements.push(query) });
    await handle.migrate();
    const f = await insertResultsFixture(handle.db);
    statements.length = 0;
    expect(await readFormatBracket(handle.db, f.tournament)).toBeNull();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "tournament_formats"');
    await handle.close();
  });
});

describe.each(TEST_ENGINES)("results reads on %s", (engine) => {
  let handle: DatabaseHandle;
  let f: Awaited<ReturnType<typeof insertResultsFixture>>;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    f = await insertResultsFixture(handle.db);
  });
  afterAll(() => handle.close());

  it("reads a tournament's card in order with derived scores and the final's placings", async () => {
    const matches = await getTournamentCard(handle.db, f.tournament);
    expect(matches.map((m) => [m.stage, m.status, m.score, m.winner_team_id])).toEqual([
      ["semifinal", "scheduled", { home: 0, away: 0 }, null],
      ["final", "completed", { home: 2, away: 1 }, f.wolves],
    ]);
    const final = matches[1]!;
    expect(final.home.name).toBe("Fixture Wolves");
    expect(
      final.bouts.map((b) => [
        b.bout_order,
        b.a.full_name,
        b.b.full_name,
        b.method,
        b.technique,
        b.round,
        b.time_seconds,
      ]),
    ).toEqual([
      [1, "Anna Fixture", "Boris Fixture", "submission", "Heel hook", 2, 95],
      [2, "Clara Fixture", "Dmitri Fixture", "points", null, 3, 300],
      [3, "Anna Fixture", "Dmitri Fixture", "decision", null, 3, 300],
    ]);
    expect(finalPlacings(matches)).toEqual({ champion: final.home, runnerUp: final.away });
    expect(await getTournamentCard(handle.db, f.wolves)).toEqual([]);
  });

  it("reads an athlete's bouts newest first from their side, with ratings", async () => {
    const { items, total, page, pageCount } = await getAthleteBouts(handle.db, f.dmitri);
    expect([total, page, pageCount]).toEqual([2, 1, 1]);
    expect(
      items.map((b) => [b.opponent.full_name, b.team.name, b.opponent_team.name, b.result, b.method, b.score]),
    ).toEqual([
      ["Anna Fixture", "Fixture Bears", "Fixture Wolves", "L", "decision", [3, 3]],
      ["Clara Fixture", "Fixture Bears", "Fixture Wolves", "W", "points", [4, 1]],
    ]);
    const anna = await getAthleteBouts(handle.db, f.anna);
    expect(anna.items.map((b) => [b.result, b.rating_before, b.rating_after, b.tournament.title])).toEqual([
      ["W", 1523.4, 1530.2, "Fixture Open"],
      ["W", 1500, 1523.4, "Fixture Open"],
    ]);
    expect(await getAthleteBouts(handle.db, f.wolves)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
    expect((await getAthleteBouts(handle.db, "nope")).total).toBe(0);
    // No broadcast synced for the fixture's event: the profile asks for no "Watch" links.
    expect(anna.items.map((b) => b.broadcast_synced)).toEqual([false, false]);
    // A page past the last is the last, however far past.
    for (const asked of [2, 10_001, 1e300])
      expect(await getAthleteBouts(handle.db, f.anna, asked)).toEqual({ ...anna, page: 1, pageCount: 1 });
  });

  it("compares two athletes: meetings from the first athlete's side and the Elo probability", async () => {
    const h2h = await getHeadToHead(handle.db, f.dmitri, f.anna);
    expect(h2h?.meetings.map((m) => [m.winner_id === f.anna, m.score, m.method])).toEqual([[true, [3, 3], "decision"]]);
    expect(h2h?.probabilityA).toBeCloseTo(1 / (1 + 10 ** ((1530 - 1500) / 400)), 10);
    expect(await getHeadToHead(handle.db, f.anna, f.anna)).toBeNull();
    expect(await getHeadToHead(handle.db, f.anna, "not-a-uuid")).toBeNull();
    expect((await getHeadToHead(handle.db, f.clara, f.boris))?.meetings).toEqual([]);
  });
});

// Its own league: the bouts it adds and decides would change the athletes' records the reads above check.
describe.each(TEST_ENGINES)("a card read without some team matches' bouts on %s", (engine) => {
  let handle: DatabaseHandle;
  let f: Awaited<ReturnType<typeof insertResultsFixture>>;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    f = await insertResultsFixture(handle.db);
  });
  afterAll(() => handle.close());

  it("reads team matches without their bouts as it reads them with: the same scores, status, bout on the mat and up next", async () => {
    const [event] = await handle.db
      .insert(tournaments)
      .values({
        title: "Round Robin Night",
        event_date: new Date("2026-06-01T12:00:00Z"),
        location_city: "Austin",
        location_country: "USA",
        status: "live",
      })
      .returning({ id: tournaments.id });
    const sides = { home_team_id: f.wolves, away_team_id: f.bears };
    const [first, second, final] = await handle.db
      .insert(teamMatches)
      .values([
        { tournament_id: event!.id, ...sides, stage: "round_robin", card_order: 1, status: "live" },
        { tournament_id: event!.id, ...sides, stage: "round_robin", card_order: 2, status: "scheduled" },
        { tournament_id: event!.id, ...sides, stage: "final", card_order: 3, status: "scheduled" },
      ])
      .returning({ id: teamMatches.id });
    const bout = (team_match_id: string, bout_order: number, status: "scheduled" | "live" | "completed") => ({
      team_match_id,
      bout_order,
      status,
      weight_class: "lightweight" as const,
      team_a_id: f.wolves,
      team_b_id: f.bears,
      fought_at: new Date("2026-06-01T12:00:00Z"),
      athlete_a_id: bout_order === 2 ? f.clara : f.anna,
      athlete_b_id: bout_order === 2 ? f.dmitri : f.boris,
      ...(status === "completed"
        ? { winner_id: f.anna, method: "submission" as const, round: 1, time_seconds: 60 }
        : {}),
    });
    const [, live] = await handle.db
      .insert(bouts)
      .values([
        bout(first!.id, 1, "completed"),
        bout(first!.id, 2, "live"),
        bout(first!.id, 3, "scheduled"),
        ...[1, 2, 3].map((order) => bout(second!.id, order, "scheduled")),
        ...[1, 2, 3].map((order) => bout(final!.id, order, "scheduled")),
      ])
      .returning({ id: bouts.id });
    const hidden = new Set([first!.id, second!.id]);
    const compare = async () => {
      const full = await getTournamentCard(handle.db, event!.id);
      const asked: string[][] = [];
      const light = await getTournamentCard(handle.db, event!.id, {
        withoutBouts: (matches) => {
          asked.push(matches.map((match) => match.stage));
          return hidden;
        },
      });
      expect(asked).toEqual([["round_robin", "round_robin", "final"]]);
      expect(light).toEqual(full.map((match) => (hidden.has(match.id) ? { ...match, bouts: [] } : match)));
      return full;
    };
    // A bout of a hidden team match on the mat: the card says so, and the final's first bout waits ("later").
    let full = await compare();
    expect(full.map((match) => [match.status, match.on_the_mat, match.score])).toEqual([
      ["live", true, { home: 1, away: 0 }],
      ["scheduled", false, { home: 0, away: 0 }],
      ["scheduled", false, { home: 0, away: 0 }],
    ]);
    expect(full[2]!.bouts.map((b) => b.stage)).toEqual(["later", "later", "later"]);
    // The hidden team match decided: nothing on the mat, and the next hidden one (not the final) is up next.
    await handle.db
      .update(bouts)
      .set({ status: "completed", winner_id: f.clara, method: "points", round: 3, time_seconds: 300 })
      .where(eq(bouts.id, live!.id));
    full = await compare();
    expect(full.map((match) => [match.status, match.on_the_mat, match.score])).toEqual([
      ["completed", false, { home: 2, away: 0 }],
      ["scheduled", false, { home: 0, away: 0 }],
      ["scheduled", false, { home: 0, away: 0 }],
    ]);
    expect(full[1]!.bouts.map((b) => b.stage)).toEqual(["up_next", "later", "later"]);
    expect(full[2]!.bouts.map((b) => b.stage)).toEqual(["later", "later", "later"]);
  });
});
