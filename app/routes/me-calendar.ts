import { db } from "../../server/db/database.server.ts";
import { publicUrl, settings } from "../../server/env.server.ts";
import { buildPersonalCalendar } from "../../server/fans/calendar.server.ts";
import { etagOf } from "../../server/public-resource.server.ts";
import { requestLang } from "~/lib/request-lang";
import { notFound } from "./not-found.server";
import type { Route } from "./+types/me-calendar";

/**
 * `/calendar/{token}/my-league.ics`: a fan's personal feed. Private (the token is the key): never cached by a shared
 * cache, and an old token answers 404 at once after a rotation.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ics = await buildPersonalCalendar(db, params.token, {
    origin: new URL(publicUrl).origin,
    lang: requestLang(context),
    brandName: settings.LEAGUE_NAME,
  });
  if (ics === null) notFound(request, "Calendar not found");
  const etag = etagOf(ics);
  const headers = { "Cache-Control": "private, no-cache", ETag: etag, "X-Robots-Tag": "noindex" };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(ics, { headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" } });
}
