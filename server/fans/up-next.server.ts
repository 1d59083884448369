// `up_next` notifications (docs/fans.md#up-next-and-reminders): a followed athlete's bout becomes the next on the mat
// (the event's one "up next" bout, as /live derives it), and a reminder a chosen number of minutes before a followed
// team match starts (a scheduled job). Both go through the outbox, so each is sent once per channel.
import { asc, eq, sql } from "drizzle-orm";
import { eventState, oneUpNextPerMat } from "../../app/lib/event-state.ts";
import type { Database } from "../db/client.server.ts";
import { bouts, teamMatches, tournaments } from "../db/schema.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { defineJob } from "../jobs/job-queue.server.ts";
import { teamMatchProgress } from "../league/results/team-match-score.ts";
import { deliverMailJob, enabledChannel, KEY_COLUMNS, queueFact, writeOutbox } from "./outbox.server.ts";
import { queuePushDelivery } from "./push-delivery.server.ts";

/** The bout "up next" on the event's mat, or null (app/lib/event-state.ts oneUpNextPerMat, as /live shows it). */
export async function upNextBout(tx: Executor & Database, tournamentId: string): Promise<string | null> {
  const matches = await tx
    .select({ id: teamMatches.id })
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, tournamentId))
    .orderBy(asc(teamMatches.scheduled_at), asc(teamMatches.card_order));
  if (matches.length === 0) return null;
  const rows = await tx
    .select({
      id: bouts.id,
      team_match_id: bouts.team_match_id,
      status: bouts.status,
      exhibition: bouts.exhibition,
      winner_id: bouts.winner_id,
      athlete_a_id: bouts.athlete_a_id,
      bout_order: bouts.bout_order,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .where(eq(teamMatches.tournament_id, tournamentId));
  const staged = matches.map((match) => {
    const matchBouts = rows.filter((bout) => bout.team_match_id === match.id);
    const { stages } = teamMatchProgress(matchBouts);
    return { id: match.id, bouts: matchBouts.map((bout, index) => ({ id: bout.id, stage: stages[index]! })) };
  });
  const settled = oneUpNextPerMat(staged);
  return settled.flatMap((match) => match.bouts).find((bout) => bout.stage === "up_next")?.id ?? null;
}

/**
 * After a bout goes on the mat or finishes (the only moments "up next" moves): the bout now up next on a live event's
 * mat notifies its athletes', teams' and event's followers — once per bout (revision `next`), however often the card
 * moves around it. Not for an event that is not live (a result typed in days later tells no one to get ready).
 */
export async function queueUpNextNotifications(tx: Database, teamMatchId: string) {
  const [event] = await tx
    .select({
      id: tournaments.id,
      status: tournaments.status,
      on_the_mat: sql<boolean>`exists (select 1 from bouts b join team_matches m on m.id = b.team_match_id
        where m.tournament_id = ${tournaments.id} and b.status = 'live')`,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(eq(teamMatches.id, teamMatchId));
  if (!event || !eventState(event).live) return;
  const bout = await upNextBout(tx, event.id);
  if (bout) await queueFact(tx, { kind: "up_next", object_type: "bout", object_id: bout, revision: "next" });
}

/** The bout-write hook: only a change of status moves "up next". */
export async function queueUpNextAfterBoutWrite(
  tx: Database,
  before: { status: string; team_match_id: string } | null,
  after: { status: string; team_match_id: string } | null,
) {
  if (before?.status === after?.status) return;
  await queueUpNextNotifications(tx, (after ?? before)!.team_match_id);
}

/** The longest reminder lead a follow may choose (minutes): a day. */
export const MAX_REMIND_MINUTES = 1440;
/** The reminder job looks again at least this often (a new follow or a moved start is picked up within it). */
const REMINDER_POLL_MS = 5 * 60_000;

/**
 * The followers of each scheduled team match starting within the longest lead, whose own lead (`remind_minutes`) has
 * come: athletes (on the card, or on either roster before it is set), teams and the event, wanting `up_next`.
 */
const remindable = sql`select distinct f.user_id, tm.id as team_match_id,
      'remind-' || extract(epoch from tm.scheduled_at)::bigint as revision,
      tm.scheduled_at - make_interval(mins => f.remind_minutes) as due_at
    from team_matches tm
    join follows f on f.notify ? 'up_next' and (
      (f.kind = 'team' and f.target_id in (tm.home_team_id, tm.away_team_id))
      or (f.kind = 'tournament' and f.target_id = tm.tournament_id)
      or (f.kind = 'athlete' and (
        f.target_id in (select a.id from athletes a where a.team_id in (tm.home_team_id, tm.away_team_id))
        or f.target_id in (select b.athlete_a_id from bouts b where b.team_match_id = tm.id
          union all select b.athlete_b_id from bouts b where b.team_match_id = tm.id))))
    where tm.status = 'scheduled' and tm.scheduled_at > now()
      and tm.scheduled_at <= now() + make_interval(mins => ${MAX_REMIND_MINUTES})`;

/** Writes the reminders now due (one per user, team match and start time); answers how many rows were written. */
export async function queueDueReminders(db: Database): Promise<number> {
  const written = await writeOutbox(db, (tx) =>
    selectRows<{ n: number }>(
      tx,
      sql`with due as (select distinct user_id, team_match_id, revision from (${remindable}) r where due_at <= now()),
      written as (
        insert into notifications (user_id, channel, kind, object_type, object_id, revision)
        select c.user_id, ch.channel, 'up_next', 'team_match', c.team_match_id, c.revision
        from due c
        cross join (values ('mail'), ('push')) ch(channel)
        left join fan_profiles p on p.user_id = c.user_id
        where ${enabledChannel("up_next")}
        on conflict ${KEY_COLUMNS} do nothing
        returning 1
      )
      select count(*)::int as n from written`,
    ),
  );
  return Number(written[0]?.n ?? 0);
}

/** Runs every few minutes, and exactly when the next reminder comes due. */
export const remindersJob = defineJob<Record<string, never>>({
  kind: "fans.reminders",
  maxAttempts: 1000,
  async run(db) {
    if ((await queueDueReminders(db)) > 0) {
      await deliverMailJob.enqueue(db, "mail", {});
      await queuePushDelivery(db);
    }
    const [next] = await selectRows<{ at: Date | string | null }>(
      db,
      sql`select min(due_at) as at from (${remindable}) r where due_at > now()`,
    );
    const poll = Date.now() + REMINDER_POLL_MS;
    const at = next?.at ? Math.min(new Date(next.at).getTime() + 500, poll) : poll;
    await remindersJob.enqueue(db, "reminders", {}, { runAt: new Date(at) });
  },
});

/** Starts the reminders' schedule (each instance's start; coalesced into the one queued job). */
export const startReminders = (db: Database) => remindersJob.enqueue(db, "reminders", {});
