// Public reads of the tournament calendar. Writes: entities/tournament-entity.server.ts.
import { and, asc, desc, eq, gt, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { liveEvent, nextEvent } from "../../app/lib/event-state.ts";
import { cleanSearch } from "../../app/lib/schemas/safe-text.ts";
import { isId } from "../../app/lib/ids.ts";
import { placesMatching } from "../../app/lib/places.ts";
import type { Database } from "../db/client.server.ts";
import { prepared } from "../db/prepared.server.ts";
import { tournaments } from "../db/schema.ts";
import { paginate } from "./paginate.ts";

export const TOURNAMENT_TABS = ["all", "upcoming", "past"] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];
export const EVENTS_PAGE_SIZE = 20;

export const isTournamentId = isId;

/**
 * Whether a bout of the tournament is live: its team matches by the tournament index, their bouts by team match.
 * Written with table names (drizzle leaves them off a one-table select, where `id` would then be ambiguous).
 */
export function onTheMat() {
  return sql<boolean>`exists (select 1 from team_matches as tm join bouts as b on b.team_match_id = tm.id
    where tm.tournament_id = "tournaments"."id" and b.status = 'live')`;
}

const summaryColumns = {
  id: tournaments.id,
  title: tournaments.title,
  title_ru: tournaments.title_ru,
  event_date: tournaments.event_date,
  time_zone: tournaments.time_zone,
  location_city: tournaments.location_city,
  location_country: tournaments.location_country,
  status: tournaments.status,
  image_url: tournaments.image_url,
  /** A bout of it is being fought now: with the status, what app/lib/event-state.ts derives every badge from. */
  on_the_mat: onTheMat(),
};

export type TournamentSummary = {
  [K in Exclude<keyof typeof summaryColumns, "on_the_mat">]: (typeof tournaments.$inferSelect)[K];
} & { on_the_mat: boolean };
export type TournamentDetail = Omit<typeof tournaments.$inferSelect, "created_at" | "updated_at">;

/** The event's calendar day at the venue, and today's date there: "today or later" is judged where the event happens. */
const eventDay = sql`(${tournaments.event_date} at time zone ${tournaments.time_zone})::date`;
const todayAtVenue = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${tournaments.time_zone})::date`;

// Every venue's clock is within a day of UTC, so a UTC window two days wider than "today" is a superset the
// date index can read, before the venue-local day decides.
const TWO_DAYS_MS = 2 * 86_400_000;
const upcomingAt = (now: Date) =>
  and(gte(tournaments.event_date, new Date(now.getTime() - TWO_DAYS_MS)), sql`${eventDay} >= ${todayAtVenue(now)}`)!;
const pastAt = (now: Date) =>
  and(lt(tournaments.event_date, new Date(now.getTime() + TWO_DAYS_MS)), sql`${eventDay} < ${todayAtVenue(now)}`)!;

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filters({ q, tab, now }: { q?: string; tab?: TournamentTab; now: Date }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const query = cleanSearch(q ?? "");
  if (query) {
    const pattern = containsPattern(query);
    // Cities and countries are stored as staff typed them (in English): a query in Russian («Москва», «Япония»)
    // matches the English names whose Russian names contain it (places.ts), and Russian titles match `title_ru`.
    const places = placesMatching(query);
    conditions.push(
      or(
        ilike(tournaments.title, pattern),
        ilike(tournaments.title_ru, pattern),
        ilike(tournaments.location_city, pattern),
        ilike(tournaments.location_country, pattern),
        places.cities.length > 0
          ? sql`lower(${tournaments.location_city}) in (${sql.join(
              places.cities.map((city) => sql`${city}`),
              sql`, `,
            )})`
          : undefined,
        places.countries.length > 0
          ? sql`lower(${tournaments.location_country}) in (${sql.join(
              places.countries.map((country) => sql`${country}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
  }
  if (tab === "upcoming") conditions.push(upcomingAt(now));
  if (tab === "past") conditions.push(pastAt(now));
  return and(...conditions);
}

export interface TournamentListOptions {
  q?: string;
  tab?: TournamentTab;
  page?: number;
  pageSize?: number;
  now?: Date;
}

/** Search and tab, one page at a time: date ascending, except past events, which list the latest first. */
export async function listTournaments(db: Database, options: TournamentListOptions = {}) {
  const { tab = "all", pageSize = EVENTS_PAGE_SIZE, now = new Date() } = options;
  const where = filters({ q: options.q, tab, now });
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(tournaments).where(where)) as [
    { total: number },
  ];
  const { page, pageCount, offset } = paginate(total, options.page, pageSize);
  const order =
    tab === "past"
      ? [desc(tournaments.event_date), asc(tournaments.title)]
      : [asc(tournaments.event_date), asc(tournaments.title)];
  const items: TournamentSummary[] = await db
    .select(summaryColumns)
    .from(tournaments)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  return { items, total, page, pageCount };
}

/** Events whose venue-local day falls in `month` (`yyyy-MM`), for the calendar view. */
export async function listTournamentsInMonth(
  db: Database,
  options: { month: string; q?: string; tab?: TournamentTab; now?: Date },
) {
  const { month, tab = "all", now = new Date() } = options;
  const first = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(first.getTime())) return [];
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const day = 86_400_000;
  return db
    .select(summaryColumns)
    .from(tournaments)
    .where(
      and(
        // A UTC window a day wider than the month keeps the index usable; the venue-local day decides.
        gte(tournaments.event_date, new Date(first.getTime() - day)),
        lt(tournaments.event_date, new Date(next.getTime() + day)),
        sql`${eventDay} >= ${month + "-01"}::date`,
        sql`${eventDay} < ${next.toISOString().slice(0, 10)}::date`,
        filters({ q: options.q, tab, now }),
      ),
    )
    .orderBy(asc(tournaments.event_date), asc(tournaments.title));
}

/**
 * The soonest tournaments still to come: venue-local date today or later (the spec's "upcoming"), a live one included;
 * `also` narrows them further (listUpcomingWithLeads' live or next event).
 */
export async function listUpcomingTournaments(
  db: Database,
  options: { limit: number; now?: Date; also?: SQL },
): Promise<TournamentSummary[]> {
  const now = options.now ?? new Date();
  return (
    db
      .select(summaryColumns)
      .from(tournaments)
      // Not over: today's events count until their venue's day ends, unless completed (app/lib/event-state.ts: a
      // completed event is live again only while a bout of it is on the mat).
      .where(and(upcomingAt(now), or(ne(tournaments.status, "completed"), onTheMat()), options.also))
      .orderBy(asc(tournaments.event_date), asc(tournaments.title))
      .limit(options.limit)
  );
}

/**
 * The events not over (listUpcomingTournaments, `limit` of them) with, by app/lib/event-state.ts, the first being fought
 * (`live`: a bout on the mat, or its status) and the soonest not begun (`next`: the countdown's). Each is found wherever
 * it stands: when the rows read are a full `limit` and do not hold it, one more row is read for it (a day with more
 * events under way than the limit must not hide the next event, nor a live one behind them).
 */
export async function listUpcomingWithLeads(db: Database, options: { limit: number; now: Date }) {
  const { limit, now } = options;
  const rows = await listUpcomingTournaments(db, { limit, now });
  const more = rows.length === limit;
  const first = async (also: SQL) => (await listUpcomingTournaments(db, { limit: 1, now, also }))[0];
  const [live, next] = await Promise.all([
    liveEvent(rows) ?? (more ? first(or(eq(tournaments.status, "live"), onTheMat())!) : undefined),
    nextEvent(rows, now) ??
      (more
        ? first(and(eq(tournaments.status, "upcoming"), gt(tournaments.event_date, now), sql`not ${onTheMat()}`)!)
        : undefined),
  ]);
  return { rows, live, next };
}

export async function getTournament(db: Database, id: string): Promise<TournamentDetail | null> {
  if (!isTournamentId(id)) return null;
  const [row] = await prepared(db, "tournament_by_id", (own, name) =>
    own
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  if (!row) return null;
  const { created_at: _created, updated_at: _updated, ...detail } = row;
  return detail;
}
