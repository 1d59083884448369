import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { athletes, bouts, teamMatches, teams, tournaments } from "../../db/schema.ts";
import { explainPlan, openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { getTeamPage, listSeasons, listStandings, TEAM_ROSTER_SHOWN } from "./standings.server.ts";
import { advanceTournament } from "../season/advance.server.ts";
import { teamFixtureRows } from "../season/team-fixtures.server.ts";

// A hand-worked league: three teams, two 2026 events and one 2025 event.
//   Spring Open 2026: Wolves 2–1 Bears (sub, points / Bears decision), Bears 2–0 Hawks (sub, sub) + a Bears exhibition loss
//   Autumn Cup 2026:  Hawks 2–1 Wolves (Hawks dq, Wolves submission, Hawks forfeit); Wolves v Bears scheduled
//   Old Cup 2025:     Hawks 2–0 Wolves
// 2026 table: Wolves 1–1 (bouts 3–3, subs 2), Bears 1–1 (bouts 3–2, subs 2), Hawks 1–1 (bouts 2–3, subs 0).
describe.each(TEST_ENGINES)("standings and team pages on %s", (engine) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    const teamRows = await db
      .insert(teams)
      .values([
        { name: "Wolves", city: "Almaty", country: "KAZ" },
        { name: "Bears", city: "Moscow", country: "RUS" },
        { name: "Hawks", city: "San Diego", country: "USA" },
      ])
      .returning();
    for (const team of teamRows) ids[team.name] = team.id;
    const person = (name: string, team: string, rating: number, wins = 3, losses = 1) => ({
      full_name: name,
      country: "USA",
      weight_class: "lightweight" as const,
      team_id: ids[team],
      rating_elo: rating,
      wins,
      losses,
      total_matches: wins + losses,
    });
    const people = await db
      .insert(athletes)
      .values([
        person("W One", "Wolves", 1600),
        person("W Two", "Wolves", 1500),
        person("B One", "Bears", 1550),
        person("B Two", "Bears", 1451),
        person("H One", "Hawks", 1490),
      ])
      .returning();
    for (const athlete of people) ids[athlete.full_name] = athlete.id;
    const events = await db
      .insert(tournaments)
      .values([
        {
          title: "Spring Open",
          title_ru: "Весенний турнир",
          event_date: new Date("2026-04-10T12:00:00Z"),
          location_city: "A",
          location_country: "B",
          status: "completed",
        },
        {
          title: "Autumn Cup",
          event_date: new Date("2026-10-10T12:00:00Z"),
          location_city: "A",
          location_country: "B",
          status: "upcoming",
        },
        {
          title: "Old Cup",
          event_date: new Date("2025-12-31T20:00:00Z"),
          location_city: "A",
          location_country: "B",
          status: "completed",
        },
      ])
      .returning();
    for (const event of events) ids[event.title] = event.id;
    const match = async (
      event: string,
      home: string,
      away: string,
      order: number,
      status: "completed" | "scheduled",
      results: [
        winner: "a" | "b",
        method: "submission" | "points" | "decision" | "dq" | "forfeit",
        exhibition?: boolean,
      ][],
    ) => {
      const [row] = await db
        .insert(teamMatches)
        .values({
          tournament_id: ids[event]!,
          home_team_id: ids[home]!,
          away_team_id: ids[away]!,
          stage: "round_robin",
          card_order: order,
          status,
        })
        .returning();
      const a = home === "Wolves" ? "W One" : home === "Bears" ? "B One" : "H One";
      const b = away === "Wolves" ? "W Two" : away === "Bears" ? "B Two" : "H One";
      if (results.length === 0) return;
      await db.insert(bouts).values(
        results.map(([winner, method, exhibition], index) => ({
          team_match_id: row!.id,
          bout_order: index + 1,
          exhibition: exhibition ?? false,
          weight_class: "lightweight" as const,
          athlete_a_id: ids[a]!,
          athlete_b_id: ids[b]!,
          team_a_id: ids[home]!,
          team_b_id: ids[away]!,
          status: "completed" as const,
          winner_id: winner === "a" ? ids[a]! : ids[b]!,
          method,
          fought_at: new Date("2026-04-10T12:00:00Z"),
        })),
      );
      // The winner and decided_by, as a result's write leaves them (these rows are inserted directly).
      await advanceTournament(db, ids[event]!);
    };
    await match("Spring Open", "Wolves", "Bears", 1, "completed", [
      ["a", "submission"],
      ["b", "decision"],
      ["a", "points"],
    ]);
    await match("Spring Open", "Bears", "Hawks", 2, "completed", [
      ["a", "submission"],
      ["a", "submission"],
      ["b", "submission", true],
    ]);
    await match("Autumn Cup", "Hawks", "Wolves", 1, "completed", [
      ["a", "dq"],
      ["b", "submission"],
      ["a", "forfeit"],
    ]);
    await match("Autumn Cup", "Wolves", "Bears", 2, "scheduled", []);
    await match("Old Cup", "Hawks", "Wolves", 1, "completed", [
      ["a", "points"],
      ["a", "points"],
    ]);
  });
  afterAll(() => handle.close());

  it("lists the seasons that have team matches, newest first", async () => {
    expect(await listSeasons(handle.db)).toEqual([2026, 2025]);
  });

  it("derives the season's table from the bouts (exhibitions and other seasons left out)", async () => {
    const rows = await listStandings(handle.db, 2026);
    const table = rows.map((row) => [
      row.team.name,
      row.matchWins,
      row.matchLosses,
      row.boutsWon,
      row.boutsLost,
      row.submissions,
      row.rating,
    ]);
    // All 1–1: bout difference decides (Bears +1, Wolves 0, Hawks −1).
    expect(table).toEqual([
      ["Bears", 1, 1, 3, 2, 2, 1501],
      ["Wolves", 1, 1, 3, 3, 2, 1550],
      ["Hawks", 1, 1, 2, 3, 0, 1490],
    ]);
    expect(
      (await listStandings(handle.db, 2025)).map((row) => [
        row.team.name,
        row.matchWins,
        row.matchLosses,
        row.boutsWon,
      ]),
    ).toEqual([
      ["Hawks", 1, 0, 2],
      ["Wolves", 0, 1, 0],
    ]);
    expect(await listStandings(handle.db, 2019)).toEqual([]);
  });

  it("sorts by a chosen column either way, ties in table order", async () => {
    const names = async (sort: "rating" | "team" | "boutsLost", dir: "asc" | "desc") =>
      (await listStandings(handle.db, 2026, { sort, dir })).map((row) => row.team.name);
    expect(await names("rating", "desc")).toEqual(["Wolves", "Bears", "Hawks"]);
    expect(await names("rating", "asc")).toEqual(["Hawks", "Bears", "Wolves"]);
    expect(await names("team", "asc")).toEqual(["Bears", "Hawks", "Wolves"]);
    expect(await names("boutsLost", "asc")).toEqual(["Bears", "Wolves", "Hawks"]);
  });

  it("builds a team page: roster by rating, results latest first with scores, upcoming team matches", async () => {
    const page = await getTeamPage(handle.db, ids.Wolves!);
    expect(page?.team).toMatchObject({ name: "Wolves", city: "Almaty", country: "KAZ" });
    expect(
      page?.roster.map((athlete) => [athlete.full_name, athlete.rating_elo, athlete.wins, athlete.losses]),
    ).toEqual([
      ["W One", 1600, 3, 1],
      ["W Two", 1500, 3, 1],
    ]);
    expect(
      page?.results.map((line) => [line.tournament.title, line.opponent?.name, line.score, line.result, line.home]),
    ).toEqual([
      ["Autumn Cup", "Hawks", [1, 2], "loss", false],
      ["Spring Open", "Bears", [2, 1], "win", true],
      ["Old Cup", "Hawks", [0, 2], "loss", false],
    ]);
    expect(page?.upcoming.map((line) => [line.tournament.title, line.opponent?.name, line.status])).toEqual([
      ["Autumn Cup", "Bears", "scheduled"],
    ]);
  });

  it("returns null for an unknown or malformed id", async () => {
    expect(await getTeamPage(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getTeamPage(handle.db, "not-a-team")).toBeNull();
  });

  it("lists the top of a big roster by rating with the whole roster's size and mean rating", async () => {
    const [team] = await handle.db.insert(teams).values({ name: "Big Squad" }).returning({ id: teams.id });
    await handle.db.insert(athletes).values(
      Array.from({ length: 20 }, (_, index) => ({
        full_name: `Squad Member ${String(index).padStart(2, "0")}`,
        country: "KAZ",
        weight_class: "lightweight" as const,
        team_id: team!.id,
        rating_elo: 1400 + index * 10,
      })),
    );
    const page = (await getTeamPage(handle.db, team!.id))!;
    expect(page.roster).toHaveLength(TEAM_ROSTER_SHOWN);
    expect(page.roster[0]!.full_name).toBe("Squad Member 19");
    expect(page.rosterTotal).toBe(20);
    expect(page.teamRating).toBe(1495);
  });

  it("reads a team's latest results down the events' date index, not by sorting every team match it played", async () => {
    // A team of a big league has tens of thousands of played team matches: sorting them all for a page of 50 took
    // 75–175 ms at 1M bouts. Walking the events newest first stops once the page is full.
    const plan = await explainPlan(
      handle.db,
      teamFixtureRows(handle.db, ids.Wolves!, { which: "completed", limit: 50 }),
    );
    expect({
      walksEvents: /Index Scan Backward using tournaments_event_date_idx/.test(plan),
      fullSort: /^\s*(->\s*)?Sort\s+\(/m.test(plan),
    }).toEqual({ walksEvents: true, fullSort: false });
  });
});
