import { asc, eq } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { athleteEntity, STYLE_SEPARATOR } from "../../../app/lib/entities/athlete-entity.ts";
import type { AthleteInput } from "../../../app/lib/schemas/athlete.ts";
import type { Database } from "../../db/client.server.ts";
import { athletes, ratingHistory, teams } from "../../db/schema.ts";
import { refreshAthleteTotals } from "../results/athlete-totals.server.ts";
import { updateRatingsFrom } from "../results/ratings-job.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import type { EntityCsvCodec } from "./entity-csv.server.ts";
import { BOOKKEEPING, plainApiTexts } from "./api-shape.server.ts";

export type AthleteRow = typeof athletes.$inferSelect;

/** A team picked in the form may have been deleted meanwhile: say so on the field rather than fail on the foreign key. */
async function requireTeam(tx: Database, input: AthleteInput) {
  if (!input.team_id) return;
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.team_id));
  if (!team) throw new WriteRejected("team_id", "admin:validation.team");
}

/**
 * The record fields the form, the API and CSV files send (`wins`, `rating_elo`, …) are the athlete's prior record: the
 * career before the league. The columns of those names are derived from it and the league's bouts, after the write.
 */
function priorRecordColumns(_tx: Database, input: AthleteInput) {
  const {
    wins,
    losses,
    total_matches,
    submissions_for,
    submissions_against,
    takedowns_scored,
    takedown_defense_percent,
    control_time_total,
    rating_elo,
    win_streak,
    avg_time_to_score,
    ...profile
  } = input;
  return {
    ...profile,
    prior_wins: wins,
    prior_losses: losses,
    prior_total_matches: total_matches,
    prior_submissions_for: submissions_for,
    prior_submissions_against: submissions_against,
    prior_takedowns_scored: takedowns_scored,
    prior_takedown_defense_percent: takedown_defense_percent,
    prior_control_time_total: control_time_total,
    prior_rating_elo: rating_elo,
    prior_win_streak: win_streak,
    prior_avg_time_to_score: avg_time_to_score,
  };
}

/** A new starting rating moves every rating after the athlete's first league bout; the record follows the prior record. */
async function deriveAthlete(tx: Database, before: AthleteRow | null, after: AthleteRow | null) {
  if (!after) return;
  await refreshAthleteTotals(tx, [after.id]);
  if (before && before.prior_rating_elo === after.prior_rating_elo) return;
  const [first] = await tx
    .select({ fought_at: ratingHistory.fought_at })
    .from(ratingHistory)
    .where(eq(ratingHistory.athlete_id, after.id))
    .orderBy(asc(ratingHistory.fought_at))
    .limit(1);
  if (first) await updateRatingsFrom(tx, first.fought_at, [after.id]);
  else await tx.update(athletes).set({ rating_elo: after.prior_rating_elo }).where(eq(athletes.id, after.id));
}

export const athleteWrites = auditedWrites({
  entity: athleteEntity,
  table: athletes,
  summary: (row) => row.full_name,
  // A new starting rating replays the ratings: their lock comes before the athlete's row, as in a bout's write.
  lockScope: (input, before) => ({
    ratings: before !== null && input !== null && input.rating_elo !== before.prior_rating_elo,
  }),
  check: requireTeam,
  columns: priorRecordColumns,
  afterWrite: deriveAthlete,
});

export const { create: createAthlete, update: updateAthlete, removed: deleteAthlete } = athleteWrites;

/** CSV files name the team (not its id) and list styles separated by semicolons. */
export const athleteCsv: EntityCsvCodec<Map<string, string>> = {
  // A team is named in English or in Russian (the English name wins should a Russian name equal another's).
  prepare: async (db) => {
    const rows = await db.select({ id: teams.id, name: teams.name, name_ru: teams.name_ru }).from(teams);
    return new Map([
      ...rows.flatMap((team) => (team.name_ru ? [[team.name_ru.toLowerCase(), team.id] as [string, string]] : [])),
      ...rows.map((team) => [team.name.toLowerCase(), team.id] as [string, string]),
    ]);
  },
  toInput(cells, teamIds, errors) {
    const { team = "", style_background = "", id: _id, ...fields } = cells;
    let team_id: string | null = null;
    if (team) {
      team_id = teamIds.get(team.toLowerCase()) ?? null;
      if (!team_id) errors.team = "admin:csv.unknownTeam";
    }
    const styles = style_background
      .split(STYLE_SEPARATOR)
      .map((style) => style.trim())
      .filter(Boolean);
    return { ...fields, team_id, style_background: styles };
  },
  async exportRows(db, columns) {
    const rows = await db
      .select({ athlete: athletes, team: teams.name })
      .from(athletes)
      .leftJoin(teams, eq(teams.id, athletes.team_id))
      .orderBy(asc(athletes.full_name), asc(athletes.id));
    return rows.map(({ athlete, team }) =>
      columns.map((name) => {
        if (name === "team") return team;
        if (name === "style_background") return athlete.style_background.join(`${STYLE_SEPARATOR} `);
        // Record columns are imported as the prior record, so they are exported as it too (a file round-trips).
        const prior = `prior_${name}`;
        return (prior in athlete ? athlete[prior as keyof AthleteRow] : athlete[name as keyof AthleteRow]) as
          | string
          | number
          | null;
      }),
    );
  },
};

// drizzle-zod bounds `real` columns by float4's exact-integer range, which is not what the values mean.
export const AthleteOut = createSelectSchema(athletes, {
  full_name_ru: z
    .string()
    .nullable()
    .meta({
      description: "The name in Cyrillic, or null: Russian pages fall back to `full_name`.",
      examples: ["Бекзод Рахимов"],
    }),
  takedown_defense_percent: z.number().nullable(),
  avg_time_to_score: z.number().nullable(),
}).omit({ ...BOOKKEEPING, search_key: true });

export const athleteServer = {
  writes: athleteWrites,
  csv: athleteCsv,
  api: {
    tag: "Athletes",
    noun: "an athlete",
    output: AthleteOut,
    ...plainApiTexts("athlete"),
    conflicts: ["create", "update"],
  },
} satisfies ServerEntityEntry;
