import { eq, sql } from "drizzle-orm";
import { refreshAthleteTotals } from "../../league/results/athlete-totals.server.ts";
import { replayRatingsFrom } from "../../league/results/ratings.server.ts";
import { derivedDifferences } from "../../league/results/derived-state.testing.ts";
import { getTournamentResults } from "../../league/results/results-reads.server.ts";
import { teamMatchProgress } from "../../league/results/team-match-score.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server.ts";
import { athletes, bouts, news, sponsors, teamMatches, teams, tournaments } from "../schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../testing.ts";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { listTournaments } from "../../league/tournaments-queries.server.ts";
import { listAthletes } from "../../league/athletes-queries.server.ts";
import { seedDemoLeague, underWaySince } from "./demo.server.ts";

// Loaded late in the UTC day: already tomorrow in Tokyo, where the demo's live event is.
const TODAY = new Date("2026-11-22T16:20:00Z");

describe("the demo's live event", () => {
  const venueDay = (instant: Date, timeZone: string) => format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd");

  it("started within the last hour, on today's date at the venue, whatever the hour the demo is loaded", () => {
    for (const timeZone of [
      "Asia/Tokyo",
      "America/Los_Angeles",
      "Europe/London",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
    ]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
        const now = new Date(Date.UTC(2026, 10, 23, 0, minutes));
        const start = underWaySince(now, timeZone);
        expect(venueDay(start, timeZone)).toBe(venueDay(now, timeZone));
        expect(now.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
        expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(3_600_000);
      }
    }
  });

  it("is an hour in, or began at the venue's midnight when that was less than an hour ago", () => {
    // 15:30 UTC is 00:30 the next day in Tokyo (UTC+9): the event began at its midnight, 15:00 UTC.
    expect(underWaySince(new Date("2026-11-23T15:30:00Z"), "Asia/Tokyo")).toEqual(new Date("2026-11-23T15:00:00Z"));
    expect(underWaySince(new Date("2026-11-23T10:00:00Z"), "Asia/Tokyo")).toEqual(new Date("2026-11-23T09:00:00Z"));
  });
});

describe.each(TEST_ENGINES)("demo league on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("loads once into an empty database and never twice", async () => {
    expect(await seedDemoLeague(handle.db, TODAY)).toBe(true);
    expect(await seedDemoLeague(handle.db, TODAY)).toBe(false);
    const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(teams);
    expect(row!.count).toBeGreaterThanOrEqual(6);
  });

  it("has 40+ athletes from 8+ countries in every weight class, with consistent statistics", async () => {
    const rows = await handle.db.select().from(athletes);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((a) => a.country)).size).toBeGreaterThanOrEqual(8);
    for (const code of ["KAZ", "RUS", "USA", "GBR", "JPN"]) expect(rows.some((a) => a.country === code)).toBe(true);
    expect(new Set(rows.map((a) => a.weight_class)).size).toBe(5);
    for (const a of rows) {
      expect(a.wins + a.losses).toBeLessThanOrEqual(a.total_matches);
      expect(a.submissions_for).toBeLessThanOrEqual(a.wins);
      expect(a.win_streak).toBeLessThanOrEqual(a.wins);
      expect(a.team_id).not.toBeNull();
    }
    // No stored photo: every athlete wears its own generated art (app/lib/generated-art.ts).
    expect(rows.filter((a) => a.photo_url)).toEqual([]);
  });

  it("names every athlete and team in Russian too, and a Russian search finds them", async () => {
    const rows = await handle.db.select().from(athletes);
    expect(rows.filter((a) => !a.full_name_ru).map((a) => a.full_name)).toEqual([]);
    expect((await handle.db.select().from(teams)).filter((t) => !t.name_ru).map((t) => t.name)).toEqual([]);
    const found = await listAthletes(handle.db, { q: "Рахимов" });
    expect(found.items.map((a) => [a.full_name, a.full_name_ru])).toEqual([["Bekzod Rakhimov", "Бекзод Рахимов"]]);
    expect((await listAthletes(handle.db, { q: "Yamamoto" })).items.map((a) => a.full_name_ru)).toEqual(["Сё Ямамото"]);
  });

  it("has past, live and upcoming events, the soonest within 30 days of today", async () => {
    const rows = await handle.db.select().from(tournaments).orderBy(tournaments.event_date);
    const completed = rows.filter((t) => t.status === "completed");
    expect(completed.length).toBeGreaterThanOrEqual(2);
    for (const t of completed) expect(t.champion_team && t.runner_up_team).toBeTruthy();
    expect(rows.filter((t) => t.status === "live")).toHaveLength(1);
    const upcoming = rows.filter((t) => t.status === "upcoming");
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    const soonestDays = (upcoming[0]!.event_date.getTime() - TODAY.getTime()) / 86_400_000;
    expect(soonestDays).toBeGreaterThan(0);
    expect(soonestDays).toBeLessThanOrEqual(30);
  });

  it("files the live event under Upcoming, not Past, on the day it is loaded", async () => {
    const titles = async (tab: "upcoming" | "past") =>
      (await listTournaments(handle.db, { tab, now: TODAY })).items.map((t) => t.title);
    expect(await titles("upcoming")).toContain("Tokyo Grand Prix");
    expect(await titles("past")).not.toContain("Tokyo Grand Prix");
  });

  it("derives every athlete's record and rating from its recorded bouts, and each final agrees with the champion", async () => {
    const before = await handle.db.select().from(athletes).orderBy(athletes.id);
    const completedBouts = await handle.db.select().from(bouts).where(eq(bouts.status, "completed"));
    expect(completedBouts.length).toBeGreaterThanOrEqual(100);
    for (const athlete of before) {
      const mine = completedBouts.filter(
        (bout) => bout.athlete_a_id === athlete.id || bout.athlete_b_id === athlete.id,
      );
      expect(athlete.wins).toBe(mine.filter((bout) => bout.winner_id === athlete.id).length);
      expect(athlete.total_matches).toBe(mine.length);
    }
    // More than 3 matches for the analytics' win-rate list.
    expect(before.filter((athlete) => athlete.total_matches > 3).length).toBeGreaterThanOrEqual(10);
    // The stored (cached) numbers equal a recomputation from scratch.
    await handle.db.transaction(async (tx) => {
      await replayRatingsFrom(tx, null);
      await refreshAthleteTotals(
        tx,
        before.map((athlete) => athlete.id),
      );
    });
    expect(await handle.db.select().from(athletes).orderBy(athletes.id)).toEqual(before);
    for (const tournament of await handle.db.select().from(tournaments).where(eq(tournaments.status, "completed"))) {
      const results = (await getTournamentResults(handle.db, tournament.id))!;
      const final = results.team_matches.find((match) => match.stage === "final")!;
      const [champion] = await handle.db.select().from(teams).where(eq(teams.id, final.winner_team_id!));
      expect(champion!.name).toBe(tournament.champion_team);
    }
    // Today's live event has a team match on the mat with its three bouts announced.
    const liveMatches = await handle.db.select().from(teamMatches).where(eq(teamMatches.status, "live"));
    expect(liveMatches).toHaveLength(1);
    expect(await handle.db.select().from(bouts).where(eq(bouts.team_match_id, liveMatches[0]!.id))).toHaveLength(3);
    // Every team match's stored status is the one its bouts give it (live from the first bout's start).
    for (const match of await handle.db.select().from(teamMatches)) {
      const own = await handle.db.select().from(bouts).where(eq(bouts.team_match_id, match.id));
      expect(teamMatchProgress(own).status, `${match.stage} #${match.card_order}`).toBe(match.status);
    }
    // Every decided team match stores how and who (the 54 seeded ones had decided_by null before): the same as a
    // recomputation of every derived number.
    const decided = await handle.db.select().from(teamMatches).where(eq(teamMatches.status, "completed"));
    expect(decided.length).toBeGreaterThan(0);
    expect(decided.filter((match) => match.decided_by === null || match.winner_team_id === null)).toEqual([]);
    expect(await derivedDifferences(handle.db)).toEqual([]);
  });

  it("has news and sponsors", async () => {
    expect((await handle.db.select().from(news)).length).toBeGreaterThanOrEqual(5);
    expect((await handle.db.select().from(sponsors)).length).toBeGreaterThanOrEqual(4);
  });

  it("refuses inconsistent statistics at the database", async () => {
    const [team] = await handle.db.select().from(teams).limit(1);
    await expect(
      handle.db.insert(athletes).values({
        full_name: "Bad Record",
        country: "USA",
        weight_class: "heavyweight",
        team_id: team!.id,
        wins: 5,
        losses: 5,
        total_matches: 3,
      }),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insert(athletes)
        .values({ full_name: "Negative", country: "USA", weight_class: "heavyweight", wins: -1 }),
    ).rejects.toThrow();
  });
});
