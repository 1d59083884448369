import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay, subDays } from "date-fns";
import { sql } from "drizzle-orm";
import { WEIGHT_CLASSES } from "../../../app/lib/league-constants.ts";
import type { Database } from "../client.server.ts";
import { athletes, news, sponsors, teams, tournaments } from "../schema.ts";
import { seedDemoResults } from "./demo-results.server.ts";
import { EMPTY_RECORD, makeAthlete } from "./factories.ts";
import { createRandom } from "./random.ts";
import { DEMO_ATHLETES, DEMO_NEWS, DEMO_SPONSORS, DEMO_TEAMS, DEMO_TOURNAMENTS } from "./demo-content.ts";
import { DEMO_ATHLETE_NAMES_RU, DEMO_TEAM_NAMES_RU } from "./demo-names-ru.ts";
import { writeDemoStory } from "./demo-stories.ts";

/** An event at a given UTC hour, `days` from the day the demo is loaded (so the demo never goes stale). */
function eventDate(today: Date, days: number, utcHour: number) {
  const date = days >= 0 ? addDays(today, days) : subDays(today, -days);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date;
}

/**
 * The live event's start: an hour before the demo is loaded, or the venue's midnight if that came later. The calendar
 * files an event under "today or later" by its day at the venue, so the live event is today's there whatever the hour
 * of loading (a fixed UTC hour put Tokyo's event on yesterday's date there from 15:00 UTC on).
 */
export function underWaySince(now: Date, timeZone: string): Date {
  const venueMidnight = startOfDay(new TZDate(now.getTime(), timeZone)).getTime();
  return new Date(Math.max(now.getTime() - 3_600_000, venueMidnight));
}

/**
 * Loads the demo league into an empty database. Idempotent: it does nothing once any team exists,
 * and runs in one transaction with a lock, so two processes starting together load it once.
 */
export async function seedDemoLeague(db: Database, today = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(teams)) as [{ count: number }];
    if (count > 0) return false;

    const random = createRandom(20250101);
    const insertedTeams = await tx
      .insert(teams)
      .values(DEMO_TEAMS.map((team) => ({ ...team, name_ru: DEMO_TEAM_NAMES_RU[team.name] ?? null })))
      .returning();

    // The demo's athletes join with an empty prior record: every number the site shows comes from the bouts below.
    const insertedAthletes = await tx
      .insert(athletes)
      .values(
        DEMO_ATHLETES.map((athlete, index) =>
          makeAthlete(random, {
            full_name: athlete.name,
            full_name_ru: DEMO_ATHLETE_NAMES_RU[athlete.name] ?? null,
            country: athlete.country,
            weight_class: WEIGHT_CLASSES[index % WEIGHT_CLASSES.length],
            team_id: insertedTeams[index % insertedTeams.length]!.id,
            bio_short: athlete.bio ?? null,
            ...EMPTY_RECORD,
            bio_short_ru: athlete.bio_ru ?? null,
          }),
        ),
      )
      .returning();

    const insertedTournaments = await tx
      .insert(tournaments)
      .values(
        DEMO_TOURNAMENTS.map(({ days, utcHour, card: _card, ...tournament }) => ({
          ...tournament,
          event_date:
            days === undefined || utcHour === undefined
              ? underWaySince(today, tournament.time_zone)
              : eventDate(today, days, utcHour),
        })),
      )
      .returning();
    await seedDemoResults(tx, random, insertedTeams, insertedAthletes, insertedTournaments);

    // A story about a result is written from the bouts just recorded (demo-stories.ts).
    const newsRows = await Promise.all(
      DEMO_NEWS.map(async ({ daysAgo, story, content, content_ru, ...item }) => ({
        ...item,
        ...(story ? await writeDemoStory(tx, story) : { content: content!, content_ru }),
        published_at: subDays(today, daysAgo),
      })),
    );
    await tx.insert(news).values(newsRows);
    await tx.insert(sponsors).values(DEMO_SPONSORS.map((sponsor) => ({ ...sponsor })));
    return true;
  });
}
