// The push API through the real /api/v1 router with real sessions: the public VAPID key; subscribing a browser (201),
// 401 signed out, 400 for an endpoint the server must not call or malformed keys; unsubscribing (204, only one's own);
// and /me's test notification reaching the subscribed browser (decrypted by the local push service) and the mailbox.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, TRUSTED_ORIGINS } from "../auth.server.ts";
import { database } from "../db/database.server.ts";
import { pushSubscriptions, user, user_roles } from "../db/schema.ts";
import { settings } from "../env.server.ts";
import { grantRole } from "../league/admins.server.ts";
import { api } from "../api/api.server.ts";
import type { Mail } from "../mail.server.ts";
import { mailChannel } from "./outbox.server.ts";
import { vapidKeys } from "./push-keys.server.ts";
import { type PushService, startPushService } from "./push-test-service.ts";
import { sendTestNotification } from "./test-notification.server.ts";

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "push-password";

async function fan(email: string) {
  await grantRole(database.db, email, "scorekeeper", PASSWORD);
  const [created] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await database.db.delete(user_roles).where(eq(user_roles.user_id, created!.id));
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: created!.id, cookie };
}

describe("the push API", () => {
  const stamp = Date.now();
  let service: PushService;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  const mails: Mail[] = [];
  const realMail = mailChannel.send;

  beforeAll(async () => {
    await database.migrate();
    service = await startPushService({ vapidPublicKey: vapidKeys().publicKey });
    settings.PUSH_TEST_ORIGIN = service.origin;
    alice = await fan(`push-alice-${stamp}@league.example`);
    bob = await fan(`push-bob-${stamp}@league.example`);
    mailChannel.send = async (mail) => void mails.push(mail);
  });
  afterAll(async () => {
    mailChannel.send = realMail;
    settings.PUSH_TEST_ORIGIN = undefined;
    await service.close();
  });

  const call = (method: string, path: string, who: { cookie: string } | null, body?: unknown) =>
    api.request(path, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(who ? { Cookie: who.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const subscriptionsOf = (userId: string) =>
    database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, userId));

  it("gives anyone the VAPID public key (a P-256 point)", async () => {
    const response = await call("GET", "/push/vapid-public-key", null);
    expect(response.status).toBe(200);
    const { key } = (await response.json()) as { key: string };
    expect(key).toBe(vapidKeys().publicKey);
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
  });

  it("subscribes a signed-in user's browser (201) and refuses signed-out callers and bad subscriptions", async () => {
    const browser = service.subscribe(`api-${stamp}`);
    expect((await call("POST", "/me/push-subscriptions", null, browser)).status).toBe(401);
    expect((await call("DELETE", "/me/push-subscriptions", null, { endpoint: browser.endpoint })).status).toBe(401);
    const created = await call("POST", "/me/push-subscriptions", alice, { ...browser, expirationTime: null });
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toBe("private, no-store");
    // Again: the same one subscription, refreshed.
    expect((await call("POST", "/me/push-subscriptions", alice, browser)).status).toBe(201);
    expect(await subscriptionsOf(alice.id)).toEqual([{ endpoint: browser.endpoint }]);
    // The user's data download names the browser.
    const exported = (await (await call("GET", "/me/data", alice)).json()) as {
      push_subscriptions: { endpoint: string }[];
    };
    expect(exported.push_subscriptions.map((row) => row.endpoint)).toEqual([browser.endpoint]);
    for (const endpoint of ["https://127.0.0.1/push/x", "http://push.example.net/x", "https://10.0.0.8/x"]) {
      const refused = await call("POST", "/me/push-subscriptions", alice, { ...browser, endpoint });
      expect({ endpoint, status: refused.status }).toEqual({ endpoint, status: 400 });
      expect(((await refused.json()) as { fields: Record<string, string> }).fields.endpoint).toMatch(/Not an allowed/);
    }
    const badKey = await call("POST", "/me/push-subscriptions", alice, {
      ...browser,
      keys: { p256dh: "abc", auth: "x" },
    });
    expect(badKey.status).toBe(400);
    expect((await call("POST", "/me/push-subscriptions", alice, { endpoint: browser.endpoint })).status).toBe(400);
    // Bob cannot remove Alice's browser; Alice can.
    expect((await call("DELETE", "/me/push-subscriptions", bob, { endpoint: browser.endpoint })).status).toBe(204);
    expect(await subscriptionsOf(alice.id)).toHaveLength(1);
    expect((await call("DELETE", "/me/push-subscriptions", alice, { endpoint: browser.endpoint })).status).toBe(204);
    expect(await subscriptionsOf(alice.id)).toEqual([]);
  });

  it("sends /me's test notification through every enabled channel: each browser and the mail", async () => {
    const browser = service.subscribe(`test-${stamp}`);
    expect((await call("POST", "/me/push-subscriptions", bob, browser)).status).toBe(201);
    const outcome = await sendTestNotification(database.db, bob.id, "ru");
    expect(outcome).toEqual({ mail: true, push: 1, failed: 0 });
    const pushed = service.received.filter((push) => push.subscription === `test-${stamp}`);
    expect(pushed.map((push) => push.payload)).toEqual([
      {
        kind: "test",
        title: "Проверочное уведомление",
        body: "Уведомления «Моей лиги» приходят сюда.",
        url: expect.stringMatching(/\/ru\/me$/),
        tag: "test",
      },
    ]);
    expect(pushed[0]!.headers).toMatchObject({ urgency: "normal", ttl: "300" });
    expect(mails.map((mail) => mail.to)).toEqual([`push-bob-${stamp}@league.example`]);
    // A second click at once is refused (a button, not a way to flood a mailbox).
    expect(await sendTestNotification(database.db, bob.id, "ru")).toBeNull();
    expect(service.errors).toEqual([]);
  });

  it("deleting the account deletes its subscriptions", async () => {
    await database.db.delete(user).where(eq(user.id, bob.id));
    expect(await subscriptionsOf(bob.id)).toEqual([]);
  });
});
