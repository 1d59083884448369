import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/score-state";
import { loadConsoleState } from "./score.server";

// The console's fallback poll for the other consoles' actions, used only while the live event stream is down.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConsoleState(request, requestLang(context), params.boutId);
}
