import { eventImage } from "~/components/tournaments/event-image";
import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeTournament } from "~/lib/localize";
import { zoneLabel } from "~/lib/zone-label";
import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { finalPlacings, getTournamentCard, type ResultAthlete } from "../../server/league/results/tournament-results.server.ts";
import { getTournament, isTournamentId } from "../../server/league/tournaments-queries.server.ts";
import { loadLive } from "./live.server";
import { notFound } from "./not-found.server";

/** A malformed id is a 404 like an unknown one: it is checked before the database sees it. */
export async function loadTournament(id: string | undefined, request: Request, lang: Lang) {
  const [row, matches] = isTournamentId(id) ? await Promise.all([getTournament(db, id), getTournamentCard(db, id)]) : [null, []];
  if (!row) notFound(request, "Tournament not found");
  const tournament = { ...localizeTournament(row, lang), zone_label: zoneLabel(row.event_date, row.time_zone, lang) };
  // Country names resolve on the server, so every browser shows the same text.
  const named = (athlete: ResultAthlete) => ({ ...athlete, countryName: countryName(athlete.country, lang) });
  const results = matches.map((match) => ({ ...match, bouts: match.bouts.map((bout) => ({ ...bout, a: named(bout.a), b: named(bout.b) })) }));
  // A recorded final decides the placings; the typed names stay for tournaments without recorded results.
  const placings = finalPlacings(matches);
  // Link previews need an absolute image address.
  const live = tournament.status === "live" ? await loadLive(lang, { tournamentId: tournament.id }) : null;
  return { tournament, results, placings, previewImage: new URL(eventImage(tournament.image_url), publicUrl).href, live };
}
