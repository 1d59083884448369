import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-team-members";
import { loadTeamMembers } from "./admin-lists.server";

// The team edit dialog's athlete list, loaded when it opens (a team can have thousands; the list shows the first).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return Response.json(await loadTeamMembers(request, requestLang(context), params.id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
