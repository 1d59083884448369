// The browser's side of Web Push (docs/fans.md#web-push). Loaded lazily — on /me, or after a Follow click — never with
// the first page. Permission is asked only from a click (a Follow, or "Turn on" on /me), never on load.
const WORKER = "/push-sw.js";
/** The worker's scope: its own, so it never takes over the site's pages (the console's worker keeps "/"). */
const SCOPE = "/push/";
const API = "/api/v1/me/push-subscriptions";
/** Set once the Follow control has asked: it asks once; /me's button asks whenever the fan wants. */
const ASKED_AFTER_FOLLOW = "league-push-asked";

export type PushState =
  /** Push works here and this browser is subscribed. */
  | "on"
  /** Push works here; not subscribed (permission not asked yet, or turned off). */
  | "off"
  /** The fan refused notifications for this site (only the browser's settings can undo that). */
  | "denied"
  /** iPhone or iPad in Safari, not opened from the Home Screen: push needs the site added there first. */
  | "ios-home-screen"
  | "unsupported";

function isIos() {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone() {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia("(display-mode: standalone)").matches
  );
}

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  if (registered.active) return registered;
  const worker = registered.installing ?? registered.waiting;
  if (worker)
    await new Promise<void>((resolve) => {
      const check = () => worker.state === "activated" && resolve();
      worker.addEventListener("statechange", check);
      check();
    });
  return registered;
}

async function vapidKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch("/api/v1/push/vapid-public-key");
  const { key } = (await response.json()) as { key: string };
  const base64 = key.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

async function send(method: "POST" | "DELETE", body: unknown) {
  const response = await fetch(API, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return response.ok;
}

export async function pushState(): Promise<PushState> {
  if (isIos() && !isStandalone()) return "ios-home-screen";
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  const existing = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await existing?.pushManager.getSubscription()) ? "on" : "off";
}

/** Subscribes this browser (asking permission if need be: call from a click) and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  const state = await pushState();
  if (state === "ios-home-screen" || state === "unsupported" || state === "denied") return state;
  if (Notification.permission === "default") {
    const answer = await Notification.requestPermission();
    if (answer !== "granted") return answer === "denied" ? "denied" : "off";
  }
  const [worker, key] = await Promise.all([registration(), vapidKey()]);
  let subscription = await worker.pushManager.getSubscription();
  // Made with another key (the site's keys changed): it cannot be used any more.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return (await send("POST", subscription.toJSON())) ? "on" : "off";
}

export async function turnPushOff(): Promise<PushState> {
  const existing = await navigator.serviceWorker.getRegistration(SCOPE);
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    await send("DELETE", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return pushState();
}

/**
 * Each visit to /me: the browser's subscription is sent again (the server may have dropped it, or the browser renewed
 * it), and one made with old keys is replaced. Never asks for permission.
 */
export async function syncPush(): Promise<PushState> {
  const state = await pushState();
  if (state !== "on") return state;
  return turnPushOn();
}

/** After a Follow click: asks once whether to send notifications here (a fan who declines can turn them on at /me). */
export async function offerPushAfterFollow(): Promise<void> {
  if ((await pushState()) !== "off" || Notification.permission !== "default") return;
  try {
    if (localStorage.getItem(ASKED_AFTER_FOLLOW)) return;
    localStorage.setItem(ASKED_AFTER_FOLLOW, "1");
  } catch {
    // No storage: asking each time is the browser's to limit.
  }
  await turnPushOn();
}
