// Web Push in Chromium (docs/fans.md#web-push). The browser here has no push service, so `pushManager.subscribe` is
// stubbed to hand out a subscription of the LOCAL push service (server/fans/push-test-service.ts, at PUSH_TEST_ORIGIN)
// whose keys the test holds: /me turns push on (the real service worker registers, the subscription is posted), the
// "Send a test notification" button makes the server encrypt and send a real push there, the local service decrypts
// it, and CDP's ServiceWorker.deliverPushMessage hands that payload to the service worker, which shows it. Also: no
// permission prompt on load, one after a Follow click; the iPhone hint to add the site to the Home Screen (EN/RU).
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { signUpConfirmed } from "./accounts";
import { startPushService } from "../server/fans/push-test-service";

const PUSH_ORIGIN = process.env.E2E_PUSH_ORIGIN!;

async function followSomeone(page: Page, origin: string) {
  const body = (await (await page.request.get("/api/v1/athletes?limit=1")).json()) as {
    items: { id: string; full_name: string }[];
  };
  const athlete = body.items[0]!;
  const put = await page.request.put(`/api/v1/me/follows/athlete/${athlete.id}`, {
    headers: { Origin: origin },
    data: {},
  });
  expect(put.status()).toBe(200);
  return athlete;
}

/** The browser's push service, stubbed: `subscribe` hands out this subscription (kept across reloads). */
async function stubPushManager(context: BrowserContext, subscription: { endpoint: string; keys: object }) {
  await context.addInitScript((json) => {
    const KEY = "e2e-push-subscribed";
    const made = (options?: PushSubscriptionOptionsInit) => ({
      endpoint: json.endpoint,
      options: options ?? {},
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options) {
      localStorage.setItem(KEY, "1");
      return made(options) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) ? made() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

test("a pushed message is shown by the service worker; /me turns push on and sends a test through it", async ({
  page,
  context,
  baseURL,
}) => {
  const vapid = (await (await page.request.get("/api/v1/push/vapid-public-key")).json()) as { key: string };
  const service = await startPushService({ vapidPublicKey: vapid.key, port: Number(new URL(PUSH_ORIGIN).port) });
  try {
    const browser = service.subscribe();
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await stubPushManager(context, browser);
    await signUpConfirmed(page.request, baseURL!);
    await followSomeone(page, baseURL!);

    await page.goto("/me");
    await waitForHydration(page);
    const card = page.getByTestId("me-push");
    await expect(card.locator("output")).toHaveText("Notifications are off for this device.");
    await card.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(card.locator("output")).toHaveText("Notifications are on for this device.");
    await expect(page.getByText("Notifications are on for this device", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Send a test notification" }).click();
    await expect(page.getByText("Test sent by mail and to 1 device")).toBeVisible();
    await expect.poll(() => service.received.length).toBe(1);
    expect(service.errors).toEqual([]);
    const [push] = service.received;
    expect(push!.payload).toEqual({
      kind: "test",
      title: "Test notification",
      body: "Notifications from My league reach you here.",
      url: `${baseURL}/me`,
      tag: "test",
    });
    expect(push!.headers).toMatchObject({ encoding: "aes128gcm", urgency: "normal", ttl: "300" });

    // Hand the decrypted message to the service worker as the browser's push service would.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
    await cdp.send("ServiceWorker.enable");
    await expect.poll(() => registrations.find((entry) => entry.scopeURL.endsWith("/push/"))).toBeTruthy();
    const { registrationId } = registrations.find((entry) => entry.scopeURL.endsWith("/push/"))!;
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify(push!.payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/push/");
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((note) => ({
          title: note.title,
          body: note.body,
          tag: note.tag,
          data: note.data,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: "Test notification",
        body: "Notifications from My league reach you here.",
        tag: "test",
        data: { url: `${baseURL}/me`, kind: "test" },
      },
    ]);
    // The same message again (what a resend after a crash looks like) replaces it: still one notification.
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify(push!.payload),
    });
    await page.waitForTimeout(300);
    expect(await shown()).toHaveLength(1);

    await cdp.detach();

    // Each visit re-sends the browser's subscription; on /ru/me in Russian. (The card's state is set after hydration,
    // so it is what to wait for: the service worker's own requests can keep the page from ever looking network-idle.)
    const resynced = page.waitForResponse(
      (response) => response.url().endsWith("/api/v1/me/push-subscriptions") && response.status() === 201,
    );
    await page.goto("/ru/me");
    await resynced;
    await expect(page.getByTestId("me-push").locator("output")).toHaveText("Уведомления на этом устройстве включены.");
    await page.getByTestId("me-push").getByRole("button", { name: "Выключить на этом устройстве" }).click();
    await expect(page.getByTestId("me-push").locator("output")).toHaveText("Уведомления на этом устройстве выключены.");
  } finally {
    await service.close();
  }
});

test("permission is asked after a Follow click, never on load; an iPhone in Safari gets the Home Screen hint", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.addInitScript(() => {
    Notification.requestPermission = async () => {
      sessionStorage.setItem("permission-asked", String(Number(sessionStorage.getItem("permission-asked") ?? 0) + 1));
      return "default";
    };
  });
  await signUpConfirmed(page.request, baseURL!);
  const athlete = await followSomeone(page, baseURL!);
  await page.request.delete(`/api/v1/me/follows/athlete/${athlete.id}`, { headers: { Origin: baseURL! } });
  const asked = () => page.evaluate(() => Number(sessionStorage.getItem("permission-asked") ?? 0));
  await page.goto("/me");
  await waitForHydration(page);
  await page.goto(`/athlete/${athlete.id}`);
  await waitForHydration(page);
  expect(await asked()).toBe(0);
  await page.getByTestId("follow-button").click();
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(asked).toBe(1);

  const iphone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });
  try {
    const phone = await iphone.newPage();
    await signUpConfirmed(phone.request, baseURL!);
    await followSomeone(phone, baseURL!);
    for (const [path, hint] of [
      ["/me", "tap Share, then “Add to Home Screen”"],
      ["/ru/me", "«На экран „Домой“»"],
    ] as const) {
      await phone.goto(path);
      await waitForHydration(phone);
      await expect(phone.getByTestId("me-push")).toContainText(hint);
      await expect(phone.getByTestId("me-push").getByRole("button", { name: /Turn on|Включить/ })).toHaveCount(0);
    }
  } finally {
    await iphone.close();
  }
});
