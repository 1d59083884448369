import { redirect } from "react-router";
import { isLang, LANG_COOKIE, localizePath } from "~/lib/language";
import type { Route } from "./+types/lang";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The language toggle: remembers the choice and shows the same page in that language. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const target = String(form.get("redirectTo") ?? "/");
  if (!isLang(lang)) throw new Response("Unknown language", { status: 400 });
  // Only local paths: never redirect to another site.
  const safeTarget = target.startsWith("/") && !target.startsWith("//") ? target : "/";
  return redirect(localizePath(safeTarget, lang), {
    headers: { "Set-Cookie": `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
