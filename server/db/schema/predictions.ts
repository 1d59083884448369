import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
