// `npm run verify` (scripts/verify.ts): the operator's integrity check. Every derived number is recomputed from the
// recorded facts (bouts, team matches, lineups, priors) with the same derivation the writes use, and compared with
// the stored copy: athlete records (deriveRecord), rating history and current ratings (Elo replayed in memory),
// team-match scores, `decided_by` and status (readDecisions), season standings (team_season_stats, through the
// migration's own `team_match_contributions`), bracket slots (resolveBracket), lineup reveals (lineupStates) and the
// calibration's sums per season and bin (calibration_sums against the migration's own `calibration_sums_recomputed`).
// `repairLeague` writes the corrections in one transaction with one audit entry.
import { type SQL, sql } from "drizzle-orm";
import { deriveRecord, type PriorRecord } from "../../app/lib/results/athlete-record.ts";
import { isRated, ratingsAfter, type RatedSide } from "../../app/lib/results/elo.ts";
import { changedSides, resolveBracket, type BracketMatch } from "../../app/lib/season/advancement.ts";
import type { Database } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { recordAudit, type Actor } from "./audit.server.ts";
import { boutFromSide } from "./results/athlete-totals.server.ts";
import { replayRatingsFrom } from "./results/ratings.server.ts";
import { readingsOf, storeInBoutReadings } from "./results/in-bout-calibration.server.ts";
import { rebuildCalibrationSums } from "./results/predictions.server.ts";
import { rosterRatings } from "./results/standings.server.ts";
import { readDecisions, toOutcome } from "./season/decisions.server.ts";
import { lineupStates, revealLineups } from "./season/lineups.server.ts";

/** Team matches per statement when the repair rebuilds the standings. */
const STANDINGS_CHUNK = 20_000;

export const DIFFERENCE_KINDS = [
  "athlete_record",
  "athlete_rating",
  "rating_history",
  "team_match_score",
  "team_match_decision",
  "standings",
  "bracket_slot",
  "lineup_reveal",
  "in_bout_readings",
  "calibration_sum",
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** One stored value that differs from its recomputation. */
export interface Difference {
  kind: DifferenceKind;
  /**
   * The row: an athlete, a team match, `bout_id/athlete_id` (rating history), `season/team_id` (standings),
   * `kind/season/bin` (calibration sums).
   */
  id: string;
  field: string;
  stored: unknown;
  expected: unknown;
}

const RECORD_FIELDS = [
  "wins",
  "losses",
  "total_matches",
  "submissions_for",
  "submissions_against",
  "takedowns_scored",
  "takedown_defense_percent",
  "control_time_total",
  "win_streak",
  "avg_time_to_score",
] as const;
const STANDINGS_FIELDS = [
  "team_matches",
  "match_wins",
  "match_losses",
  "bouts_won",
  "bouts_lost",
  "submissions",
] as const;
const SCORE_FIELDS = ["home_score", "away_score", "home_submissions", "away_submissions"] as const;

/** Adds to a list in a map of lists (in place: a league's bouts are many). */
function append<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const same = (a: unknown, b: unknown) =>
  typeof a === "number" && typeof b === "number" ? Math.abs(a - b) <= 1e-6 : a === b;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

interface BoutRow {
  id: string;
  team_match_id: string;
  status: string;
  exhibition: boolean;
  athlete_a_id: string;
  athlete_b_id: string;
  winner_id: string | null;
  method: string | null;
  fought_at: Date;
  takedowns_landed_a: number;
  takedowns_landed_b: number;
  takedowns_attempted_a: number;
  takedowns_attempted_b: number;
  control_seconds_a: number;
  control_seconds_b: number;
  first_score_seconds_a: number | null;
  first_score_seconds_b: number | null;
}

/** Every completed bout in the rating order (date, card order, bout order, id), as the writes replay them. */
const completedBouts = (db: Database) =>
  selectRows<BoutRow>(
    db,
    sql`select b.id, b.team_match_id, b.status, b.exhibition, b.athlete_a_id, b.athlete_b_id, b.winner_id, b.method::text as method,
          b.fought_at, b.takedowns_landed_a, b.takedowns_landed_b, b.takedowns_attempted_a, b.takedowns_attempted_b,
          b.control_seconds_a, b.control_seconds_b, b.first_score_seconds_a, b.first_score_seconds_b
        from bouts b join team_matches tm on tm.id = b.team_match_id
        where b.status = 'completed'
        order by b.fought_at, tm.card_order, b.bout_order, b.id`,
  );

/** Records and ratings of every athlete, and the rating history, against a replay in memory. */
async function athleteDifferences(db: Database, completed: readonly BoutRow[]): Promise<Difference[]> {
  const differences: Difference[] = [];
  type AthleteRow = PriorRecord &
    Record<(typeof RECORD_FIELDS)[number], number | null> & {
      id: string;
      prior_rating_elo: number;
      rating_elo: number;
    };
  const athletes = await selectRows<AthleteRow>(db, sql`select * from athletes order by id`);
  const sides = new Map<string, BoutRow[]>();
  for (const bout of completed) for (const id of [bout.athlete_a_id, bout.athlete_b_id]) append(sides, id, bout);
  for (const athlete of athletes) {
    const record = deriveRecord(
      athlete,
      (sides.get(athlete.id) ?? []).map((bout) => boutFromSide(bout as never, athlete.id)),
    );
    for (const field of RECORD_FIELDS) {
      const stored = num(athlete[field]);
      if (!same(stored, record[field]))
        differences.push({ kind: "athlete_record", id: athlete.id, field, stored, expected: record[field] });
    }
  }
  // Elo over the rated bouts in order, from each athlete's prior rating.
  const rating = new Map<string, RatedSide>();
  for (const athlete of athletes) rating.set(athlete.id, { rating: Number(athlete.prior_rating_elo), boutsBefore: 0 });
  const expectedHistory = new Map<string, { bouts_before: number; rating_before: number; rating_after: number }>();
  for (const bout of completed) {
    if (!isRated(bout.method as never)) continue;
    const a = rating.get(bout.athlete_a_id)!;
    const b = rating.get(bout.athlete_b_id)!;
    const scoreA = bout.winner_id === bout.athlete_a_id ? 1 : bout.winner_id === bout.athlete_b_id ? 0 : 0.5;
    const [nextA, nextB] = ratingsAfter(a, b, scoreA, bout.method as never);
    expectedHistory.set(`${bout.id}/${bout.athlete_a_id}`, {
      bouts_before: a.boutsBefore,
      rating_before: a.rating,
      rating_after: nextA,
    });
    expectedHistory.set(`${bout.id}/${bout.athlete_b_id}`, {
      bouts_before: b.boutsBefore,
      rating_before: b.rating,
      rating_after: nextB,
    });
    rating.set(bout.athlete_a_id, { rating: nextA, boutsBefore: a.boutsBefore + 1 });
    rating.set(bout.athlete_b_id, { rating: nextB, boutsBefore: b.boutsBefore + 1 });
  }
  for (const athlete of athletes) {
    const expected = Math.round(rating.get(athlete.id)!.rating);
    if (Number(athlete.rating_elo) !== expected)
      differences.push({
        kind: "athlete_rating",
        id: athlete.id,
        field: "rating_elo",
        stored: Number(athlete.rating_elo),
        expected,
      });
  }
  const history = await selectRows<{
    bout_id: string;
    athlete_id: string;
    bouts_before: number;
    rating_before: number;
    rating_after: number;
  }>(db, sql`select bout_id, athlete_id, bouts_before, rating_before, rating_after from rating_history`);
  const seen = new Set<string>();
  for (const row of history) {
    const key = `${row.bout_id}/${row.athlete_id}`;
    seen.add(key);
    const expected = expectedHistory.get(key);
    if (!expected) {
      differences.push({ kind: "rating_history", id: key, field: "row", stored: "present", expected: "absent" });
      continue;
    }
    for (const field of ["bouts_before", "rating_before", "rating_after"] as const)
      if (!same(Number(row[field]), expected[field]))
        differences.push({
          kind: "rating_history",
          id: key,
          field,
          stored: Number(row[field]),
          expected: expected[field],
        });
  }
  for (const key of expectedHistory.keys())
    if (!seen.has(key))
      differences.push({ kind: "rating_history", id: key, field: "row", stored: "absent", expected: "present" });
  return differences;
}

interface MatchRow {
  id: string;
  tournament_id: string;
  card_order: number;
  stage: string;
  status: string;
  group_label: string | null;
  home_source: BracketMatch["home_source"];
  away_source: BracketMatch["away_source"];
  home_team_id: string | null;
  away_team_id: string | null;
  decided_by: string | null;
  winner_team_id: string | null;
  home_score: number;
  away_score: number;
  home_submissions: number;
  away_submissions: number;
}

/** Team-match scores (as migration 0010's trigger counts them) from the completed bouts. */
function expectedScores(matches: readonly MatchRow[], completed: readonly BoutRow[]) {
  const scores = new Map(
    matches.map((match) => [match.id, { home_score: 0, away_score: 0, home_submissions: 0, away_submissions: 0 }]),
  );
  for (const bout of completed) {
    const score = scores.get(bout.team_match_id);
    if (!score || bout.exhibition || !bout.winner_id) continue;
    const submission = bout.method === "submission" ? 1 : 0;
    if (bout.winner_id === bout.athlete_a_id) {
      score.home_score++;
      score.home_submissions += submission;
    } else if (bout.winner_id === bout.athlete_b_id) {
      score.away_score++;
      score.away_submissions += submission;
    }
  }
  return scores;
}

async function teamMatchDifferences(db: Database, completed: readonly BoutRow[], now: Date) {
  const differences: Difference[] = [];
  const matches = await selectRows<MatchRow>(
    db,
    sql`select id, tournament_id, card_order, stage::text as stage, status::text as status, group_label, home_source, away_source,
          home_team_id, away_team_id, decided_by, winner_team_id, home_score, away_score, home_submissions, away_submissions
        from team_matches order by tournament_id, card_order, id`,
  );
  const scores = expectedScores(matches, completed);
  for (const match of matches) {
    const expected = scores.get(match.id)!;
    for (const field of SCORE_FIELDS)
      if (Number(match[field]) !== expected[field])
        differences.push({
          kind: "team_match_score",
          id: match.id,
          field,
          stored: Number(match[field]),
          expected: expected[field],
        });
  }
  // Winners and how they were decided (the tie-break ladder), and the status a decided team match has.
  const decisions = await readDecisions(
    db,
    matches.map((match) => match.id),
  );
  for (const match of matches) {
    const decision = decisions.get(match.id)!;
    if ((match.decided_by ?? null) !== decision.decided_by)
      differences.push({
        kind: "team_match_decision",
        id: match.id,
        field: "decided_by",
        stored: match.decided_by ?? null,
        expected: decision.decided_by,
      });
    const winner =
      decision.winner === "home" ? match.home_team_id : decision.winner === "away" ? match.away_team_id : null;
    if ((match.winner_team_id ?? null) !== winner)
      differences.push({
        kind: "team_match_decision",
        id: match.id,
        field: "winner_team_id",
        stored: match.winner_team_id ?? null,
        expected: winner,
      });
    if (decision.winner && match.status !== "completed")
      differences.push({
        kind: "team_match_decision",
        id: match.id,
        field: "status",
        stored: match.status,
        expected: "completed",
      });
  }
  // Bracket slots, per tournament, from the decisions (and roster ratings where groups seed).
  const byTournament = new Map<string, MatchRow[]>();
  for (const match of matches) append(byTournament, match.tournament_id, match);
  const expectedTeams = new Map<string, { home_team_id: string | null; away_team_id: string | null }>();
  for (const rows of byTournament.values()) {
    const outcomes = new Map(rows.map((row) => [row.id, toOutcome(decisions.get(row.id))]));
    const hasGroups = rows.some((row) => row.group_label !== null);
    const teamIds = hasGroups
      ? [...new Set(rows.flatMap((row) => [row.home_team_id, row.away_team_id]).filter((id) => id !== null))]
      : [];
    const ratings = hasGroups ? await rosterRatings(db, teamIds as string[]) : new Map<string, number>();
    for (const change of changedSides(rows, resolveBracket(rows, outcomes, ratings))) {
      const row = rows.find((match) => match.id === change.id)!;
      expectedTeams.set(row.id, { home_team_id: change.home_team_id, away_team_id: change.away_team_id });
      for (const side of ["home_team_id", "away_team_id"] as const)
        if (row[side] !== change[side])
          differences.push({
            kind: "bracket_slot",
            id: row.id,
            field: side,
            stored: row[side],
            expected: change[side],
          });
    }
  }
  // Lineups due to be revealed (both in, unflagged, the deadline passed) whose reveal has not happened.
  const unrevealed = await selectRows<{ id: string }>(
    db,
    sql`select distinct l.team_match_id as id from team_match_lineups l join team_matches tm on tm.id = l.team_match_id
        where tm.lineups_revealed_at is null`,
  );
  const states = await lineupStates(
    db,
    unrevealed.map((row) => row.id),
    now,
  );
  for (const state of states.values())
    if (state.revealed && !state.match.lineups_revealed_at)
      differences.push({
        kind: "lineup_reveal",
        id: state.match.id,
        field: "lineups_revealed_at",
        stored: null,
        expected: "revealed",
      });
  // Season standings: the migration's own contribution of each team match, with its recomputed teams and score.
  const recomputed = matches.map((match) => {
    const teams = {
      home_team_id: match.home_team_id,
      away_team_id: match.away_team_id,
      ...expectedTeams.get(match.id),
    };
    const winner = decisions.get(match.id)!.winner;
    return {
      tournament_id: match.tournament_id,
      ...teams,
      winner_team_id: winner === "home" ? teams.home_team_id : winner === "away" ? teams.away_team_id : null,
      ...scores.get(match.id)!,
    };
  });
  const expectedStandings = await selectRows<
    Record<(typeof STANDINGS_FIELDS)[number], number> & { season: number; team_id: string }
  >(
    db,
    sql`select season, team_id, sum(team_matches)::int as team_matches, sum(match_wins)::int as match_wins,
          sum(match_losses)::int as match_losses, sum(bouts_won)::int as bouts_won, sum(bouts_lost)::int as bouts_lost,
          sum(submissions)::int as submissions
        from team_match_contributions(${JSON.stringify(recomputed)}::jsonb, 1)
        group by season, team_id having sum(team_matches) <> 0`,
  );
  const stored = await selectRows<
    Record<(typeof STANDINGS_FIELDS)[number], number> & { season: number; team_id: string }
  >(
    db,
    sql`select season, team_id, team_matches, match_wins, match_losses, bouts_won, bouts_lost, submissions from team_season_stats`,
  );
  const storedBy = new Map(stored.map((row) => [`${row.season}/${row.team_id}`, row]));
  for (const row of expectedStandings) {
    const key = `${row.season}/${row.team_id}`;
    const have = storedBy.get(key);
    storedBy.delete(key);
    for (const field of STANDINGS_FIELDS) {
      const value = have ? Number(have[field]) : null;
      if (value !== Number(row[field]))
        differences.push({ kind: "standings", id: key, field, stored: value, expected: Number(row[field]) });
    }
  }
  for (const [key, row] of storedBy)
    for (const field of STANDINGS_FIELDS)
      if (Number(row[field]) !== 0)
        differences.push({ kind: "standings", id: key, field, stored: Number(row[field]), expected: null });
  return differences;
}

const READING_FIELDS = ["readings", "sum_p", "sum_p2", "sum_ln_p", "sum_ln_q", "above", "even"] as const;

/**
 * Each bout's stored in-bout readings (per bin) against its log replayed now (readingsOf), summed by the same SQL
 * function the live console's store uses; compared exactly.
 */
async function readingDifferences(db: Database): Promise<Difference[]> {
  const expected = [...(await readingsOf(db, null))].map(([bout, chances]) => ({ bout, chances }));
  const rows = await selectRows<{ id: string; field: string; stored: string | null; expected: string | null }>(
    db,
    sql`with expected as (
          select e.bout as bout_id, s.* from jsonb_to_recordset(${JSON.stringify(expected)}::jsonb) as e(bout uuid, chances float8[])
          cross join lateral in_bout_reading_sums(e.chances) s
        )
        select concat_ws('/', coalesce(s.bout_id, r.bout_id), coalesce(s.bin, r.bin)) as id,
          f.field, f.stored::text as stored, f.expected::text as expected
        from in_bout_readings s full join expected r on r.bout_id = s.bout_id and r.bin = s.bin
        cross join lateral (values ${sql.join(
          READING_FIELDS.map(
            (field) => sql`(${field}, s.${sql.identifier(field)}::numeric, r.${sql.identifier(field)}::numeric)`,
          ),
          sql`, `,
        )}) as f(field, stored, expected)
        where coalesce(f.stored, 0) <> coalesce(f.expected, 0)`,
  );
  return rows.map((row) => ({
    kind: "in_bout_readings",
    id: row.id,
    field: row.field,
    stored: num(row.stored),
    expected: num(row.expected),
  }));
}

const CALIBRATION_FIELDS = [
  "n",
  "reconstructed",
  "sum_p",
  "sum_observed",
  "sum_squared",
  "sum_log_loss",
  "sum_baseline_squared",
  "sum_hits",
] as const;

/**
 * The calibration's stored sums against the same sums of the stored predictions now, compared exactly (they are
 * numeric: adding and taking away leaves no rounding behind). A stored row of zeros is an emptied bin, not a difference.
 */
async function calibrationDifferences(db: Database): Promise<Difference[]> {
  const rows = await selectRows<{ id: string; field: string; stored: string | null; expected: string | null }>(
    db,
    sql`select concat_ws('/', coalesce(s.kind, r.kind), coalesce(s.season, r.season), coalesce(s.bin, r.bin)) as id,
          f.field, f.stored::text as stored, f.expected::text as expected
        from calibration_sums s full join calibration_sums_recomputed r
          on r.kind = s.kind and r.season = s.season and r.bin = s.bin
        cross join lateral (values ${sql.join(
          CALIBRATION_FIELDS.map(
            (field) => sql`(${field}, s.${sql.identifier(field)}::numeric, r.${sql.identifier(field)}::numeric)`,
          ),
          sql`, `,
        )}) as f(field, stored, expected)
        where coalesce(f.stored, 0) <> coalesce(f.expected, 0)`,
  );
  return rows.map((row) => ({
    kind: "calibration_sum",
    id: row.id,
    field: row.field,
    stored: num(row.stored),
    expected: num(row.expected),
  }));
}

/**
 * Every stored derived value that differs from its recomputation from the recorded results, in a stable order
 * (kind, row, field). Read only. `now` decides which lineup reveals are due.
 */
export async function verifyLeague(db: Database, options: { now?: Date } = {}): Promise<Difference[]> {
  const completed = await completedBouts(db);
  // concat, not spread: a league far off its results can have more differences than a call has arguments.
  const differences = (await athleteDifferences(db, completed)).concat(
    await teamMatchDifferences(db, completed, options.now ?? new Date()),
    await readingDifferences(db),
    await calibrationDifferences(db),
  );
  const rank = (kind: DifferenceKind) => DIFFERENCE_KINDS.indexOf(kind);
  return differences.sort(
    (x, y) => rank(x.kind) - rank(y.kind) || x.id.localeCompare(y.id) || x.field.localeCompare(y.field),
  );
}

/** One line per difference, for the operator. */
export const formatDifference = (difference: Difference) =>
  `${difference.kind} ${difference.id} ${difference.field}: stored ${JSON.stringify(difference.stored)}, expected ${JSON.stringify(difference.expected)}`;

/**
 * Corrects every difference `verifyLeague` finds, in one transaction with one audit entry (action "update", entity
 * "league", the counts per kind and the differences). Answers the differences before and after (none, unless a
 * reveal could not be made).
 */
export async function repairLeague(db: Database, actor: Actor, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const before = await verifyLeague(db, { now });
  if (before.length === 0) return { before, after: before };
  await db.transaction(async (tx) => {
    const of = (kind: DifferenceKind) => before.filter((difference) => difference.kind === kind);
    const grouped = (kind: DifferenceKind) => {
      const rows = new Map<string, Record<string, unknown>>();
      for (const difference of of(kind))
        rows.set(difference.id, { ...rows.get(difference.id), [difference.field]: difference.expected });
      return rows;
    };
    for (const [id, fields] of grouped("athlete_record"))
      for (const [field, value] of Object.entries(fields))
        await tx.execute(sql`update athletes set ${sql.identifier(field)} = ${value} where id = ${id}`);
    // Ratings and their history: the full replay from the league's first day.
    if (of("athlete_rating").length + of("rating_history").length > 0) await replayRatingsFrom(tx, null);
    for (const [id, fields] of grouped("team_match_score"))
      for (const [field, value] of Object.entries(fields))
        await tx.execute(sql`update team_matches set ${sql.identifier(field)} = ${value} where id = ${id}`);
    for (const [id, fields] of grouped("team_match_decision"))
      for (const [field, value] of Object.entries(fields))
        await tx.execute(sql`update team_matches set ${sql.identifier(field)} = ${value} where id = ${id}`);
    for (const [id, fields] of grouped("bracket_slot"))
      for (const [field, value] of Object.entries(fields))
        await tx.execute(sql`update team_matches set ${sql.identifier(field)} = ${value} where id = ${id}`);
    // Standings last (the updates above moved them through the triggers): rebuilt from the team matches as stored now.
    await tx.execute(sql`delete from team_season_stats`);
    // In chunks of team matches by id: all of them as one jsonb passes PostgreSQL's 256 MB limit (425k at 1M bouts).
    let after: string | null = null;
    do {
      const from: SQL = after === null ? sql`true` : sql`id > ${after}::uuid`;
      const [edge] = await selectRows<{ id: string }>(
        tx,
        sql`select id from team_matches where ${from} order by id offset ${STANDINGS_CHUNK - 1} limit 1`,
      );
      const to = edge ? sql`id <= ${edge.id}::uuid` : sql`true`;
      await tx.execute(
        sql`select apply_team_season_deltas((select coalesce(jsonb_agg(to_jsonb(tm)), '[]') from team_matches tm where ${from} and ${to}), '[]')`,
      );
      after = edge?.id ?? null;
    } while (after !== null);
    for (const difference of of("lineup_reveal")) await revealLineups(tx, difference.id, { force: false, actor, now });
    // A bout's readings stored again from its log (which moves the calibration's sums with them).
    for (const bout of new Set(of("in_bout_readings").map((difference) => difference.id.split("/")[0]!)))
      await storeInBoutReadings(tx, bout);
    // The calibration's sums last: rebuilt from the predictions and results as this transaction leaves them.
    if (of("calibration_sum").length > 0) await rebuildCalibrationSums(tx);
    const counts = Object.fromEntries(
      DIFFERENCE_KINDS.map((kind) => [kind, of(kind).length]).filter(([, count]) => count !== 0),
    );
    await recordAudit(tx, actor, {
      action: "update",
      entity: "league" as never,
      entityId: null,
      summary: `verify --repair: ${before.length} difference${before.length === 1 ? "" : "s"} corrected`,
      changes: { counts, differences: before.slice(0, 500) },
    });
  });
  return { before, after: await verifyLeague(db, { now }) };
}
