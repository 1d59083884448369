import { z } from "zod";
import type { Lang } from "~/lib/language";
import { requireAdmin, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { grantRole, listStaff, revokeRole } from "../../server/league/admins.server.ts";

const StaffChange = z.object({
  intent: z.enum(["grant-scorekeeper", "revoke-scorekeeper"]),
  email: z.email().trim().toLowerCase(),
});

export async function loadStaffTab(request: Request, lang: Lang) {
  await requireAdmin(request, lang);
  return { staff: await listStaff(db) };
}

/** Grants or revokes the scorekeeper role of an existing account (admins are made with `npm run admin`). */
export async function changeStaff(request: Request, lang: Lang) {
  requireSameOrigin(request);
  await requireAdmin(request, lang);
  const parsed = StaffChange.safeParse(Object.fromEntries(await request.formData()));
  // A refusal is the form's answer (200 with the message), like the other admin forms' field errors.
  if (!parsed.success) return { ok: false as const, message: "staff.invalidEmail" as const, email: "" };
  const { intent, email } = parsed.data;
  if (intent === "revoke-scorekeeper") {
    await revokeRole(db, email, "scorekeeper");
    return { ok: true as const, message: "staff.revoked" as const, email };
  }
  try {
    await grantRole(db, email, "scorekeeper");
  } catch {
    return { ok: false as const, message: "staff.noUser" as const, email };
  }
  return { ok: true as const, message: "staff.granted" as const, email };
}
