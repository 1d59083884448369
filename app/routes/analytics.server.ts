import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeNames } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";
import {
  getAllLeaders,
  getLeagueStats,
  LEADER_KINDS,
  type Leader,
  type LeaderKind,
} from "../../server/league/analytics.server.ts";

export type LeaderView = Leader & { countryName: string | null };

/** Four totals and four top-5 lists: five small queries, none of which returns more than five athletes. */
export async function loadAnalytics(_request: Request, lang: Lang) {
  const [stats, leaders] = await Promise.all([
    cachedQuery("analytics:stats", () => getLeagueStats(db)),
    cachedQuery("analytics:leaders", () => getAllLeaders(db)),
  ]);
  const withNames = (list: Leader[]): LeaderView[] =>
    localizeNames(list, lang).map((leader) => ({ ...leader, countryName: countryName(leader.country, lang) }));
  return {
    stats,
    leaders: Object.fromEntries(LEADER_KINDS.map((kind) => [kind, withNames(leaders[kind])])) as Record<
      LeaderKind,
      LeaderView[]
    >,
  };
}
