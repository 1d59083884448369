import "~/i18n/private-strings";
import { AdminPanel } from "~/components/admin/admin-panel";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { handleAdminAction, loadAdminPanel } from "./admin.server";

// Every loader and action checks the session and the admin role itself (see admin.server.ts).
export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminPanel(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleAdminAction(request);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [...pageTitle(args, "admin:metaTitle"), { name: "robots", content: "noindex" }];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminPanel data={loaderData} />;
}
