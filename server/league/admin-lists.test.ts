import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, readListState } from "../../app/components/admin/list-query.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes, news, sponsors, teams, tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import {
  listAdminAthletes,
  listAdminNews,
  listAdminSponsors,
  listAdminTeams,
  listAdminTournaments,
  listTeamMembers,
} from "./admin-lists.server.ts";

const state = <List extends "tournaments" | "news" | "teams" | "athletes" | "sponsors">(list: List, search = "") =>
  readListState(list, new URLSearchParams(search));
const names = (rows: { full_name: string }[]) => rows.map((row) => row.full_name);

// 60 athletes: "Athlete 00".."Athlete 59", ratings 1500 + 10·i (two share each rating, so ties fall to the name),
// the first 30 on the Wolves, every third from Kazakhstan; one tournament and news item per day.
describe.each(TEST_ENGINES)("admin lists on %s", (engine) => {
  let handle: DatabaseHandle;
  let wolves: string;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const [w, b] = await handle.db
      .insert(teams)
      .values([
        { name: "Almaty Wolves", city: "Almaty", country: "KAZ" },
        { name: "Oslo Bears", country: "NOR" },
      ])
      .returning();
    wolves = w!.id;
    await handle.db.insert(athletes).values(
      Array.from({ length: 60 }, (_, i) => ({
        full_name: `Athlete ${String(i).padStart(2, "0")}`,
        country: i % 3 === 0 ? "KAZ" : "USA",
        weight_class: "lightweight" as const,
        team_id: i < 30 ? w!.id : i < 40 ? b!.id : null,
        rating_elo: 1500 + 10 * Math.floor(i / 2),
        updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    await handle.db.insert(tournaments).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Cup ${String(i).padStart(2, "0")}`,
        event_date: new Date(Date.UTC(2027, 0, 1 + i, 18)),
        location_city: i < 5 ? "Oslo" : "Rome",
        location_country: "Norway",
        status: (["upcoming", "live", "completed"] as const)[i % 3],
      })),
    );
    await handle.db.insert(news).values(
      Array.from({ length: 27 }, (_, i) => ({
        title: `Story ${i}`,
        content: i === 7 ? "A 100% true_story" : "Plain text.",
        published_at: new Date(Date.UTC(2026, 5, 1 + i)),
      })),
    );
    await handle.db.insert(sponsors).values(["Zeta", "Alpha", "Mid"].map((name, i) => ({ name, display_order: i })));
  });
  afterAll(() => handle.close());

  it("pages athletes by rating, counts them all, and clamps a page past the end", async () => {
    const first = await listAdminAthletes(handle.db, state("athletes"));
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    // Highest first; the two athletes of a rating by name.
    expect(names(first.items).slice(0, 3)).toEqual(["Athlete 58", "Athlete 59", "Athlete 56"]);
    expect(first.items[0]!.team_name).toBeNull();
    const last = await listAdminAthletes(handle.db, state("athletes", "page=99"));
    expect(last.page).toBe(3);
    expect(last.state.page).toBe(3);
    expect(names(last.items)).toEqual([
      "Athlete 08",
      "Athlete 09",
      "Athlete 06",
      "Athlete 07",
      "Athlete 04",
      "Athlete 05",
      "Athlete 02",
      "Athlete 03",
      "Athlete 00",
      "Athlete 01",
    ]);
    // Every athlete exactly once across the pages.
    const second = await listAdminAthletes(handle.db, state("athletes", "page=2"));
    expect(new Set([...first.items, ...second.items, ...last.items].map((row) => row.id)).size).toBe(60);
  });

  it("sorts athletes by name both ways and by the latest change", async () => {
    expect(names((await listAdminAthletes(handle.db, state("athletes", "sort=name"))).items).slice(0, 2)).toEqual([
      "Athlete 00",
      "Athlete 01",
    ]);
    expect(
      names((await listAdminAthletes(handle.db, state("athletes", "sort=name&dir=desc&page=3"))).items).slice(-2),
    ).toEqual(["Athlete 01", "Athlete 00"]);
    expect(names((await listAdminAthletes(handle.db, state("athletes", "sort=updated"))).items)[0]).toBe("Athlete 59");
    expect(
      names((await listAdminAthletes(handle.db, state("athletes", "sort=elo&dir=asc"))).items).slice(0, 2),
    ).toEqual(["Athlete 01", "Athlete 00"]);
  });

  it("searches athletes by name, country code and team name, counting the matches", async () => {
    const byName = await listAdminAthletes(handle.db, state("athletes", "q=lete 1"));
    expect(byName.total).toBe(10);
    expect(byName.pageCount).toBe(1);
    const byCountry = await listAdminAthletes(handle.db, state("athletes", "q=kaz"));
    expect(byCountry.total).toBe(20);
    const byTeam = await listAdminAthletes(handle.db, state("athletes", "q=wolves&sort=name"));
    expect(byTeam.total).toBe(30);
    expect(byTeam.items[0]!.team_name).toBe("Almaty Wolves");
    const paged = await listAdminAthletes(handle.db, state("athletes", "q=wolves&sort=name&page=7"));
    expect(paged.page).toBe(2);
    expect(names(paged.items)).toEqual(["Athlete 25", "Athlete 26", "Athlete 27", "Athlete 28", "Athlete 29"]);
    const none = await listAdminAthletes(handle.db, state("athletes", "q=nobody&page=3"));
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
  });

  it("lists tournaments by date (newest first), title and status, searching title, city and country", async () => {
    const first = await listAdminTournaments(handle.db, state("tournaments"));
    expect(first.total).toBe(30);
    expect(first.items[0]!.title).toBe("Cup 29");
    expect(
      (await listAdminTournaments(handle.db, state("tournaments", "sort=title&page=2"))).items.map((row) => row.title),
    ).toEqual(["Cup 25", "Cup 26", "Cup 27", "Cup 28", "Cup 29"]);
    const live = (await listAdminTournaments(handle.db, state("tournaments", "sort=status"))).items
      .slice(0, 11)
      .map((row) => row.status);
    expect(live).toEqual([...Array(10).fill("upcoming"), "live"]);
    const oslo = await listAdminTournaments(handle.db, state("tournaments", "q=OSLO&sort=date&dir=asc"));
    expect(oslo.items.map((row) => row.title)).toEqual(["Cup 00", "Cup 01", "Cup 02", "Cup 03", "Cup 04"]);
  });

  it("searches news literally (% and _ are text) and pages it", async () => {
    const found = await listAdminNews(handle.db, state("news", "q=100% true_"));
    expect(found.items.map((row) => row.title)).toEqual(["Story 7"]);
    expect((await listAdminNews(handle.db, state("news", "q=%"))).total).toBe(1);
    const last = await listAdminNews(handle.db, state("news", "page=2"));
    expect(last.items.map((row) => row.title)).toEqual(["Story 1", "Story 0"]);
  });

  it("counts each listed team's athletes and lists a team's members by name", async () => {
    const page = await listAdminTeams(handle.db, state("teams"));
    expect(page.items.map((row) => [row.name, row.athlete_count])).toEqual([
      ["Almaty Wolves", 30],
      ["Oslo Bears", 10],
    ]);
    expect((await listAdminTeams(handle.db, state("teams", "q=nor"))).items.map((row) => row.name)).toEqual([
      "Oslo Bears",
    ]);
    const members = await listTeamMembers(handle.db, wolves);
    expect(members).toHaveLength(30);
    expect(members[0]!.full_name).toBe("Athlete 00");
  });

  it("lists sponsors in their display order or by name", async () => {
    expect((await listAdminSponsors(handle.db, state("sponsors"))).items.map((row) => row.name)).toEqual([
      "Zeta",
      "Alpha",
      "Mid",
    ]);
    expect((await listAdminSponsors(handle.db, state("sponsors", "sort=name"))).items.map((row) => row.name)).toEqual([
      "Alpha",
      "Mid",
      "Zeta",
    ]);
  });
});
