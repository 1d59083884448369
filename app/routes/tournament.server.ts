import { eventImage } from "~/components/tournaments/event-image";
import { countryName } from "~/lib/flags";
import type { Lang } from "~/lib/language";
import { localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { finalPlacings, getTournamentCard, type ResultAthlete } from "../../server/league/results/tournament-results.server.ts";
import { readBracket } from "../../server/league/season/bracket.server.ts";
import { getTournament, isTournamentId } from "../../server/league/tournaments-queries.server.ts";
import { loadLive } from "./live.server";
import { notFound } from "./not-found.server";

/** A malformed id is a 404 like an unknown one: it is checked before the database sees it. */
export async function loadTournament(id: string | undefined, request: Request, lang: Lang) {
  const [row, matches, fullBracket] = isTournamentId(id) ? await Promise.all([getTournament(db, id), getTournamentCard(db, id), readBracket(db, id)]) : [null, [], null];
  if (!row) notFound(request, "Tournament not found");
  const tournament = localizeTournament(row, lang);
  // Country names resolve on the server, so every browser shows the same text.
  const named = (athlete: ResultAthlete) => ({ ...athlete, countryName: countryName(athlete.country, lang) });
  // The winner and how it was decided follow the tie-break ladder (a level team match has one too).
  const decided = new Map(fullBracket?.stages.flatMap((stage) => stage.team_matches.map((match) => [match.id, match] as const)));
  const results = matches.map((match) => ({
    ...match,
    winner_team_id: decided.get(match.id)?.winner_team_id ?? match.winner_team_id,
    decided_by: decided.get(match.id)?.decided_by ?? null,
    bouts: match.bouts.map((bout) => ({ ...bout, a: named(bout.a), b: named(bout.b) })),
  }));
  // The bracket of a card generated from a format (a card typed by hand is the list alone).
  const bracket = fullBracket?.format ? fullBracket : null;
  const advance = bracket?.advance_per_group ?? 0;
  // A recorded final decides the placings; the typed names stay for tournaments without recorded results.
  const placings = finalPlacings(results);
  // Link previews need an absolute image address.
  const live = tournament.status === "live" ? await loadLive(lang, { tournamentId: tournament.id }) : null;
  return { tournament, results, placings, bracket, advance, previewImage: new URL(eventImage(tournament.image_url), publicUrl).href, live };
}
