import { asc, count, desc, eq, getTableColumns } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { ADMIN_INTENTS, type AdminActionData } from "~/components/admin/admin-action";
import { countryName, ISO_ALPHA3_CODES } from "~/lib/flags";
import { langFromPath } from "~/lib/language";
import { AthleteInputSchema } from "~/lib/schemas/athlete";
import { NewsInputSchema } from "~/lib/schemas/news";
import { SponsorInputSchema } from "~/lib/schemas/sponsor";
import { TeamDeleteSchema, TeamInputSchema } from "~/lib/schemas/team";
import { TournamentInputSchema } from "~/lib/schemas/tournament";
import { requireAdmin, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { athletes, news, sponsors, teams, tournaments } from "../../server/db/schema.ts";
import { createAthlete, deleteAthlete, updateAthlete } from "../../server/league/athletes-writes.server.ts";
import { listAudit, type Actor } from "../../server/league/audit.server.ts";
import { CSV_KINDS } from "../../server/league/csv-columns.ts";
import { checkCsv, commitCsv, exportCsv } from "../../server/league/csv-import.server.ts";
import { createNews, deleteNews, updateNews } from "../../server/league/news-writes.server.ts";
import { createSponsor, deleteSponsor, moveSponsor, updateSponsor } from "../../server/league/sponsors-writes.server.ts";
import { createTeam, deleteTeam, updateTeam } from "../../server/league/teams-writes.server.ts";
import { createTournament, deleteTournament, updateTournament } from "../../server/league/tournament-writes.server.ts";
import { WriteRejected } from "../../server/league/write-rejected.server.ts";

const lang = (request: Request) => langFromPath(new URL(request.url).pathname);

/** Everything the panel lists; the admin's searching and sorting happen in the browser. The audit log comes a page at a time. */
export async function loadAdminPanel(request: Request) {
  const user = await requireAdmin(request, lang(request));
  const url = new URL(request.url);
  const { created_at: _created, updated_at: _updated, ...tournamentColumns } = getTableColumns(tournaments);
  const { created_at: _aCreated, updated_at: _aUpdated, ...athleteColumns } = getTableColumns(athletes);
  const [tournamentRows, newsRows, teamRows, athleteRows, sponsorRows, audit] = await Promise.all([
    db.select(tournamentColumns).from(tournaments).orderBy(desc(tournaments.event_date)),
    db
      .select({ id: news.id, title: news.title, title_ru: news.title_ru, content: news.content, content_ru: news.content_ru, image_url: news.image_url, published_at: news.published_at })
      .from(news)
      .orderBy(desc(news.published_at)),
    db
      .select({ id: teams.id, name: teams.name, logo_url: teams.logo_url, city: teams.city, country: teams.country, athlete_count: count(athletes.id) })
      .from(teams)
      .leftJoin(athletes, eq(athletes.team_id, teams.id))
      .groupBy(teams.id)
      .orderBy(asc(teams.name)),
    db.select(athleteColumns).from(athletes).orderBy(asc(athletes.full_name)),
    db.select({ id: sponsors.id, name: sponsors.name, logo_url: sponsors.logo_url, website_url: sponsors.website_url, display_order: sponsors.display_order }).from(sponsors).orderBy(asc(sponsors.display_order), asc(sponsors.name)),
    listAudit(db, { page: Number(url.searchParams.get("auditPage")) || 1 }),
  ]);
  const countries = ISO_ALPHA3_CODES.map((code) => ({ code, name: countryName(code, lang(request)) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lang(request)));
  return {
    email: user.email,
    tournaments: tournamentRows,
    news: newsRows,
    teams: teamRows,
    athletes: athleteRows,
    sponsors: sponsorRows,
    audit,
    countries,
    tab: url.searchParams.get("tab"),
  };
}

const Id = z.uuid();
const Mutation = z.object({
  intent: z.enum(ADMIN_INTENTS),
  id: z.string().optional(),
  values: z.unknown().optional(),
});
const MoveSponsor = z.object({ direction: z.enum(["up", "down"]) });
const CsvRequest = z.object({ kind: z.enum(CSV_KINDS), text: z.string().max(3 * 1024 * 1024).default("") });

/** The first message per field (i18n keys), as the form itself would show. */
function fieldMessages(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

type Entity = "tournament" | "news" | "team" | "athlete" | "sponsor";
interface Writes {
  schema: z.ZodType;
  create(input: unknown, actor: Actor): Promise<unknown>;
  update(id: string, input: unknown, actor: Actor): Promise<unknown>;
  remove(id: string, actor: Actor, values: unknown): Promise<unknown>;
}

const WRITES: Record<Entity, Writes> = {
  tournament: { schema: TournamentInputSchema, create: (i, a) => createTournament(db, i as never, a), update: (id, i, a) => updateTournament(db, id, i as never, a), remove: (id, a) => deleteTournament(db, id, a) },
  news: { schema: NewsInputSchema, create: (i, a) => createNews(db, i as never, a), update: (id, i, a) => updateNews(db, id, i as never, a), remove: (id, a) => deleteNews(db, id, a) },
  team: {
    schema: TeamInputSchema,
    create: (i, a) => createTeam(db, i as never, a),
    update: (id, i, a) => updateTeam(db, id, i as never, a),
    remove: (id, a, values) => deleteTeam(db, id, TeamDeleteSchema.parse(values ?? {}), a),
  },
  athlete: { schema: AthleteInputSchema, create: (i, a) => createAthlete(db, i as never, a), update: (id, i, a) => updateAthlete(db, id, i as never, a), remove: (id, a) => deleteAthlete(db, id, a) },
  sponsor: { schema: SponsorInputSchema, create: (i, a) => createSponsor(db, i as never, a), update: (id, i, a) => updateSponsor(db, id, i as never, a), remove: (id, a) => deleteSponsor(db, id, a) },
};

/** Every write checks the role and the origin itself, then parses the form's own schema again. */
export async function handleAdminAction(request: Request) {
  const user = await requireAdmin(request, lang(request));
  requireSameOrigin(request);
  const actor: Actor = { id: user.id, email: user.email };
  const parsed = Mutation.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data<AdminActionData>({ ok: false, intent: "create-tournament", error: "bad-request" }, { status: 400 });
  const { intent, id, values } = parsed.data;
  const fail = (status: number, error: string, fields?: Record<string, string>) => data<AdminActionData>({ ok: false, intent, error, fields }, { status });
  const done = (extra: Partial<Extract<AdminActionData, { ok: true }>> = {}) => data<AdminActionData>({ ok: true, intent, ...extra });

  if (intent === "preview-csv" || intent === "import-csv" || intent === "export-csv") {
    const csv = CsvRequest.safeParse(values);
    if (!csv.success) return fail(400, "bad-request");
    if (intent === "export-csv") return done({ csv: await exportCsv(db, csv.data.kind) });
    if (intent === "preview-csv") {
      const { report } = await checkCsv(db, csv.data.kind, csv.data.text);
      return done({ report });
    }
    const result = await commitCsv(db, csv.data.kind, csv.data.text, actor);
    if (!result.ok) return data<AdminActionData>({ ok: false, intent, error: "invalid", report: result.report }, { status: 400 });
    return done({ report: result.report, imported: result.created + result.updated });
  }

  if (!intent.startsWith("create") && !Id.safeParse(id).success) return fail(404, "not-found");
  if (intent === "move-sponsor") {
    const move = MoveSponsor.safeParse(values);
    if (!move.success) return fail(400, "bad-request");
    return (await moveSponsor(db, id!, move.data.direction, actor)) ? done() : fail(404, "not-found");
  }

  const [verb, entity] = intent.split("-") as ["create" | "update" | "delete", Entity];
  const writes = WRITES[entity];
  try {
    if (verb === "delete") return (await writes.remove(id!, actor, values)) ? done() : fail(404, "not-found");
    const input = writes.schema.safeParse(values);
    if (!input.success) return fail(400, "invalid", fieldMessages(input.error));
    if (verb === "create") await writes.create(input.data, actor);
    else if (!(await writes.update(id!, input.data, actor))) return fail(404, "not-found");
    return done();
  } catch (error) {
    if (error instanceof WriteRejected) return fail(409, "rejected", { [error.field]: error.messageKey });
    if (error instanceof z.ZodError) return fail(400, "invalid", fieldMessages(error));
    throw error;
  }
}
