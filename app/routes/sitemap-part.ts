import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { buildSitemapPart } from "../../server/league/sitemap.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { notFound } from "./not-found.server";
import type { Route } from "./+types/sitemap-part";

/** `/sitemap/athletes-2.xml`: one part of the sitemap index, used when the league outgrows one file. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const xml = await buildSitemapPart(db, new URL(publicUrl).origin, params.part);
  if (!xml) notFound(request, "Not found");
  return publicResource(request, xml, "application/xml; charset=utf-8");
}
