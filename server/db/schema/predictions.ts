import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { bouts, teamMatches } from "./results.ts";

/**
 * The model's probabilities for a bout, frozen when the bout was made with both athletes known (a trigger on bouts,
 * migration 0016): never changed afterwards, so a later correction recomputes ratings, not what was predicted. The
 * calibration page and API read only these rows. `source` is `frozen` for a prediction made before the bout, or
 * `reconstructed` for a bout recorded after it was fought (the demo's history, results typed in afterwards): the
 * ratings before that bout, as the replay has them — what the model would have said, not what it said.
 */
export const boutPredictions = pgTable(
  "bout_predictions",
  {
    bout_id: uuid("bout_id")
      .primaryKey()
      .references(() => bouts.id, { onDelete: "cascade" }),
    p_a: doublePrecision("p_a").notNull(),
    p_b: doublePrecision("p_b").notNull(),
    /** Null: the model gives no draw probability (Elo's expected score counts a draw as half a win). */
    p_draw: doublePrecision("p_draw"),
    model: text("model").notNull(),
    source: text("source", { enum: ["frozen", "reconstructed"] }).notNull(),
    made_at: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bout_predictions_p_range", sql`${t.p_a} between 0 and 1 and ${t.p_b} between 0 and 1`),
    index("bout_predictions_made_at_idx").on(t.made_at),
  ],
);

/**
 * The prediction models the league has used, with when each started and stopped making predictions: a stored
 * prediction names its model, and the calibration page says which models its figures come from (decision 057). A
 * model that never made a prediction here is not listed.
 */
export const predictionModels = pgTable("prediction_models", {
  model: text().primaryKey(),
  adopted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retired_at: timestamp({ withTimezone: true }),
});

/**
 * The probability that each team wins a team match, from its three bouts' stored predictions
 * (app/lib/ratings/team-match-odds.ts; the SQL function `team_match_home_chance`): made by a trigger on
 * bout_predictions when the third regular bout's prediction is stored, never changed afterwards. `source` is
 * `reconstructed` when a bout prediction behind it was, or when a regular bout had started before it was made.
 */
export const teamMatchPredictions = pgTable(
  "team_match_predictions",
  {
    team_match_id: uuid("team_match_id")
      .primaryKey()
      .references(() => teamMatches.id, { onDelete: "cascade" }),
    p_home: doublePrecision("p_home").notNull(),
    p_away: doublePrecision("p_away").notNull(),
    model: text("model").notNull(),
    source: text("source", { enum: ["frozen", "reconstructed"] }).notNull(),
    made_at: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("team_match_predictions_p_range", sql`${t.p_home} between 0 and 1 and ${t.p_away} between 0 and 1`),
    index("team_match_predictions_made_at_idx").on(t.made_at),
  ],
);

const calibrationSumColumns = {
  /** `bout` (side A's probability), `team_match` (the home team's) or `in_bout` (the live chance's readings). */
  kind: text("kind", { enum: ["bout", "team_match", "in_bout"] }).notNull(),
  /** The calendar year (UTC) of the bout, or of the team match's tournament. */
  season: integer("season").notNull(),
  /** The reliability bin, 0–9: `least(9, floor(p × 10))` (app/lib/ratings/calibration.ts binIndex). */
  bin: smallint("bin").notNull(),
  n: integer("n").notNull().default(0),
  /** How many of the n predictions were reconstructed rather than frozen before the bout. */
  reconstructed: integer("reconstructed").notNull().default(0),
  // Exact decimal sums (each prediction's terms rounded to 15 digits), so adding and taking away a prediction in any
  // order leaves the same sum, and verify compares them with the recomputation exactly.
  sum_p: numeric("sum_p").notNull().default("0"),
  sum_observed: numeric("sum_observed").notNull().default("0"),
  sum_squared: numeric("sum_squared").notNull().default("0"),
  sum_log_loss: numeric("sum_log_loss").notNull().default("0"),
  sum_baseline_squared: numeric("sum_baseline_squared").notNull().default("0"),
  sum_hits: numeric("sum_hits").notNull().default("0"),
};

/**
 * The calibration's sums per kind, season and bin (migration 0027): a cache of `calibration_scored` (the stored
 * predictions of decided bouts and team matches) summed with `calibration_terms`, kept in step by triggers, so the
 * calibration page and API add up a few hundred rows, not a million predictions. `npm run verify` compares it with
 * the recomputation and `--repair` rebuilds it.
 */
export const calibrationSums = pgTable("calibration_sums", calibrationSumColumns, (t) => [
  primaryKey({ name: "calibration_sums_pk", columns: [t.kind, t.season, t.bin] }),
]);

/**
 * What a transaction's writes change in `calibration_sums`, written by the triggers as they happen and applied at
 * the commit (a deferred trigger) in key order, after every other lock the transaction takes: so two transactions
 * never take the sums' rows in opposite orders. Empty outside a transaction.
 */
export const calibrationSumDeltas = pgTable(
  "calibration_sum_deltas",
  { xid: bigint("xid", { mode: "number" }).notNull().default(sql`txid_current()`), ...calibrationSumColumns },
  (t) => [index("calibration_sum_deltas_xid_idx").on(t.xid)],
);

/**
 * The live win chance's readings of a bout (app/lib/live/in-bout-readings.ts: one at every scoring or penalty event),
 * summed per bin: written by the live console whenever the bout's log changes (server/live/in-bout-readings.server.ts),
 * as the readings do not depend on the result. The in-bout calibration scores them against the result in
 * `calibration_scored` (migration 0029), so its sums are kept like the bouts' (Σp², Σln p and Σln(1 − p) give the
 * squared error and log-loss for either result; `above` and `even` count readings over and at 0.5).
 */
export const inBoutReadings = pgTable(
  "in_bout_readings",
  {
    bout_id: uuid("bout_id")
      .notNull()
      .references(() => bouts.id, { onDelete: "cascade" }),
    bin: smallint("bin").notNull(),
    readings: integer("readings").notNull(),
    sum_p: numeric("sum_p").notNull(),
    sum_p2: numeric("sum_p2").notNull(),
    sum_ln_p: numeric("sum_ln_p").notNull(),
    sum_ln_q: numeric("sum_ln_q").notNull(),
    above: integer("above").notNull(),
    even: integer("even").notNull(),
  },
  (t) => [primaryKey({ name: "in_bout_readings_pk", columns: [t.bout_id, t.bin] })],
);
