import { data } from "react-router";
import { eventImage } from "~/components/tournaments/event-image";
import { langFromPath } from "~/lib/language";
import { localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { getTournament, isTournamentId } from "../../server/league/tournaments.server.ts";

/** A malformed id is a 404 like an unknown one: it is checked before the database sees it. */
export async function loadTournament(id: string | undefined, request: Request) {
  const row = isTournamentId(id) ? await getTournament(db, id) : null;
  if (!row) throw data("Tournament not found", { status: 404 });
  const tournament = localizeTournament(row, langFromPath(new URL(request.url).pathname));
  // Link previews need an absolute image address.
  return { tournament, previewImage: new URL(eventImage(tournament.image_url), publicUrl).href };
}
