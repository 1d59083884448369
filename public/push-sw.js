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
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      // A newer message about the same bout replaces the one shown, and alerts again.
      renotify: typeof message.tag === "string",
      icon: "/images/icon-192.png",
      badge: "/images/icon-192.png",
      data: { url: sameSite(message.url), kind: message.kind },
    }),
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
