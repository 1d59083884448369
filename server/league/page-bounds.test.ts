// Issue 34: every public page stays ≤ 400 KB of HTML however big the league (bench/html-sizes.ts measures it at 100k
// athletes and 1M bouts). A page is bounded when every list it shows is: this reads each list as its page's loader
// does, on a generated league whose lists are longer than a page, and checks that a page holds at most its size —
// with the total the page links on with (pagination, or "all N athletes" in the directory filtered by team).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_PAGE_SIZE } from "../../app/lib/league-constants.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { seedBulk } from "../db/seed/bulk.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { listAthletes, MAX_PAGE_SIZE } from "./athletes-queries.server.ts";
import { listNewsPage, NEWS_PAGE_SIZE } from "./news-pages.server.ts";
import { ATHLETE_BOUTS_PAGE_SIZE, getAthleteBouts } from "./results/athlete-bouts.server.ts";
import { getTeamPage, TEAM_PAGE_MATCHES, TEAM_RESULTS_PAGE, TEAM_ROSTER_SHOWN } from "./results/standings.server.ts";
import { EVENTS_PAGE_SIZE, listTournaments } from "./tournaments-queries.server.ts";

describe.each(TEST_ENGINES)("the lists of public pages are bounded on %s", (engine) => {
  let handle: DatabaseHandle;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    // 12 teams of ~40 athletes, ~30 bouts an athlete, more events and news than a page of each.
    await seedBulk(handle.db, { athletes: 480, tournaments: 70, news: 40, bouts: 7200 }, { seed: 34 });
  }, 120_000);
  afterAll(() => handle.close());

  it("a team page: the top of the roster and the roster's size, a page of results and of fixtures", async () => {
    const biggest = await one<{ id: string; n: number }>(
      sql`select team_id as id, count(*)::int as n from athletes group by 1 order by 2 desc limit 1`,
    );
    expect(biggest.n).toBeGreaterThan(TEAM_ROSTER_SHOWN);
    const page = await getTeamPage(handle.db, biggest.id);
    expect(page!.roster).toHaveLength(TEAM_ROSTER_SHOWN);
    expect(page!.rosterTotal).toBe(biggest.n);
    expect(page!.results.length).toBeLessThanOrEqual(TEAM_RESULTS_PAGE);
    expect(page!.upcoming.length).toBeLessThanOrEqual(TEAM_PAGE_MATCHES);
  });

  it("a team's results a page at a time, latest first: all pages together its whole history, each once", async () => {
    const busiest = await one<{ id: string; n: number }>(
      sql`select id, count(*)::int as n from (
            select home_team_id as id from team_matches where status = 'completed'
            union all select away_team_id from team_matches where status = 'completed') x
          where id is not null group by 1 order by 2 desc limit 1`,
    );
    expect(busiest.n).toBeGreaterThan(2 * TEAM_RESULTS_PAGE);
    const seen: string[] = [];
    const starts: number[] = [];
    for (let number = 1; ; number++) {
      const page = (await getTeamPage(handle.db, busiest.id, number))!;
      expect(page.resultsPage).toBe(number);
      expect(page.results.length).toBeLessThanOrEqual(TEAM_RESULTS_PAGE);
      seen.push(...page.results.map((line) => line.id));
      starts.push(...page.results.map((line) => new Date(line.tournament.event_date).getTime()));
      if (!page.olderResults) break;
      expect(page.results).toHaveLength(TEAM_RESULTS_PAGE);
    }
    expect(seen).toHaveLength(busiest.n);
    expect(new Set(seen).size).toBe(busiest.n);
    // Latest event first across the pages.
    expect(starts).toEqual(starts.toSorted((a, b) => b - a));
    // A page past the end is empty and offers no older one; a nonsense page number is the first.
    const past = (await getTeamPage(handle.db, busiest.id, Math.ceil(busiest.n / TEAM_RESULTS_PAGE) + 1))!;
    expect(past.results).toEqual([]);
    expect(past.olderResults).toBe(false);
    expect((await getTeamPage(handle.db, busiest.id, Number.NaN))!.resultsPage).toBe(1);
    expect((await getTeamPage(handle.db, busiest.id, -3))!.resultsPage).toBe(1);
  });

  it("a profile: its bouts a page at a time, every page within the size, all pages together the whole history", async () => {
    const busiest = await one<{ id: string; n: number }>(
      sql`select id, count(*)::int as n from (select athlete_a_id as id from bouts union all select athlete_b_id from bouts) x
          group by 1 order by 2 desc limit 1`,
    );
    expect(busiest.n).toBeGreaterThan(ATHLETE_BOUTS_PAGE_SIZE);
    const first = await getAthleteBouts(handle.db, busiest.id, 1);
    expect(first.items).toHaveLength(ATHLETE_BOUTS_PAGE_SIZE);
    expect(first.total).toBe(busiest.n);
    expect(first.pageCount).toBe(Math.ceil(busiest.n / ATHLETE_BOUTS_PAGE_SIZE));
    let seen = first.items.length;
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await getAthleteBouts(handle.db, busiest.id, page);
      expect(next.items.length).toBeLessThanOrEqual(ATHLETE_BOUTS_PAGE_SIZE);
      seen += next.items.length;
    }
    expect(seen).toBe(busiest.n);
    // A page past the end shows the last one, not an empty or unbounded list.
    expect((await getAthleteBouts(handle.db, busiest.id, 10_000)).items.length).toBeLessThanOrEqual(
      ATHLETE_BOUTS_PAGE_SIZE,
    );
  });

  it("the directories: athletes, events and news a page at a time, whatever page size is asked for", async () => {
    const athletes = await listAthletes(handle.db, {});
    expect(athletes.items).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(athletes.total).toBe(480);
    expect((await listAthletes(handle.db, { limit: 100_000 })).items).toHaveLength(MAX_PAGE_SIZE);
    const events = await listTournaments(handle.db, {});
    expect(events.items).toHaveLength(EVENTS_PAGE_SIZE);
    expect(events.total).toBeGreaterThan(EVENTS_PAGE_SIZE);
    const news = await listNewsPage(handle.db, {});
    expect(news.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(news.pageCount).toBe(Math.ceil(news.total / NEWS_PAGE_SIZE));
  });
});
