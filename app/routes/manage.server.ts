import { z } from "zod";
import type { Lang } from "~/lib/language";
import { LineupSchema } from "~/lib/season/lineups";
import { zoneLabel } from "~/lib/zone-label";
import { requireSameOrigin, requireTeamManager } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { fieldErrors } from "../../server/league/field-errors.server.ts";
import { managerOverview, submitLineup, withdrawLineup } from "../../server/league/season/lineups.server.ts";
import { WriteRejected } from "../../server/league/write-rejected.server.ts";

/** /manage: a team manager's upcoming team matches, their deadlines and the lineup form (team managers and admins). */
export async function loadManagePage(request: Request, lang: Lang) {
  const { managedTeamId } = await requireTeamManager(request, lang);
  if (!managedTeamId) return { overview: null };
  const overview = await managerOverview(db, managedTeamId);
  if (!overview) return { overview: null };
  return {
    overview: {
      ...overview,
      matches: overview.matches.map((match) => ({
        ...match,
        zone_label: match.scheduled_at ? zoneLabel(match.scheduled_at, match.time_zone, lang) : "",
      })),
    },
  };
}

/**
 * The form posts the team match and the three athletes (the same schema and write as PUT …/lineup), or
 * `intent=withdraw` (the same write as DELETE …/lineup).
 */
export async function submitManagerLineup(request: Request, lang: Lang) {
  requireSameOrigin(request);
  const { user, isAdmin, managedTeamId } = await requireTeamManager(request, lang);
  const form = await request.formData();
  const teamMatchId = String(form.get("team_match_id") ?? "");
  if (!z.uuid().safeParse(teamMatchId).success) throw new Response("Not found", { status: 404 });
  if (form.get("intent") === "withdraw") {
    if (!managedTeamId) throw new Response("Not found", { status: 404 });
    try {
      const gone = await withdrawLineup(
        db,
        teamMatchId,
        managedTeamId,
        { isAdmin, teamId: managedTeamId },
        { id: user.id, email: user.email },
      );
      if (gone === null) throw new Response("Not found", { status: 404 });
    } catch (error) {
      if (error instanceof WriteRejected)
        return { team_match_id: teamMatchId, ok: false as const, fields: { athlete_ids: error.messageKey } };
      throw error;
    }
    return { team_match_id: teamMatchId, ok: true as const, withdrawn: true, fields: {} as Record<string, string> };
  }
  const parsed = LineupSchema.safeParse({
    team_id: managedTeamId,
    athlete_ids: [form.get("athlete_1"), form.get("athlete_2"), form.get("athlete_3")],
  });
  // Field errors stay i18n keys: the form translates them like its own (athlete_ids.0 → bout 1).
  if (!parsed.success) return { team_match_id: teamMatchId, ok: false as const, fields: fieldErrors(parsed.error) };
  try {
    const stored = await submitLineup(
      db,
      teamMatchId,
      parsed.data,
      { isAdmin, teamId: managedTeamId },
      { id: user.id, email: user.email },
    );
    if (!stored) throw new Response("Not found", { status: 404 });
  } catch (error) {
    if (error instanceof WriteRejected)
      return {
        team_match_id: teamMatchId,
        ok: false as const,
        fields: { [error.field]: error.messageKey },
        params: error.params ?? {},
      };
    throw error;
  }
  return { team_match_id: teamMatchId, ok: true as const, fields: {} as Record<string, string> };
}
