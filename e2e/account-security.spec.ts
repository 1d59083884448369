import { mailedLink, openAccount, signInApi } from "./account-helpers";
import { ADMIN, allowRefusedRequests, freshEmail, PASSWORD, signInWithForm, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { totp } from "./totp";

// Each test signs up through the outbox and walks several pages: slower than one page check on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("the e2e TOTP helper matches RFC 6238's test vectors", () => {
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  expect(totp(secret, 59_000)).toBe("287082");
  expect(totp(secret, 1_111_111_109_000)).toBe("081804");
  expect(totp(secret, 1_234_567_890_000)).toBe("005924");
});

test("/account without a session goes to /auth, in both languages", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL("/auth");
  await page.goto("/ru/account");
  await expect(page).toHaveURL("/ru/auth");
});

test("password reset through the outbox: the new password works, the old one and the used link do not", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  const email = await signUpConfirmed(page.context().request, baseURL!, freshEmail("reset"));
  await page.context().clearCookies();
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  const since = Date.now();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account exists for this email, a reset link is on its way." }),
  ).toBeVisible();

  const link = await mailedLink(email, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/, since);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Password changed. Sign in with your new password.")).toBeVisible();
  await expect(page).toHaveURL("/auth");

  const api = page.context().request;
  expect((await signInApi(api, baseURL!, { email, password: PASSWORD })).status()).toBe(401);
  expect((await signInApi(api, baseURL!, { email, password: "brand-new-pass-1" })).status()).toBe(200);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(
    page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired. Ask for a new one." }),
  ).toBeVisible();
  allowRefusedRequests(consoleProblems);
});

test("two-factor: enrol with QR, secret and backup codes; sign-in then asks for the code (RU) and the session is aal2", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  const email = await signUpConfirmed(page.context().request, baseURL!, freshEmail("totp"));
  await openAccount(page);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  const card = page.getByRole("region", { name: "Two-factor authentication" });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Turn on" }).click();
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
    "src",
    /^data:image\/svg\+xml;base64,/,
  );
  const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const backupCodes = await card.getByTestId("backup-codes").locator("li").allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await card.getByLabel("Code from the app").fill("000000");
  await card.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Invalid code").first()).toBeVisible();
  await card.getByLabel("Code from the app").fill(totp(secret));
  await card.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  // Backup codes were shown once: after the reload they are gone.
  await page.reload();
  await expect(page.getByTestId("backup-codes")).toHaveCount(0);

  await page.context().clearCookies();
  await signInWithForm(page, { email, password: PASSWORD }, "ru");
  await expect(page.getByRole("heading", { name: "Двухфакторная аутентификация" })).toBeVisible();
  await page.getByLabel("Код").fill("123456");
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Неверный код" })).toBeVisible();
  await page.getByLabel("Код").fill(totp(secret));
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByText("С возвращением!")).toBeVisible();
  // Not an admin: /admin sends the user home.
  await expect(page).toHaveURL("/ru");
  await openAccount(page, "ru");
  await expect(page.getByTestId("assurance")).toHaveText("Вход выполнен с двумя факторами");
  await expect(
    page.getByRole("region", { name: "Двухфакторная аутентификация" }).getByText("Включена", { exact: true }),
  ).toBeVisible();

  // A backup code also answers the second step, once.
  await page.context().clearCookies();
  await signInWithForm(page, { email, password: PASSWORD });
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Code").fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  allowRefusedRequests(consoleProblems);
});

test("sessions: sign-out of other devices ends another browser's session; this device stays signed in", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  const email = await signUpConfirmed(page.context().request, baseURL!, freshEmail("sessions"));
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  expect((await signInApi(other.request, baseURL!, { email, password: PASSWORD })).ok()).toBe(true);
  await otherPage.goto("/account");
  await expect(otherPage.getByRole("heading", { name: "Your account" })).toBeVisible();

  await openAccount(page);
  const sessions = page.getByRole("region", { name: "Devices" });
  await expect(sessions.getByTestId("session")).toHaveCount(2);
  await expect(sessions.getByText("This device", { exact: true })).toHaveCount(1);
  await expect(sessions.getByTestId("session").first()).toContainText(
    /Last active \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d\d [AP]M UTC/,
  );
  await sessions.getByRole("button", { name: "Sign out of other devices" }).click();
  await expect(page.getByText("Other devices are signed out.")).toBeVisible();
  await expect(sessions.getByTestId("session")).toHaveCount(1);

  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL("/auth");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await waitForHydration(page);

  // Everywhere: this device too.
  await sessions.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(page).toHaveURL("/auth");
  await other.close();
  allowRefusedRequests(consoleProblems);
});

test("tab sync: signing out in one tab updates the header of another open tab", async ({ page, baseURL }) => {
  await signUpConfirmed(page.context().request, baseURL!, freshEmail("tabs"));
  const second = await page.context().newPage();
  await second.goto("/athletes");
  await waitForHydration(second);
  await expect(second.locator("header").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("header").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.locator("header").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  // No reload, no focus change: the other tab heard about it.
  await expect(second.locator("header").getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  // And signing in in one tab reaches the other.
  await signInWithForm(page, ADMIN);
  await expect(page).toHaveURL("/admin", { timeout: 20_000 });
  await expect(second.locator("header").getByRole("link", { name: "Admin" }).first()).toBeVisible();
  await second.close();
});

test("passkeys: add and name one with Chromium's virtual authenticator, sign in with it, rename and remove it", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = await signUpConfirmed(page.context().request, baseURL!, freshEmail("passkey"));
  await openAccount(page);
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
  await card.getByPlaceholder("Name, e.g. Work laptop").fill("Test laptop");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(card.getByTestId("passkey")).toHaveCount(1);
  await expect(card.getByTestId("passkey")).toContainText("Test laptop");

  await page.context().clearCookies();
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await openAccount(page);
  await expect(page.getByText(`Sign-in methods, devices and security for ${email}.`)).toBeVisible();
  await expect(page.getByTestId("assurance")).toHaveText("Signed in with two factors");

  await card.getByRole("button", { name: "Rename" }).click();
  await card.getByRole("textbox", { name: "Rename" }).fill("Desk key");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Passkey renamed.")).toBeVisible();
  await expect(card.getByTestId("passkey")).toContainText("Desk key");
  await card.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Passkey removed.")).toBeVisible();
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
  allowRefusedRequests(consoleProblems);
});

test("API tokens: a JWT from /api/auth/token is accepted by /api/v1; tampered and foreign tokens get 401", async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  expect((await signInApi(api, baseURL!, ADMIN)).ok()).toBe(true);
  const { token } = (await (await api.get("/api/auth/token")).json()) as { token: string };
  expect(token.split(".")).toHaveLength(3);
  const jwks = (await (await api.get("/api/auth/jwks")).json()) as { keys: { kid: string }[] };
  const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as { kid: string };
  expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);

  const anonymous = await playwright.request.newContext({ baseURL });
  const missing = "/api/v1/news/00000000-0000-4000-8000-000000000000";
  const accepted = await anonymous.delete(missing, { headers: { Authorization: `Bearer ${token}` } });
  // Past the admin check: the news item simply does not exist.
  expect(accepted.status()).toBe(404);

  const [head, payload, signature] = token.split(".") as [string, string, string];
  const tamperedSignature = `${head}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
  const refused = await anonymous.delete(missing, { headers: { Authorization: `Bearer ${tamperedSignature}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: "Invalid JWT signature" });

  // Someone else's claims under the real signature: the signature no longer matches either.
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")}.${signature}`;
  const forgedAnswer = await anonymous.delete(missing, { headers: { Authorization: `Bearer ${forged}` } });
  expect(forgedAnswer.status()).toBe(401);
  expect(await forgedAnswer.json()).toEqual({ error: "Invalid JWT signature" });

  const garbage = await anonymous.delete(missing, { headers: { Authorization: "Bearer a.b.c" } });
  expect(garbage.status()).toBe(401);
  await api.dispose();
  await anonymous.dispose();
});

test("API tokens end with their session: signing a device out on /account stops its token at the next request", async ({
  page,
  playwright,
  baseURL,
  consoleProblems,
}) => {
  const email = await signUpConfirmed(page.context().request, baseURL!, freshEmail("token-ui"));
  // A second device (a script's session) with a token of its own.
  const device = await playwright.request.newContext({ baseURL });
  expect((await signInApi(device, baseURL!, { email, password: PASSWORD })).ok()).toBe(true);
  const { token: deviceToken } = (await (await device.get("/api/auth/token")).json()) as { token: string };

  // This browser's token, made with the button on /account.
  await openAccount(page);
  await page.getByRole("region", { name: "API token" }).getByRole("button", { name: "Create token" }).click();
  const pageToken = (await page.getByTestId("api-token").textContent())!.trim();
  expect(pageToken.split(".")).toHaveLength(3);

  const scripts = await playwright.request.newContext({ baseURL });
  const missing = "/api/v1/news/00000000-0000-4000-8000-000000000000";
  const call = (token: string) => scripts.delete(missing, { headers: { Authorization: `Bearer ${token}` } });
  // Good tokens of a user who is no admin: past the token check, refused by the role.
  expect((await call(deviceToken)).status()).toBe(403);
  expect((await call(pageToken)).status()).toBe(403);

  const sessions = page.getByRole("region", { name: "Devices" });
  await expect(sessions.getByTestId("session")).toHaveCount(2);
  await sessions
    .getByTestId("session")
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page.getByText("That device is signed out.")).toBeVisible();
  // The very next request with the device's token, and with its session cookie, is refused.
  const revoked = await call(deviceToken);
  expect(revoked.status()).toBe(401);
  expect(await revoked.json()).toEqual({ error: "Session revoked" });
  expect(await (await device.get("/api/auth/get-session")).json()).toBeNull();
  // This browser's own token still works...
  expect((await call(pageToken)).status()).toBe(403);

  // ...until this device signs out too.
  await sessions.getByRole("button", { name: "Sign out of this device" }).click();
  await expect(page).toHaveURL("/");
  const signedOut = await call(pageToken);
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ error: "Session revoked" });
  await device.dispose();
  await scripts.dispose();
  allowRefusedRequests(consoleProblems);
});
