// The scorekeeper console's service worker: the console (/score, /ru/score) reloads without a connection.
// Console documents and React Router's route manifest: from the network, kept for later; built assets (hashed
// names): from the cache first. While the browser is offline all of them come from the cache without trying the
// network. Everything else passes through untouched.
const CACHE = "score-console-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const fromCache = (request) => caches.match(request, { ignoreVary: true });

// Offline with no copy of this route manifest: "no new routes" keeps React Router quiet; links it could not learn
// about load as documents once the connection is back.
const offlineFallback = (request) => (new URL(request.url).pathname === "/__manifest" ? Response.json({}) : Response.error());

function networkFirst(request) {
  if (self.navigator.onLine === false) return fromCache(request).then((cached) => cached || offlineFallback(request));
  return fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        void caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    })
    .catch(() => fromCache(request).then((cached) => cached || offlineFallback(request)));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const console = request.mode === "navigate" && /^\/(ru\/)?score(\/|$)/.test(url.pathname);
  if (console || url.pathname === "/__manifest") {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCache(request).then((cached) => cached || fetch(request)));
  }
});
