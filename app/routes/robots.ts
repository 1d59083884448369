import { publicUrl } from "../../server/env.server.ts";
import { publicResource } from "../../server/public-resource.server.ts";
import type { Route } from "./+types/robots";

// Signed-in and private areas in both languages, and the JSON API, stay out of search engines.
const PRIVATE_PATHS = [
  "/admin",
  "/auth",
  "/account",
  "/reset-password",
  "/score",
  "/ru/admin",
  "/ru/auth",
  "/ru/account",
  "/ru/reset-password",
  "/ru/score",
  "/api/",
];

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
    "",
  ].join("\n");
  return publicResource(request, body, "text/plain; charset=utf-8");
}
