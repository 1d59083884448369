import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildEventsCalendar } from "../../server/league/ics.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/events-calendar";

/** `/events/calendar.ics`: the league calendar as a feed; apps subscribe through its `webcal:` link and refresh it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const ics = await buildEventsCalendar(db, {
    origin: new URL(publicUrl).origin,
    lang,
    brandName: settings.LEAGUE_NAME,
  });
  return publicResource(request, ics, "text/calendar; charset=utf-8");
}
