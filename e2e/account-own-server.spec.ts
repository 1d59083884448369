// Tests that need a server with their own settings: the start-up rule for AUTH_SECRET, social sign-in against a
// fake OAuth provider on loopback, API tokens that expire in a second, and tight rate limits (429 + Retry-After).
import type { APIRequestContext } from "@playwright/test";
import { mailedLink } from "./account-helpers";
import {
  AUTH_SECRET,
  spawnServer,
  startFakeOAuthProvider,
  waitUntilHealthy,
  type SpawnedServer,
} from "./account-server";
import { allowRefusedRequests, freshEmail, PASSWORD } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

const mainPort = Number(process.env.E2E_PORT ?? 4173);
const port = mainPort + 100;
const providerPort = mainPort + 200;
const url = `http://localhost:${port}`;
const OWN_ADMIN = { email: "own-admin@e2e.test", password: "own-admin-password" };

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: SpawnedServer;
let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;

test.beforeAll(async () => {
  // A fresh embedded database initialises and migrates first: seconds alone, much longer on a busy machine.
  test.setTimeout(180_000);
  provider = await startFakeOAuthProvider(providerPort);
  server = spawnServer({
    PORT: String(port),
    PUBLIC_URL: url,
    AUTH_SECRET,
    OIDC_NAME: "League SSO",
    OIDC_CLIENT_ID: "league-e2e",
    OIDC_CLIENT_SECRET: "league-e2e-secret",
    OIDC_AUTHORIZATION_URL: `http://127.0.0.1:${providerPort}/authorize`,
    OIDC_TOKEN_URL: `http://127.0.0.1:${providerPort}/token`,
    OIDC_USERINFO_URL: `http://127.0.0.1:${providerPort}/userinfo`,
    API_TOKEN_TTL: "1",
    RATE_LIMIT_AUTH_WINDOW: "60",
    RATE_LIMIT_AUTH_MAX: "5",
    REQUIRE_ADMIN_2FA: "true",
    BOOTSTRAP_ADMIN_EMAIL: OWN_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: OWN_ADMIN.password,
    RATE_LIMIT_ACCOUNT_MAX: "2",
  });
  await waitUntilHealthy(url, server);
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

async function signUpHere(request: APIRequestContext, email: string) {
  const since = Date.now();
  const response = await request.post(`${url}/api/auth/sign-up/email`, {
    headers: { Origin: url },
    data: { email, password: PASSWORD, name: "E2E", callbackURL: "/" },
  });
  expect(response.ok()).toBe(true);
  const link = await mailedLink(email, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/, since, server.dataDir);
  expect((await request.get(link)).ok()).toBe(true);
}

test("in production the server refuses to start without AUTH_SECRET and says why", async () => {
  // Loading the server build is most of it; slow only when the machine is busy.
  test.setTimeout(150_000);
  const refused = spawnServer({ PORT: String(port + 1), PUBLIC_URL: `http://localhost:${port + 1}` });
  const code = await refused.exited;
  expect(code).not.toBe(0);
  expect(refused.output()).toContain("AUTH_SECRET is required.");
  await refused.stop();
});

test("social sign-in through a fake OAuth provider; the only identity cannot be unlinked", async ({ page }) => {
  const email = freshEmail("social");
  provider.state.identity = { sub: `sub-${Date.now()}`, email, name: "Social Fan" };
  await page.goto(`${url}/auth`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue with League SSO" }).click();
  // /admin sends a non-admin home; the header now offers the account page.
  await expect(page).toHaveURL(`${url}/`);
  await page.goto(`${url}/account`);
  await expect(page.getByText(`Sign-in methods, devices and security for ${email}.`)).toBeVisible();
  const identities = page.getByRole("region", { name: "Linked sign-in methods" });
  await expect(identities.getByTestId("identity")).toHaveCount(1);
  await expect(identities.getByTestId("identity")).toContainText("League SSO");
  await expect(identities.getByText("This is your only way to sign in")).toBeVisible();
  await expect(identities.getByRole("button", { name: "Unlink" })).toHaveCount(0);
});

test("a password user links the provider on /account and unlinks it again", async ({ page, consoleProblems }) => {
  const email = freshEmail("link");
  await signUpHere(page.context().request, email);
  provider.state.identity = { sub: `sub-link-${Date.now()}`, email: `other-${email}`, name: "Linked" };
  await page.goto(`${url}/ru/account`);
  await waitForHydration(page);
  const identities = page.getByRole("region", { name: "Привязанные способы входа" });
  await expect(identities.getByTestId("identity")).toHaveText(["Email и парольЭто ваш единственный способ входа"]);
  await identities.getByRole("button", { name: "Привязать League SSO" }).click();
  await expect(page).toHaveURL(`${url}/ru/account`);
  await expect(identities.getByTestId("identity")).toHaveCount(2);
  await identities
    .getByTestId("identity")
    .filter({ hasText: "League SSO" })
    .getByRole("button", { name: "Отвязать" })
    .click();
  await expect(page.getByText("Способ входа удалён.")).toBeVisible();
  await expect(identities.getByTestId("identity")).toHaveCount(1);
  await expect(identities.getByText("Это ваш единственный способ входа")).toBeVisible();
  allowRefusedRequests(consoleProblems);
});

test("an API token is accepted while fresh and refused with 401 once expired", async ({ playwright }) => {
  const api = await playwright.request.newContext();
  await signUpHere(api, freshEmail("jwt-expiry"));
  const target = `${url}/api/v1/news/00000000-0000-4000-8000-000000000000`;
  const anonymous = await playwright.request.newContext();
  // Fresh: the token is good, the user simply is no admin. This server's tokens live one second, so on a busy machine
  // one can expire between being issued and being sent: a new one is fetched until one arrives fresh.
  let token = "";
  let fresh = await anonymous.delete(target);
  for (let attempt = 0; attempt < 5 && fresh.status() !== 403; attempt++) {
    ({ token } = (await (await api.get(`${url}/api/auth/token`)).json()) as { token: string });
    fresh = await anonymous.delete(target, { headers: { Authorization: `Bearer ${token}` } });
  }
  expect(fresh.status()).toBe(403);
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const expired = await anonymous.delete(target, { headers: { Authorization: `Bearer ${token}` } });
  expect(expired.status()).toBe(401);
  expect(await expired.json()).toEqual({ error: "JWT expired" });
  await api.dispose();
  await anonymous.dispose();
});

test("with REQUIRE_ADMIN_2FA an admin signed in with one factor may not write, by cookie or by token", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext();
  expect((await api.post(`${url}/api/auth/sign-in/email`, { headers: { Origin: url }, data: OWN_ADMIN })).ok()).toBe(
    true,
  );
  const target = `${url}/api/v1/news/00000000-0000-4000-8000-000000000000`;
  const byCookie = await api.delete(target, { headers: { Origin: url } });
  expect(byCookie.status()).toBe(403);
  expect(await byCookie.json()).toEqual({ error: "Two-factor sign-in required" });
  const anonymous = await playwright.request.newContext();
  // This server's tokens live one second (for the expiry test above): on a busy machine a token can expire between
  // being issued and being sent, so a new one is fetched until one arrives fresh.
  let byToken = await anonymous.delete(target);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { token } = (await (await api.get(`${url}/api/auth/token`)).json()) as { token: string };
    byToken = await anonymous.delete(target, { headers: { Authorization: `Bearer ${token}` } });
    if (byToken.status() !== 401) break;
  }
  expect(byToken.status()).toBe(403);
  expect(await byToken.json()).toEqual({ error: "Two-factor sign-in required" });
  await api.dispose();
  await anonymous.dispose();
});

test("sign-in is rate limited per account and per IP: 429 with Retry-After, and the form says so", async ({
  playwright,
  page,
  consoleProblems,
}) => {
  const api = await playwright.request.newContext();
  const attempt = (email: string) =>
    api.post(`${url}/api/auth/sign-in/email`, {
      headers: { Origin: url },
      data: { email, password: "wrong-password" },
    });
  const first = freshEmail("limited-a");
  expect((await attempt(first)).status()).toBe(401);
  expect((await attempt(first)).status()).toBe(401);
  // Third try on the same account within the window: the account limit (2) answers.
  const perAccount = await attempt(first);
  expect(perAccount.status()).toBe(429);
  expect(Number(perAccount.headers()["retry-after"])).toBeGreaterThan(0);
  expect(Number(perAccount.headers()["retry-after"])).toBeLessThanOrEqual(60);

  // Another account from the same address: allowed once more, then the IP limit (5, one used by the admin above) answers.
  const second = freshEmail("limited-b");
  expect((await attempt(second)).status()).toBe(401);
  const perIp = await attempt(second);
  expect(perIp.status()).toBe(429);
  expect(Number(perIp.headers()["retry-after"])).toBeGreaterThan(0);

  // The /auth form goes through the same limiter.
  await page.goto(`${url}/auth`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(freshEmail("limited-c"));
  await page.getByLabel("Password").fill("wrong-password");
  await page.locator("main").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Too many attempts. Please wait a moment and try again." }),
  ).toBeVisible();
  await api.dispose();
  allowRefusedRequests(consoleProblems);
});
