import { asc, eq, sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { sponsorEntity } from "../../../app/lib/entities/sponsor-entity.ts";
import type { SponsorInput } from "../../../app/lib/schemas/sponsor.ts";
import type { Database } from "../../db/client.server.ts";
import { sponsors } from "../../db/schema.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import { BOOKKEEPING, plainApiTexts } from "./api-shape.server.ts";

export type SponsorRow = typeof sponsors.$inferSelect;

/** A sponsor added without a position goes last; an empty position on edit keeps the current one. */
async function position(tx: Database, input: SponsorInput, before: SponsorRow | null) {
  if (input.display_order !== null) return input.display_order;
  if (before) return before.display_order;
  const [last] = await tx
    .select({ next: sql<number>`coalesce(max(${sponsors.display_order}) + 1, 0)::int` })
    .from(sponsors);
  return last?.next ?? 0;
}

export const sponsorWrites = auditedWrites({
  entity: sponsorEntity,
  table: sponsors,
  summary: (row) => row.name,
  columns: async (tx, input: SponsorInput, before) => ({ ...input, display_order: await position(tx, input, before) }),
});

export const { create: createSponsor, update: updateSponsor, removed: deleteSponsor } = sponsorWrites;

/**
 * Swaps the sponsor with its neighbour in the home page's order and renumbers everyone 0, 1, 2, …
 * (ties in the stored order are broken by name, as the home page does). Null for an unknown id;
 * the same order when it is already first (up) or last (down).
 */
export async function moveSponsor(
  db: Database,
  id: string,
  direction: "up" | "down",
  actor: Actor = SYSTEM_ACTOR,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: sponsors.id, name: sponsors.name, display_order: sponsors.display_order })
      .from(sponsors)
      .orderBy(asc(sponsors.display_order), asc(sponsors.name))
      .for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return null;
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return rows.map((row) => row.id);
    [rows[index], rows[other]] = [rows[other]!, rows[index]!];
    for (const [place, row] of rows.entries()) {
      if (row.display_order !== place)
        await tx.update(sponsors).set({ display_order: place, updated_at: new Date() }).where(eq(sponsors.id, row.id));
    }
    await recordAudit(tx, actor, {
      action: "reorder",
      entity: "sponsor",
      entityId: id,
      summary: rows[other]!.name,
      changes: { direction, order: rows.map((row) => row.name) },
    });
    return rows.map((row) => row.id);
  });
}

export const MoveSponsorSchema = z.object({ direction: z.enum(["up", "down"]) });

export const SponsorOut = createSelectSchema(sponsors).omit(BOOKKEEPING);

export const sponsorServer = {
  writes: sponsorWrites,
  api: {
    tag: "Sponsors",
    noun: "a sponsor",
    output: SponsorOut,
    ...plainApiTexts("sponsor"),
    conflicts: ["create", "update"],
  },
  actions: {
    move: {
      values: MoveSponsorSchema,
      run: (db: Database, id: string, values: z.output<typeof MoveSponsorSchema>, actor: Actor) =>
        moveSponsor(db, id, values.direction, actor),
    },
  },
} satisfies ServerEntityEntry;
