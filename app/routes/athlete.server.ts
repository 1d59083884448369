import { data } from "react-router";
import { countryName } from "~/lib/flags";
import { langFromPath } from "~/lib/language";
import { localizeAthlete } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { getAthlete } from "../../server/league/athletes.server.ts";
import { logNotFound } from "./not-found.server";

/** The profile, or 'Athlete not found' with a 404 (unknown and malformed ids alike: `getAthlete` checks the uuid first). */
export async function loadAthlete(request: Request, id: string) {
  const athlete = await getAthlete(db, id);
  if (!athlete) {
    logNotFound(request);
    return data({ athlete: null }, { status: 404 });
  }
  const lang = langFromPath(new URL(request.url).pathname);
  return { athlete: { ...localizeAthlete(athlete, lang), countryName: countryName(athlete.country, lang) } };
}
