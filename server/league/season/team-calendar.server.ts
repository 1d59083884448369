// A team's fixtures as a calendar feed (`/team/{id}/fixtures.ics`) that follows the bracket: one event per team match
// with a UID that never changes, SEQUENCE from the team match's revision (bumped by the database when its time,
// teams or card position change), and STATUS:CANCELLED for team matches that left the team's fixtures (tombstones).
import { eq } from "drizzle-orm";
import { fixedT } from "../../../app/i18n/i18n.ts";
import { icsCalendar, type IcsEvent } from "../../../app/lib/ics.ts";
import { localizePath, type Lang } from "../../../app/lib/language.ts";
import { localizeTournament, teamName as nameIn } from "../../../app/lib/localize.ts";
import { sourceLabel } from "../../../app/lib/season/source-label.ts";
import { isId } from "../../../app/lib/ids.ts";
import type { Database } from "../../db/client.server.ts";
import { teams } from "../../db/schema.ts";
import { eventLocation, FEED_PAST_DAYS, FEED_REFRESH_MINUTES, prodId, type CalendarOptions } from "../ics.server.ts";
import {
  listTeamFixtures,
  listTeamTombstones,
  type FixtureTournament,
  type TeamFixture,
  type TeamTombstone,
} from "./team-fixtures.server.ts";

/** A team match is blocked out for this long (three bouts of up to 3 × 5 minutes, with the walk-outs). */
export const TEAM_MATCH_MINUTES = 60;
/** The most team matches a feed carries (a season is tens). */
const FEED_LIMIT = 500;

/** The UID of a team match in every team's feed: stable for the team match's life. */
export const teamMatchUid = (id: string, origin: string) => `team-match-${id}@${new URL(origin).hostname}`;

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** The feed's events from the fixtures and the tombstones (pure: the same rows give the same bytes). */
export function teamCalendarEvents(
  teamName: string,
  fixtures: readonly TeamFixture[],
  tombstones: readonly TeamTombstone[],
  { origin, lang }: Pick<CalendarOptions, "origin" | "lang">,
): IcsEvent[] {
  const t = fixedT(lang, "teams");
  const card = (tournament: FixtureTournament, id: string) =>
    new URL(`${localizePath(`/tournament/${tournament.id}`, lang)}#team-match-${id}`, `${origin}/`).href;
  const stageName = (fixture: Pick<TeamFixture, "stage" | "group_label" | "stage_round">) =>
    fixture.group_label && fixture.stage_round
      ? t("team.fixtures.group", { group: fixture.group_label, round: fixture.stage_round })
      : t(`team.stage.${fixture.stage}`);
  const base = (tournament: FixtureTournament, id: string, start: Date | null) => {
    const text = localizeTournament(tournament, lang);
    const begins = start ?? tournament.event_date;
    const url = card(tournament, id);
    return {
      uid: teamMatchUid(id, origin),
      start: begins,
      end: new Date(begins.getTime() + TEAM_MATCH_MINUTES * 60_000),
      description: t("team.fixtures.icsDetails", { tournament: text.title, url }),
      location: eventLocation(text),
      url,
    };
  };
  const events: IcsEvent[] = fixtures.map((fixture) => {
    const opponent = fixture.opponent
      ? nameIn(fixture.opponent, lang)
      : fixture.opponent_source
        ? sourceLabel(t, lang, fixture.opponent_source)
        : "?";
    return {
      ...base(fixture.tournament, fixture.id, fixture.scheduled_at),
      summary: t("team.fixtures.icsSummary", { team: teamName, opponent, stage: stageName(fixture) }),
      updated: later(fixture.updated_at, fixture.tournament.updated_at),
      sequence: fixture.revision,
    };
  });
  for (const gone of tombstones)
    events.push({
      ...base(gone.tournament, gone.team_match_id, gone.scheduled_at),
      summary: t("team.fixtures.icsRemoved", { team: teamName, stage: t(`team.stage.${gone.stage}`) }),
      updated: later(gone.removed_at, gone.tournament.updated_at),
      sequence: gone.sequence,
      status: "CANCELLED",
    });
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

/** The team's feed, or null for an unknown or malformed id. Past team matches stay for a year, like the events feed. */
export async function buildTeamCalendar(
  db: Database,
  teamId: string,
  options: CalendarOptions & { now?: Date },
): Promise<string | null> {
  if (!isId(teamId)) return null;
  const [row] = await db
    .select({ id: teams.id, name: teams.name, name_ru: teams.name_ru })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!row) return null;
  const team = { ...row, name: nameIn(row, options.lang as Lang) };
  const since = new Date((options.now ?? new Date()).getTime() - FEED_PAST_DAYS * 86_400_000);
  const [fixtures, tombstones] = await Promise.all([
    listTeamFixtures(db, teamId, { which: "all", since, limit: FEED_LIMIT }),
    listTeamTombstones(db, teamId, since),
  ]);
  const t = fixedT(options.lang, "teams");
  return icsCalendar({
    prodId: prodId(options.brandName, options.lang as Lang),
    name: t("team.fixtures.icsName", { team: team.name }),
    description: t("team.fixtures.icsDescription", { team: team.name }),
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: teamCalendarEvents(team.name, fixtures, tombstones, options),
  });
}
