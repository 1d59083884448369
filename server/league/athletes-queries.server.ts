// Athlete reads: the directory's search, filters and pages, and one profile. Everything is filtered,
// ordered and counted in SQL, so a page costs the same with 40 athletes or 100,000.
import { and, asc, count, eq, getTableColumns, like, sql, type SQL } from "drizzle-orm";
import { cleanSearch } from "../../app/lib/schemas/safe-text.ts";
import { DIRECTORY_PAGE_SIZE, WEIGHT_CLASSES, type WeightClass } from "../../app/lib/league-constants.ts";
import { isId } from "../../app/lib/ids.ts";
import { nameKey } from "../../app/lib/name-key.ts";
import { ratingUncertainty, type RatingUncertainty } from "../../app/lib/ratings/deviation.ts";
import type { Database } from "../db/client.server.ts";
import { prepared } from "../db/prepared.server.ts";
import { athletes, ratingHistory, teams } from "../db/schema.ts";
import { selectRows } from "../db/raw-sql.server.ts";

const COUNTRY_CODE = /^[A-Z]{3}$/;
export const SEARCH_MAX_LENGTH = 100;
export const MAX_PAGE_SIZE = 100;

export const isUuid = isId;

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}

export function isWeightClass(value: string): value is WeightClass {
  return (WEIGHT_CLASSES as readonly string[]).includes(value);
}

export interface AthleteQuery {
  /** The start of a word of either name, in either script, with the usual spelling variants and a small typo (nameMatch). */
  q?: string;
  /** ISO 3166-1 alpha-3 code. */
  country?: string;
  teamId?: string;
  weightClass?: WeightClass;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/**
 * How many rated league bouts the athlete has and when the last was: two probes of `rating_history_athlete_idx`
 * (athlete, fought_at), from which the rating's deviation and the provisional mark are derived (withUncertainty).
 */
const ratedBoutsColumns = {
  rated_bouts: sql<number>`(select count(*)::int from ${ratingHistory} r where r.athlete_id = ${athletes.id})`,
  last_rated_at: sql<
    Date | string | null
  >`(select max(r.fought_at) from ${ratingHistory} r where r.athlete_id = ${athletes.id})`,
};

/** A row read with the rated-bouts columns, with its rating's deviation and provisional mark (app/lib/ratings/deviation.ts). */
export function withUncertainty<T extends { rated_bouts: number; last_rated_at: Date | string | null }>(
  { rated_bouts, last_rated_at, ...rest }: T,
  now = new Date(),
): Omit<T, "rated_bouts" | "last_rated_at"> & RatingUncertainty {
  return { ...rest, ...ratingUncertainty(Number(rated_bouts), last_rated_at, now) };
}

/** An athlete and their derived record, as a roster or a list shows them (with withUncertainty). */
export const athleteRecordColumns = {
  id: athletes.id,
  full_name: athletes.full_name,
  full_name_ru: athletes.full_name_ru,
  country: athletes.country,
  weight_class: athletes.weight_class,
  photo_url: athletes.photo_url,
  wins: athletes.wins,
  losses: athletes.losses,
  total_matches: athletes.total_matches,
  submissions_for: athletes.submissions_for,
  rating_elo: athletes.rating_elo,
  ...ratedBoutsColumns,
};

const summaryColumns = {
  ...athleteRecordColumns,
  takedown_defense_percent: athletes.takedown_defense_percent,
  control_time_total: athletes.control_time_total,
  style_background: athletes.style_background,
  team_id: teams.id,
  team_name: teams.name,
  team_name_ru: teams.name_ru,
};

/** A team as a row names it: `name_ru` is its Russian name (localize.ts picks one for the page). */
export interface TeamRef {
  id: string;
  name: string;
  name_ru: string | null;
}

export interface AthleteSummary extends RatingUncertainty {
  id: string;
  full_name: string;
  full_name_ru: string | null;
  country: string;
  weight_class: WeightClass;
  photo_url: string | null;
  wins: number;
  losses: number;
  total_matches: number;
  submissions_for: number;
  takedown_defense_percent: number | null;
  control_time_total: number;
  rating_elo: number;
  style_background: string[];
  team: TeamRef | null;
}

export type AthleteDetail = Omit<typeof athletes.$inferSelect, "team_id" | "search_key"> & {
  team: TeamRef | null;
} & RatingUncertainty;

/** A row's team columns (`team_id`, `team_name`, `team_name_ru`) as one `team` object, or null for a free agent. */
export function withTeam<T extends { team_id: string | null; team_name: string | null; team_name_ru?: string | null }>({
  team_id,
  team_name,
  team_name_ru,
  ...rest
}: T) {
  return {
    ...rest,
    team: team_id && team_name ? { id: team_id, name: team_name, name_ru: team_name_ru ?? null } : null,
  };
}

/**
 * The directory's order, shared with the analytics ELO leaders so both agree:
 * ELO descending, then name ascending, then id (so equal names never swap between pages).
 * `nulls last` matches the index `athletes_rating_elo_idx` (rating, name, id), which PostgreSQL then reads in order.
 */
export const BY_ELO: SQL[] = [sql`${athletes.rating_elo} desc nulls last`, asc(athletes.full_name), asc(athletes.id)];

/** A query this long (as a key) also finds names a letter or two off when nothing matches as typed. */
const TYPO_MIN_LENGTH = 4;
/** Fewer matches than this: the page is read from the word index and sorted (see `listAthletePage`). */
const SPARSE_MATCHES = 2_000;

/** A name condition and, for a fans' search, how many athletes it matches. */
export interface NameSearch {
  where: SQL | undefined;
  matches?: number;
  /** The name as typed matched nothing and `where` is what it was probably meant to be (a typo). */
  corrected?: boolean;
}

/** The condition that each word of a key starts a word of the athlete's `search_key` (the word index). */
const wordsStart = (words: readonly string[]) =>
  sql`to_tsvector('simple', ${athletes.search_key}) @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;

/**
 * Athletes whose name (English or Russian) matches a typed query: each word of the query's search key (name-key.ts)
 * starts a word of the athlete's `search_key` (for staff, `anywhere`: the key is part of it), so «Рахимов», "Rakhimov"
 * and "Rahimov" all find Bekzod Rakhimov, and «Бекзод Рахимов» finds him whichever name comes first. Fans' words are
 * looked up in the key's word index (`to_tsvector('simple', search_key)`, prefix queries): one posting list per word,
 * so a surname shared by thousands costs what a rare one does (the trigram index had to intersect the long lists of
 * every trigram in it). When nothing matches so, a key of four letters or more (with a letter in it: a number is not a typo) is read as a typo: a few names close
 * to it (pg_trgm's word similarity `<%`, 0.6 by default, on the trigram index) give the words it was probably meant
 * to be ("Rakhimof" → rahimov), searched as typed words are. A query with no letters or digits matches nothing; an
 * empty one is no condition.
 */
async function nameSearch(db: Database, typed: string, anywhere: boolean): Promise<NameSearch> {
  const q = cleanSearch(typed).slice(0, SEARCH_MAX_LENGTH);
  if (!q) return { where: undefined };
  const key = nameKey(q);
  if (!key) return { where: sql`false`, matches: 0 };
  // The key holds only a–z, digits and spaces: nothing in it is a LIKE wildcard or tsquery syntax.
  if (anywhere) return { where: like(athletes.search_key, `%${key}%`) };
  const words = key.split(" ").filter(Boolean);
  // Counted, not probed with LIMIT 1: a prefix query's estimate is a guess, and a LIMIT makes the planner bet on a
  // table scan that finds one soon; a count always reads the index.
  const counted = async (condition: SQL) =>
    (await db.select({ n: count() }).from(athletes).where(condition))[0]?.n ?? 0;
  const exact = wordsStart(words);
  const matches = await counted(exact);
  // A query without a letter (a number) is not a misspelt name: no nearest number stands in for it.
  if (matches > 0 || key.length < TYPO_MIN_LENGTH || !/[a-z]/.test(key)) return { where: exact, matches };
  // The key goes in as a literal, not a parameter: a statement with parameters is prepared (server/db/client.server.ts)
  // and after five runs PostgreSQL keeps its generic plan, which for `$1 <% search_key limit 20` is a table scan betting
  // on 20 rows soon: a name nobody has then read all 100,000 athletes (290 ms a search at 100k; 4 ms on the trigram
  // index). The key holds only a–z, digits and spaces (nameKey), checked again here.
  if (!/^[a-z0-9 ]+$/.test(key)) return { where: sql`false`, matches: 0 };
  const near = await selectRows<{ key: string }>(
    db,
    sql`select search_key as key from ${athletes} where ${sql.raw(`'${key}'`)} <% ${athletes.search_key} limit 20`,
  );
  const meant = closestWords(
    words,
    near.flatMap((row) => row.key.split(" ")),
  );
  if (!meant) return { where: sql`false`, matches: 0 };
  const corrected = wordsStart(meant);
  return { where: corrected, matches: await counted(corrected), corrected: true };
}

/** For each typed word, the most similar of `candidates` (trigram similarity ≥ 0.3, as pg_trgm's); null if one has none. */
function closestWords(typed: readonly string[], candidates: readonly string[]): string[] | null {
  const unique = [...new Set(candidates)].filter(Boolean);
  const meant: string[] = [];
  for (const word of typed) {
    let best: { word: string; score: number } | null = null;
    for (const candidate of unique) {
      const score = trigramSimilarity(word, candidate);
      if (score >= 0.3 && (!best || score > best.score)) best = { word: candidate, score };
    }
    if (!best) return null;
    meant.push(best.word);
  }
  return meant;
}

/** pg_trgm's similarity of two words: shared trigrams of "  word " over all of them. */
function trigramSimilarity(x: string, y: string): number {
  const trigrams = (word: string) => {
    const padded = `  ${word} `;
    const set = new Set<string>();
    for (let index = 0; index + 3 <= padded.length; index++) set.add(padded.slice(index, index + 3));
    return set;
  };
  const [a, b] = [trigrams(x), trigrams(y)];
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The name condition of a search (see nameSearch); staff searches match anywhere in the key. */
export async function nameMatch(
  db: Database,
  typed: string,
  { anywhere = false }: { anywhere?: boolean } = {},
): Promise<SQL | undefined> {
  return (await nameSearch(db, typed, anywhere)).where;
}

/**
 * The filters' condition (a name search counts its matches on the way): one page and the count of one search share
 * it, so the count is not read twice — pass the same promise to `listAthletePage` and `countAthletes`.
 */
export async function athleteFilter(db: Database, query: AthleteQuery): Promise<NameSearch> {
  const name = await nameSearch(db, query.q ?? "", false);
  return { where: and(name.where, otherFilters(query)), matches: name.matches };
}

/** The filters other than the name: country, team, weight class. */
function otherFilters(query: AthleteQuery): SQL | undefined {
  return and(
    query.country && isCountryCode(query.country) ? eq(athletes.country, query.country) : undefined,
    // A malformed team id matches nothing rather than reaching the database as a cast error.
    query.teamId ? (isUuid(query.teamId) ? eq(athletes.team_id, query.teamId) : sql`false`) : undefined,
    query.weightClass ? eq(athletes.weight_class, query.weightClass) : undefined,
  );
}

/** One page of athletes matching every given filter, best rated first. */
export async function listAthletePage(
  db: Database,
  query: AthleteQuery = {},
  filter: Promise<NameSearch> = athleteFilter(db, query),
): Promise<AthleteSummary[]> {
  const { limit, offset } = pageBounds(query);
  // The page's ids first: skipping thousands of rows then reads only the directory index (it holds the
  // whole order), and whole rows and teams are fetched for the page alone.
  const { where, matches } = await filter;
  // A name few athletes have: read from the word index and sorted (`+ 0` keeps the planner off the rating index,
  // which it would walk to the end looking for the few). Otherwise the rating index in order finds a page soon.
  const order =
    matches !== undefined && matches < SPARSE_MATCHES
      ? [sql`(${athletes.rating_elo} + 0) desc nulls last`, asc(athletes.full_name), asc(athletes.id)]
      : BY_ELO;
  const pageIds = db
    .select({ id: athletes.id })
    .from(athletes)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as("page_ids");
  const rows = await db
    .select(summaryColumns)
    .from(athletes)
    .innerJoin(pageIds, eq(pageIds.id, athletes.id))
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .orderBy(...BY_ELO);
  return rows.map((row) => withUncertainty(withTeam(row)));
}

/** The page size and the rows before the page, as asked and bounded. */
function pageBounds(query: AthleteQuery) {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? DIRECTORY_PAGE_SIZE)), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  return { limit, offset: (page - 1) * limit };
}

/**
 * A page of the athletes matching `where`, best rated first, with how many match in all, in one read of the matches: a
 * window count over them, then the page sorted out of them. `total` is null when the page is empty (past the last
 * page, or nothing matches), where no row carries it.
 */
async function pageWithTotal(
  db: Database,
  where: SQL | undefined,
  query: AthleteQuery,
): Promise<{ items: AthleteSummary[]; total: number | null }> {
  const { limit, offset } = pageBounds(query);
  const pageIds = db
    .select({ id: athletes.id, total: sql<number>`count(*) over ()`.as("total") })
    .from(athletes)
    .where(where)
    // `+ 0`: every match is read for the count anyway, so the rating index's order would only cost a walk through it.
    .orderBy(sql`(${athletes.rating_elo} + 0) desc nulls last`, asc(athletes.full_name), asc(athletes.id))
    .limit(limit)
    .offset(offset)
    .as("page_ids");
  const rows = await db
    .select({ ...summaryColumns, total: pageIds.total })
    .from(athletes)
    .innerJoin(pageIds, eq(pageIds.id, athletes.id))
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .orderBy(...BY_ELO);
  return {
    items: rows.map(({ total: _total, ...row }) => withUncertainty(withTeam(row))),
    total: rows.length === 0 ? null : Number(rows[0]!.total),
  };
}

/**
 * One page of the directory and how many athletes match in all. A fan's name search reads its matches once, the page
 * and the count together (pageWithTotal): it counted them, then read them again for the page (5.3 + 6.2 ms of
 * PostgreSQL a search at 100,000 athletes with a surname shared by 2,000). Only an empty page asks more: the count
 * past the last page, or the typo reading of nameSearch when the name matched nothing. Without a name the rating
 * index finds a page at once and `count` counts: pass a cache for that count (every page of the filters shares it).
 */
export async function listDirectoryPage(
  db: Database,
  query: AthleteQuery,
  cachedCount: (read: () => Promise<number>) => Promise<number> = (read) => read(),
): Promise<{ items: AthleteSummary[]; total: number }> {
  const typed = cleanSearch(query.q ?? "").slice(0, SEARCH_MAX_LENGTH);
  if (!typed) return listAthletes(db, query, cachedCount);
  const key = nameKey(typed);
  if (!key) return { items: [], total: 0 };
  const others = otherFilters(query);
  const found = await pageWithTotal(db, and(wordsStart(key.split(" ").filter(Boolean)), others), query);
  if (found.total !== null) return { items: found.items, total: found.total };
  // An empty page: past the last one, or the name matched nothing as typed (then perhaps a typo: nameSearch).
  const name = await nameSearch(db, typed, false);
  if (name.matches === 0) return { items: [], total: 0 };
  const where = and(name.where, others);
  if (name.corrected) {
    const meant = await pageWithTotal(db, where, query);
    if (meant.total !== null) return { items: meant.items, total: meant.total };
  }
  const [totals] = await db.select({ total: count() }).from(athletes).where(where);
  return { items: [], total: totals?.total ?? 0 };
}

/** How many athletes match every given filter (page and limit are ignored). */
export async function countAthletes(
  db: Database,
  query: AthleteQuery = {},
  filter: Promise<NameSearch> = athleteFilter(db, query),
): Promise<number> {
  const { where, matches } = await filter;
  // A name search alone was counted on the way.
  if (matches !== undefined && !query.country && !query.teamId && !query.weightClass) return matches;
  const [totals] = await db.select({ total: count() }).from(athletes).where(where);
  return totals?.total ?? 0;
}

/** The filters that decide a count, as a cache key: equal for every page of one search. */
export function athleteFilterKey({ q, country, teamId, weightClass }: AthleteQuery): string {
  const typed = cleanSearch(q ?? "").slice(0, SEARCH_MAX_LENGTH);
  return JSON.stringify([
    // Queries with one search key find the same athletes ("Rakhimov", «Рахимов»); a query of punctuation finds none.
    typed ? `key:${nameKey(typed)}` : "",
    country ?? "",
    teamId ?? "",
    weightClass ?? "",
  ]);
}

/** One page of athletes and how many match in all (`cachedCount`: a cache for the count, shared by every page). */
export async function listAthletes(
  db: Database,
  query: AthleteQuery = {},
  cachedCount: (read: () => Promise<number>) => Promise<number> = (read) => read(),
): Promise<{ items: AthleteSummary[]; total: number }> {
  const filter = athleteFilter(db, query);
  const [items, total] = await Promise.all([
    listAthletePage(db, query, filter),
    cachedCount(() => countAthletes(db, query, filter)),
  ]);
  return { items, total };
}

/** One athlete with the team's name, or null (also for an id that is not a uuid: never a database error). */
export async function getAthlete(db: Database, id: string): Promise<AthleteDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await prepared(db, "athlete_by_id", athleteByIdQuery).execute({ id });
  return row ? withUncertainty(withTeam(row)) : null;
}

const athleteByIdQuery = (db: Database, name: string) => {
  const { team_id: _teamId, search_key: _searchKey, ...columns } = getTableColumns(athletes);
  return db
    .select({ ...columns, ...ratedBoutsColumns, team_id: teams.id, team_name: teams.name, team_name_ru: teams.name_ru })
    .from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .where(eq(athletes.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name);
};

/**
 * The countries athletes come from, alphabetically by code. A loose index scan (one index probe per
 * distinct country on `athletes_country_idx`) instead of reading every athlete to find ~200 codes.
 */
export async function listAthleteCountries(db: Database): Promise<string[]> {
  const found = await selectRows<{ country: string }>(
    db,
    sql`
    with recursive codes(country) as (
      (select country from ${athletes} order by country limit 1)
      union all
      select (select a.country from ${athletes} a where a.country > codes.country order by a.country limit 1)
      from codes where codes.country is not null
    )
    select country from codes where country is not null`,
  );
  return found.map((row) => row.country);
}
