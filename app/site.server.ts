import { data, redirect } from "react-router";
import { getSessionWithCookies, staffRoles } from "../server/auth.server.ts";
import { publicUrl, settings } from "../server/env.server.ts";
import { localizePath, readLangCookie, type Lang } from "./lib/language";

export interface Brand {
  name: string;
  shortName: string;
  tagline: string;
  email: string;
  social: { network: "instagram" | "youtube" | "x" | "telegram"; url: string | null }[];
}

const brand: Brand = {
  name: settings.LEAGUE_NAME,
  shortName: settings.LEAGUE_SHORT_NAME,
  tagline: settings.LEAGUE_TAGLINE,
  email: settings.LEAGUE_EMAIL,
  // Unset networks stay as placeholders, as the spec's footer shows them.
  social: [
    { network: "instagram", url: settings.LEAGUE_SOCIAL_INSTAGRAM ?? null },
    { network: "youtube", url: settings.LEAGUE_SOCIAL_YOUTUBE ?? null },
    { network: "x", url: settings.LEAGUE_SOCIAL_X ?? null },
    { network: "telegram", url: settings.LEAGUE_SOCIAL_TELEGRAM ?? null },
  ],
};

const taglines: Record<Lang, string> = { en: settings.LEAGUE_TAGLINE, ru: settings.LEAGUE_TAGLINE_RU };

/** The league's brand with the tagline in the page's language. */
export const brandFor = (lang: Lang): Brand => ({ ...brand, tagline: taglines[lang] });

/** What every page needs: language (from the URL), the signed-in user and the brand; with any session cookie changes. */
export async function loadSite(request: Request, lang: Lang) {
  const url = new URL(request.url);
  // A visitor who chose Russian and opens an English URL is sent to the same page in Russian.
  if (lang === "en" && readLangCookie(request.headers.get("Cookie")) === "ru") {
    throw redirect(localizePath(url.pathname + url.search, "ru"));
  }
  // An expired or revoked session reads as signed out, and better-auth's deletion of its cookie goes out with
  // this response (document or client-side data request), so the browser drops the stale cookie.
  const { session, setCookies } = await getSessionWithCookies(request);
  const user = session?.user;
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(
    {
      lang,
      brand: brandFor(lang),
      // Canonical links, share images and structured data need absolute addresses.
      origin: new URL(publicUrl).origin,
      // canScore: scorekeepers and admins (the header's Score link); managedTeamId: a team manager's team (Lineups).
      user: user ? { id: user.id, email: user.email, name: user.name, ...(await staffRoles(user.id)) } : null,
    },
    { headers },
  );
}
