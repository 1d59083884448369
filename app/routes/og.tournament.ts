import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/og.tournament";
import { tournamentCard } from "./og.server";

/** The tournament's 1200×630 link-preview card (`og:image`), in the language of the URL. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return tournamentCard(request, requestLang(context), params.image);
}
