// A fan's personal calendar (docs/fans.md#personal-calendar): one private feed with everything they follow — each
// followed tournament's night, and the team matches of each followed team and of each followed athlete's team — at
// a URL with a secret token. UIDs, SEQUENCE and STATUS:CANCELLED are the team feed's, so an app that subscribed to
// both keeps one copy of each team match. Rotating the token retires the old URL (404).
import crypto from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { fixedT } from "../../app/i18n/i18n.ts";
import { icsCalendar, type IcsEvent } from "../../app/lib/ics.ts";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, fanProfiles, follows, teams } from "../db/schema.ts";
import {
  FEED_PAST_DAYS,
  FEED_REFRESH_MINUTES,
  prodId,
  tournamentEvents,
  type CalendarOptions,
} from "../league/ics.server.ts";
import { teamCalendarEvents } from "../league/season/team-calendar.server.ts";
import { listTeamFixtures, listTeamTombstones } from "../league/season/team-fixtures.server.ts";
import { inUuids } from "../db/pg-array.ts";

/** The most team matches one followed team adds (a season is tens). */
const TEAM_LIMIT = 500;
const newToken = () => crypto.randomBytes(24).toString("base64url");
/** Tokens are 32 base64url characters: anything else names no calendar, without a database read. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The feed's address for this token, in the reader's language. */
export const calendarUrl = (origin: string, token: string, lang: Lang) =>
  new URL(localizePath(`/calendar/${token}/my-league.ics`, lang), `${origin}/`).href;

/** The user's calendar token, made on first use (two first requests at once agree on one). */
export async function calendarToken(db: Database, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(fanProfiles).values({ user_id: userId, calendar_token: token }).onConflictDoNothing();
  await db
    .update(fanProfiles)
    .set({ calendar_token: token })
    .where(and(eq(fanProfiles.user_id, userId), isNull(fanProfiles.calendar_token)));
  const [stored] = await db
    .select({ token: fanProfiles.calendar_token })
    .from(fanProfiles)
    .where(eq(fanProfiles.user_id, userId));
  return stored!.token!;
}

/** A new token for the user: the old URL stops working at once. */
export async function rotateCalendarToken(db: Database, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(fanProfiles)
    .values({ user_id: userId, calendar_token: token })
    .onConflictDoUpdate({ target: fanProfiles.user_id, set: { calendar_token: token } });
  return token;
}

/** The events of everything the user follows, one per UID (a live team match wins over its cancelled copy). */
export async function personalCalendarEvents(
  db: Database,
  userId: string,
  options: CalendarOptions & { now?: Date },
): Promise<IcsEvent[]> {
  const rows = await db
    .select({ kind: follows.kind, id: follows.target_id })
    .from(follows)
    .where(eq(follows.user_id, userId));
  const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const athleteTeams =
    ids("athlete").length === 0
      ? []
      : await db
          .select({ team: athletes.team_id })
          .from(athletes)
          .where(and(inUuids(athletes.id, ids("athlete")), isNotNull(athletes.team_id)));
  const teamIds = [...new Set([...ids("team"), ...athleteTeams.map((row) => row.team!)])];
  const teamRows =
    teamIds.length === 0
      ? []
      : await db.select({ id: teams.id, name: teams.name }).from(teams).where(inUuids(teams.id, teamIds));
  const since = new Date((options.now ?? new Date()).getTime() - FEED_PAST_DAYS * 86_400_000);
  const events: IcsEvent[] = await tournamentEvents(db, ids("tournament"), options);
  for (const team of teamRows.toSorted((a, b) => a.id.localeCompare(b.id))) {
    const [fixtures, tombstones] = await Promise.all([
      listTeamFixtures(db, team.id, { which: "all", since, limit: TEAM_LIMIT }),
      listTeamTombstones(db, team.id, since),
    ]);
    events.push(...teamCalendarEvents(team.name, fixtures, tombstones, options));
  }
  const byUid = new Map<string, IcsEvent>();
  for (const event of events) {
    const kept = byUid.get(event.uid);
    if (!kept || (kept.status === "CANCELLED" && event.status !== "CANCELLED")) byUid.set(event.uid, event);
  }
  return [...byUid.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

/** The feed behind a token, or null when no user has that token (a rotated or made-up one). */
export async function buildPersonalCalendar(
  db: Database,
  token: string,
  options: CalendarOptions & { now?: Date },
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [owner] = await db
    .select({ userId: fanProfiles.user_id })
    .from(fanProfiles)
    .where(eq(fanProfiles.calendar_token, token));
  if (!owner) return null;
  const t = fixedT(options.lang, "fans");
  return icsCalendar({
    prodId: prodId(options.brandName, options.lang),
    name: t("calendar.icsName", { brand: options.brandName }),
    description: t("calendar.icsDescription"),
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: await personalCalendarEvents(db, owner.userId, options),
  });
}
