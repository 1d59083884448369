// The admin panel's lists: one page (25 rows) per request, searched, sorted and counted in SQL, so a tab's
// cost follows the page, not the league's size. Every sort ends on the id, so pages never share or skip a row.
import { asc, count, desc, eq, getTableColumns, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cleanSearch } from "../../app/lib/schemas/safe-text.ts";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  ADMIN_PAGE_SIZE,
  type ListPage,
  type ListState,
  type SortDir,
  type SortOf,
} from "../../app/components/admin/list-query.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, news, sponsors, teams, tournaments } from "../db/schema.ts";
import { paginate } from "./paginate.ts";
import { containsPattern } from "./tournaments-queries.server.ts";
import { nameMatch } from "./athletes-queries.server.ts";
import { inUuids } from "../db/pg-array.ts";

/** `order by` terms for a direction: the first column follows it, and so do the tie-breakers (one index, read either way). */
const ordered = (dir: SortDir, ...columns: (AnyColumn | SQL)[]) =>
  columns.map((column) => (dir === "asc" ? asc(column) : desc(column)));

interface PageQuery<Row> {
  table: PgTable;
  id: AnyColumn;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The page's full rows, by id (any order): 25 primary-key lookups, whatever the page's depth. */
  rows(ids: string[]): Promise<(Row & { id: string })[]>;
}

/**
 * One page in two steps: the ids in order (an index-only scan where the sort has an index, so a deep page skips
 * index entries, not table rows), then those rows. A search counts its matches in the same pass (`count(*) over ()`);
 * the whole list is counted apart, from an index. A page past the end shows the last one.
 */
async function pageOf<Row, Sort extends string>(
  db: Database,
  query: PageQuery<Row>,
  state: ListState<Sort>,
): Promise<ListPage<Row & { id: string }, Sort>> {
  const { table, id, where, orderBy } = query;
  // The window count only where there is a filter: over the whole list it would read every row instead of an index.
  const total = where ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`;
  const ids = (page: number) =>
    db
      .select({ id: sql<string>`${id}`, total })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE);
  const countAll = async () =>
    ((await db.select({ total: count() }).from(table).where(where)) as [{ total: number }])[0].total;
  let page = state.page;
  let found = where ? await ids(page) : [];
  const matches = where ? (found[0]?.total ?? (page > 1 ? await countAll() : 0)) : await countAll();
  const { pageCount } = paginate(matches, page, ADMIN_PAGE_SIZE);
  if (!where || page > pageCount) {
    page = Math.min(page, pageCount);
    found = matches === 0 ? [] : await ids(page);
  }
  const byId = new Map(
    (found.length === 0 ? [] : await query.rows(found.map((row) => row.id))).map((row) => [row.id, row]),
  );
  const items = found.flatMap((row) => byId.get(row.id) ?? []);
  return { items, total: matches, page, pageCount, state: { ...state, page } };
}

/** Any of the columns contains the search (case-insensitive, `%` and `_` taken literally). */
function contains(query: string, ...columns: AnyColumn[]): SQL | undefined {
  const q = cleanSearch(query);
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

const { created_at: _tc, updated_at: _tu, ...tournamentColumns } = getTableColumns(tournaments);

export function listAdminTournaments(db: Database, state: ListState<SortOf<"tournaments">>) {
  const where = contains(
    state.q,
    tournaments.title,
    tournaments.title_ru,
    tournaments.location_city,
    tournaments.location_country,
  );
  const key = {
    date: [tournaments.event_date],
    title: [tournaments.title],
    status: [tournaments.status, tournaments.event_date],
    updated: [tournaments.updated_at],
  }[state.sort];
  return pageOf(
    db,
    {
      table: tournaments,
      id: tournaments.id,
      where,
      orderBy: ordered(state.dir, ...key, tournaments.id),
      rows: (ids) => db.select(tournamentColumns).from(tournaments).where(inUuids(tournaments.id, ids)),
    },
    state,
  );
}

const newsColumns = {
  id: news.id,
  title: news.title,
  title_ru: news.title_ru,
  content: news.content,
  content_ru: news.content_ru,
  image_url: news.image_url,
  published_at: news.published_at,
};

export function listAdminNews(db: Database, state: ListState<SortOf<"news">>) {
  const where = contains(state.q, news.title, news.content);
  const key = { date: [news.published_at], title: [news.title], updated: [news.updated_at] }[state.sort];
  return pageOf(
    db,
    {
      table: news,
      id: news.id,
      where,
      orderBy: ordered(state.dir, ...key, news.id),
      rows: (ids) => db.select(newsColumns).from(news).where(inUuids(news.id, ids)),
    },
    state,
  );
}

/** Per team on the page only: an index lookup each, never a count over every athlete. */
// Written out: inside a one-table select the builder would leave the columns unqualified (and so uncorrelated).
const athleteCount = sql<number>`(select count(*)::int from "athletes" where "athletes"."team_id" = "teams"."id")`;

export function listAdminTeams(db: Database, state: ListState<SortOf<"teams">>) {
  const where = contains(state.q, teams.name, teams.name_ru, teams.city, teams.country);
  const key = { name: [teams.name], country: [teams.country, teams.name], updated: [teams.updated_at] }[state.sort];
  return pageOf(
    db,
    {
      table: teams,
      id: teams.id,
      where,
      orderBy: ordered(state.dir, ...key, teams.id),
      rows: (ids) =>
        db
          .select({
            id: teams.id,
            name: teams.name,
            name_ru: teams.name_ru,
            logo_url: teams.logo_url,
            city: teams.city,
            country: teams.country,
            athlete_count: athleteCount,
          })
          .from(teams)
          .where(inUuids(teams.id, ids)),
    },
    state,
  );
}

const { created_at: _ac, updated_at: _au, ...athleteColumns } = getTableColumns(athletes);

/**
 * A name in either script (the directory's nameMatch: the search key's trigram index), a country code (exact, its
 * index) or a team's name in either language: the few teams are matched first, so their athletes come from the
 * team_id index and the three conditions combine as one bitmap scan.
 */
async function athleteSearch(db: Database, query: string): Promise<SQL | undefined> {
  const q = cleanSearch(query);
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const teamIds = (
    await db
      .select({ id: teams.id })
      .from(teams)
      .where(or(ilike(teams.name, pattern), ilike(teams.name_ru, pattern)))
  ).map((team) => team.id);
  return or(
    await nameMatch(db, q, { anywhere: true }),
    /^[a-z]{3}$/i.test(q) ? eq(athletes.country, q.toUpperCase()) : undefined,
    teamIds.length > 0 ? inUuids(athletes.team_id, teamIds) : undefined,
  );
}

export async function listAdminAthletes(db: Database, state: ListState<SortOf<"athletes">>) {
  const where = await athleteSearch(db, state.q);
  // Ratings: the directory's index (rating desc, name, id); names and changes have their own (see schema).
  const { dir } = state;
  const flip: SortDir = dir === "asc" ? "desc" : "asc";
  const order = {
    // The index says DESC NULLS LAST (drizzle's default), so the order must say it too (or ASC NULLS FIRST read backwards).
    elo: [
      sql`${athletes.rating_elo} ${sql.raw(dir === "desc" ? "desc nulls last" : "asc nulls first")}`,
      ...ordered(flip, athletes.full_name, athletes.id),
    ],
    name: ordered(dir, athletes.full_name, athletes.id),
    updated: ordered(dir, athletes.updated_at, athletes.id),
  }[state.sort];
  return pageOf(
    db,
    {
      table: athletes,
      id: athletes.id,
      where,
      orderBy: order,
      rows: (ids) =>
        db
          .select({ ...athleteColumns, team_name: teams.name })
          .from(athletes)
          .leftJoin(teams, eq(teams.id, athletes.team_id))
          .where(inUuids(athletes.id, ids)),
    },
    state,
  );
}

const sponsorColumns = {
  id: sponsors.id,
  name: sponsors.name,
  logo_url: sponsors.logo_url,
  website_url: sponsors.website_url,
  display_order: sponsors.display_order,
};

export function listAdminSponsors(db: Database, state: ListState<SortOf<"sponsors">>) {
  const where = contains(state.q, sponsors.name, sponsors.website_url);
  const key = { order: [sponsors.display_order, sponsors.name], name: [sponsors.name] }[state.sort];
  return pageOf(
    db,
    {
      table: sponsors,
      id: sponsors.id,
      where,
      orderBy: ordered(state.dir, ...key, sponsors.id),
      rows: (ids) => db.select(sponsorColumns).from(sponsors).where(inUuids(sponsors.id, ids)),
    },
    state,
  );
}

/** The athlete form's team picker: every team's id and name (teams are few; athletes are many). */
export function listTeamOptions(db: Database) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name), asc(teams.id));
}

export const TEAM_MEMBERS_SHOWN = 60;

/** The first athletes of a team by name, for its edit dialog (its count comes with the team's row). */
export async function listTeamMembers(db: Database, teamId: string) {
  const rows = await db
    .select({ id: athletes.id, full_name: athletes.full_name })
    .from(athletes)
    .where(eq(athletes.team_id, teamId))
    .orderBy(asc(athletes.full_name), asc(athletes.id))
    .limit(TEAM_MEMBERS_SHOWN);
  return rows;
}
