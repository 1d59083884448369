import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes, teams, tournaments } from "../db/schema.ts";
import { explainPlan, openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { listAthletes } from "./athletes-queries.server.ts";
import { getAllLeaders, getLeaders, getLeagueStats, leadersQuery, LEADER_KINDS } from "./analytics.server.ts";

type NewAthlete = typeof athletes.$inferInsert;

function athlete(full_name: string, stats: Partial<NewAthlete>): NewAthlete {
  return { full_name, country: "USA", weight_class: "middleweight", ...stats };
}

describe.each(TEST_ENGINES)("league analytics on %s", (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("answers zeros for an empty league", async () => {
    expect(await getLeagueStats(handle.db)).toEqual({ athletes: 0, tournaments: 0, submissions: 0, matches: 0 });
    expect(await getLeaders(handle.db, "elo")).toEqual([]);
  });

  it("counts athletes and tournaments; submissions and matches come from bouts, not from the athletes' records", async () => {
    const [team] = await handle.db.insert(teams).values({ name: "Wolves" }).returning();
    await handle.db.insert(athletes).values([
      // Win-rate list: only more than 3 matches count; ties broken by more wins, then ELO, then name.
      athlete("Perfect Three", {
        wins: 3,
        total_matches: 3,
        submissions_for: 3,
        rating_elo: 1900,
        control_time_total: 100,
      }),
      athlete("Four Of Four", {
        wins: 4,
        total_matches: 4,
        submissions_for: 1,
        rating_elo: 1600,
        control_time_total: 900,
        team_id: team!.id,
      }),
      athlete("Eight Of Eight", {
        wins: 8,
        total_matches: 8,
        submissions_for: 2,
        rating_elo: 1550,
        control_time_total: 900,
      }),
      athlete("Nine Of Ten B", {
        wins: 9,
        total_matches: 10,
        submissions_for: 2,
        rating_elo: 1700,
        control_time_total: 50,
      }),
      athlete("Nine Of Ten A", {
        wins: 9,
        total_matches: 10,
        submissions_for: 5,
        rating_elo: 1700,
        control_time_total: 50,
      }),
      athlete("Half", {
        wins: 5,
        losses: 5,
        total_matches: 10,
        submissions_for: 5,
        rating_elo: 1500,
        control_time_total: 3600,
      }),
      athlete("Rookie", { rating_elo: 1500 }),
    ]);
    await handle.db.insert(tournaments).values([
      {
        title: "Cup",
        event_date: new Date("2026-01-01T00:00:00Z"),
        location_city: "Almaty",
        location_country: "Kazakhstan",
      },
      {
        title: "Open",
        event_date: new Date("2026-02-01T00:00:00Z"),
        location_city: "Tokyo",
        location_country: "Japan",
      },
    ]);
    // The records above are careers from before the league: the league itself has fought no bout yet.
    expect(await getLeagueStats(handle.db)).toEqual({ athletes: 7, tournaments: 2, submissions: 0, matches: 0 });
  });

  it("builds each top-5 list with documented tie-breaks", async () => {
    const leaders = await getAllLeaders(handle.db);
    const names = (kind: keyof typeof leaders) => leaders[kind].map((a) => a.full_name);
    expect(names("elo")).toEqual(["Perfect Three", "Nine Of Ten A", "Nine Of Ten B", "Four Of Four", "Eight Of Eight"]);
    expect(names("submissions")).toEqual(["Nine Of Ten A", "Half", "Perfect Three", "Nine Of Ten B", "Eight Of Eight"]);
    expect(names("winRate")).toEqual(["Eight Of Eight", "Four Of Four", "Nine Of Ten A", "Nine Of Ten B", "Half"]);
    expect(names("controlTime")).toEqual(["Half", "Four Of Four", "Eight Of Eight", "Perfect Three", "Nine Of Ten A"]);
    expect(leaders.elo[3]!.team?.name).toBe("Wolves");
    for (const kind of LEADER_KINDS) expect(leaders[kind]).toHaveLength(5);
  });

  it("agrees with the directory: the ELO top 5 is the directory's first five", async () => {
    const directory = await listAthletes(handle.db, { limit: 5 });
    expect((await getLeaders(handle.db, "elo")).map((a) => a.id)).toEqual(directory.items.map((a) => a.id));
  });

  it("reads each list from its index, without sorting the table", async () => {
    for (const kind of LEADER_KINDS) {
      const plan = await explainPlan(handle.db, leadersQuery(handle.db, kind, 5));
      // The final id tie-break may add an incremental sort over equal keys, but never a full sort.
      expect({
        kind,
        usesIndex: /Index Scan using athletes_\w+_idx/.test(plan),
        fullSort: /^\s*(->\s*)?Sort\s+\(/m.test(plan),
      }).toEqual({
        kind,
        usesIndex: true,
        fullSort: false,
      });
    }
  });
});
