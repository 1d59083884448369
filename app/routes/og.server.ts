import { eq } from "drizzle-orm";
import type { Lang } from "~/lib/language";
import { localizeNames, localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import { tournaments } from "../../server/db/schema.ts";
import { brandFor } from "../site.server";
import { getAthlete } from "../../server/league/athletes-queries.server.ts";
import { isTournamentId } from "../../server/league/tournaments-queries.server.ts";
import { notFound } from "./not-found.server";
import { publicResource } from "../../server/public-resource.server.ts";
import {
  athleteCardSvg,
  cachedPng,
  shareImageKey,
  siteCardSvg,
  tournamentCardSvg,
} from "../../server/share-images.server.ts";

const PNG = "image/png";

/** `c650a07a-….png` → the id; anything else is not a card. */
function idFromFile(file: string | undefined): string | null {
  const match = /^([0-9a-f-]{36})\.png$/i.exec(file ?? "");
  return match ? match[1]!.toLowerCase() : null;
}

/** The ETag is known before drawing, so a client or CDN that holds the card gets a 304 without any rendering. */
async function card(request: Request, parts: (string | number)[], draw: () => string): Promise<Response> {
  const etag = `W/"${shareImageKey(parts)}"`;
  const notModified = publicResource(request, "", PNG, { etag });
  if (notModified.status === 304) return notModified;
  const png = await cachedPng(etag, draw);
  return publicResource(request, png, PNG, { etag });
}

export async function tournamentCard(request: Request, lang: Lang, file: string | undefined) {
  const id = idFromFile(file);
  const [row] =
    id && isTournamentId(id) ? await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1) : [];
  if (!row) notFound(request, "Tournament not found");
  const { name } = brandFor(lang);
  return card(request, ["tournament", row.id, lang, row.updated_at.getTime(), name], () =>
    tournamentCardSvg(localizeTournament(row, lang), lang, name),
  );
}

export async function athleteCard(request: Request, lang: Lang, file: string | undefined) {
  const id = idFromFile(file);
  const row = id ? await getAthlete(db, id) : null;
  if (!row) notFound(request, "Athlete not found");
  // The athlete's and the team's names in the card's language (the team's is in the key: a rename redraws the card).
  const athlete = localizeNames(row, lang);
  const { name } = brandFor(lang);
  return card(
    request,
    ["athlete", athlete.id, lang, athlete.updated_at.getTime(), athlete.team?.name ?? "", name],
    () => athleteCardSvg(athlete, lang, name),
  );
}

export async function siteCard(request: Request, lang: Lang) {
  const { name, tagline } = brandFor(lang);
  return card(request, ["site", lang, name, tagline], () => siteCardSvg(name, tagline));
}
