import { data } from "react-router";
import { countryName } from "~/lib/flags";
import { isId } from "~/lib/ids";
import type { Lang } from "~/lib/language";
import { localizeAthlete, localizeNames, localizeTournament } from "~/lib/localize";
import { db } from "../../server/db/database.server.ts";
import {
  getAthlete,
  listAthletePage,
  SEARCH_MAX_LENGTH,
  type AthleteDetail,
} from "../../server/league/athletes-queries.server.ts";
import { getHeadToHead } from "../../server/league/results/head-to-head.server.ts";

const CANDIDATES = 10;

/**
 * `?a=&b=`: the two athletes side by side. Without `b`, `q` lists athletes to pick (the profile's "Compare with…").
 * An unknown or malformed id, or the same athlete twice, answers 404 with a message saying so.
 */
export async function loadCompare(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const aId = url.searchParams.get("a") ?? "";
  const bId = url.searchParams.get("b") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const named = (athlete: AthleteDetail) => ({
    ...localizeAthlete(athlete, lang),
    countryName: countryName(athlete.country, lang),
  });

  if (!bId) {
    const a = isId(aId) ? await getAthlete(db, aId) : null;
    if (aId && !a) return data({ view: "unknown" as const }, { status: 404 });
    const found = q ? await listAthletePage(db, { q, limit: CANDIDATES + 1 }) : [];
    const candidates = found.filter((athlete) => athlete.id !== a?.id).slice(0, CANDIDATES);
    return localizeNames(
      {
        view: "pick" as const,
        a: a ? named(a) : null,
        q,
        candidates: candidates.map((c) => ({ ...c, countryName: countryName(c.country, lang) })),
      },
      lang,
    );
  }
  if (aId === bId) return data({ view: "same" as const }, { status: 404 });
  const h2h = await getHeadToHead(db, aId, bId);
  if (!h2h) return data({ view: "unknown" as const }, { status: 404 });
  return localizeNames(
    {
      view: "compare" as const,
      a: named(h2h.a),
      b: named(h2h.b),
      probabilityA: h2h.probabilityA,
      meetings: h2h.meetings.map((meeting) => ({
        ...meeting,
        tournament: localizeTournament(meeting.tournament, lang),
      })),
    },
    lang,
  );
}
