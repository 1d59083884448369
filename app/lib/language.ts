export const LANGUAGES = ["en", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANG_COOKIE = "lang";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "ru";
}

/** Russian pages live under /ru; every other path is English. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/ru" || pathname.startsWith("/ru/") ? "ru" : "en";
}

/** The path without its language prefix: `/ru/events` → `/events`, `/ru` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === "en") return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: `localizePath('/events', 'ru')` → `/ru/events`. */
export function localizePath(path: string, lang: Lang): string {
  const hashAt = path.indexOf("#");
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const [pathname = "/", query] = splitQuery(hashAt === -1 ? path : path.slice(0, hashAt));
  const bare = stripLang(pathname);
  const localized = lang === "ru" ? (bare === "/" ? "/ru" : `/ru${bare}`) : bare;
  return (query === undefined ? localized : `${localized}?${query}`) + hash;
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf("?");
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)];
}

/**
 * The language of a mailed link's reader: the page it returns to (`callbackURL`: `/ru/…` after a Russian sign-up,
 * sign-in or password reset request); English when it names none.
 */
export function langOfLink(url: string, base: string): Lang {
  const back = URL.canParse(url) ? new URL(url).searchParams.get("callbackURL") : null;
  return back && URL.canParse(back, base) ? langFromPath(new URL(back, base).pathname) : "en";
}

export function readLangCookie(cookieHeader: string | null): Lang | null {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=(en|ru)(?:;|$)/);
  return match ? (match[1] as Lang) : null;
}
