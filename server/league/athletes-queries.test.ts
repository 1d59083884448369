import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.server.ts";
import { athletes, teams } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { seedDemoLeague } from "../db/seed/demo.server.ts";
import {
  athleteFilterKey,
  countAthletes,
  getAthlete,
  listAthleteCountries,
  listAthletePage,
  listAthletes,
  listDirectoryPage,
} from "./athletes-queries.server.ts";
import { listTeams } from "./teams-queries.server.ts";

type NewAthlete = typeof athletes.$inferInsert;

describe.each(TEST_ENGINES)("athlete reads on %s", (engine) => {
  let handle: DatabaseHandle;
  let wolves: string;
  let sharks: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const [a, b] = await handle.db
      .insert(teams)
      .values([{ name: "Wolves" }, { name: "Sharks" }])
      .returning();
    wolves = a!.id;
    sharks = b!.id;
    const base = { wins: 6, losses: 2, total_matches: 8, submissions_for: 3 };
    const rows: NewAthlete[] = [
      {
        full_name: "Anna Petrova",
        country: "RUS",
        weight_class: "lightweight",
        team_id: wolves,
        rating_elo: 1700,
        ...base,
      },
      {
        full_name: "Boris Ivanov",
        country: "RUS",
        weight_class: "heavyweight",
        team_id: sharks,
        rating_elo: 1700,
        ...base,
      },
      {
        full_name: "Chris 100% Real",
        country: "USA",
        weight_class: "lightweight",
        team_id: sharks,
        rating_elo: 1650,
        ...base,
      },
      {
        full_name: "Dana_Underscore",
        country: "KAZ",
        weight_class: "middleweight",
        team_id: wolves,
        rating_elo: 1800,
        ...base,
      },
      { full_name: "Eve Free Agent", country: "JPN", weight_class: "lightweight", team_id: null, rating_elo: 1500 },
      {
        full_name: "Annabel Lee",
        country: "GBR",
        weight_class: "lightweight",
        team_id: wolves,
        rating_elo: 1600,
        ...base,
      },
    ];
    const inserted = await handle.db
      .insert(athletes)
      .values(rows)
      .returning({ id: athletes.id, full_name: athletes.full_name });
    for (const row of inserted) ids[row.full_name] = row.id;
  });
  afterAll(() => handle.close());

  const names = (result: { items: { full_name: string }[] }) => result.items.map((a) => a.full_name);

  it("counts a search once for all its pages: the count ignores paging, the cache key ignores case and page", async () => {
    expect(await countAthletes(handle.db, { q: "ann", page: 2, limit: 1 })).toBe(2);
    expect(await countAthletes(handle.db, { weightClass: "lightweight" })).toBe(4);
    expect(
      (await listAthletePage(handle.db, { weightClass: "lightweight", page: 2, limit: 3 })).map((a) => a.full_name),
    ).toEqual(["Eve Free Agent"]);
    expect(athleteFilterKey({ q: " ANN ", page: 3 })).toBe(athleteFilterKey({ q: "ann", page: 1, limit: 5 }));
    expect(athleteFilterKey({ q: "ann" })).not.toBe(athleteFilterKey({ q: "ann", country: "RUS" }));
    expect(athleteFilterKey({ weightClass: "lightweight" })).not.toBe(athleteFilterKey({ teamId: "lightweight" }));
  });

  it("reads a name search's page and count in one query, and agrees with the page and the count read apart", async () => {
    const cases = [
      { q: "ann" },
      { q: "ann", limit: 1 },
      { q: "ann", page: 2, limit: 1 },
      // Past the last page: no row carries the count, so it is counted.
      { q: "ann", page: 3, limit: 1 },
      { q: "ann", country: "RUS" },
      // The name matches, the other filters exclude every match.
      { q: "ann", country: "USA" },
      { q: "ann", teamId: wolves, weightClass: "lightweight" as const },
      // A typo ("Ivanof"): nothing as typed, so the name it was probably meant to be.
      { q: "Ivanof" },
      { q: "Ivanof", page: 2, limit: 1 },
      { q: "zzzzzz" },
      { q: "%%" },
      { weightClass: "lightweight" as const, page: 2, limit: 3 },
      {},
    ];
    for (const query of cases) {
      const counted: string[] = [];
      const result = await listDirectoryPage(handle.db, query, (count) => {
        counted.push("cache");
        return count();
      });
      const apart = await listAthletes(handle.db, query);
      expect({ query, names: names(result), total: result.total }).toEqual({
        query,
        names: names(apart),
        total: apart.total,
      });
      // Only a directory without a name asks the caller's cache for its count.
      expect(counted).toEqual(query.q ? [] : ["cache"]);
    }
    expect(await listDirectoryPage(handle.db, { q: "ann", limit: 1 })).toMatchObject({
      items: [{ full_name: "Anna Petrova" }],
      total: 2,
    });
    expect(await listDirectoryPage(handle.db, { q: "Ivanof" })).toMatchObject({
      items: [{ full_name: "Boris Ivanov" }],
      total: 1,
    });
    expect(await listDirectoryPage(handle.db, { q: "ann", page: 3, limit: 1 })).toEqual({ items: [], total: 2 });
  });

  it("orders by ELO descending, ties by name, and counts every match", async () => {
    const result = await listAthletes(handle.db);
    expect(names(result)).toEqual([
      "Dana_Underscore",
      "Anna Petrova",
      "Boris Ivanov",
      "Chris 100% Real",
      "Annabel Lee",
      "Eve Free Agent",
    ]);
    expect(result.total).toBe(6);
    expect(result.items[0]!.team).toEqual({ id: wolves, name: "Wolves", name_ru: null });
    expect(result.items[5]!.team).toBeNull();
  });

  it("searches the starts of words in names case-insensitively, % and _ never wildcards", async () => {
    expect(names(await listAthletes(handle.db, { q: "ANNA" }))).toEqual(["Anna Petrova", "Annabel Lee"]);
    expect(names(await listAthletes(handle.db, { q: "  petr " }))).toEqual(["Anna Petrova"]);
    expect(names(await listAthletes(handle.db, { q: "100%" }))).toEqual(["Chris 100% Real"]);
    // Punctuation is not part of a name's search key (name-key.ts): a query of it finds nobody, not everybody.
    expect(names(await listAthletes(handle.db, { q: "%" }))).toEqual([]);
    expect(names(await listAthletes(handle.db, { q: "_" }))).toEqual([]);
    expect(names(await listAthletes(handle.db, { q: "underscore" }))).toEqual(["Dana_Underscore"]);
    // "Anna" is not found inside "Dana".
    expect(names(await listAthletes(handle.db, { q: "ana" }))).toEqual(["Anna Petrova", "Annabel Lee"]);
    expect(await listAthletes(handle.db, { q: "nobody" })).toEqual({ items: [], total: 0 });
  });

  it("filters by country, team and weight class, alone and combined with search", async () => {
    expect(names(await listAthletes(handle.db, { country: "RUS" }))).toEqual(["Anna Petrova", "Boris Ivanov"]);
    expect(names(await listAthletes(handle.db, { teamId: sharks }))).toEqual(["Boris Ivanov", "Chris 100% Real"]);
    expect(names(await listAthletes(handle.db, { weightClass: "lightweight" }))).toEqual([
      "Anna Petrova",
      "Chris 100% Real",
      "Annabel Lee",
      "Eve Free Agent",
    ]);
    expect(
      names(await listAthletes(handle.db, { q: "ann", teamId: wolves, weightClass: "lightweight", country: "GBR" })),
    ).toEqual(["Annabel Lee"]);
    const none = await listAthletes(handle.db, { country: "RUS", weightClass: "middleweight" });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it("treats malformed filters as no match or no filter, never as a database error", async () => {
    expect((await listAthletes(handle.db, { teamId: "not-a-uuid" })).total).toBe(0);
    expect((await listAthletes(handle.db, { country: "russia'; drop table athletes;--" })).total).toBe(6);
  });

  it("pages through the same order without gaps or repeats", async () => {
    const first = await listAthletes(handle.db, { limit: 4, page: 1 });
    const second = await listAthletes(handle.db, { limit: 4, page: 2 });
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect([...names(first), ...names(second)]).toEqual(names(await listAthletes(handle.db)));
    expect((await listAthletes(handle.db, { limit: 4, page: 3 })).items).toEqual([]);
  });

  it("reads one athlete with the team, and null for unknown or malformed ids", async () => {
    const anna = await getAthlete(handle.db, ids["Anna Petrova"]!);
    expect(anna).toMatchObject({
      full_name: "Anna Petrova",
      country: "RUS",
      wins: 6,
      losses: 2,
      rating_elo: 1700,
      team: { id: wolves, name: "Wolves" },
    });
    expect(anna).not.toHaveProperty("team_id");
    expect(await getAthlete(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getAthlete(handle.db, "42")).toBeNull();
    expect(await getAthlete(handle.db, "' or 1=1 --")).toBeNull();
  });

  it("lists the distinct countries and the teams for the filters", async () => {
    expect(await listAthleteCountries(handle.db)).toEqual(["GBR", "JPN", "KAZ", "RUS", "USA"]);
    expect((await listTeams(handle.db)).map((t) => t.name)).toEqual(["Sharks", "Wolves"]);
  });
});

describe.each(TEST_ENGINES)("athlete reads on the demo league (%s)", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await seedDemoLeague(handle.db, new Date("2026-11-22T10:00:00Z"));
  });
  afterAll(() => handle.close());

  it("pages the whole league in ELO order", async () => {
    const all = await handle.db.select().from(athletes);
    const { items, total } = await listAthletes(handle.db, { limit: 100 });
    expect(total).toBe(all.length);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.rating_elo > b.rating_elo || (a.rating_elo === b.rating_elo && a.full_name <= b.full_name)).toBe(true);
    }
    expect(await listAthleteCountries(handle.db)).toEqual([...new Set(all.map((a) => a.country))].sort());
  });
});

describe("a directory search's statements", () => {
  it("counts the name's matches once for the page and the total together", async () => {
    const statements: string[] = [];
    const handle = openDatabase({ dataDir: ":memory:", onQuery: (query) => statements.push(query) });
    await handle.migrate();
    await handle.db.insert(athletes).values([
      { full_name: "Anna Petrova", country: "RUS", weight_class: "lightweight", rating_elo: 1700 },
      { full_name: "Annabel Lee", country: "GBR", weight_class: "lightweight", rating_elo: 1600 },
    ]);
    statements.length = 0;
    const result = await listAthletes(handle.db, { q: "ann" });
    expect(result.items.map((athlete) => athlete.full_name)).toEqual(["Anna Petrova", "Annabel Lee"]);
    expect(result.total).toBe(2);
    // The name search's own count (which picks the page's plan) is the total: one count, then the page.
    expect(statements.filter((text) => text.startsWith("select count(*)"))).toHaveLength(1);
    expect(statements).toHaveLength(2);
    // The directory's page: the page and its count in one statement.
    statements.length = 0;
    expect(await listDirectoryPage(handle.db, { q: "ann", limit: 1 })).toMatchObject({
      items: [{ full_name: "Anna Petrova" }],
      total: 2,
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("count(*) over ()");
    // A name nobody has: the typo's trigram query carries its key as a literal, never as a parameter (a prepared
    // statement's generic plan for it is a scan of every athlete).
    statements.length = 0;
    expect(await listDirectoryPage(handle.db, { q: "Zzyzx" })).toEqual({ items: [], total: 0 });
    const near = statements.filter((text) => text.includes("<%"));
    expect(near).toHaveLength(1);
    // Its search key ("zizks": the name's Latin skeleton, app/lib/name-key.ts).
    expect(near[0]).toContain(`'zizks' <% "athletes"."search_key"`);
    expect(near[0]).not.toMatch(/\$\d/);
    await handle.close();
  });
});
