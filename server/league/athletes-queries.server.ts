// Athlete reads: the directory's search, filters and pages, and one profile. Everything is filtered,
// ordered and counted in SQL, so a page costs the same with 40 athletes or 100,000.
import { and, asc, count, eq, getTableColumns, like, sql, type SQL } from "drizzle-orm";
import { cleanSearch } from "../../app/lib/schemas/safe-text.ts";
import { DIRECTORY_PAGE_SIZE, WEIGHT_CLASSES, type WeightClass } from "../../app/lib/league-constants.ts";
import { isId } from "../../app/lib/ids.ts";
import { nameKey } from "../../app/lib/name-key.ts";
import { ratingUncertainty, type RatingUncertainty } from "../../app/lib/ratings/deviation.ts";
import type { Database } from "../db/client.server.ts";
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

/**
 * Athletes whose name (English or Russian) matches a typed query: the query's search key (name-key.ts) starts a word
 * of the athlete's `search_key` (for staff, `anywhere`: is part of it), so «Рахимов», "Rakhimov" and "Rahimov" all
 * find Bekzod Rakhimov. When nothing matches so, a key of four letters or more finds the names close to one of its
 * words instead (pg_trgm's word similarity, `<%`, 0.6 by default): "Rakhimof". Every condition is served by the key's
 * trigram index; the typo search runs only after one indexed probe found no exact match, so a search that finds names
 * costs one trigram lookup. A query with no letters or digits matches nothing; an empty one is no condition.
 */
export async function nameMatch(
  db: Database,
  typed: string,
  { anywhere = false }: { anywhere?: boolean } = {},
): Promise<SQL | undefined> {
  const q = cleanSearch(typed).slice(0, SEARCH_MAX_LENGTH);
  if (!q) return undefined;
  const key = nameKey(q);
  if (!key) return sql`false`;
  // The key holds only a–z, digits and spaces: nothing in it is a LIKE wildcard. The trigram index finds the rows
  // containing the key; for fans the match must start a word ("Anna" is not found inside "Dana": `dana` holds `ana`).
  // The word test is written on an expression the index does not cover, so the plan is one trigram lookup and a filter.
  const contains = like(athletes.search_key, `%${key}%`);
  const exact = anywhere ? contains : and(contains, sql`(' ' || ${athletes.search_key}) like ${`% ${key}%`}`)!;
  if (key.length < TYPO_MIN_LENGTH) return exact;
  const [found] = await db.select({ id: athletes.id }).from(athletes).where(exact).limit(1);
  return found ? exact : sql`${key} <% ${athletes.search_key}`;
}

async function whereOf(db: Database, query: AthleteQuery): Promise<SQL | undefined> {
  return and(
    await nameMatch(db, query.q ?? ""),
    query.country && isCountryCode(query.country) ? eq(athletes.country, query.country) : undefined,
    // A malformed team id matches nothing rather than reaching the database as a cast error.
    query.teamId ? (isUuid(query.teamId) ? eq(athletes.team_id, query.teamId) : sql`false`) : undefined,
    query.weightClass ? eq(athletes.weight_class, query.weightClass) : undefined,
  );
}

/** One page of athletes matching every given filter, best rated first. */
export async function listAthletePage(db: Database, query: AthleteQuery = {}): Promise<AthleteSummary[]> {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? DIRECTORY_PAGE_SIZE)), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  // The page's ids first: skipping thousands of rows then reads only the directory index (it holds the
  // whole order), and whole rows and teams are fetched for the page alone.
  const pageIds = db
    .select({ id: athletes.id })
    .from(athletes)
    .where(await whereOf(db, query))
    .orderBy(...BY_ELO)
    .limit(limit)
    .offset((page - 1) * limit)
    .as("page_ids");
  const rows = await db
    .select(summaryColumns)
    .from(athletes)
    .innerJoin(pageIds, eq(pageIds.id, athletes.id))
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .orderBy(...BY_ELO);
  return rows.map((row) => withUncertainty(withTeam(row)));
}

/** How many athletes match every given filter (page and limit are ignored). */
export async function countAthletes(db: Database, query: AthleteQuery = {}): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(athletes)
    .where(await whereOf(db, query));
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

/** One page of athletes and how many match in all. */
export async function listAthletes(
  db: Database,
  query: AthleteQuery = {},
): Promise<{ items: AthleteSummary[]; total: number }> {
  const [items, total] = await Promise.all([listAthletePage(db, query), countAthletes(db, query)]);
  return { items, total };
}

/** One athlete with the team's name, or null (also for an id that is not a uuid: never a database error). */
export async function getAthlete(db: Database, id: string): Promise<AthleteDetail | null> {
  if (!isUuid(id)) return null;
  const { team_id: _teamId, search_key: _searchKey, ...columns } = getTableColumns(athletes);
  const [row] = await db
    .select({ ...columns, ...ratedBoutsColumns, team_id: teams.id, team_name: teams.name, team_name_ru: teams.name_ru })
    .from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.team_id))
    .where(eq(athletes.id, id))
    .limit(1);
  return row ? withUncertainty(withTeam(row)) : null;
}

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
