import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/og.athlete";
import { athleteCard } from "./og.server";

/** The athlete's 1200×630 link-preview card (`og:image`), in the language of the URL. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return athleteCard(request, requestLang(context), params.image);
}
