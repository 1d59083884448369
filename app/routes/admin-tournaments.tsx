import { pageStrings } from "~/i18n/page-strings";
import { TournamentsTab } from "~/components/admin/tournaments-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-tournaments";
import { handleAdminAction } from "./admin.server";
import { loadTournamentsTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTournamentsTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminTournaments({ loaderData }: Route.ComponentProps) {
  return <TournamentsTab page={loaderData.page} />;
}
