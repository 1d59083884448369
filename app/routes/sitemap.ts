import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import { buildSitemap } from "../../server/league/sitemap.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = await buildSitemap(db, new URL(publicUrl).origin);
  return publicResource(request, xml, "application/xml; charset=utf-8");
}
