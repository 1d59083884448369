import { pageStrings } from "~/i18n/page-strings";
import { SponsorsTab } from "~/components/admin/sponsors-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-sponsors";
import { handleAdminAction } from "./admin.server";
import { loadSponsorsTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSponsorsTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminSponsors({ loaderData }: Route.ComponentProps) {
  return <SponsorsTab page={loaderData.page} />;
}
