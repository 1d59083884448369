import { pageStrings } from "~/i18n/page-strings";
import { AuditTab } from "~/components/admin/audit-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-audit";
import { handleAdminAction } from "./admin.server";
import { loadAuditTab } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditTab audit={loaderData.audit} />;
}
