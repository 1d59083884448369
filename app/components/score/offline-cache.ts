// Lets the console reload without a connection: a service worker (public/score-sw.js) answers the console's document,
// its assets and the route manifest from a cache when the network is gone. The page fills that cache with what it has
// loaded itself (before the worker took over), and keeps adding the route manifests React Router fetches later.
export const SCORE_CACHE = "score-console-v1";

const cacheable = (url: string) =>
  url.startsWith(window.location.origin) && (url.includes("/assets/") || url.includes("/__manifest"));

// Adding to the cache fetches, and a fetch is a new resource entry: each address is added once.
const remembered = new Set<string>();

function remember(all: string[]) {
  const urls = all.filter((url) => !remembered.has(url));
  if (!navigator.onLine || urls.length === 0) return;
  for (const url of urls) remembered.add(url);
  void caches
    .open(SCORE_CACHE)
    .then((cache) => cache.addAll(urls))
    .catch(() => {
      // Offline support is a bonus: the console works without it while connected.
    });
}

export function cacheConsoleForOffline(): () => void {
  if (!("serviceWorker" in navigator) || !("caches" in window) || !navigator.onLine) return () => {};
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  void navigator.serviceWorker
    .register("/score-sw.js")
    .then(() => remember([window.location.href, ...new Set(loaded.filter(cacheable))]))
    .catch(() => {});
  const observer = new PerformanceObserver((list) =>
    remember(
      list
        .getEntries()
        .map((entry) => entry.name)
        .filter((url) => url.includes("/__manifest")),
    ),
  );
  observer.observe({ type: "resource" });
  return () => observer.disconnect();
}
