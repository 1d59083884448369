import { pageStrings } from "~/i18n/page-strings";
import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/admin";
import { handleAdminAction } from "./admin.server";
import { loadAdminFrame } from "./admin-lists.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("admin");

// The admin's frame: who is signed in and the sections' links. Each section is a child route with its own loader
// and action; every loader and action checks the session and the admin role itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminFrame(request, requestLang(context));
}

/** Posts to `/admin` itself (older clients and scripts) write as the sections' actions do. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(request, requestLang(context));
}

/** The frame holds only the admin's email: a save or a page turn in a section never reloads it. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "admin:metaTitle"),
  { name: "robots", content: "noindex" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}
