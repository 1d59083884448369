// Results as data: a tournament's team matches, their bouts, and every athlete's rating after each rated bout.
// Records, statistics, standings and ratings are derived from these rows (server/league/results*).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BOUT_METHODS,
  CURRENT_RULES_VERSION,
  MATCH_STATUSES,
  TEAM_MATCH_STAGES,
} from "../../../app/lib/results/constants.ts";
import { DECIDED_BY } from "../../../app/lib/season/tie-break.ts";
import type { SlotSource } from "../../../app/lib/season/sources.ts";
import { DEFAULT_LINEUP_DEADLINE_MINUTES } from "../../../app/lib/league-constants.ts";
import { athletes, teams, tournaments, weightClass } from "./league.ts";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const teamMatchStage = pgEnum("team_match_stage", TEAM_MATCH_STAGES);
export const matchStatus = pgEnum("match_status", MATCH_STATUSES);
export const boutMethod = pgEnum("bout_method", BOUT_METHODS);

/** Two teams meeting within a tournament: best of three bouts. The winner follows from the bouts; it is never stored. */
export const teamMatches = pgTable(
  "team_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Restrict: a tournament with results is removed through the results writes, which replay the ratings.
    tournament_id: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "restrict" }),
    /** Null while the side is still a source (a knockout slot waiting for a result): see `home_source`. */
    home_team_id: uuid("home_team_id").references(() => teams.id, { onDelete: "restrict" }),
    away_team_id: uuid("away_team_id").references(() => teams.id, { onDelete: "restrict" }),
    /**
     * Where a side comes from when it is not typed: `{ from_team_match_id, outcome }` or `{ group, place }`
     * (app/lib/season/sources.ts). The side's team id is then derived from results in the write's transaction
     * (server/league/season/advance.server.ts), never typed. Null: the team id is the admin's.
     */
    home_source: jsonb("home_source").$type<SlotSource>(),
    away_source: jsonb("away_source").$type<SlotSource>(),
    /** Round-robin group ("A", "B", …) of a group-stage team match; null otherwise. */
    group_label: text("group_label"),
    /** How the winner was decided (`bouts` or a tie-break step); null while undecided. Kept by the season writes. */
    decided_by: text("decided_by", { enum: DECIDED_BY }),
    /**
     * The team that won it, by bouts or on the tie-break ladder; null while undecided. Kept with `decided_by` and the
     * status by advancement in the result's transaction (advance.server.ts); the season totals count it (migration 0015).
     */
    winner_team_id: uuid("winner_team_id").references(() => teams.id, { onDelete: "restrict" }),
    stage: teamMatchStage("stage").notNull(),
    /** Round-robin round number; null for knockout stages. */
    stage_round: smallint("stage_round"),
    /** Position on the tournament's card, 1 first. */
    card_order: smallint("card_order").notNull(),
    scheduled_at: timestamp("scheduled_at", { withTimezone: true }),
    status: matchStatus("status").notNull().default("scheduled"),
    rules_version: text("rules_version").notNull().default(CURRENT_RULES_VERSION),
    /**
     * Bouts won (and won by submission) by each side among the completed, non-exhibition bouts: kept by a trigger on
     * bouts (migration 0010), whoever writes them, so standings read one row per team match instead of its bouts.
     */
    /** Lineups close this many minutes before `scheduled_at` (server/league/season/lineups.server.ts). */
    lineup_deadline_minutes: smallint("lineup_deadline_minutes").notNull().default(DEFAULT_LINEUP_DEADLINE_MINUTES),
    /** When the two lineups were revealed and the bouts made from them (an admin's reveal, or the first read after the deadline). */
    lineups_revealed_at: timestamp("lineups_revealed_at", { withTimezone: true }),
    home_score: smallint("home_score").notNull().default(0),
    away_score: smallint("away_score").notNull().default(0),
    home_submissions: smallint("home_submissions").notNull().default(0),
    away_submissions: smallint("away_submissions").notNull().default(0),
    /**
     * Bumped by a trigger (migration 0014) whenever the time, a team or the card position changes: the per-team
     * calendar's SEQUENCE (server/league/season/team-calendar.server.ts). Never written by the app.
     */
    revision: integer("revision").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("team_matches_tournament_idx").on(t.tournament_id, t.card_order),
    index("team_matches_home_team_idx").on(t.home_team_id),
    index("team_matches_away_team_idx").on(t.away_team_id),
    index("team_matches_status_idx").on(t.status).where(sql`${t.status} <> 'completed'`),
    check("team_matches_two_teams", sql`${t.home_team_id} <> ${t.away_team_id}`),
    check("team_matches_card_order", sql`${t.card_order} >= 1`),
    // A slot points at earlier team matches: "which slots follow this result" is an indexed read.
    index("team_matches_home_source_idx").on(sql`(${t.home_source}->>'from_team_match_id')`),
    index("team_matches_away_source_idx").on(sql`(${t.away_source}->>'from_team_match_id')`),
  ],
);

/**
 * One athlete of each team on the mat. The teams are kept on the bout, so a later transfer does not rewrite history.
 * Side `a` is the home team's athlete, side `b` the away team's.
 */
export const bouts = pgTable(
  "bouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    team_match_id: uuid("team_match_id")
      .notNull()
      .references(() => teamMatches.id, { onDelete: "cascade" }),
    /** 1–3 within the team match; exhibitions after the decision continue the count. */
    bout_order: smallint("bout_order").notNull(),
    exhibition: boolean("exhibition").notNull().default(false),
    weight_class: weightClass("weight_class").notNull(),
    athlete_a_id: uuid("athlete_a_id")
      .notNull()
      .references(() => athletes.id, { onDelete: "restrict" }),
    athlete_b_id: uuid("athlete_b_id")
      .notNull()
      .references(() => athletes.id, { onDelete: "restrict" }),
    team_a_id: uuid("team_a_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    team_b_id: uuid("team_b_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    status: matchStatus("status").notNull().default("scheduled"),
    winner_id: uuid("winner_id"),
    method: boutMethod("method"),
    technique: text("technique"),
    round: smallint("round"),
    /** Seconds into the round when it ended, 0–300. */
    time_seconds: smallint("time_seconds"),
    score_a: smallint("score_a").notNull().default(0),
    score_b: smallint("score_b").notNull().default(0),
    takedowns_landed_a: smallint("takedowns_landed_a").notNull().default(0),
    takedowns_attempted_a: smallint("takedowns_attempted_a").notNull().default(0),
    takedowns_landed_b: smallint("takedowns_landed_b").notNull().default(0),
    takedowns_attempted_b: smallint("takedowns_attempted_b").notNull().default(0),
    control_seconds_a: integer("control_seconds_a").notNull().default(0),
    control_seconds_b: integer("control_seconds_b").notNull().default(0),
    /** Seconds from the start of the bout to the athlete's first score; null when they did not score. */
    first_score_seconds_a: integer("first_score_seconds_a"),
    first_score_seconds_b: integer("first_score_seconds_b"),
    /** The rating order: the tournament's date, kept in step by the writes (then card order, then bout order). */
    fought_at: timestamp("fought_at", { withTimezone: true }).notNull(),
    /** Live clock (scoring console): current round, whether running, when it last started, time banked before that. */
    clock_round: smallint("clock_round").notNull().default(1),
    clock_running: boolean("clock_running").notNull().default(false),
    clock_started_at: timestamp("clock_started_at", { withTimezone: true, precision: 3 }),
    clock_elapsed_ms: integer("clock_elapsed_ms").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique("bouts_team_match_order_key").on(t.team_match_id, t.bout_order),
    index("bouts_athlete_a_idx").on(t.athlete_a_id, t.fought_at),
    index("bouts_athlete_b_idx").on(t.athlete_b_id, t.fought_at),
    index("bouts_fought_at_idx").on(t.fought_at, t.team_match_id, t.bout_order),
    // The bouts on the mat now (a handful): "is a bout of this event live" on /events, the home page and /live read
    // it instead of scanning every bout (84 ms at 1M bouts for each list of events).
    index("bouts_live_idx").on(t.team_match_id).where(sql`${t.status} = 'live'`),
    check("bouts_two_athletes", sql`${t.athlete_a_id} <> ${t.athlete_b_id}`),
    check(
      "bouts_winner_is_a_side",
      sql`${t.winner_id} is null or ${t.winner_id} in (${t.athlete_a_id}, ${t.athlete_b_id})`,
    ),
    check("bouts_order", sql`${t.bout_order} >= 1`),
    check("bouts_round", sql`${t.round} is null or ${t.round} between 1 and 3`),
    check("bouts_time", sql`${t.time_seconds} is null or ${t.time_seconds} between 0 and 300`),
    check(
      "bouts_takedowns",
      sql`${t.takedowns_landed_a} between 0 and ${t.takedowns_attempted_a} and ${t.takedowns_landed_b} between 0 and ${t.takedowns_attempted_b}`,
    ),
    check("bouts_control", sql`${t.control_seconds_a} >= 0 and ${t.control_seconds_b} >= 0`),
  ],
);

/** Each athlete's rating before and after every rated bout, in rating order; rebuilt from the edited bout onward. */
export const ratingHistory = pgTable(
  "rating_history",
  {
    bout_id: uuid("bout_id")
      .notNull()
      .references(() => bouts.id, { onDelete: "cascade" }),
    athlete_id: uuid("athlete_id")
      .notNull()
      .references(() => athletes.id, { onDelete: "cascade" }),
    fought_at: timestamp("fought_at", { withTimezone: true }).notNull(),
    /** Rated league bouts of this athlete before this one (decides K). */
    bouts_before: integer("bouts_before").notNull(),
    rating_before: doublePrecision("rating_before").notNull(),
    rating_after: doublePrecision("rating_after").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bout_id, t.athlete_id] }),
    index("rating_history_athlete_idx").on(t.athlete_id, t.fought_at),
    // A replay drops the history from a date onward.
    index("rating_history_fought_at_idx").on(t.fought_at),
  ],
);

/**
 * The live scoring log of a bout: every console action (score, penalty, control segment, clock, finish) in order.
 * The global identity `id` is the Server-Sent Events id, so a reconnecting viewer resumes after the last one it saw.
 */
export const boutEvents = pgTable(
  "bout_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    bout_id: uuid("bout_id")
      .notNull()
      .references(() => bouts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    athlete_id: uuid("athlete_id"),
    round: smallint("round").notNull(),
    /** Seconds into the round, from the server's clock. */
    clock_seconds: smallint("clock_seconds").notNull(),
    /** Points the rules gave this action (0 when it scores nothing, negative for penalties). */
    points: smallint("points").notNull().default(0),
    details: jsonb("details"),
    idempotency_key: text("idempotency_key").notNull(),
    /** An event that corrects an earlier one names it. */
    corrects_event_id: bigint("corrects_event_id", { mode: "number" }),
    created_by: text("created_by"),
    created_at: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    undone_at: timestamp("undone_at", { withTimezone: true, precision: 3 }),
    undone_by: text("undone_by"),
  },
  (t) => [
    unique("bout_events_idempotency_key").on(t.bout_id, t.idempotency_key),
    index("bout_events_bout_idx").on(t.bout_id, t.id),
  ],
);
