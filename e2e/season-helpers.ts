// Helpers for the season specs (season, lineups, season-night): the admin's API context, records made through the
// API, a browser page signed in as someone by its cookie.
import { request as playwrightRequest, type APIResponse, type Page } from "@playwright/test";
import { ADMIN } from "./admin-account";
import { expect } from "./fixtures";

/** An API context signed in as the tests' admin (writes send the Origin the server checks). */
export async function adminApi(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  return admin;
}

/** The id of a record the API answered 201 for. */
export async function created(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The page's browser signed in as `credentials` (the session cookie only, no form). */
export async function signInAs(page: Page, baseURL: string, credentials: { email: string; password: string }) {
  await page.context().clearCookies();
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL },
    data: credentials,
  });
  expect(response.ok()).toBe(true);
}
