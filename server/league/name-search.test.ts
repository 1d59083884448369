// Search across scripts: the database's search key (migration 0015's league_name_key) is the one nameKey computes
// (app/lib/name-key.ts), and the athlete searches (directory, compare, admin, API `q`) and the events search find
// names and places in either language. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql, type SQL } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "../../app/lib/name-key.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { athletes, teams, tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { listAdminAthletes } from "./admin-lists.server.ts";
import { athleteFilterKey, countAthletes, listAthletes, nameMatch } from "./athletes-queries.server.ts";
import { listTournaments } from "./tournaments-queries.server.ts";

const SAMPLES = [
  "Бекзод Рахимов",
  "Bekzod Rakhimov",
  "Фёдор Емельяненко",
  "Liam O'Connor",
  "Жанибек Алимханулы",
  "Jean-Pierre Müller",
  "Şükrü Çelik",
  "ЩУКИН Ёжик",
  "  ",
  "Кэндзи Такахаси",
];

describe.each(TEST_ENGINES)("names across scripts on %s", (engine) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const [bears] = await handle.db
      .insert(teams)
      .values({ name: "Siberian Bears", name_ru: "Сибирские медведи" })
      .returning({ id: teams.id });
    const rows = await handle.db
      .insert(athletes)
      .values([
        { full_name: "Bekzod Rakhimov", country: "UZB", weight_class: "lightweight", team_id: bears!.id },
        { full_name: "Сё Ямамото", country: "JPN", weight_class: "lightweight" },
        { full_name: "Yerlan Sadykov", country: "KAZ", weight_class: "middleweight" },
        { full_name: "Ерлан Садыков", country: "KAZ", weight_class: "heavyweight" },
        { full_name: "Dmitry Volkov", full_name_ru: "Дмитрий Волков", country: "RUS", weight_class: "lightweight" },
        { full_name: "Fedor Smirnov", full_name_ru: "Фёдор Смирнов", country: "RUS", weight_class: "lightweight" },
        { full_name: "Ivan Petrov", country: "RUS", weight_class: "lightweight" },
        { full_name: "Import 1795764000001", country: "RUS", weight_class: "lightweight" },
      ])
      .returning({ id: athletes.id, full_name: athletes.full_name });
    for (const row of rows) ids[row.full_name] = row.id;
    await handle.db.insert(tournaments).values([
      {
        title: "Tokyo Grand Prix",
        title_ru: "Гран-при Токио",
        event_date: new Date("2026-06-01T10:00:00Z"),
        location_city: "Tokyo",
        location_country: "Japan",
      },
      {
        title: "Bears' Den Invitational",
        event_date: new Date("2026-04-01T10:00:00Z"),
        location_city: "Moscow",
        location_country: "Russia",
      },
      {
        title: "London Lock-In",
        event_date: new Date("2026-07-01T10:00:00Z"),
        location_city: "London",
        location_country: "United Kingdom",
      },
      {
        title: "Volga Open",
        event_date: new Date("2026-08-01T10:00:00Z"),
        location_city: "Kazan",
        location_country: "RUS",
      },
      {
        title: "Austin Open",
        event_date: new Date("2026-09-01T10:00:00Z"),
        location_city: "Austin",
        location_country: "USA",
      },
    ]);
  });
  afterAll(() => handle.close());

  const sqlKey = async (name: string) =>
    (await selectRows<{ key: string }>(handle.db, sql`select league_name_key(${name}) as key`))[0]!.key;

  it("computes the same search key in SQL as nameKey does", async () => {
    for (const name of SAMPLES) expect({ name, key: await sqlKey(name) }).toEqual({ name, key: nameKey(name) });
    const letters = [..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВЕЁЖХЦЧШЩЮЯabcdehijkloqstwxyzCHKYJ'’- .áéöüñçšžčşі1"];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...letters), { maxLength: 24 }), async (chars) => {
        const name = chars.join("");
        expect(await sqlKey(name)).toBe(nameKey(name));
      }),
      { numRuns: 150 },
    );
  });

  it("keeps each athlete's key in step with both names, on insert and update", async () => {
    const keyOf = async (id: string) =>
      (await selectRows<{ key: string }>(handle.db, sql`select search_key as key from athletes where id = ${id}`))[0]!
        .key;
    expect(await keyOf(ids["Bekzod Rakhimov"]!)).toBe("bekzod rahimov");
    expect(await keyOf(ids["Fedor Smirnov"]!)).toBe("fedor smirnov");
    await handle.db.execute(
      sql`update athletes set full_name_ru = 'Иван Петров-Водкин' where id = ${ids["Ivan Petrov"]!}`,
    );
    expect(await keyOf(ids["Ivan Petrov"]!)).toBe("ivan petrov ivan petrov vodkin");
    await handle.db.execute(sql`update athletes set full_name_ru = null where id = ${ids["Ivan Petrov"]!}`);
    expect(await keyOf(ids["Ivan Petrov"]!)).toBe("ivan petrov");
  });

  const found = async (q: string) =>
    (await listAthletes(handle.db, { q })).items.map((athlete) => athlete.full_name).sort();

  it("finds athletes across scripts, spelling variants and small typos", async () => {
    expect(await found("Рахимов")).toEqual(["Bekzod Rakhimov"]);
    expect(await found("рахим")).toEqual(["Bekzod Rakhimov"]);
    expect(await found("Rahimov")).toEqual(["Bekzod Rakhimov"]);
    expect(await found("Rakhimof")).toEqual(["Bekzod Rakhimov"]);
    expect(await found("Yamamoto")).toEqual(["Сё Ямамото"]);
    expect(await found("Sadykov")).toEqual(["Yerlan Sadykov", "Ерлан Садыков"]);
    expect(await found("Садыков")).toEqual(["Yerlan Sadykov", "Ерлан Садыков"]);
    expect(await found("Sadikov")).toEqual(["Yerlan Sadykov", "Ерлан Садыков"]);
    expect(await found("Дмитрий")).toEqual(["Dmitry Volkov"]);
    expect(await found("Dmitriy Wolkov")).toEqual(["Dmitry Volkov"]);
    expect(await found("Федор")).toEqual(["Fedor Smirnov"]);
    expect(await found("Фёдор")).toEqual(["Fedor Smirnov"]);
    expect(await found("Fyodor")).toEqual(["Fedor Smirnov"]);
    expect(await found("Nobody")).toEqual([]);
    // A number is not a misspelt name: it matches as typed or not at all (no "nearest" number).
    expect(await found("1795764000001")).toEqual(["Import 1795764000001"]);
    expect(await found("1795764000002")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await countAthletes(handle.db, { q: "Садыков" })).toBe(2);
    // Queries with one key share the count's cache entry; punctuation is not "no filter".
    expect(athleteFilterKey({ q: "Рахимов" })).toBe(athleteFilterKey({ q: "Rakhimov" }));
    expect(athleteFilterKey({ q: "%" })).not.toBe(athleteFilterKey({}));
  });

  it("finds athletes in the admin list by either name, and by a team's Russian name", async () => {
    const admin = async (q: string) =>
      (await listAdminAthletes(handle.db, { q, sort: "name", dir: "asc", page: 1 })).items
        .map((row) => row.full_name)
        .sort();
    expect(await admin("Рахимов")).toEqual(["Bekzod Rakhimov"]);
    expect(await admin("Yamamoto")).toEqual(["Сё Ямамото"]);
    expect(await admin("медведи")).toEqual(["Bekzod Rakhimov"]);
  });

  it("reads the search key's word index, not the table, for a name, both names and a corrected typo", async () => {
    const planOf = (where: SQL) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await selectRows<Record<string, string>>(tx, sql`explain select id from athletes where ${where}`);
        return rows.map((row) => Object.values(row)[0]).join("\n");
      });
    for (const [q, index] of [
      ["Рахимов", "athletes_search_words_idx"],
      ["Бекзод Рахимов", "athletes_search_words_idx"],
      ["Rakhimof", "athletes_search_words_idx"],
    ] as const) {
      const plan = await planOf((await nameMatch(handle.db, q))!);
      expect({ q, index: new RegExp(`Bitmap Index Scan on ${index}`).test(plan) }).toEqual({ q, index: true });
    }
  });

  it("finds events by title, city and country in either language", async () => {
    const events = async (q: string) =>
      (await listTournaments(handle.db, { q, tab: "all" })).items.map((event) => event.title).sort();
    expect(await events("Токио")).toEqual(["Tokyo Grand Prix"]);
    expect(await events("Гран-при")).toEqual(["Tokyo Grand Prix"]);
    expect(await events("Япония")).toEqual(["Tokyo Grand Prix"]);
    expect(await events("Москва")).toEqual(["Bears' Den Invitational"]);
    expect(await events("Лондон")).toEqual(["London Lock-In"]);
    expect(await events("Великобритания")).toEqual(["London Lock-In"]);
    expect(await events("Казан")).toEqual(["Volga Open"]);
    expect(await events("Россия")).toEqual(["Bears' Den Invitational", "Volga Open"]);
    expect(await events("США")).toEqual(["Austin Open"]);
    expect(await events("Tokyo")).toEqual(["Tokyo Grand Prix"]);
    expect(await events("Париж")).toEqual([]);
  });
});
