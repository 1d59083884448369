import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/og.site";
import { siteCard } from "./og.server";

/** The league's own 1200×630 card, the `og:image` of pages without one of their own. */
export function loader({ request, context }: Route.LoaderArgs) {
  return siteCard(request, requestLang(context));
}
