// A fan's personal calendar on every test engine (read back with ical.js): the followed tournament's night and the
// team matches of the followed teams, once each, with the team feed's UIDs and SEQUENCE; a team match that left a
// followed team's fixtures is CANCELLED unless another followed team still plays it; the token's rotation retires
// the old feed; a made-up token names nothing.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { follows, user } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { boutWrites } from "../league/entities/bout-entity.server.ts";
import { generateFixtures } from "../league/season/generate.server.ts";
import { seasonTestLeague, TEST_ADMIN, type SeasonTestLeague } from "../league/season/test-league.ts";
import { buildPersonalCalendar, calendarToken, calendarUrl, rotateCalendarToken } from "./calendar.server.ts";

const OPTIONS = {
  origin: "https://league.example",
  lang: "en" as const,
  brandName: "League",
  now: new Date("2026-05-01T00:00:00Z"),
};

describe.each(TEST_ENGINES)("the personal calendar on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: SeasonTestLeague;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    league = await seasonTestLeague(handle.db, "Cal Club", 4);
    for (const id of ["fan-one", "fan-both"])
      await handle.db.insert(user).values({ id, name: id, email: `${id}@league.example`, emailVerified: true });
  });
  afterAll(() => handle.close());

  const events = async (userId: string) => {
    const text = await buildPersonalCalendar(handle.db, await calendarToken(handle.db, userId), OPTIONS);
    const calendar = new ICAL.Component(ICAL.parse(text!));
    return {
      name: calendar.getFirstPropertyValue("x-wr-calname"),
      events: calendar.getAllSubcomponents("vevent").map((vevent) => ({
        uid: String(vevent.getFirstPropertyValue("uid")).replace(/@league.example$/, ""),
        sequence: vevent.getFirstPropertyValue("sequence") ?? 0,
        status: vevent.getFirstPropertyValue("status"),
        summary: vevent.getFirstPropertyValue("summary"),
      })),
    };
  };

  it("carries followed tournaments and teams' team matches once each, CANCELLED only when no followed team plays it", async () => {
    const tournamentId = await league.tournament("Cal Knockout");
    const [one, , three] = league.teamIds;
    const [semi1, semi2, final] = (await generateFixtures(
      handle.db,
      tournamentId,
      league.fixtures({ format: "single_elimination", team_ids: league.teamIds, start_at: "2026-06-01T18:00:00Z" }),
      TEST_ADMIN,
    ))!;
    await handle.db.insert(follows).values([
      { user_id: "fan-one", kind: "team", target_id: one!, notify: [] },
      { user_id: "fan-both", kind: "team", target_id: one!, notify: [] },
      { user_id: "fan-both", kind: "team", target_id: three!, notify: [] },
      { user_id: "fan-both", kind: "tournament", target_id: tournamentId, notify: [] },
    ]);
    // Team 1 wins its semifinal, team 3 the other: both are in the final.
    await boutWrites.create(handle.db, await league.bout(semi1!.id, 1, "home"), TEST_ADMIN);
    const decisive = await boutWrites.create(handle.db, await league.bout(semi1!.id, 2, "home"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi2!.id, 1, "away"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi2!.id, 2, "away"), TEST_ADMIN);
    const both = await events("fan-both");
    expect(both.name).toBe("League — My league");
    // In start order (the night and its first team match start together: then by UID).
    expect(both.events).toHaveLength(4);
    expect(both.events.map((event) => [event.uid, event.sequence, event.status])).toEqual(
      expect.arrayContaining([
        [`tournament-${tournamentId}`, 0, "CONFIRMED"],
        [`team-match-${semi1!.id}`, 0, "CONFIRMED"],
        [`team-match-${semi2!.id}`, 0, "CONFIRMED"],
        [`team-match-${final!.id}`, 2, "CONFIRMED"],
      ]),
    );
    // A correction: team 1 is out of the final. Its only follower sees it cancelled; the fan who also follows team 3
    // keeps it, with the higher SEQUENCE.
    await boutWrites.update(handle.db, decisive.id, await league.bout(semi1!.id, 2, "away"), TEST_ADMIN);
    expect((await events("fan-one")).events).toEqual([
      {
        uid: `team-match-${semi1!.id}`,
        sequence: 0,
        status: "CONFIRMED",
        summary: "Cal Club 1 vs Cal Club 4 (Semifinal)",
      },
      {
        uid: `team-match-${final!.id}`,
        sequence: 3,
        status: "CANCELLED",
        summary: "Cal Club 1: Final (removed from the fixtures)",
      },
    ]);
    expect((await events("fan-both")).events.at(-1)).toEqual({
      uid: `team-match-${final!.id}`,
      sequence: 3,
      status: "CONFIRMED",
      summary: "Cal Club 3 vs Winner of semifinal 1 (Final)",
    });
  });

  it("keeps one token until it is rotated; the old one then names no calendar", async () => {
    const first = await calendarToken(handle.db, "fan-one");
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await calendarToken(handle.db, "fan-one")).toBe(first);
    expect(calendarUrl("https://league.example", first, "ru")).toBe(
      `https://league.example/ru/calendar/${first}/my-league.ics`,
    );
    const next = await rotateCalendarToken(handle.db, "fan-one");
    expect(next).not.toBe(first);
    expect(await buildPersonalCalendar(handle.db, first, OPTIONS)).toBeNull();
    expect(await buildPersonalCalendar(handle.db, next, OPTIONS)).toContain("BEGIN:VCALENDAR");
    expect(await buildPersonalCalendar(handle.db, "x".repeat(32), OPTIONS)).toBeNull();
    expect(await buildPersonalCalendar(handle.db, "../../etc", OPTIONS)).toBeNull();
  });
});
