import { settings } from "../../server/env.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import { localizePath } from "~/lib/language";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/manifest";

/**
 * `/manifest.webmanifest` (and `/ru/…`): the web app manifest, so the site can be added to a home screen and open as
 * an app — which is also what lets iOS Safari receive Web Push (docs/fans.md#web-push).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const manifest = {
    name: settings.LEAGUE_NAME,
    short_name: settings.LEAGUE_SHORT_NAME,
    lang,
    start_url: localizePath("/me", lang),
    scope: "/",
    display: "standalone",
    background_color: "#0c0c0f",
    theme_color: "#0c0c0f",
    icons: [
      { src: "/images/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      { src: "/images/logo.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return publicResource(request, JSON.stringify(manifest), "application/manifest+json");
}
