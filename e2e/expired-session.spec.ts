// A session that has expired signs the user out cleanly: the header shows "Sign In" again, no error page, no
// console errors, and the stale cookie is cleared; an open tab that navigates on the client copes too.
// The test ages the session in the server's own database (its `expires_at` goes into the past).
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { mailedLink } from "./account-helpers";
import { freshEmail, PASSWORD } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { openSiteHeader } from "./site-header";

// On the embedded database each expiry restarts the server (one owner at a time): generous on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const TEXT = {
  en: {
    prefix: "",
    signIn: "Sign In",
    signOut: "Sign Out",
    account: "Account",
    events: "Events",
    error: "Something went wrong",
    authTitle: "Sign In",
  },
  ru: {
    prefix: "/ru",
    signIn: "Войти",
    signOut: "Выйти",
    account: "Аккаунт",
    events: "События",
    error: "Что-то пошло не так",
    authTitle: "Вход",
  },
} as const;

let own: OwnTestServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTestServer("expiry", {});
});

test.afterAll(async () => {
  await own?.stop();
});

/** A confirmed, signed-in user; the page's browser context gets the session cookie. */
async function signedInUser(page: Page, api: APIRequestContext) {
  const email = freshEmail("expiry");
  const since = Date.now();
  const url = own.url;
  expect(
    (
      await api.post(`${url}/api/auth/sign-up/email`, {
        headers: { Origin: url },
        data: { email, password: PASSWORD, name: "Expiring", callbackURL: "/" },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.get(await mailedLink(email, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/, since, own.server.dataDir))
    ).ok(),
  ).toBe(true);
  await page.context().addCookies((await api.storageState()).cookies);
  return email;
}

async function expireSessionsOf(email: string) {
  await own.sql(
    `update "session" set expires_at = now() - interval '1 minute' where user_id = (select id from "user" where email = $1)`,
    [email],
  );
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies(own.url)).filter((cookie) => cookie.name.includes("session_token"));
}

async function expectSignedIn(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  // In Russian a signed-in person's bar folds into the menu at 1280 px: open, its links are the ones to follow.
  const header = await openSiteHeader(page);
  await expect(header.getByRole("link", { name: text.account, exact: true })).toBeVisible();
  await expect(header.getByRole("button", { name: text.signOut })).toBeVisible();
  await expect(header.getByRole("link", { name: text.signIn, exact: true })).toHaveCount(0);
}

async function expectSignedOut(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: text.signIn, exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: text.account, exact: true })).toHaveCount(0);
  await expect(header.getByRole("button", { name: text.signOut })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: text.error })).toHaveCount(0);
}

for (const lang of ["en", "ru"] as const) {
  const text = TEXT[lang];

  test(`${lang}: reloading a page after the session expired shows the signed-out header and clears the cookie`, async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext();
    const email = await signedInUser(page, api);
    await page.goto(`${own.url}${text.prefix}/events`);
    await waitForHydration(page);
    await expectSignedIn(page, text);
    expect(await sessionCookies(page.context())).toHaveLength(1);

    await expireSessionsOf(email);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectSignedOut(page, text);
    // better-auth's answer to the expired token (delete the cookie) reaches the browser.
    await expect.poll(() => sessionCookies(page.context())).toHaveLength(0);
    // The account page now sends the visitor to sign in, as for anyone signed out.
    await page.goto(`${own.url}${text.prefix}/account`);
    await expect(page).toHaveURL(`${own.url}${text.prefix}/auth`);
    await expect(page.getByRole("heading", { name: text.authTitle })).toBeVisible();
    await expectSignedOut(page, text);
    await api.dispose();
  });

  test(`${lang}: an open tab navigating on the client after expiry signs out cleanly`, async ({ page, playwright }) => {
    const api = await playwright.request.newContext();
    const email = await signedInUser(page, api);
    await page.goto(`${own.url}${text.prefix}/`);
    await waitForHydration(page);
    await expectSignedIn(page, text);

    await expireSessionsOf(email);
    // A client-side navigation: the loaders' data request finds no session and the header follows.
    await page.getByRole("banner").getByRole("link", { name: text.events, exact: true }).click();
    await expect(page).toHaveURL(`${own.url}${text.prefix}/events`);
    await expectSignedOut(page, text);
    await expect.poll(() => sessionCookies(page.context())).toHaveLength(0);

    // Had the tab still shown the account link, following it lands on the sign-in page, not an error.
    await signedInAgainThenExpired(page, api, email, text);
    await api.dispose();
  });
}

/** Signs in again (a new session), opens home, expires it, then follows the header's Account link on the client. */
async function signedInAgainThenExpired(
  page: Page,
  api: APIRequestContext,
  email: string,
  text: (typeof TEXT)[keyof typeof TEXT],
) {
  expect(
    (
      await api.post(`${own.url}/api/auth/sign-in/email`, {
        headers: { Origin: own.url },
        data: { email, password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  await page.context().addCookies((await api.storageState()).cookies);
  await page.goto(`${own.url}${text.prefix}/`);
  await waitForHydration(page);
  await expectSignedIn(page, text);
  await expireSessionsOf(email);
  await page.getByRole("banner").getByRole("link", { name: text.account, exact: true }).click();
  await expect(page).toHaveURL(`${own.url}${text.prefix}/auth`);
  await expect(page.getByRole("heading", { name: text.authTitle })).toBeVisible();
  await expectSignedOut(page, text);
  await expect.poll(() => sessionCookies(page.context())).toHaveLength(0);
}
