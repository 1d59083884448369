// The webhooks API through the real /api/v1 router with real sessions: 401 signed out and 403 for a non-admin on every
// operation (nothing written), an admin creates (201 with the secret, once), lists (no secrets), reads deliveries,
// re-enables and deletes (204, then 404); hostile URLs are refused with 400 in the caller's language; a bearer JWT
// works as the session does. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../api/api.server.ts";
import { auth, TRUSTED_ORIGINS } from "../auth.server.ts";
import { database } from "../db/database.server.ts";
import { user, user_roles, webhooks } from "../db/schema.ts";
import { grantRole } from "../league/admins.server.ts";
import { webhookResolver } from "./url-safety.server.ts";

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "webhook-password";

async function signIn(email: string, role: "admin" | null) {
  await grantRole(database.db, email, "admin", PASSWORD);
  if (!role) {
    const [created] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await database.db.delete(user_roles).where(eq(user_roles.user_id, created!.id));
  }
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("the webhooks API", () => {
  const stamp = Date.now();
  let admin: string;
  let member: string;

  beforeAll(async () => {
    await database.migrate();
    admin = await signIn(`hooks-admin-${stamp}@league.example`, "admin");
    member = await signIn(`hooks-member-${stamp}@league.example`, null);
    // This machine may have no DNS: a partner's name resolves to a public address, an insider's to a private one.
    webhookResolver.lookup = async (hostname) => {
      if (hostname === "partner.example") return [{ address: "93.184.215.14", family: 4 }];
      if (hostname === "intranet.example") return [{ address: "10.20.30.40", family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    };
  });

  const call = (method: string, path: string, cookie: string | null, body?: unknown, headers = {}) =>
    api.request(path, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const valid = { url: "https://partner.example/league-hooks", events: ["bout.completed", "lineups.revealed"] };
  const SOME_ID = "00000000-0000-4000-8000-000000000000";

  it("answers 401 signed out and 403 to a non-admin on every operation, writing nothing", async () => {
    const before = (await database.db.select().from(webhooks)).length;
    const calls: [string, string, unknown?][] = [
      ["POST", "/webhooks", valid],
      ["GET", "/webhooks"],
      ["DELETE", `/webhooks/${SOME_ID}`],
      ["POST", `/webhooks/${SOME_ID}/enable`],
      ["GET", `/webhooks/${SOME_ID}/deliveries`],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await call(method, path, null, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "Not authenticated" });
      const refused = await call(method, path, member, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toEqual({ error: "Admin role required" });
    }
    expect((await database.db.select().from(webhooks)).length).toBe(before);
  });

  it("creates a webhook (the secret once), lists it without the secret, reads its deliveries and deletes it", async () => {
    const created = await call("POST", "/webhooks", admin, {
      ...valid,
      events: ["lineups.revealed", "bout.completed", "bout.completed"],
      description: "Partner TV",
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toBe("private, no-store");
    const webhook = (await created.json()) as Record<string, unknown>;
    expect(webhook).toMatchObject({
      url: valid.url,
      events: ["bout.completed", "lineups.revealed"],
      description: "Partner TV",
      enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await (await call("GET", "/webhooks", admin)).json()) as { items: Record<string, unknown>[] };
    const listed = list.items.find((item) => item.id === webhook.id)!;
    expect(listed).toMatchObject({ url: valid.url, enabled: true });
    expect(listed).not.toHaveProperty("secret");
    expect(JSON.stringify(list)).not.toContain(String(webhook.secret));

    const deliveries = await call("GET", `/webhooks/${String(webhook.id)}/deliveries?limit=5`, admin);
    expect(deliveries.status).toBe(200);
    expect(await deliveries.json()).toEqual({ items: [], total: 0 });

    await database.db
      .update(webhooks)
      .set({ enabled: false, disabled_reason: "x" })
      .where(eq(webhooks.id, String(webhook.id)));
    const disabled = (await (await call("GET", "/webhooks", admin)).json()) as { items: Record<string, unknown>[] };
    expect(disabled.items.find((item) => item.id === webhook.id)).toMatchObject({
      enabled: false,
      disabled_reason: "x",
    });
    const enabled = await call("POST", `/webhooks/${String(webhook.id)}/enable`, admin);
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ enabled: true, disabled_reason: null });

    const removed = await call("DELETE", `/webhooks/${String(webhook.id)}`, admin);
    expect(removed.status).toBe(204);
    expect((await call("DELETE", `/webhooks/${String(webhook.id)}`, admin)).status).toBe(404);
    expect((await call("GET", `/webhooks/${String(webhook.id)}/deliveries`, admin)).status).toBe(404);
    expect((await call("POST", `/webhooks/${String(webhook.id)}/enable`, admin)).status).toBe(404);
    expect((await call("GET", "/webhooks/not-an-id/deliveries", admin)).status).toBe(404);
  });

  it.each([
    ["http://partner.example/hook", "Only https:// addresses can receive webhooks."],
    ["https://user:secret@partner.example/hook", "Remove the user name and password"],
    ["https://127.0.0.1/hook", "private, local or reserved network"],
    ["https://169.254.169.254/latest/meta-data/", "private, local or reserved network"],
    ["https://[::1]:8080/hook", "private, local or reserved network"],
    ["https://intranet.example/hook", "private, local or reserved network"],
    ["https://nowhere.example/hook", "could not be resolved"],
    ["file:///etc/passwd", "Only https://"],
    ["not a url", "Enter the full address"],
  ])("refuses %s with 400", async (url, message) => {
    const before = (await database.db.select().from(webhooks)).length;
    const response = await call("POST", "/webhooks", admin, { ...valid, url });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: { url: string } };
    expect(body.error).toBe("Validation failed");
    expect(body.fields.url).toContain(message);
    expect((await database.db.select().from(webhooks)).length).toBe(before);
  });

  it("says why in Russian to a Russian caller, and refuses unknown events and an empty list", async () => {
    const russian = await call(
      "POST",
      "/webhooks",
      admin,
      { ...valid, url: "https://10.0.0.1/" },
      { "Accept-Language": "ru" },
    );
    expect(((await russian.json()) as { fields: { url: string } }).fields.url).toBe(
      "Этот адрес ведёт в частную, локальную или зарезервированную сеть; вебхуки отправляются только на публичные узлы.",
    );
    const unknown = await call("POST", "/webhooks", admin, { ...valid, events: ["bout.started"] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields).toHaveProperty(["events.0"]);
    expect((await call("POST", "/webhooks", admin, { ...valid, events: [] })).status).toBe(400);
    expect((await call("POST", "/webhooks", admin, { ...valid, extra: 1 })).status).toBe(400);
  });

  it("refuses a cross-origin write and accepts an admin's bearer JWT", async () => {
    expect((await call("POST", "/webhooks", admin, valid, { Origin: "https://evil.example" })).status).toBe(403);
    const tokenResponse = await auth.handler(new Request(`${ORIGIN}/api/auth/token`, { headers: { Cookie: admin } }));
    const { token } = (await tokenResponse.json()) as { token: string };
    const created = await api.request("/webhooks", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const list = await api.request("/webhooks", { headers: { Authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toContain(id);
    expect(
      (await api.request(`/webhooks/${id}`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(204);
  });
});
