import { tournamentEntity } from "../../../app/lib/entities/tournament-entity.ts";
import { eventInstant, wallTimeIn } from "../../../app/lib/schemas/event-date.ts";
import type { TournamentInput } from "../../../app/lib/schemas/tournament.ts";
import { asc, eq, inArray } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { refreshAthleteTotals } from "../results/athlete-totals.server.ts";
import { updateRatingsFrom } from "../results/ratings-job.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import type { EntityCsvCodec } from "./entity-csv.server.ts";
import { BOOKKEEPING, instant } from "./api-shape.server.ts";

export type TournamentRow = typeof tournaments.$inferSelect;

/** The form gives the venue's wall time; the table keeps the instant. */
export function tournamentColumns(input: TournamentInput) {
  const { event_date, broadcast_started_at, ...rest } = input;
  return {
    ...rest,
    event_date: eventInstant(event_date, input.time_zone),
    broadcast_started_at: broadcast_started_at ? eventInstant(broadcast_started_at, input.time_zone) : null,
  };
}

/** Results are removed through their own writes (which replay the ratings), never silently with the tournament. */
async function refuseWithResults(tx: Database, row: TournamentRow) {
  const [match] = await tx
    .select({ id: teamMatches.id })
    .from(teamMatches)
    .where(eq(teamMatches.tournament_id, row.id))
    .limit(1);
  if (match) throw new WriteRejected("results", "admin:validation.tournamentHasResults");
  return { result: true as const };
}

/** A new date moves the tournament's bouts in the rating order: ratings are replayed from the earlier of the two dates. */
async function moveBouts(tx: Database, before: TournamentRow | null, after: TournamentRow | null) {
  if (!before || !after || before.event_date.getTime() === after.event_date.getTime()) return;
  const moved = await tx
    .update(bouts)
    .set({ fought_at: after.event_date })
    .where(
      inArray(
        bouts.team_match_id,
        tx.select({ id: teamMatches.id }).from(teamMatches).where(eq(teamMatches.tournament_id, after.id)),
      ),
    )
    .returning({ a: bouts.athlete_a_id, b: bouts.athlete_b_id });
  if (moved.length === 0) return;
  const athleteIds = moved.flatMap((bout) => [bout.a, bout.b]);
  await updateRatingsFrom(tx, before.event_date < after.event_date ? before.event_date : after.event_date, athleteIds);
  await refreshAthleteTotals(tx, athleteIds);
}

export const tournamentWrites = auditedWrites({
  entity: tournamentEntity,
  table: tournaments,
  summary: (row) => row.title,
  columns: (_tx, input: TournamentInput) => tournamentColumns(input),
  beforeDelete: refuseWithResults,
  afterWrite: moveBouts,
});

export const { create: createTournament, update: updateTournament, removed: deleteTournament } = tournamentWrites;

/** CSV files give the start as the venue's wall time; an empty zone or status takes the default. */
export const tournamentCsv: EntityCsvCodec = {
  prepare: async () => undefined,
  toInput: ({ id: _id, ...fields }) => ({
    ...fields,
    time_zone: fields.time_zone || undefined,
    status: fields.status || undefined,
  }),
  async exportRows(db, columns) {
    const rows = await db.select().from(tournaments).orderBy(asc(tournaments.event_date), asc(tournaments.id));
    return rows.map((row) =>
      columns.map((name) =>
        name === "event_date"
          ? wallTimeIn(row.event_date, row.time_zone)
          : name === "broadcast_started_at"
            ? (row.broadcast_started_at?.toISOString() ?? null)
            : (row[name as keyof TournamentRow] as string | null),
      ),
    );
  },
};

export const TournamentOut = createSelectSchema(tournaments, {
  title_ru: z.string().nullable().meta({ description: "Russian title, or null: Russian pages fall back to `title`." }),
  event_date: instant(),
  broadcast_started_at: instant()
    .nullable()
    .meta({ description: "When the broadcast started (Sync broadcast stamps it); null when not synced." }),
}).omit(BOOKKEEPING);

export const tournamentServer = {
  writes: tournamentWrites,
  csv: tournamentCsv,
  api: {
    tag: "Tournaments",
    noun: "a tournament",
    output: TournamentOut,
    stored: "The tournament as stored.",
    notFound: "No tournament with this id.",
    missing: "Tournament not found",
    conflicts: ["delete"],
    conflictDescription: "The tournament has recorded results: delete its team matches first.",
  },
} satisfies ServerEntityEntry;
