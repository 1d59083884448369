import { pageStrings } from "~/i18n/page-strings";
import { StaffTab } from "~/components/admin/staff-tab";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin-staff";
import { changeStaff, loadStaffTab } from "./admin-staff.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaffTab(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeStaff(request, requestLang(context));
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffTab staff={loaderData.staff} teams={loaderData.teams} result={actionData ?? null} />;
}
