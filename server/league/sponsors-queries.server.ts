// Public reads of the league's partners. Writes: entities/sponsor-entity.server.ts.
import { asc, eq } from "drizzle-orm";
import { isId } from "../../app/lib/ids.ts";
import type { Database } from "../db/client.server.ts";
import { sponsors } from "../db/schema.ts";

const columns = {
  id: sponsors.id,
  name: sponsors.name,
  display_order: sponsors.display_order,
  logo_url: sponsors.logo_url,
  website_url: sponsors.website_url,
};
export type Sponsor = { [K in keyof typeof columns]: (typeof sponsors.$inferSelect)[K] };

/** In the order the league chose (display_order ascending), ties by name. */
export async function listSponsors(db: Database): Promise<Sponsor[]> {
  return db.select(columns).from(sponsors).orderBy(asc(sponsors.display_order), asc(sponsors.name));
}

export async function getSponsor(db: Database, id: string): Promise<Sponsor | null> {
  if (!isId(id)) return null;
  const [row] = await db.select(columns).from(sponsors).where(eq(sponsors.id, id));
  return row ?? null;
}
