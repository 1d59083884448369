// The per-team calendar on every test engine, as the bracket fills in: the final joins a team's feed when it wins its
// semifinal (SEQUENCE 1), the opponent arrives (SEQUENCE 2), a correction takes the final away (CANCELLED, from the
// tombstone) and gives it back (a higher SEQUENCE); regenerated fixtures cancel the old team matches; a new time bumps.
import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { teamMatches } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { generateFixtures } from "./generate.server.ts";
import { type SeasonTestLeague, seasonTestLeague, TEST_ADMIN } from "./test-league.ts";
import { buildTeamCalendar } from "./team-calendar.server.ts";

describe.each(TEST_ENGINES)("a team's calendar feed on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: SeasonTestLeague;
  let teamIds: string[] = [];
  const tournament = (title: string) => league.tournament(title);
  const bout = (...args: Parameters<SeasonTestLeague["bout"]>) => league.bout(...args);
  const fixtures = (body: Record<string, unknown>) => league.fixtures(body);

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    // Four teams; team i's roster is rated 1700 − 20 i, so rating seeding is the creation order.
    league = await seasonTestLeague(handle.db, "Feed Club", 4);
    ({ teamIds } = league);
  });
  afterAll(() => handle.close());

  const events = async (teamId: string) => {
    const text = await buildTeamCalendar(handle.db, teamId, {
      origin: "https://league.example",
      lang: "en",
      brandName: "League",
      now: new Date("2026-05-01T00:00:00Z"),
    });
    return new ICAL.Component(ICAL.parse(text!)).getAllSubcomponents("vevent").map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue("uid")).replace(/^team-match-|@league.example$/g, ""),
      sequence: vevent.getFirstPropertyValue("sequence") ?? 0,
      status: vevent.getFirstPropertyValue("status"),
      summary: vevent.getFirstPropertyValue("summary"),
    }));
  };

  it("follows the bracket: the final joins, its opponent arrives, a correction cancels it and gives it back", async () => {
    const id = await tournament("Feed Knockout");
    const [semi1, semi2, final] = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds, start_at: "2026-06-01T18:00:00Z" }),
      TEST_ADMIN,
    ))!;
    const [one, two, three] = [teamIds[0]!, teamIds[1]!, teamIds[2]!];
    expect(await events(one)).toEqual([
      { uid: semi1!.id, sequence: 0, status: "CONFIRMED", summary: "Feed Club 1 vs Feed Club 4 (Semifinal)" },
    ]);
    await boutWrites.create(handle.db, await bout(semi1!.id, 1, "home"), TEST_ADMIN);
    const decisive = await boutWrites.create(handle.db, await bout(semi1!.id, 2, "home"), TEST_ADMIN);
    expect((await events(one))[1]).toEqual({
      uid: final!.id,
      sequence: 1,
      status: "CONFIRMED",
      summary: "Feed Club 1 vs Winner of semifinal 2 (Final)",
    });
    await boutWrites.create(handle.db, await bout(semi2!.id, 1, "away"), TEST_ADMIN);
    await boutWrites.create(handle.db, await bout(semi2!.id, 2, "away"), TEST_ADMIN);
    expect((await events(one))[1]).toMatchObject({
      uid: final!.id,
      sequence: 2,
      summary: "Feed Club 1 vs Feed Club 3 (Final)",
    });
    expect((await events(three))[1]).toMatchObject({
      uid: final!.id,
      sequence: 2,
      summary: "Feed Club 3 vs Feed Club 1 (Final)",
    });
    // The semifinal is corrected: team 1 is no longer through. Its feed keeps the final as cancelled.
    await boutWrites.update(handle.db, decisive.id, await bout(semi1!.id, 2, "away"), TEST_ADMIN);
    expect(await events(one)).toEqual([
      { uid: semi1!.id, sequence: 0, status: "CONFIRMED", summary: "Feed Club 1 vs Feed Club 4 (Semifinal)" },
      { uid: final!.id, sequence: 3, status: "CANCELLED", summary: "Feed Club 1: Final (removed from the fixtures)" },
    ]);
    expect((await events(three))[1]).toMatchObject({ uid: final!.id, sequence: 3, status: "CONFIRMED" });
    // Corrected back: the final returns to team 1's feed under the same UID with a higher sequence, no tombstone.
    await boutWrites.update(handle.db, decisive.id, await bout(semi1!.id, 2, "home"), TEST_ADMIN);
    expect((await events(one))[1]).toEqual({
      uid: final!.id,
      sequence: 4,
      status: "CONFIRMED",
      summary: "Feed Club 1 vs Feed Club 3 (Final)",
    });
    // A new time for the final bumps its sequence for both teams; a result alone does not.
    await handle.db
      .update(teamMatches)
      .set({ scheduled_at: new Date("2026-06-01T21:00:00Z") })
      .where(eq(teamMatches.id, final!.id));
    await boutWrites.create(handle.db, await bout(final!.id, 1, "home"), TEST_ADMIN);
    expect((await events(three))[1]).toMatchObject({ uid: final!.id, sequence: 5, status: "CONFIRMED" });
    expect((await events(two)).map((event) => event.uid)).toEqual([semi2!.id]);
  });

  it("regenerated fixtures cancel every old team match in each team's feed", async () => {
    const id = await tournament("Feed Regenerated");
    const first = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "round_robin", team_ids: teamIds, start_at: "2026-07-01T18:00:00Z" }),
      TEST_ADMIN,
    ))!;
    const second = (await generateFixtures(
      handle.db,
      id,
      fixtures({ format: "single_elimination", team_ids: teamIds, start_at: "2026-07-01T18:00:00Z" }),
      TEST_ADMIN,
    ))!;
    const mine = (rows: typeof first) =>
      rows.filter((row) => row.home_team_id === teamIds[0] || row.away_team_id === teamIds[0]).map((row) => row.id);
    const feed = (await events(teamIds[0]!)).filter((event) => [...mine(first), ...mine(second)].includes(event.uid));
    expect(mine(first)).toHaveLength(3);
    expect(
      feed
        .filter((event) => event.status === "CANCELLED")
        .map((event) => [event.uid, event.sequence])
        .sort(),
    ).toEqual(
      mine(first)
        .map((uid) => [uid, 1])
        .sort(),
    );
    expect(feed.filter((event) => event.status === "CONFIRMED").map((event) => event.uid)).toEqual(mine(second));
    const rows = await handle.db
      .select()
      .from(teamMatches)
      .where(eq(teamMatches.tournament_id, id))
      .orderBy(asc(teamMatches.card_order));
    expect(rows.map((row) => row.revision)).toEqual([0, 0, 0]);
  });

  it("answers null for an unknown or malformed team", async () => {
    expect(await events("00000000-0000-4000-8000-000000000000").catch(() => "none")).toBe("none");
    expect(
      await buildTeamCalendar(handle.db, "not-a-team", { origin: "https://x.example", lang: "en", brandName: "L" }),
    ).toBeNull();
  });
});
