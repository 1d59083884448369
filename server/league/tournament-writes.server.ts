import { eq } from "drizzle-orm";
import { eventInstant } from "../../app/lib/schemas/event-date.ts";
import type { TournamentInput } from "../../app/lib/schemas/tournament.ts";
import type { Database } from "../db/client.server.ts";
import { tournaments } from "../db/schema.ts";

export type TournamentRow = typeof tournaments.$inferSelect;

function toColumns(input: TournamentInput) {
  const { event_date, ...rest } = input;
  return { ...rest, event_date: eventInstant(event_date, input.time_zone) };
}

export async function createTournament(db: Database, input: TournamentInput): Promise<TournamentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tournaments).values(toColumns(input)).returning();
    return row!;
  });
}

/** Null when no tournament has that id. */
export async function updateTournament(db: Database, id: string, input: TournamentInput): Promise<TournamentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tournaments)
      .set({ ...toColumns(input), updated_at: new Date() })
      .where(eq(tournaments.id, id))
      .returning();
    return row ?? null;
  });
}

/** False when no tournament has that id. */
export async function deleteTournament(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(tournaments).where(eq(tournaments.id, id)).returning({ id: tournaments.id });
    return removed.length > 0;
  });
}
