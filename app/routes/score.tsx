import { pageStrings } from "~/i18n/page-strings";
import { ScoringList } from "~/components/score/scoring-list";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/score";
import { loadScoringList } from "./score.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("score");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadScoringList(request, requestLang(context));
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "score:listTitle"),
  { name: "robots", content: "noindex" },
];

export default function Score({ loaderData }: Route.ComponentProps) {
  return <ScoringList matches={loaderData.matches} />;
}
