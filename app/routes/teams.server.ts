import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeNames } from "~/lib/localize";
import { defaultSeason, parseStandingsSort } from "~/lib/results/standings-sort";
import { db } from "../../server/db/database.server.ts";
import { ratingsUpdating } from "../../server/league/results/ratings-job.server.ts";
import { listSeasons, listStandings } from "../../server/league/results/standings.server.ts";

/** The season asked for in `?season=` when it has team matches; otherwise the latest season that has. */
export async function loadTeams(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const seasons = await listSeasons(db);
  const asked = Number(url.searchParams.get("season"));
  const season = seasons.includes(asked) ? asked : defaultSeason(seasons, new Date().getUTCFullYear());
  const { sort, dir } = parseStandingsSort(url.searchParams);
  const rows = season === null ? [] : await listStandings(db, season, { sort, dir });
  return {
    seasons,
    season,
    sort: sort ?? null,
    dir,
    ratingsUpdating: await ratingsUpdating(db),
    rows: localizeNames(rows, lang).map((row) => ({
      ...row,
      countryName: row.team.country ? countryName(row.team.country, lang) : null,
    })),
  };
}
