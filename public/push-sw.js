// The notifications' service worker (docs/fans.md#web-push). Registered with scope /push/ so it never takes over the
// site's pages (the scorekeeper console keeps its own worker at /): it only shows pushed notifications and opens or
// focuses their page when one is clicked. The payload is the decrypted JSON { kind, title, body, url, tag }.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function readMessage(data) {
  try {
    const message = data ? data.json() : {};
    return message && typeof message === "object" ? message : {};
  } catch {
    return { body: data ? data.text() : "" };
  }
}

// Only this site's pages are opened.
function sameSite(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("push", (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === "string" && message.title ? message.title : self.location.host;
  const body = typeof message.body === "string" ? message.body : "";
  const tag = typeof message.tag === "string" ? message.tag : undefined;
  event.waitUntil(
    (tag ? self.registration.getNotifications({ tag }) : Promise.resolve([]))
      .catch(() => [])
      .then((shown) =>
        self.registration.showNotification(title, {
          body,
          tag,
          // A newer message about the same bout replaces the one shown, and alerts again; the same message once more
          // (the server sends a message again when it cannot know whether the push service got it, after a crash)
          // replaces it silently.
          renotify: Boolean(tag) && !shown.some((note) => note.title === title && note.body === body),
          icon: "/images/icon-192.png",
          badge: "/images/icon-192.png",
          data: { url: sameSite(message.url), kind: message.kind },
        }),
      ),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameSite(event.notification.data && event.notification.data.url);
  event.waitUntil(
    // The page already open in a window is focused; otherwise it opens (this worker controls no page, so it cannot
    // navigate one).
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
