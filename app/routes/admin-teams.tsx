import { pageStrings } from "~/i18n/page-strings";
import { TeamsTab } from "~/components/admin/teams-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-teams";
import { handleAdminAction } from "./admin.server";
import { loadTeamsTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTeamsTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminTeams({ loaderData }: Route.ComponentProps) {
  return <TeamsTab page={loaderData.page} teams={loaderData.teams} countries={loaderData.countries} />;
}
