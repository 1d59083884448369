import { data } from "react-router";
import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { buildSitemapPart } from "../../server/league/sitemap.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/sitemap-part";

/** `/sitemap/athletes-2.xml`: one part of the sitemap index, used when the league outgrows one file. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const xml = await buildSitemapPart(db, new URL(publicUrl).origin, params.part);
  if (!xml) throw data("Not found", { status: 404 });
  return publicResource(request, xml, "application/xml; charset=utf-8");
}
