import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildTeamCalendar } from "../../server/league/season/team-calendar.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { requestLang } from "~/lib/request-lang";
import { notFound } from "./not-found.server";
import type { Route } from "./+types/team-calendar";

/** `/team/{id}/fixtures.ics`: the team's fixtures as a feed apps subscribe to; it follows the bracket as it fills in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ics = await buildTeamCalendar(db, params.id, {
    origin: new URL(publicUrl).origin,
    lang: requestLang(context),
    brandName: settings.LEAGUE_NAME,
  });
  if (ics === null) notFound(request, "Team not found");
  return publicResource(request, ics, "text/calendar; charset=utf-8");
}
