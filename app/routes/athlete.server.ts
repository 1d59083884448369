import { countryName } from "~/lib/flags";
import { isId } from "~/lib/ids";
import type { Lang } from "~/lib/language";
import { ratingDeviation } from "~/lib/ratings/deviation";
import { localizeAthlete, localizeNames, localizeTournament } from "~/lib/localize";
import { finishReplayUrls } from "../../server/broadcast/bout-timeline.server.ts";
import { db } from "../../server/db/database.server.ts";
import { getAthlete } from "../../server/league/athletes-queries.server.ts";
import { getAthleteBouts } from "../../server/league/results/athlete-bouts.server.ts";
import { ratingsUpdating } from "../../server/league/results/ratings-job.server.ts";
import { listRatingHistory } from "../../server/league/results/results-reads.server.ts";
import { notFound } from "./not-found.server";

/** The profile, or 'Athlete not found' with a 404 (unknown and malformed ids alike: `getAthlete` checks the uuid first). */
export async function loadAthlete(request: Request, lang: Lang, id: string) {
  // The Fights tab pages with `?fights=N`; the profile opens on its first page.
  const fightsPage = Number(new URL(request.url).searchParams.get("fights")) || 1;
  // One round trip: the bout reads answer nothing for an unknown id; a malformed one never reaches the uuid columns.
  const [athlete, fights, ratings, updating] = await Promise.all([
    getAthlete(db, id),
    getAthleteBouts(db, id, fightsPage),
    isId(id) ? listRatingHistory(db, id) : [],
    ratingsUpdating(db),
  ]);
  if (!athlete) notFound(request, "Athlete not found");
  // "Watch" at each finish whose tournament's broadcast is synced.
  const replays = await finishReplayUrls(
    db,
    fights.items.filter((bout) => bout.broadcast_synced).map((bout) => bout.id),
  );
  const items = fights.items.map(({ broadcast_synced: _synced, ...bout }) => ({
    ...bout,
    replay_url: replays.get(bout.id) ?? null,
    tournament: localizeTournament(bout.tournament, lang),
    opponent: { ...bout.opponent, countryName: countryName(bout.opponent.country, lang) },
  }));
  return localizeNames(
    {
      athlete: { ...localizeAthlete(athlete, lang), countryName: countryName(athlete.country, lang) },
      fights: { ...fights, items },
      ratings: ratings.map(({ fought_at, rating_after, time_zone, bouts_before }) => ({
        fought_at,
        rating_after,
        time_zone,
        deviation: Math.round(ratingDeviation(bouts_before + 1)),
      })),
      ratingsUpdating: updating,
    },
    lang,
  );
}
