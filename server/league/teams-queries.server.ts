import { asc, eq } from "drizzle-orm";
import { isId } from "../../app/lib/ids.ts";
import type { Database } from "../db/client.server.ts";
import { teams } from "../db/schema.ts";

export interface TeamOption {
  id: string;
  name: string;
  /** The Russian name (localize.ts: localizeNames picks one for the page). */
  name_ru: string | null;
}

/** Every team, by name: the directory's team filter (a league has dozens of teams, not thousands). */
export async function listTeams(db: Database): Promise<TeamOption[]> {
  return db
    .select({ id: teams.id, name: teams.name, name_ru: teams.name_ru })
    .from(teams)
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function getTeam(db: Database, id: string) {
  if (!isId(id)) return null;
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      name_ru: teams.name_ru,
      logo_url: teams.logo_url,
      city: teams.city,
      country: teams.country,
    })
    .from(teams)
    .where(eq(teams.id, id));
  return row ?? null;
}
