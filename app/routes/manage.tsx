import { pageStrings } from "~/i18n/page-strings";
import { ManagePage } from "~/components/manage/manage-page";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/manage";
import { loadManagePage, submitManagerLineup } from "./manage.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("manage", "tournament");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManagePage(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitManagerLineup(request, requestLang(context));
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "manage:title"),
  { name: "robots", content: "noindex" },
];

export default function Manage({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagePage overview={loaderData.overview} result={actionData ?? null} />;
}
