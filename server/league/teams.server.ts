import { asc } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { teams } from "../db/schema.ts";

export interface TeamOption {
  id: string;
  name: string;
}

/** Every team, by name: the directory's team filter (a league has dozens of teams, not thousands). */
export async function listTeams(db: Database): Promise<TeamOption[]> {
  return db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name), asc(teams.id));
}
