import { pageStrings } from "~/i18n/page-strings";
import { ResultsTab } from "~/components/admin/results-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-results";
import { handleAdminAction } from "./admin.server";
import { loadResultsTab } from "./admin-results.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin", "athlete", "tournament");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadResultsTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminResults({ loaderData }: Route.ComponentProps) {
  return <ResultsTab {...loaderData} />;
}
