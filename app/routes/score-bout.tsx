import { pageStrings } from "~/i18n/page-strings";
import { ScoreConsole } from "~/components/score/score-console";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/score-bout";
import { loadConsole } from "./score.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("rules", "score");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConsole(request, requestLang(context), params.boutId);
}

/** The console is a full-screen tool: no site header or footer (app/root.tsx). */
export const handle = { bare: true };

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "score:metaTitle"),
  { name: "robots", content: "noindex" },
];

export default function ScoreBout({ loaderData }: Route.ComponentProps) {
  // Keyed by the bout: going to the next bout (a link from a finished one) starts a console of its own, with no state,
  // queue or stream left over from the last.
  return <ScoreConsole key={loaderData.bout.id} bout={loaderData.bout} />;
}
