import { pageStrings } from "~/i18n/page-strings";
import { NewsTab } from "~/components/admin/news-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-news";
import { handleAdminAction } from "./admin.server";
import { loadNewsTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  return <NewsTab page={loaderData.page} />;
}
