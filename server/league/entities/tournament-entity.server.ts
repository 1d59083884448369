import { tournamentEntity } from "../../../app/lib/entities/tournament-entity.ts";
import { eventInstant, wallTimeIn } from "../../../app/lib/schemas/event-date.ts";
import type { TournamentInput } from "../../../app/lib/schemas/tournament.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { statusConflict } from "../../../app/lib/event-state.ts";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, teamMatches, tournaments } from "../../db/schema.ts";
import { awayTeam, homeTeam } from "../results/card-reads.server.ts";
import { refreshAthleteTotals } from "../results/athlete-totals.server.ts";
import { updateRatingsFrom } from "../results/ratings-job.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { queueTournamentWebhook } from "../../webhooks/webhook-facts.server.ts";
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

const athleteA = alias(athletes, "athlete_a");
const athleteB = alias(athletes, "athlete_b");

/** The bout of the tournament on the mat now, named as an admin reads it on the card; null when none is. */
export async function boutOnTheMat(tx: Database, tournamentId: string) {
  const [bout] = await tx
    .select({
      order: bouts.bout_order,
      card_order: teamMatches.card_order,
      home: homeTeam.name,
      away: awayTeam.name,
      a: athleteA.full_name,
      b: athleteB.full_name,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
    .innerJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
    .innerJoin(athleteA, eq(athleteA.id, bouts.athlete_a_id))
    .innerJoin(athleteB, eq(athleteB.id, bouts.athlete_b_id))
    .where(and(eq(teamMatches.tournament_id, tournamentId), eq(bouts.status, "live")))
    .limit(1);
  return bout ?? null;
}

/**
 * A status that contradicts the mat is refused (app/lib/event-state.ts): an event is not completed while a bout of it
 * is fought. The message names the bout, so the admin knows which to finish on the scorekeeper's console.
 */
async function refuseAgainstTheMat(tx: Database, input: TournamentInput, before: TournamentRow | null) {
  if (!before || input.status === before.status) return;
  const live = await boutOnTheMat(tx, before.id);
  if (statusConflict(input.status, { on_the_mat: live !== null }) && live)
    throw new WriteRejected("status", "admin:validation.completedWhileLive", live);
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
  // Its team matches and bouts follow a new date (and the ratings are replayed from it).
  lockScope: (input, before) => ({ tournamentRows: [before?.id], ratings: before !== null && input !== null }),
  columns: (_tx, input: TournamentInput) => tournamentColumns(input),
  check: refuseAgainstTheMat,
  beforeDelete: refuseWithResults,
  afterWrite: async (tx, before, after) => {
    await moveBouts(tx, before, after);
    await queueTournamentWebhook(tx, before, after);
  },
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
    conflicts: ["update", "delete"],
    conflictDescription:
      "Update: the status would be completed while a bout of the tournament is on the mat (the message names it; finish it first). Delete: the tournament has recorded results: delete its team matches first.",
  },
} satisfies ServerEntityEntry;
