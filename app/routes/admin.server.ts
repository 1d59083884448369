import { desc, getTableColumns } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { AdminActionData } from "~/components/admin/admin-action";
import { langFromPath } from "~/lib/language";
import { NewsInputSchema } from "~/lib/schemas/news";
import { TournamentInputSchema } from "~/lib/schemas/tournament";
import { requireAdmin, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { news, tournaments } from "../../server/db/schema.ts";
import { createNews, deleteNews, updateNews } from "../../server/league/news-writes.server.ts";
import { createTournament, deleteTournament, updateTournament } from "../../server/league/tournament-writes.server.ts";

const lang = (request: Request) => langFromPath(new URL(request.url).pathname);

/** Everything the panel lists; the admin's searching and sorting happen in the browser. */
export async function loadAdminPanel(request: Request) {
  const user = await requireAdmin(request, lang(request));
  const { created_at: _created, updated_at: _updated, ...tournamentColumns } = getTableColumns(tournaments);
  const [tournamentRows, newsRows] = await Promise.all([
    db.select(tournamentColumns).from(tournaments).orderBy(desc(tournaments.event_date)),
    db.select({ id: news.id, title: news.title, content: news.content, image_url: news.image_url, published_at: news.published_at }).from(news).orderBy(desc(news.published_at)),
  ]);
  return { email: user.email, tournaments: tournamentRows, news: newsRows };
}

const Id = z.uuid();
const Mutation = z.object({
  intent: z.enum(["create-tournament", "update-tournament", "delete-tournament", "create-news", "update-news", "delete-news"]),
  id: z.string().optional(),
  values: z.unknown().optional(),
});

/** The first message per field (i18n keys), as the form itself would show. */
function fieldMessages(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

/** Every write checks the role and the origin itself, then parses the form's own schema again. */
export async function handleAdminAction(request: Request) {
  await requireAdmin(request, lang(request));
  requireSameOrigin(request);
  const parsed = Mutation.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data<AdminActionData>({ ok: false, intent: "create-tournament", error: "bad-request" }, { status: 400 });
  const { intent, id, values } = parsed.data;
  const fail = (status: number, error: string, fields?: Record<string, string>) => data<AdminActionData>({ ok: false, intent, error, fields }, { status });
  const done = () => data<AdminActionData>({ ok: true, intent });
  const needsId = intent.startsWith("update") || intent.startsWith("delete");
  if (needsId && !Id.safeParse(id).success) return fail(404, "not-found");

  if (intent === "delete-tournament") return (await deleteTournament(db, id!)) ? done() : fail(404, "not-found");
  if (intent === "delete-news") return (await deleteNews(db, id!)) ? done() : fail(404, "not-found");

  if (intent === "create-tournament" || intent === "update-tournament") {
    const input = TournamentInputSchema.safeParse(values);
    if (!input.success) return fail(400, "invalid", fieldMessages(input.error));
    if (intent === "create-tournament") await createTournament(db, input.data);
    else if (!(await updateTournament(db, id!, input.data))) return fail(404, "not-found");
    return done();
  }
  const input = NewsInputSchema.safeParse(values);
  if (!input.success) return fail(400, "invalid", fieldMessages(input.error));
  if (intent === "create-news") await createNews(db, input.data);
  else if (!(await updateNews(db, id!, input.data))) return fail(404, "not-found");
  return done();
}
