import { pageStrings } from "~/i18n/page-strings";
import { AthletesTab } from "~/components/admin/athletes-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-athletes";
import { handleAdminAction } from "./admin.server";
import { loadAthletesTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAthletesTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminAthletes({ loaderData }: Route.ComponentProps) {
  return <AthletesTab page={loaderData.page} teams={loaderData.teams} countries={loaderData.countries} />;
}
