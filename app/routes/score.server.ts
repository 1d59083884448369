import { data } from "react-router";
import { z } from "zod";
import type { Lang } from "~/lib/language";
import { requireScorekeeper } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { readBoutState } from "../../server/live/live-reads.server.ts";
import { listScoringMatches, loadBoutConsole } from "../../server/live/score-pages.server.ts";

const notFound = () => data(null, { status: 404 });

/** /score: the live and next team matches (scorekeepers and admins only). */
export async function loadScoringList(request: Request, lang: Lang) {
  await requireScorekeeper(request, lang);
  return { matches: await listScoringMatches(db) };
}

/** /score/:boutId: the console. */
export async function loadConsole(request: Request, lang: Lang, boutId: string | undefined) {
  const user = await requireScorekeeper(request, lang);
  if (!z.uuid().safeParse(boutId).success) throw notFound();
  const bout = await loadBoutConsole(db, boutId!);
  if (!bout) throw notFound();
  return { bout, user: user.email };
}

/** The console's fallback poll: the bout's live state as JSON. */
export async function loadConsoleState(request: Request, lang: Lang, boutId: string | undefined) {
  await requireScorekeeper(request, lang);
  const state = z.uuid().safeParse(boutId).success ? await readBoutState(db, boutId!) : null;
  if (!state) return Response.json({ error: "Not found" }, { status: 404 });
  return Response.json(state, { headers: { "Cache-Control": "private, no-store" } });
}
