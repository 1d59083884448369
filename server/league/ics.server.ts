// Tournaments as iCalendar: one event to download, or the whole calendar as a feed apps subscribe to.
import { asc, eq, gte } from "drizzle-orm";
import { getI18n } from "../../app/i18n/i18n.ts";
import { icsCalendar, type IcsEvent } from "../../app/lib/ics.ts";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import { localizeTournament } from "../../app/lib/localize.ts";
import type { Database } from "../db/client.server.ts";
import { tournaments } from "../db/schema.ts";
import { isTournamentId } from "./tournaments-queries.server.ts";
import { inUuids } from "../db/pg-array.ts";

/** Events store a start only; a league night is blocked out for this long in calendars. */
export const EVENT_DURATION_MINUTES = 180;
/** Calendar apps fetch the subscribed feed again after this long. */
export const FEED_REFRESH_MINUTES = 60;
/** The feed keeps past events for this long, then lets them go; every future event is in it. */
export const FEED_PAST_DAYS = 365;

const columns = {
  id: tournaments.id,
  title: tournaments.title,
  title_ru: tournaments.title_ru,
  description: tournaments.description,
  description_ru: tournaments.description_ru,
  venue_details: tournaments.venue_details,
  venue_details_ru: tournaments.venue_details_ru,
  event_date: tournaments.event_date,
  location_city: tournaments.location_city,
  location_country: tournaments.location_country,
  updated_at: tournaments.updated_at,
};
type CalendarRow = { [K in keyof typeof columns]: (typeof tournaments.$inferSelect)[K] };

export interface CalendarOptions {
  origin: string;
  lang: Lang;
  brandName: string;
}

export function prodId(brandName: string, lang: Lang) {
  return `-//${brandName.replace(/\/\//g, "/")}//Events//${lang.toUpperCase()}`;
}

/** Where an event is, for LOCATION: the venue notes' first line names the place ("Almaty Arena, 3,000 seats"). */
export function eventLocation(text: {
  venue_details?: string | null;
  location_city?: string | null;
  location_country?: string | null;
}): string {
  const venue = text.venue_details?.split(/[\n,]/)[0]?.trim();
  return [venue, text.location_city, text.location_country].filter(Boolean).join(", ");
}

function toEvent(row: CalendarRow, { origin, lang }: CalendarOptions): IcsEvent {
  const text = localizeTournament(row, lang);
  const url = new URL(localizePath(`/tournament/${row.id}`, lang), `${origin}/`).href;
  const t = getI18n(lang).t;
  return {
    uid: `tournament-${row.id}@${new URL(origin).hostname}`,
    start: row.event_date,
    end: new Date(row.event_date.getTime() + EVENT_DURATION_MINUTES * 60_000),
    summary: text.title,
    description: [text.description, t("seo:calendar.details", { url })].filter(Boolean).join("\n\n"),
    location: eventLocation(text),
    url,
    updated: row.updated_at,
  };
}

/** One tournament as a calendar file, or null for an unknown or malformed id. */
export async function buildTournamentCalendar(
  db: Database,
  id: string,
  options: CalendarOptions,
): Promise<{ ics: string; title: string } | null> {
  if (!isTournamentId(id)) return null;
  const [row] = await db.select(columns).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  if (!row) return null;
  const ics = icsCalendar({ prodId: prodId(options.brandName, options.lang), events: [toEvent(row, options)] });
  return { ics, title: localizeTournament(row, options.lang).title };
}

/** These tournaments as calendar events (a fan's personal calendar: server/fans/calendar.server.ts). */
export async function tournamentEvents(db: Database, ids: string[], options: CalendarOptions): Promise<IcsEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(tournaments).where(inUuids(tournaments.id, ids));
  return rows.map((row) => toEvent(row, options));
}

/** Every event from a year ago on: the feed behind the events page's "Subscribe" link. */
export async function buildEventsCalendar(db: Database, options: CalendarOptions & { now?: Date }): Promise<string> {
  const since = new Date((options.now ?? new Date()).getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await db
    .select(columns)
    .from(tournaments)
    .where(gte(tournaments.event_date, since))
    .orderBy(asc(tournaments.event_date), asc(tournaments.id));
  const t = getI18n(options.lang).t;
  return icsCalendar({
    prodId: prodId(options.brandName, options.lang),
    name: t("seo:calendar.feedName", { brand: options.brandName }),
    description: t("seo:calendar.feedDescription"),
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: rows.map((row) => toEvent(row, options)),
  });
}
