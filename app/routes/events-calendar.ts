import { langFromPath } from "~/lib/language";
import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildEventsCalendar } from "../../server/league/ics.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/events-calendar";

/** `/events/calendar.ics`: the league calendar as a feed; apps subscribe through its `webcal:` link and refresh it. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const ics = await buildEventsCalendar(db, { origin: new URL(publicUrl).origin, lang, brandName: settings.LEAGUE_NAME });
  return publicResource(request, ics, "text/calendar; charset=utf-8");
}
