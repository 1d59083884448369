import { data } from "react-router";
import { z } from "zod";
import type { AdminActionData } from "~/components/admin/admin-action";
import { ADMIN_INTENTS, CSV_KINDS, ENTITIES, parseIntent, type AdminIntent } from "~/lib/entities/registry";
import { isId } from "~/lib/ids";
import type { Lang } from "~/lib/language";
import { requireAdmin, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import type { Actor } from "../../server/league/audit.server.ts";
import { checkCsv, commitCsv, exportCsv } from "../../server/league/csv-import.server.ts";
import { WriteContended } from "../../server/league/entities/audited-writes.server.ts";
import { SERVER_ENTITIES } from "../../server/league/entities/registry.server.ts";
import { fieldErrors } from "../../server/league/field-errors.server.ts";
import { WriteRejected } from "../../server/league/write-rejected.server.ts";

const Mutation = z.object({
  intent: z.enum(ADMIN_INTENTS),
  id: z.string().optional(),
  values: z.unknown().optional(),
});
const CsvRequest = z.object({
  kind: z.enum(CSV_KINDS),
  text: z
    .string()
    .max(3 * 1024 * 1024)
    .default(""),
});

/**
 * Every write checks the role and the origin itself, then goes through the entity's registry entry: its
 * schema parses the values again and its audited writes run the entity's checks (the same as the API's).
 */
export async function handleAdminAction(request: Request, lang: Lang) {
  const user = await requireAdmin(request, lang);
  requireSameOrigin(request);
  const actor: Actor = { id: user.id, email: user.email };
  const parsed = Mutation.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return data<AdminActionData>({ ok: false, intent: "create-tournament", error: "bad-request" }, { status: 400 });
  const { intent, id, values } = parsed.data;
  const fail = (status: number, error: string, fields?: Record<string, string>) =>
    data<AdminActionData>({ ok: false, intent, error, fields }, { status });
  const done = (extra: Partial<Extract<AdminActionData, { ok: true }>> = {}) =>
    data<AdminActionData>({ ok: true, intent, ...extra });
  try {
    const target = parseIntent(intent);
    if (!target) return await csvAction(intent, values, actor, fail, done);
    const { verb, entity } = target;
    const server = SERVER_ENTITIES[entity];
    if (verb !== "create" && !isId(id)) return fail(404, "not-found");
    if (verb === "create") {
      await server.writes.create(db, ENTITIES[entity].schema.parse(values), actor);
      return done();
    }
    if (verb === "update")
      return (await server.writes.update(db, id!, ENTITIES[entity].schema.parse(values), actor))
        ? done()
        : fail(404, "not-found");
    if (verb === "delete") {
      const options = server.writes.definition.deleteOptions?.parse(values ?? {});
      return (await server.writes.removed(db, id!, actor, options)) ? done() : fail(404, "not-found");
    }
    const action = server.actions?.[verb];
    if (!action) return fail(400, "bad-request");
    const input = action.values.safeParse(values);
    if (!input.success) return fail(400, "bad-request");
    return (await action.run(db, id!, input.data, actor)) ? done() : fail(404, "not-found");
  } catch (error) {
    // A refusal that names something (the team match that blocks it) is sent translated, its names filled in.
    if (error instanceof WriteRejected) return fail(409, "rejected", fieldErrors(error, error.params ? { lang } : {}));
    if (error instanceof z.ZodError) return fail(400, "invalid", fieldErrors(error));
    // Retries exhausted on a lock conflict (docs/operations.md, "Concurrency model"): nothing was written, try again.
    if (error instanceof WriteContended)
      return data<AdminActionData>(
        { ok: false, intent, error: "busy" },
        { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    throw error;
  }
}

type Fail = (
  status: number,
  error: string,
  fields?: Record<string, string>,
) => ReturnType<typeof data<AdminActionData>>;
type Done = (extra?: Partial<Extract<AdminActionData, { ok: true }>>) => ReturnType<typeof data<AdminActionData>>;

async function csvAction(intent: AdminIntent, values: unknown, actor: Actor, fail: Fail, done: Done) {
  const csv = CsvRequest.safeParse(values);
  if (!csv.success) return fail(400, "bad-request");
  if (intent === "export-csv") return done({ csv: await exportCsv(db, csv.data.kind) });
  if (intent === "preview-csv") return done({ report: (await checkCsv(db, csv.data.kind, csv.data.text)).report });
  const result = await commitCsv(db, csv.data.kind, csv.data.text, actor);
  if (!result.ok)
    return data<AdminActionData>({ ok: false, intent, error: "invalid", report: result.report }, { status: 400 });
  return done({ report: result.report, imported: result.created + result.updated });
}
