import { DIRECTORY_PAGE_SIZE } from "~/lib/league-constants";
import { countryFlag, countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeNames } from "~/lib/localize";
import type { DirectoryQuery } from "~/components/athletes/directory-query";
import { db } from "../../server/db/database.server.ts";
import {
  athleteFilterKey,
  isCountryCode,
  isUuid,
  isWeightClass,
  listAthleteCountries,
  listDirectoryPage,
  SEARCH_MAX_LENGTH,
  type AthleteQuery,
} from "../../server/league/athletes-queries.server.ts";
import { ratingsUpdating } from "../../server/league/results/ratings-job.server.ts";
import { listTeams } from "../../server/league/teams-queries.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";

/** Reads `?q=&country=&team=&weight=&page=`; anything malformed counts as 'all' (or page 1). */
export function parseDirectoryQuery(url: URL): DirectoryQuery {
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const country = param("country").toUpperCase();
  const team = param("team").toLowerCase();
  const weight = param("weight");
  const page = Number.parseInt(param("page"), 10);
  return {
    q: param("q").slice(0, SEARCH_MAX_LENGTH),
    country: isCountryCode(country) ? country : "",
    team: isUuid(team) ? team : "",
    weight: isWeightClass(weight) ? weight : "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

const collators = new Map<Lang, Intl.Collator>();
function byName(lang: Lang) {
  let collator = collators.get(lang);
  if (!collator) collators.set(lang, (collator = new Intl.Collator(lang)));
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}

export async function loadDirectory(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const query = parseDirectoryQuery(url);
  const filters: AthleteQuery = {
    q: query.q,
    country: query.country || undefined,
    teamId: query.team || undefined,
    weightClass: isWeightClass(query.weight) ? query.weight : undefined,
  };
  // A name search reads its page and its count together; without one, counting 100,000 rows costs more than reading
  // a page, and every page of the same filters shares the count.
  const [{ items, total }, codes, teams, updating] = await Promise.all([
    listDirectoryPage(db, { ...filters, page: query.page, limit: DIRECTORY_PAGE_SIZE }, (count) =>
      cachedQuery(`athletes:count:${athleteFilterKey(filters)}`, count),
    ),
    cachedQuery("athletes:countries", () => listAthleteCountries(db)),
    cachedQuery("teams:all", () => listTeams(db)),
    ratingsUpdating(db),
  ]);
  return {
    query,
    total,
    pageSize: DIRECTORY_PAGE_SIZE,
    athletes: localizeNames(items, lang).map((athlete) => ({
      ...athlete,
      countryName: countryName(athlete.country, lang),
    })),
    countries: codes
      .map((code) => ({ code, flag: countryFlag(code), name: countryName(code, lang) ?? code }))
      .sort(byName(lang)),
    teams: localizeNames(teams, lang).sort(byName(lang)),
    ratingsUpdating: updating,
  };
}
