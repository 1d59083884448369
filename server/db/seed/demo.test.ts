import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server.ts";
import { athletes, news, sponsors, teams, tournaments } from "../schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../testing.ts";
import { seedDemoLeague } from "./demo.server.ts";

const TODAY = new Date("2026-11-22T10:00:00Z");

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
    expect(rows.some((a) => a.photo_url) && rows.some((a) => !a.photo_url)).toBe(true);
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

  it("has news and sponsors", async () => {
    expect((await handle.db.select().from(news)).length).toBeGreaterThanOrEqual(5);
    expect((await handle.db.select().from(sponsors)).length).toBeGreaterThanOrEqual(4);
  });

  it("refuses inconsistent statistics at the database", async () => {
    const [team] = await handle.db.select().from(teams).limit(1);
    await expect(
      handle.db.insert(athletes).values({ full_name: "Bad Record", country: "USA", weight_class: "heavyweight", team_id: team!.id, wins: 5, losses: 5, total_matches: 3 }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(athletes).values({ full_name: "Negative", country: "USA", weight_class: "heavyweight", wins: -1 }),
    ).rejects.toThrow();
  });
});
