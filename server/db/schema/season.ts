// A tournament's format as the fixtures were generated from it (server/league/season/*): kept so the admin sees
// how the card was made and the bracket knows its shape. The team matches themselves carry their slot sources.
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredFixtureConfig } from "../../../app/lib/season/fixture-config.ts";
import { athletes, teams, tournaments } from "./league.ts";
import { teamMatches } from "./results.ts";

export const tournamentFormats = pgTable("tournament_formats", {
  tournament_id: uuid("tournament_id")
    .primaryKey()
    .references(() => tournaments.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<StoredFixtureConfig>().notNull(),
  generated_at: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A team's lineup for a team match: its athletes for bouts 1–3, in order. Blind: no read shows it to anyone but its
 * own team and admins until the team match's `lineups_revealed_at` (or both are in and the deadline has passed).
 */
export const teamMatchLineups = pgTable(
  "team_match_lineups",
  {
    team_match_id: uuid("team_match_id")
      .notNull()
      .references(() => teamMatches.id, { onDelete: "cascade" }),
    team_id: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    athlete_ids: jsonb("athlete_ids").$type<string[]>().notNull(),
    submitted_at: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    submitted_by: text("submitted_by"),
  },
  (t) => [primaryKey({ columns: [t.team_match_id, t.team_id] })],
);

/**
 * A lineup taken away before its reveal: by its manager (or an admin), or because its team is no longer in the slot
 * (the bracket advanced another team after a correction; written by the trigger on team_matches, migration 0016).
 * The team's manager sees the latter on /manage; the audit log has both.
 */
export const lineupWithdrawals = pgTable(
  "lineup_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    team_match_id: uuid("team_match_id")
      .notNull()
      .references(() => teamMatches.id, { onDelete: "cascade" }),
    team_id: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    athlete_ids: jsonb("athlete_ids").$type<string[]>().notNull(),
    /** `slot`: the team left the team match; `withdrawn`: its manager or an admin withdrew it. */
    reason: text("reason").$type<"slot" | "withdrawn">().notNull(),
    withdrawn_at: timestamp("withdrawn_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawn_by: text("withdrawn_by"),
  },
  (t) => [index("lineup_withdrawals_team_idx").on(t.team_id, t.withdrawn_at)],
);

/** An athlete's weight at an event's weigh-in (admin), checked against the limit of the class they fight at. */
export const weighIns = pgTable(
  "weigh_ins",
  {
    tournament_id: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    athlete_id: uuid("athlete_id")
      .notNull()
      .references(() => athletes.id, { onDelete: "cascade" }),
    // Exactly what the scale said (numeric, not a 4-byte float that stores 77.0000001 as 77 and lets it pass a 77 kg
    // limit): read back as the same number and compared exactly against the class limit.
    weight_kg: numeric("weight_kg", { mode: "number" }).notNull(),
    recorded_at: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    recorded_by: text("recorded_by"),
  },
  (t) => [primaryKey({ columns: [t.tournament_id, t.athlete_id] })],
);

/**
 * A team match that left a team's fixtures (deleted, fixtures regenerated, or the slot now holds another team), kept
 * so that team's calendar feed says STATUS:CANCELLED instead of silently dropping it. Written by triggers on
 * team_matches (migration 0014); a team coming back into the slot removes its tombstone.
 */
export const teamMatchTombstones = pgTable(
  "team_match_tombstones",
  {
    team_match_id: uuid("team_match_id").notNull(),
    team_id: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    tournament_id: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    scheduled_at: timestamp("scheduled_at", { withTimezone: true }),
    /** The team match's revision after its removal: the cancelled event's SEQUENCE. */
    sequence: integer("sequence").notNull(),
    removed_at: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.team_match_id, t.team_id] }), index("team_match_tombstones_team_idx").on(t.team_id)],
);
