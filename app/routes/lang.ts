import { redirect } from "react-router";
import { isLang, LANG_COOKIE, localizePath } from "~/lib/language";
import { sameSitePath } from "~/lib/safe-redirect";
import { requireSameOrigin } from "../../server/auth.server.ts";
import type { Route } from "./+types/lang";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The language toggle: remembers the choice and shows the same page in that language. */
export async function action({ request }: Route.ActionArgs) {
  // Like every other form post: a foreign Origin (or cookies without one) is refused.
  requireSameOrigin(request);
  // A body that is not a form (JSON, garbage) is a client error, not a 500.
  const form = await request.formData().catch(() => {
    throw new Response("Bad request: expected a form", { status: 400 });
  });
  const lang = form.get("lang");
  if (!isLang(lang)) throw new Response("Unknown language", { status: 400 });
  // Only paths on this site, as a browser would resolve them (`/\evil.example` is another site).
  return redirect(localizePath(sameSitePath(form.get("redirectTo")), lang), {
    headers: { "Set-Cookie": `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
