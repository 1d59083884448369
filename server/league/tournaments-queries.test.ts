import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLiveTeamMatch } from "../live/live-fixtures.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { tournaments } from "../db/schema.ts";
import { explainPlan, openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import {
  containsPattern,
  getTournament,
  isTournamentId,
  listTournaments,
  listTournamentsInMonth,
  listUpcomingTournaments,
  listUpcomingWithLeads,
  onTheMat,
} from "./tournaments-queries.server.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const at = (iso: string) => new Date(iso);

const ROWS: (typeof tournaments.$inferInsert)[] = [
  {
    title: "Steppe Clash",
    event_date: at("2026-07-25T13:00:00Z"),
    time_zone: "Asia/Almaty",
    location_city: "Almaty",
    location_country: "Kazakhstan",
    status: "completed",
    champion_team: "Wolves",
  },
  {
    title: "Pacific Rumble",
    event_date: at("2026-10-23T02:00:00Z"),
    time_zone: "America/Los_Angeles",
    location_city: "San Diego",
    location_country: "USA",
    status: "completed",
  },
  // Earlier today at the venue: still "today or later", so upcoming, not past.
  {
    title: "Tokyo Grand Prix",
    event_date: at("2026-11-22T01:00:00Z"),
    time_zone: "Asia/Tokyo",
    location_city: "Tokyo",
    location_country: "Japan",
    status: "live",
  },
  // 23:30 on 21 November in Los Angeles is 22 November in UTC: the venue's day is yesterday, so past.
  {
    title: "Late Night LA",
    event_date: at("2026-11-22T07:30:00Z"),
    time_zone: "America/Los_Angeles",
    location_city: "Los Angeles",
    location_country: "USA",
    status: "upcoming",
  },
  {
    title: "London Lock-In",
    event_date: at("2026-12-04T19:00:00Z"),
    time_zone: "Europe/London",
    location_city: "London",
    location_country: "United Kingdom",
    status: "upcoming",
  },
  {
    title: "100% Submission_Night",
    event_date: at("2026-12-31T23:30:00Z"),
    time_zone: "Asia/Tokyo",
    location_city: "Osaka",
    location_country: "Japan",
    status: "upcoming",
  },
  {
    title: "Rio Series",
    event_date: at("2027-01-10T22:00:00Z"),
    time_zone: "America/Sao_Paulo",
    location_city: "Rio de Janeiro",
    location_country: "Brazil",
    status: "upcoming",
  },
  {
    title: "Astana Winter Cup",
    event_date: at("2027-02-05T12:00:00Z"),
    time_zone: "Asia/Almaty",
    location_city: "Astana",
    location_country: "Kazakhstan",
    status: "upcoming",
  },
];

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe.each(TEST_ENGINES)("tournament reads on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insert(tournaments).values(ROWS);
  });
  afterAll(() => handle.close());

  it("lists all events by date, with totals", async () => {
    const result = await listTournaments(handle.db, { now: NOW });
    expect(result.total).toBe(ROWS.length);
    expect(result.page).toBe(1);
    expect(titles(result.items)).toEqual(ROWS.map((row) => row.title));
  });

  it("splits upcoming (venue-local today or later) from past (before today), latest past first", async () => {
    const upcoming = await listTournaments(handle.db, { tab: "upcoming", now: NOW });
    expect(titles(upcoming.items)).toEqual([
      "Tokyo Grand Prix",
      "London Lock-In",
      "100% Submission_Night",
      "Rio Series",
      "Astana Winter Cup",
    ]);
    const past = await listTournaments(handle.db, { tab: "past", now: NOW });
    expect(titles(past.items)).toEqual(["Late Night LA", "Pacific Rumble", "Steppe Clash"]);
  });

  it("searches title, city and country case-insensitively in the database", async () => {
    expect(titles((await listTournaments(handle.db, { q: "LOCK", now: NOW })).items)).toEqual(["London Lock-In"]);
    expect(titles((await listTournaments(handle.db, { q: "san diego", now: NOW })).items)).toEqual(["Pacific Rumble"]);
    expect(titles((await listTournaments(handle.db, { q: "kazakh", now: NOW })).items)).toEqual([
      "Steppe Clash",
      "Astana Winter Cup",
    ]);
    expect(titles((await listTournaments(handle.db, { q: "  japan ", tab: "upcoming", now: NOW })).items)).toEqual([
      "Tokyo Grand Prix",
      "100% Submission_Night",
    ]);
    expect((await listTournaments(handle.db, { q: "kazakh", tab: "upcoming", now: NOW })).total).toBe(1);
    expect((await listTournaments(handle.db, { q: "zzz", now: NOW })).items).toEqual([]);
  });

  it("treats % and _ typed in the search as literal characters", async () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
    expect(titles((await listTournaments(handle.db, { q: "100%", now: NOW })).items)).toEqual([
      "100% Submission_Night",
    ]);
    expect(titles((await listTournaments(handle.db, { q: "s_b", now: NOW })).items)).toEqual([]);
    expect(titles((await listTournaments(handle.db, { q: "%", now: NOW })).items)).toEqual(["100% Submission_Night"]);
    expect((await listTournaments(handle.db, { q: "_", now: NOW })).total).toBe(1);
  });

  it("pages through the list and clamps the page number", async () => {
    const first = await listTournaments(handle.db, { pageSize: 3, now: NOW });
    expect(first).toMatchObject({ total: 8, page: 1, pageCount: 3 });
    const third = await listTournaments(handle.db, { pageSize: 3, page: 3, now: NOW });
    expect(titles(third.items)).toEqual(["Rio Series", "Astana Winter Cup"]);
    expect((await listTournaments(handle.db, { pageSize: 3, page: 99, now: NOW })).page).toBe(3);
    expect((await listTournaments(handle.db, { pageSize: 3, page: -2, now: NOW })).page).toBe(1);
  });

  it("finds a month's events by the venue-local day", async () => {
    // 23:30 UTC on 31 December is 1 January in Tokyo.
    expect(titles(await listTournamentsInMonth(handle.db, { month: "2026-12", now: NOW }))).toEqual(["London Lock-In"]);
    expect(titles(await listTournamentsInMonth(handle.db, { month: "2027-01", now: NOW }))).toEqual([
      "100% Submission_Night",
      "Rio Series",
    ]);
    expect(titles(await listTournamentsInMonth(handle.db, { month: "2026-11", now: NOW }))).toEqual([
      "Tokyo Grand Prix",
      "Late Night LA",
    ]);
    expect(titles(await listTournamentsInMonth(handle.db, { month: "2026-11", tab: "past", now: NOW }))).toEqual([
      "Late Night LA",
    ]);
    expect(titles(await listTournamentsInMonth(handle.db, { month: "2027-01", q: "rio", now: NOW }))).toEqual([
      "Rio Series",
    ]);
    expect(await listTournamentsInMonth(handle.db, { month: "2026-13", now: NOW })).toEqual([]);
    expect(await listTournamentsInMonth(handle.db, { month: "'; drop table", now: NOW })).toEqual([]);
  });

  it("gives the home page the soonest events still to come, by the venue's date: today's live event first", async () => {
    const upcoming = await listUpcomingTournaments(handle.db, { limit: 3, now: NOW });
    expect(titles(upcoming)).toEqual(["Tokyo Grand Prix", "London Lock-In", "100% Submission_Night"]);
    expect(titles(await listUpcomingTournaments(handle.db, { limit: 1, now: at("2027-03-01T00:00:00Z") }))).toEqual([]);
  });

  it("gets one tournament by id, and answers null for unknown or malformed ids without querying", async () => {
    const [row] = (await listTournaments(handle.db, { q: "Steppe", now: NOW })).items;
    const detail = await getTournament(handle.db, row!.id);
    expect(detail).toMatchObject({ title: "Steppe Clash", champion_team: "Wolves", time_zone: "Asia/Almaty" });
    expect(detail).not.toHaveProperty("created_at");
    expect(await getTournament(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getTournament(handle.db, "not-a-uuid")).toBeNull();
    expect(await getTournament(handle.db, "1 or 1=1")).toBeNull();
    expect(isTournamentId(row!.id)).toBe(true);
    expect(isTournamentId("123")).toBe(false);
    expect(isTournamentId(undefined)).toBe(false);
  });

  // Last: it adds rows.
  it("leaves a completed event out of the upcoming ones unless a bout of it is on the mat, and says which are", async () => {
    await handle.db.insert(tournaments).values({
      title: "Nagoya Night",
      event_date: at("2026-11-22T03:00:00Z"),
      time_zone: "Asia/Tokyo",
      location_city: "Nagoya",
      location_country: "Japan",
      status: "completed",
    });
    const upcoming = await listUpcomingTournaments(handle.db, { limit: 3, now: NOW });
    expect(titles(upcoming)).toEqual(["Tokyo Grand Prix", "London Lock-In", "100% Submission_Night"]);
    expect(upcoming.map((row) => row.on_the_mat)).toEqual([false, false, false]);
    // Marked completed while its bout is still fought: live by app/lib/event-state.ts, so still listed.
    const fixture = await createLiveTeamMatch(handle.db, { label: "mat", now: at("2026-11-22T04:00:00Z") });
    await handle.db.update(tournaments).set({ status: "completed" }).where(eq(tournaments.id, fixture.tournamentId));
    const withLive = await listUpcomingTournaments(handle.db, { limit: 3, now: NOW });
    expect(titles(withLive)).toEqual(["Tokyo Grand Prix", "Fight Night mat", "London Lock-In"]);
    expect(withLive.map((row) => row.on_the_mat)).toEqual([false, true, false]);
    const { items } = await listTournaments(handle.db, { q: "Fight Night mat", now: NOW });
    expect(items.map((row) => [row.status, row.on_the_mat])).toEqual([["completed", true]]);
  });

  it("finds the live event and the next one not begun however many of today's events come before them", async () => {
    // As the last test left it: Tokyo (live), the mat's fight night (completed, a bout on the mat), London next.
    const leads = async (limit: number, now = NOW) => {
      const { rows, live, next } = await listUpcomingWithLeads(handle.db, { limit, now });
      return { rows: titles(rows), live: live?.title, next: next?.title };
    };
    expect(await leads(3)).toEqual({
      rows: ["Tokyo Grand Prix", "Fight Night mat", "London Lock-In"],
      live: "Tokyo Grand Prix",
      next: "London Lock-In",
    });
    // The next event is not among the rows read: it is read on its own.
    expect(await leads(1)).toEqual({ rows: ["Tokyo Grand Prix"], live: "Tokyo Grand Prix", next: "London Lock-In" });
    // Two events that began earlier today at their venue (not live, and a start behind now is not "next") come first.
    await handle.db.insert(tournaments).values(
      ["00:10", "00:20"].map((time) => ({
        title: `Dawn ${time}`,
        event_date: at(`2026-11-22T${time}:00Z`),
        time_zone: "Europe/London",
        location_city: "Leeds",
        location_country: "United Kingdom",
        status: "upcoming" as const,
      })),
    );
    expect(await leads(2)).toEqual({
      rows: ["Dawn 00:10", "Dawn 00:20"],
      live: "Tokyo Grand Prix",
      next: "London Lock-In",
    });
    expect(await leads(4)).toEqual({
      rows: ["Dawn 00:10", "Dawn 00:20", "Tokyo Grand Prix", "Fight Night mat"],
      live: "Tokyo Grand Prix",
      next: "London Lock-In",
    });
    // Live by its bout on the mat, whatever its status says.
    await handle.db.update(tournaments).set({ status: "upcoming" }).where(eq(tournaments.title, "Tokyo Grand Prix"));
    expect(await leads(2)).toEqual({
      rows: ["Dawn 00:10", "Dawn 00:20"],
      live: "Fight Night mat",
      next: "London Lock-In",
    });
    // A list shorter than its limit holds all there is: nothing more is read, and nothing is found that is not there.
    expect(await leads(3, at("2027-02-05T13:00:00Z"))).toEqual({
      rows: ["Astana Winter Cup"],
      live: undefined,
      next: undefined,
    });
  });

  it("asks whether an event is on the mat through the index of live bouts, not by scanning every bout", async () => {
    // Without bouts_live_idx each list of events read all the bouts: 84 ms at 1M bouts for /events.
    const plan = await explainPlan(
      handle.db,
      handle.db.select({ id: tournaments.id, live: onTheMat() }).from(tournaments).limit(20),
    );
    expect({ liveIndex: /bouts_live_idx/.test(plan), scansBouts: /Seq Scan on bouts/.test(plan) }).toEqual({
      liveIndex: true,
      scansBouts: false,
    });
  });
});
