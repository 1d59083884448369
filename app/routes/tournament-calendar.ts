import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildTournamentCalendar } from "../../server/league/ics.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { requestLang } from "~/lib/request-lang";
import { notFound } from "./not-found.server";
import type { Route } from "./+types/tournament-calendar";

/** `/tournament/{id}/calendar.ics`: the event as a file calendar apps import ("Add to Calendar"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const calendar = await buildTournamentCalendar(db, params.id, {
    origin: new URL(publicUrl).origin,
    lang,
    brandName: settings.LEAGUE_NAME,
  });
  if (!calendar) notFound(request, "Tournament not found");
  return publicResource(request, calendar.ics, "text/calendar; charset=utf-8", {
    headers: { "Content-Disposition": `attachment; filename="tournament-${params.id}.ics"` },
  });
}
