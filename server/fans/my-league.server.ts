// What /me shows a fan (docs/fans.md#my-league): the next team matches and bouts of everything they follow, with the
// venue and its zone, an ETA per bout on fight night, the results since their last visit, and their follows.
import { eq, sql } from "drizzle-orm";
import type { MailMode } from "../../app/lib/fans.ts";
import type { Lang } from "../../app/lib/language.ts";
import { averageBoutSeconds, boutEtas } from "../../app/lib/fan-eta.ts";
import type { Database } from "../db/client.server.ts";
import { fanProfiles } from "../db/schema.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { listFollows } from "./follows.server.ts";

/** Views of /me less than this apart are one visit: "since your last visit" counts from the visit before. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Without an earlier visit, results of the last week. */
const FIRST_VISIT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const UPCOMING_LIMIT = 20;
const RESULTS_LIMIT = 20;

type Status = "scheduled" | "live" | "completed";
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Records this view of /me and answers since when results are new to the fan. */
export async function recordVisit(db: Database, userId: string, now = new Date(), lang: Lang = "en"): Promise<Date> {
  const [row] = await db
    .insert(fanProfiles)
    .values({ user_id: userId, last_visit_at: now, previous_visit_at: null, lang })
    .onConflictDoUpdate({
      target: fanProfiles.user_id,
      // A new visit (after a gap) moves the previous one up; a view within the visit only extends it.
      set: {
        previous_visit_at: sql`case when ${fanProfiles.last_visit_at} < ${new Date(now.getTime() - VISIT_GAP_MS)} then ${fanProfiles.last_visit_at} else ${fanProfiles.previous_visit_at} end`,
        last_visit_at: now,
        // Notifications are written in the language /me was last opened in.
        lang,
      },
    })
    .returning({ previous: fanProfiles.previous_visit_at });
  return row?.previous ? new Date(row.previous) : new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS);
}

/** The follows in SQL: `f(kind, target_id)` for one user. */
const followsOf = (userId: string) => sql`f as (select kind, target_id from follows where user_id = ${userId})`;

interface MatchRow {
  id: string;
  tournament_id: string;
  scheduled_at: Date | string | null;
  status: Status;
  card_order: number;
  home_score: number;
  away_score: number;
  home_name: string | null;
  away_name: string | null;
  title: string;
  title_ru: string | null;
  location_city: string;
  location_country: string;
  time_zone: string;
  event_date: Date | string;
  tournament_status: "upcoming" | "live" | "completed";
}

interface BoutRow {
  id: string;
  team_match_id: string;
  tournament_id: string;
  bout_order: number;
  status: Status;
  athlete_a_id: string;
  athlete_b_id: string;
  a_name: string;
  b_name: string;
  score_a: number;
  score_b: number;
  winner_id: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

/** Unfinished team matches (from a day ago on) of followed teams, tournaments and athletes (their bouts or their team's). */
async function upcomingMatches(db: Database, userId: string, now: Date) {
  return selectRows<MatchRow>(
    db,
    sql`with ${followsOf(userId)}
      select tm.id, tm.tournament_id, tm.scheduled_at, tm.status, tm.card_order, tm.home_score, tm.away_score,
        ht.name as home_name, awt.name as away_name, t.title, t.title_ru, t.location_city, t.location_country,
        t.time_zone, t.event_date, t.status as tournament_status
      from team_matches tm
      join tournaments t on t.id = tm.tournament_id
      left join teams ht on ht.id = tm.home_team_id
      left join teams awt on awt.id = tm.away_team_id
      where tm.status <> 'completed'
        and coalesce(tm.scheduled_at, t.event_date) >= ${new Date(now.getTime() - 24 * 60 * 60 * 1000)}
        and (exists (select 1 from f where f.kind = 'team' and f.target_id in (tm.home_team_id, tm.away_team_id))
          or exists (select 1 from f where f.kind = 'tournament' and f.target_id = tm.tournament_id)
          or exists (select 1 from bouts b join f on f.kind = 'athlete' and f.target_id in (b.athlete_a_id, b.athlete_b_id)
                     where b.team_match_id = tm.id)
          or exists (select 1 from athletes a join f on f.kind = 'athlete' and f.target_id = a.id
                     where a.team_id in (tm.home_team_id, tm.away_team_id)))
      order by coalesce(tm.scheduled_at, t.event_date), tm.card_order
      limit ${UPCOMING_LIMIT}`,
  );
}

/** Every bout of these tournaments in card order, with when its scoring began and ended (for the ETA's average). */
async function cardBouts(db: Database, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return [];
  return selectRows<BoutRow>(
    db,
    sql`select b.id, b.team_match_id, tm.tournament_id, b.bout_order, b.status, b.athlete_a_id, b.athlete_b_id,
        aa.full_name as a_name, ab.full_name as b_name, b.score_a, b.score_b, b.winner_id,
        (select min(e.created_at) from bout_events e where e.bout_id = b.id) as started_at,
        (select max(e.created_at) from bout_events e where e.bout_id = b.id) as finished_at
      from bouts b
      join team_matches tm on tm.id = b.team_match_id
      join athletes aa on aa.id = b.athlete_a_id
      join athletes ab on ab.id = b.athlete_b_id
      where tm.tournament_id in (${sql.join(
        tournamentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by tm.tournament_id, tm.card_order, b.bout_order`,
  );
}

interface ResultRow {
  kind: "bout" | "team_match";
  id: string;
  finished_at: Date | string;
  title: string;
  title_ru: string | null;
  tournament_id: string;
  a_name: string | null;
  b_name: string | null;
  score_a: number;
  score_b: number;
  /** 'a', 'b' or null (a draw, or no winner recorded). */
  winner: "a" | "b" | null;
}

/** Bouts and team matches of anything followed finished since `since`, newest first. */
async function resultsSince(db: Database, userId: string, since: Date) {
  return selectRows<ResultRow>(
    db,
    sql`with ${followsOf(userId)}
      select * from (
        select 'bout' as kind, b.id, b.updated_at as finished_at, t.title, t.title_ru, t.id as tournament_id,
          aa.full_name as a_name, ab.full_name as b_name, b.score_a, b.score_b,
          case when b.winner_id = b.athlete_a_id then 'a' when b.winner_id = b.athlete_b_id then 'b' end as winner
        from bouts b
        join team_matches tm on tm.id = b.team_match_id
        join tournaments t on t.id = tm.tournament_id
        join athletes aa on aa.id = b.athlete_a_id
        join athletes ab on ab.id = b.athlete_b_id
        where b.status = 'completed' and b.updated_at > ${since}
          and (exists (select 1 from f where f.kind = 'athlete' and f.target_id in (b.athlete_a_id, b.athlete_b_id))
            or exists (select 1 from f where f.kind = 'team' and f.target_id in (b.team_a_id, b.team_b_id))
            or exists (select 1 from f where f.kind = 'tournament' and f.target_id = tm.tournament_id))
        union all
        select 'team_match' as kind, tm.id, tm.updated_at as finished_at, t.title, t.title_ru, t.id as tournament_id,
          ht.name as a_name, awt.name as b_name, tm.home_score as score_a, tm.away_score as score_b,
          case when tm.home_score > tm.away_score then 'a' when tm.away_score > tm.home_score then 'b' end as winner
        from team_matches tm
        join tournaments t on t.id = tm.tournament_id
        left join teams ht on ht.id = tm.home_team_id
        left join teams awt on awt.id = tm.away_team_id
        where tm.status = 'completed' and tm.updated_at > ${since}
          and (exists (select 1 from f where f.kind = 'team' and f.target_id in (tm.home_team_id, tm.away_team_id))
            or exists (select 1 from f where f.kind = 'tournament' and f.target_id = tm.tournament_id))
      ) results
      order by finished_at desc, kind, id
      limit ${RESULTS_LIMIT}`,
  );
}

export async function loadMyLeague(db: Database, userId: string, now = new Date(), lang: Lang = "en") {
  const since = await recordVisit(db, userId, now, lang);
  const [settings] = await db
    .select({
      spoiler_free: fanProfiles.spoiler_free,
      mail_enabled: fanProfiles.mail_enabled,
      mail_mode: fanProfiles.mail_mode,
    })
    .from(fanProfiles)
    .where(eq(fanProfiles.user_id, userId));
  const [follows, matches, results] = await Promise.all([
    listFollows(db, userId),
    upcomingMatches(db, userId, now),
    resultsSince(db, userId, since),
  ]);
  const bouts = await cardBouts(db, [...new Set(matches.map((match) => match.tournament_id))]);
  // On fight night (the tournament is live) each unfinished bout gets an ETA from the night's own pace.
  const etas = new Map<string, Date>();
  for (const tournamentId of new Set(
    matches.filter((m) => m.tournament_status === "live").map((m) => m.tournament_id),
  )) {
    const card = bouts.filter((bout) => bout.tournament_id === tournamentId);
    const finished = card.flatMap((bout) =>
      bout.status === "completed" && bout.started_at && bout.finished_at
        ? [{ startedAt: new Date(bout.started_at), finishedAt: new Date(bout.finished_at) }]
        : [],
    );
    for (const [id, eta] of boutEtas(card, now, averageBoutSeconds(finished))) etas.set(id, eta);
  }
  return {
    since: since.toISOString(),
    settings: settings ?? { spoiler_free: false, mail_enabled: true, mail_mode: "immediate" as const },
    follows,
    upcoming: matches.map((match) => ({
      id: match.id,
      status: match.status,
      home: match.home_name,
      away: match.away_name,
      home_score: match.home_score,
      away_score: match.away_score,
      starts_at: iso(match.scheduled_at ?? match.event_date)!,
      tournament: {
        id: match.tournament_id,
        title: match.title,
        title_ru: match.title_ru,
        city: match.location_city,
        country: match.location_country,
        time_zone: match.time_zone,
        live: match.tournament_status === "live",
      },
      bouts: bouts
        .filter((bout) => bout.team_match_id === match.id)
        .map((bout) => ({
          id: bout.id,
          order: bout.bout_order,
          status: bout.status,
          a: { id: bout.athlete_a_id, name: bout.a_name, score: bout.score_a },
          b: { id: bout.athlete_b_id, name: bout.b_name, score: bout.score_b },
          winner: bout.winner_id === bout.athlete_a_id ? "a" : bout.winner_id === bout.athlete_b_id ? "b" : null,
          eta: iso(etas.get(bout.id) ?? null),
        })),
    })),
    results: results.map((result) => ({
      kind: result.kind,
      id: result.id,
      finished_at: iso(result.finished_at)!,
      tournament: { id: result.tournament_id, title: result.title, title_ru: result.title_ru },
      a: result.a_name,
      b: result.b_name,
      score_a: Number(result.score_a),
      score_b: Number(result.score_b),
      winner: result.winner,
    })),
  };
}

/**
 * The fan's notification settings (/me): spoiler-free texts, whether notifications come by mail, at once or as a daily
 * digest, and the time zone the digest's hour is in (kept when the form sends none).
 */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  input: { spoiler_free: boolean; mail_enabled: boolean; mail_mode?: MailMode; time_zone?: string | undefined },
) {
  const { time_zone, ...rest } = input;
  const values = { ...rest, ...(time_zone ? { time_zone } : {}) };
  await db
    .insert(fanProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: fanProfiles.user_id, set: values });
}
