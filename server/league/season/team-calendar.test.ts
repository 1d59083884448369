// The team feed's events from fixtures and tombstones (pure): stable UIDs, SEQUENCE from the revision, CANCELLED for
// tombstones, escaped text, and a real parser (ical.js) reading it all back.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icsCalendar } from "../../../app/lib/ics.ts";
import { teamCalendarEvents, teamMatchUid } from "./team-calendar.server.ts";
import type { FixtureTournament, TeamFixture, TeamTombstone } from "./team-fixtures.server.ts";

const origin = "https://league.example";
const tournament: FixtureTournament = {
  id: "5a0e3c1e-0000-4000-8000-000000000001",
  title: "Spring Cup; night one",
  title_ru: "Весенний кубок",
  event_date: new Date("2026-12-05T16:00:00Z"),
  time_zone: "Asia/Almaty",
  location_city: "Almaty",
  location_country: "KAZ",
  venue_details: "Almaty Arena, 3,000 seats",
  venue_details_ru: null,
  updated_at: new Date("2026-11-01T10:00:00Z"),
};
const fixture = (over: Partial<TeamFixture>): TeamFixture => ({
  id: "7b000000-0000-4000-8000-000000000001",
  tournament,
  scheduled_at: new Date("2026-12-05T16:40:00Z"),
  stage: "final",
  stage_round: null,
  group_label: null,
  card_order: 3,
  status: "scheduled",
  revision: 0,
  updated_at: new Date("2026-11-20T10:00:00Z"),
  home: true,
  opponent: null,
  opponent_source: { kind: "winner", stage: "semifinal", number: 2 },
  score: [0, 0],
  result: null,
  decided_by: null,
  ...over,
});
const tombstone: TeamTombstone = {
  team_match_id: "7b000000-0000-4000-8000-000000000009",
  tournament,
  stage: "semifinal",
  scheduled_at: new Date("2026-12-05T16:00:00Z"),
  sequence: 4,
  removed_at: new Date("2026-11-24T09:00:00Z"),
};

const parse = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => ({
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    status: vevent.getFirstPropertyValue("status"),
    summary: vevent.getFirstPropertyValue("summary"),
    location: vevent.getFirstPropertyValue("location"),
    url: vevent.getFirstPropertyValue("url"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    dtstamp: (vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
  }));

const feed = (fixtures: TeamFixture[], tombstones: TeamTombstone[] = [], lang: "en" | "ru" = "en") =>
  icsCalendar({
    prodId: "-//League//Events//EN",
    events: teamCalendarEvents("Wolves, Almaty; A\\B", fixtures, tombstones, { origin, lang }),
  });

describe("a team's calendar feed", () => {
  it("names an unknown opponent by its source, escapes text, and a parser reads it back", () => {
    const [event] = parse(feed([fixture({})]));
    expect(event).toEqual({
      uid: "team-match-7b000000-0000-4000-8000-000000000001@league.example",
      sequence: null,
      status: "CONFIRMED",
      summary: "Wolves, Almaty; A\\B vs Winner of semifinal 2 (Final)",
      location: "Almaty Arena, Almaty, KAZ",
      url: `${origin}/tournament/${tournament.id}#team-match-7b000000-0000-4000-8000-000000000001`,
      start: "2026-12-05T16:40:00.000Z",
      dtstamp: "2026-11-20T10:00:00.000Z",
    });
    const text = feed([fixture({})]);
    expect(text).toContain("SUMMARY:Wolves\\, Almaty\\; A\\\\B vs Winner of semifinal 2 (Final)\r\n");
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(
      parse(feed([fixture({ opponent_source: { kind: "group", group: "B", place: 1 } })], [], "ru"))[0]!.summary,
    ).toBe("Wolves, Almaty; A\\B — Группа B, 1-е место (Финал)");
  });

  it("keeps the UID when the opponent becomes known and writes the revision as SEQUENCE", () => {
    const before = parse(feed([fixture({})]))[0]!;
    const after = parse(
      feed([fixture({ revision: 2, opponent: { id: "x", name: "Bears", name_ru: null }, opponent_source: null })]),
    )[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.uid).toBe(teamMatchUid("7b000000-0000-4000-8000-000000000001", origin));
    expect([before.sequence, after.sequence]).toEqual([null, 2]);
    expect(after.summary).toBe("Wolves, Almaty; A\\B vs Bears (Final)");
    // A group match says its group and round; the card has no time: the event's start stands in.
    const group = parse(
      feed([
        fixture({
          stage: "round_robin",
          group_label: "A",
          stage_round: 2,
          scheduled_at: null,
          opponent: { id: "y", name: "Hawks", name_ru: null },
        }),
      ]),
    )[0]!;
    expect([group.summary, group.start]).toEqual([
      "Wolves, Almaty; A\\B vs Hawks (Group A, round 2)",
      "2026-12-05T16:00:00.000Z",
    ]);
  });

  it("lists a tombstone as CANCELLED with its last sequence, in start order with the rest", () => {
    const events = parse(feed([fixture({ revision: 1 })], [tombstone]));
    expect(events.map((event) => [event.uid, event.status, event.sequence, event.start])).toEqual([
      [teamMatchUid(tombstone.team_match_id, origin), "CANCELLED", 4, "2026-12-05T16:00:00.000Z"],
      [teamMatchUid("7b000000-0000-4000-8000-000000000001", origin), "CONFIRMED", 1, "2026-12-05T16:40:00.000Z"],
    ]);
    expect(events[0]!.summary).toBe("Wolves, Almaty; A\\B: Semifinal (removed from the fixtures)");
    expect(events[0]!.dtstamp).toBe("2026-11-24T09:00:00.000Z");
  });
});
