import { data } from "react-router";
import { langFromPath } from "~/lib/language";
import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildTournamentCalendar } from "../../server/league/ics.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/tournament-calendar";

/** `/tournament/{id}/calendar.ics`: the event as a file calendar apps import ("Add to Calendar"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const calendar = await buildTournamentCalendar(db, params.id, { origin: new URL(publicUrl).origin, lang, brandName: settings.LEAGUE_NAME });
  if (!calendar) throw data("Tournament not found", { status: 404 });
  return publicResource(request, calendar.ics, "text/calendar; charset=utf-8", {
    headers: { "Content-Disposition": `attachment; filename="tournament-${params.id}.ics"` },
  });
}
