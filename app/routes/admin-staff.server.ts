import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Lang } from "~/lib/language";
import { requireAdmin, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { teams } from "../../server/db/schema.ts";
import { grantRole, listStaff, revokeRole } from "../../server/league/admins.server.ts";

const StaffChange = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["grant-scorekeeper", "revoke-scorekeeper", "revoke-team-manager"]),
    email: z.email().trim().toLowerCase(),
  }),
  z.object({ intent: z.literal("grant-team-manager"), email: z.email().trim().toLowerCase(), team_id: z.uuid() }),
]);

export async function loadStaffTab(request: Request, lang: Lang) {
  await requireAdmin(request, lang);
  const [staff, teamList] = await Promise.all([
    listStaff(db),
    db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name)),
  ]);
  return { staff, teams: teamList };
}

/** Grants or revokes the scorekeeper or team manager role of an existing account (admins are made with `npm run admin`). */
export async function changeStaff(request: Request, lang: Lang) {
  requireSameOrigin(request);
  await requireAdmin(request, lang);
  const form = Object.fromEntries(await request.formData());
  const parsed = StaffChange.safeParse(form);
  // A refusal is the form's answer (200 with the message), like the other admin forms' field errors.
  if (!parsed.success) {
    const message = form.intent === "grant-team-manager" && !form.team_id ? "staff.invalidTeam" : "staff.invalidEmail";
    return { ok: false as const, message: message as "staff.invalidTeam" | "staff.invalidEmail", email: "", team: "" };
  }
  const change = parsed.data;
  const { email } = change;
  if (change.intent === "revoke-scorekeeper") {
    await revokeRole(db, email, "scorekeeper");
    return { ok: true as const, message: "staff.revoked" as const, email, team: "" };
  }
  if (change.intent === "revoke-team-manager") {
    await revokeRole(db, email, "team_manager");
    return { ok: true as const, message: "staff.managerRevoked" as const, email, team: "" };
  }
  if (change.intent === "grant-team-manager") {
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, change.team_id));
    if (!team) return { ok: false as const, message: "staff.invalidTeam" as const, email, team: "" };
    try {
      await grantRole(db, email, "team_manager", undefined, change.team_id);
    } catch {
      return { ok: false as const, message: "staff.noUser" as const, email, team: "" };
    }
    return { ok: true as const, message: "staff.managerGranted" as const, email, team: team.name };
  }
  try {
    await grantRole(db, email, "scorekeeper");
  } catch {
    return { ok: false as const, message: "staff.noUser" as const, email, team: "" };
  }
  return { ok: true as const, message: "staff.granted" as const, email, team: "" };
}
