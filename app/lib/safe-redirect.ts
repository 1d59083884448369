// The one way a redirect target from a request becomes a Location: parsed as a URL against this site, as a
// browser would (backslashes are slashes, tabs and newlines vanish), and kept only when it stays on this site.

const SITE = "http://this-site.invalid";

/** The path, query and hash of `target` when it resolves on this site; `fallback` for anything else. */
export function sameSitePath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser would read as another host.
  return `${url.pathname.replace(/^\/{2,}/, "/")}${url.search}${url.hash}`;
}
