// Keeps the athletes' record columns equal to prior record + league bouts, for the athletes a write touched only.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { deriveRecord, type BoutFromSide, type PriorRecord } from "../../../app/lib/results/athlete-record.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, teamMatches } from "../../db/schema.ts";
import { changedRows } from "../../db/raw-sql.server.ts";

const PRIOR_COLUMNS = {
  id: athletes.id,
  prior_wins: athletes.prior_wins,
  prior_losses: athletes.prior_losses,
  prior_total_matches: athletes.prior_total_matches,
  prior_submissions_for: athletes.prior_submissions_for,
  prior_submissions_against: athletes.prior_submissions_against,
  prior_takedowns_scored: athletes.prior_takedowns_scored,
  prior_takedown_defense_percent: athletes.prior_takedown_defense_percent,
  prior_control_time_total: athletes.prior_control_time_total,
  prior_win_streak: athletes.prior_win_streak,
  prior_avg_time_to_score: athletes.prior_avg_time_to_score,
};

type CompletedBout = typeof bouts.$inferSelect;

/** The bout as one side lived it. */
export function boutFromSide(bout: CompletedBout, athleteId: string): BoutFromSide {
  const a = bout.athlete_a_id === athleteId;
  const method = bout.method!;
  const outcome = bout.winner_id
    ? bout.winner_id === athleteId
      ? "win"
      : "loss"
    : method === "draw"
      ? "draw"
      : "none";
  return {
    outcome,
    method,
    takedowns_landed: a ? bout.takedowns_landed_a : bout.takedowns_landed_b,
    opponent_takedowns_attempted: a ? bout.takedowns_attempted_b : bout.takedowns_attempted_a,
    opponent_takedowns_landed: a ? bout.takedowns_landed_b : bout.takedowns_landed_a,
    control_seconds: a ? bout.control_seconds_a : bout.control_seconds_b,
    first_score_seconds: a ? bout.first_score_seconds_a : bout.first_score_seconds_b,
  };
}

/** Completed bouts of these athletes in rating order (date, card, bout). */
export function completedBoutsOf(tx: Database, athleteIds: string[]) {
  return tx
    .select({ bout: bouts })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .where(
      and(
        eq(bouts.status, "completed"),
        or(inArray(bouts.athlete_a_id, athleteIds), inArray(bouts.athlete_b_id, athleteIds)),
      ),
    )
    .orderBy(asc(bouts.fought_at), asc(teamMatches.card_order), asc(bouts.bout_order), asc(bouts.id));
}

/** Recomputes the record columns (not the rating: see ratings.server.ts) of these athletes from scratch. */
export async function refreshAthleteTotals(tx: Database, athleteIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(athleteIds)];
  if (ids.length === 0) return;
  const [priors, rows] = await Promise.all([
    tx.select(PRIOR_COLUMNS).from(athletes).where(inArray(athletes.id, ids)),
    completedBoutsOf(tx, ids),
  ]);
  for (const prior of priors) {
    const sides = rows
      .filter(({ bout }) => bout.athlete_a_id === prior.id || bout.athlete_b_id === prior.id)
      .map(({ bout }) => boutFromSide(bout, prior.id));
    const record = deriveRecord(prior satisfies PriorRecord & { id: string }, sides);
    await tx.update(athletes).set(record).where(eq(athletes.id, prior.id));
  }
}

/**
 * Every athlete at once (a full replay, `npm run seed`), in one statement: deriveRecord (app/lib/results/athlete-record.ts)
 * written as SQL over both sides of every completed bout, so a million bouts never travel to the server. The win
 * streak counts the wins after the athlete's latest loss or draw (a window over the bouts newest first); rounding is
 * JavaScript's Math.round (half up). Only rows that change are written. results-writes.test.ts checks it against
 * the per-athlete path above.
 */
export async function refreshAllAthleteTotals(tx: Database): Promise<number> {
  return changedRows(
    tx,
    sql`
    with sides as (
      select b.athlete_a_id as id, b.fought_at, tm.card_order, b.bout_order, b.id as bout_id, b.method::text as method,
        case when b.winner_id is null then case when b.method = 'draw' then 'draw' else 'none' end when b.winner_id = b.athlete_a_id then 'win' else 'loss' end as outcome,
        b.takedowns_landed_a as landed, b.takedowns_attempted_b as opp_attempted, b.takedowns_landed_b as opp_landed, b.control_seconds_a as control, b.first_score_seconds_a as first_score
      from bouts b join team_matches tm on tm.id = b.team_match_id
      where b.status = 'completed' and coalesce(b.method::text, '') <> 'cancelled'
      union all
      select b.athlete_b_id, b.fought_at, tm.card_order, b.bout_order, b.id, b.method::text,
        case when b.winner_id is null then case when b.method = 'draw' then 'draw' else 'none' end when b.winner_id = b.athlete_b_id then 'win' else 'loss' end,
        b.takedowns_landed_b, b.takedowns_attempted_a, b.takedowns_landed_a, b.control_seconds_b, b.first_score_seconds_b
      from bouts b join team_matches tm on tm.id = b.team_match_id
      where b.status = 'completed' and coalesce(b.method::text, '') <> 'cancelled'
    ),
    marked as (
      select s.*, count(*) filter (where outcome in ('loss', 'draw')) over (partition by id order by fought_at desc, card_order desc, bout_order desc, bout_id desc rows unbounded preceding) as breaks_since
      from sides s
    ),
    league as (
      select id,
        count(*) filter (where outcome = 'win') as wins,
        count(*) filter (where outcome = 'loss') as losses,
        count(*) as fought,
        count(*) filter (where outcome = 'win' and method = 'submission') as subs_for,
        count(*) filter (where outcome = 'loss' and method = 'submission') as subs_against,
        sum(landed) as landed, sum(opp_attempted) as opp_attempted, sum(opp_landed) as opp_landed, sum(control) as control,
        count(first_score) as scored, sum(first_score) as first_total,
        count(*) filter (where outcome = 'win' and breaks_since = 0) as streak,
        count(*) filter (where outcome in ('loss', 'draw')) as breaks
      from marked group by id
    ),
    derived as (
      select a.id,
        a.prior_wins + coalesce(l.wins, 0)::int as wins,
        a.prior_losses + coalesce(l.losses, 0)::int as losses,
        a.prior_total_matches + coalesce(l.fought, 0)::int as total_matches,
        a.prior_submissions_for + coalesce(l.subs_for, 0)::int as submissions_for,
        a.prior_submissions_against + coalesce(l.subs_against, 0)::int as submissions_against,
        a.prior_takedowns_scored + coalesce(l.landed, 0)::int as takedowns_scored,
        case when coalesce(l.opp_attempted, 0) > 0 then (floor((((l.opp_attempted - l.opp_landed)::float8 / l.opp_attempted) * 100) * 10 + 0.5) / 10)::real else a.prior_takedown_defense_percent end as takedown_defense_percent,
        a.prior_control_time_total + coalesce(l.control, 0)::int as control_time_total,
        case when coalesce(l.breaks, 0) = 0 then coalesce(l.streak, 0)::int + a.prior_win_streak else l.streak::int end as win_streak,
        case when coalesce(l.scored, 0) > 0 then (floor((l.first_total::float8 / l.scored) * 10 + 0.5) / 10)::real else a.prior_avg_time_to_score end as avg_time_to_score
      from athletes a left join league l on l.id = a.id
    )
    update athletes set wins = d.wins, losses = d.losses, total_matches = d.total_matches, submissions_for = d.submissions_for,
      submissions_against = d.submissions_against, takedowns_scored = d.takedowns_scored, takedown_defense_percent = d.takedown_defense_percent,
      control_time_total = d.control_time_total, win_streak = d.win_streak, avg_time_to_score = d.avg_time_to_score
    from derived d
    where athletes.id = d.id
      and (athletes.wins, athletes.losses, athletes.total_matches, athletes.submissions_for, athletes.submissions_against, athletes.takedowns_scored,
           athletes.takedown_defense_percent, athletes.control_time_total, athletes.win_streak, athletes.avg_time_to_score)
        is distinct from (d.wins, d.losses, d.total_matches, d.submissions_for, d.submissions_against, d.takedowns_scored,
           d.takedown_defense_percent, d.control_time_total, d.win_streak, d.avg_time_to_score)`,
  );
}
