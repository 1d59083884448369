import { pageStrings } from "~/i18n/page-strings";
import { MyLeaguePage } from "~/components/fans/my-league-page";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/me";
import { loadMe, updateMyFollow } from "./me.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("fans");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMe(request, requestLang(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return updateMyFollow(request, requestLang(context));
}

/** Private: one fan's follows and results. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "fans:title"),
  { name: "robots", content: "noindex" },
];

export default function Me({ loaderData }: Route.ComponentProps) {
  return <MyLeaguePage league={loaderData} />;
}
