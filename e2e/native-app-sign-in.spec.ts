// Native apps: an app that already holds a Google or Apple ID token exchanges it for a session
// (POST /api/auth/sign-in/social with `idToken`) or links it to the signed-in account (POST /api/auth/link-social).
// The tokens come from a fake issuer on loopback (ID_TOKEN_TEST_ISSUER / ID_TOKEN_TEST_JWKS_URL); the server's
// checks are better-auth's own: signature, issuer, audience, expiry, maximum age and nonce.
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { mailedLink } from "./account-helpers";
import { freshEmail, PASSWORD } from "./accounts";
import { sha256Hex, startFakeIdTokenIssuer, type FakeIdTokenIssuer } from "./fake-id-token-issuer";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";

const GOOGLE_CLIENT_ID = "league-e2e.apps.googleusercontent.com";
const APPLE_CLIENT_ID = "com.league.e2e";
// What the league's own mobile apps put in `aud`: their Android client id and the iOS bundle id.
const ANDROID_CLIENT_ID = "league-android.apps.googleusercontent.com";
const IOS_BUNDLE_ID = "com.league.ios";

test.describe.configure({ mode: "serial", timeout: 90_000 });

let issuer: FakeIdTokenIssuer;
let own: OwnTestServer;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  issuer = await startFakeIdTokenIssuer();
  own = await startOwnTestServer("native", {
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: "google-e2e-secret",
    APPLE_CLIENT_ID,
    APPLE_CLIENT_SECRET: "apple-e2e-secret",
    GOOGLE_ID_TOKEN_AUDIENCES: ANDROID_CLIENT_ID,
    APPLE_ID_TOKEN_AUDIENCES: IOS_BUNDLE_ID,
    ID_TOKEN_TEST_ISSUER: issuer.issuer,
    ID_TOKEN_TEST_JWKS_URL: issuer.jwksUrl,
  });
  url = own.url;
});

test.afterAll(async () => {
  await own?.stop();
  await issuer?.close();
});

/** What a native app sends: no cookies, no Origin, just the provider's token. */
function signInWithIdToken(api: APIRequestContext, provider: "google" | "apple", token: string, nonce?: string) {
  return api.post(`${url}/api/auth/sign-in/social`, {
    data: { provider, idToken: { token, ...(nonce ? { nonce } : {}) } },
  });
}

function sessionCookie(response: APIResponse) {
  return response
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("better-auth.session_token="),
    );
}

async function sessionByBearer(api: APIRequestContext, token: string) {
  const response = await api.get(`${url}/api/auth/get-session`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    user: { id: string; email: string; name: string; emailVerified: boolean };
  } | null;
}

/** Opens /account in the test's browser page with the session cookies `api` holds. */
async function openAccountWith(page: Page, api: APIRequestContext, lang: "en" | "ru" = "en") {
  await page.context().addCookies((await api.storageState()).cookies);
  await page.goto(`${url}${lang === "ru" ? "/ru" : ""}/account`);
  await waitForHydration(page);
}

test("a fresh Google ID token becomes a session: token and cookie, get-session, and /account in a browser", async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const email = freshEmail("native-google");
  const sub = `google-${Date.now()}`;
  const token = await issuer.sign({
    aud: GOOGLE_CLIENT_ID,
    sub,
    email,
    email_verified: true,
    name: "Native Fan",
    nonce: "n-0S6_WzA2Mj",
  });
  const response = await signInWithIdToken(api, "google", token, "n-0S6_WzA2Mj");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    redirect: boolean;
    token: string;
    user: { id: string; email: string; name: string };
  };
  expect(body).toMatchObject({ redirect: false, user: { email, name: "Native Fan" } });
  expect(body.token).toMatch(/^\S{20,}$/);
  expect(sessionCookie(response)).toBeDefined();

  // The app keeps the token and sends it as a bearer; a browser holding the cookie is signed in too.
  const anonymous = await playwright.request.newContext();
  expect((await sessionByBearer(anonymous, body.token))?.user).toMatchObject({
    id: body.user.id,
    email,
    emailVerified: true,
  });
  const byCookie = (await (await api.get(`${url}/api/auth/get-session`)).json()) as { user: { id: string } };
  expect(byCookie.user.id).toBe(body.user.id);

  await openAccountWith(page, api);
  await expect(page.getByText(`Sign-in methods, devices and security for ${email}.`)).toBeVisible();
  const identities = page.getByRole("region", { name: "Linked sign-in methods" });
  await expect(identities.getByTestId("identity")).toHaveText(["GoogleThis is your only way to sign in"]);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  await api.dispose();
  await anonymous.dispose();
});

test("a fresh Apple ID token (hashed nonce, string email_verified) becomes a session; /ru/account lists Apple", async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const email = freshEmail("native-apple");
  const rawNonce = `apple-nonce-${Date.now()}`;
  const token = await issuer.sign({
    aud: APPLE_CLIENT_ID,
    sub: `001234.apple.${Date.now()}`,
    email,
    email_verified: "true",
    nonce: sha256Hex(rawNonce),
  });
  const response = await signInWithIdToken(api, "apple", token, rawNonce);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: string; email: string } };
  expect(body.user.email).toBe(email);
  expect(sessionCookie(response)).toBeDefined();
  expect((await sessionByBearer(api, body.token))?.user).toMatchObject({
    id: body.user.id,
    email,
    emailVerified: true,
  });

  await openAccountWith(page, api, "ru");
  await expect(page.getByText(`Способы входа, устройства и безопасность для ${email}.`)).toBeVisible();
  const identities = page.getByRole("region", { name: "Привязанные способы входа" });
  await expect(identities.getByTestId("identity")).toHaveText(["AppleЭто ваш единственный способ входа"]);
  await api.dispose();
});

test("tokens made for the league's own Android and iOS apps are accepted (GOOGLE_/APPLE_ID_TOKEN_AUDIENCES)", async ({
  playwright,
}) => {
  for (const [provider, aud] of [
    ["google", ANDROID_CLIENT_ID],
    ["apple", IOS_BUNDLE_ID],
  ] as const) {
    const api = await playwright.request.newContext();
    const email = freshEmail(`native-${provider}-app`);
    const response = await signInWithIdToken(
      api,
      provider,
      await issuer.sign({ aud, sub: `${provider}-app-${Date.now()}`, email, email_verified: true }),
    );
    expect(response.status(), aud).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(email);
    await api.dispose();
  }
});

test("bad signature, wrong audience, wrong issuer, expired or wrong nonce: 401 and no session", async ({
  playwright,
}) => {
  const email = freshEmail("native-refused");
  const sub = `google-refused-${Date.now()}`;
  const claims = { aud: GOOGLE_CLIENT_ID, sub, email, email_verified: true, name: "Refused" };
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, Promise<string>, string?][] = [
    ["signed with a key the issuer never published", issuer.sign(claims, { key: await issuer.foreignKey() })],
    ["meant for another app", issuer.sign({ ...claims, aud: "someone-else.apps.googleusercontent.com" })],
    ["from another issuer", issuer.sign({ ...claims, iss: "https://accounts.google.com.evil.example" })],
    ["expired", issuer.sign(claims, { issuedAt: now - 7200, expiresIn: now - 3600 })],
    ["for another sign-in attempt", issuer.sign({ ...claims, nonce: "the-nonce-the-app-made" }), "a-different-nonce"],
    ["Google's token presented as Apple's", issuer.sign(claims)],
  ];
  for (const [label, pending, nonce] of cases) {
    const api = await playwright.request.newContext();
    const provider = label.includes("as Apple") ? "apple" : "google";
    const response = await signInWithIdToken(api, provider, await pending, nonce);
    expect(response.status(), label).toBe(401);
    expect(await response.json(), label).toMatchObject({ code: "INVALID_TOKEN" });
    expect(sessionCookie(response), label).toBeUndefined();
    expect(await (await api.get(`${url}/api/auth/get-session`)).json(), label).toBeNull();
    await api.dispose();
  }
  // Nothing was made for that address: a valid token for it now signs up a brand-new user.
  const api = await playwright.request.newContext();
  const valid = await signInWithIdToken(api, "google", await issuer.sign(claims));
  expect(valid.status()).toBe(200);
  await api.dispose();
});

test("a password user links a Google ID token; /account lists it and a later ID-token sign-in lands in the same account", async ({
  page,
  playwright,
}) => {
  // A confirmed email/password account, signed in.
  const api = await playwright.request.newContext();
  const email = freshEmail("native-link");
  const since = Date.now();
  expect(
    (
      await api.post(`${url}/api/auth/sign-up/email`, {
        headers: { Origin: url },
        data: { email, password: PASSWORD, name: "Linker", callbackURL: "/" },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.get(await mailedLink(email, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/, since, own.server.dataDir))
    ).ok(),
  ).toBe(true);
  const signedIn = (await (await api.get(`${url}/api/auth/get-session`)).json()) as {
    user: { id: string; email: string };
  };
  expect(signedIn.user.email).toBe(email);

  // The app links the Google identity it holds (its address differs from the account's).
  const sub = `google-link-${Date.now()}`;
  const googleEmail = freshEmail("native-link-google");
  const linkToken = await issuer.sign({
    aud: GOOGLE_CLIENT_ID,
    sub,
    email: googleEmail,
    email_verified: true,
    name: "Linker G",
  });
  const linked = await api.post(`${url}/api/auth/link-social`, {
    headers: { Origin: url },
    data: { provider: "google", idToken: { token: linkToken } },
  });
  expect(linked.status()).toBe(200);
  expect(await linked.json()).toEqual({ url: "", status: true, redirect: false });

  // Without a session there is nothing to link to.
  const anonymous = await playwright.request.newContext();
  const refused = await anonymous.post(`${url}/api/auth/link-social`, {
    data: { provider: "google", idToken: { token: linkToken } },
  });
  expect(refused.status()).toBe(401);

  await openAccountWith(page, api);
  const identities = page.getByRole("region", { name: "Linked sign-in methods" });
  await expect(identities.getByTestId("identity")).toHaveCount(2);
  await expect(identities.getByTestId("identity").filter({ hasText: "Email and password" })).toHaveCount(1);
  await expect(
    identities.getByTestId("identity").filter({ hasText: "Google" }).getByRole("button", { name: "Unlink" }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("account-linked-en-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("account-linked-en-mobile.png"), fullPage: true });
  await page.goto(`${url}/ru/account`);
  await waitForHydration(page);
  const ruIdentities = page.getByRole("region", { name: "Привязанные способы входа" });
  await expect(
    ruIdentities.getByTestId("identity").filter({ hasText: "Google" }).getByRole("button", { name: "Отвязать" }),
  ).toBeVisible();
  await expect(ruIdentities.getByTestId("identity").filter({ hasText: "Email и пароль" })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("account-linked-ru-mobile.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath("account-linked-ru-desktop.png"), fullPage: true });

  // Later, on another device: a new token for the same Google `sub` signs in to that same account.
  const device = await playwright.request.newContext();
  const later = await signInWithIdToken(
    device,
    "google",
    await issuer.sign({ aud: GOOGLE_CLIENT_ID, sub, email: googleEmail, email_verified: true }),
  );
  expect(later.status()).toBe(200);
  const laterBody = (await later.json()) as { token: string; user: { id: string; email: string } };
  expect(laterBody.user).toMatchObject({ id: signedIn.user.id, email });
  expect((await sessionByBearer(anonymous, laterBody.token))?.user.id).toBe(signedIn.user.id);

  // The same Google identity cannot be linked to a second account.
  const other = await playwright.request.newContext();
  const otherToken = await signInWithIdToken(
    other,
    "google",
    await issuer.sign({
      aud: GOOGLE_CLIENT_ID,
      sub: `google-other-${Date.now()}`,
      email: freshEmail("native-other"),
      email_verified: true,
    }),
  );
  expect(otherToken.status()).toBe(200);
  const conflict = await other.post(`${url}/api/auth/link-social`, {
    headers: { Origin: url },
    data: { provider: "google", idToken: { token: linkToken } },
  });
  expect(conflict.status()).toBe(409);
  for (const context of [api, anonymous, device, other]) await context.dispose();
});
