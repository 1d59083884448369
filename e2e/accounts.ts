// Accounts for the browser tests: the bootstrap admin (made at server start, see playwright.config.ts)
// and fresh users who sign up and confirm through the mail outbox.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, waitForHydration } from "./fixtures";

export { ADMIN } from "./admin-account";
export const PASSWORD = "secret-e2e-123";

let counter = 0;
/** A unique address per call, across parallel workers. */
export function freshEmail(label: string) {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@e2e.test`;
}

/** The confirmation link in the newest outbox mail to `email` (the dev outbox writes one .eml per message). */
export async function confirmationLink(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  let file: string | undefined;
  await expect
    .poll(() => {
      const names = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((name) => name.endsWith(`-${safe}.eml`))
            .sort()
        : [];
      file = names.at(-1);
      return Boolean(file);
    })
    .toBe(true);
  // Undo quoted-printable soft line breaks and escapes before looking for the link.
  const raw = fs
    .readFileSync(path.join(outbox, file!), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/gi, "=");
  const link = raw.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`No confirmation link in ${file}`);
  return link;
}

/** The text of the newest outbox mail to `email`, quoted-printable decoded (UTF-8). */
export function newestMailText(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const file = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`-${safe}.eml`))
    .sort()
    .at(-1)!;
  const raw = fs.readFileSync(path.join(outbox, file), "latin1").replace(/=\r?\n/g, "");
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** Signs a new user up through the API and follows the mailed link, leaving `request` with a session. */
export async function signUpConfirmed(request: APIRequestContext, baseURL: string, email = freshEmail("user")) {
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { Origin: baseURL },
    data: { email, password: PASSWORD, name: "E2E user", callbackURL: "/" },
  });
  expect(response.ok()).toBe(true);
  const confirmed = await request.get(await confirmationLink(email));
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** Signs in through the /auth form, as a person would. */
export async function signInWithForm(
  page: Page,
  credentials: { email: string; password: string },
  lang: "en" | "ru" = "en",
) {
  await page.goto(lang === "ru" ? "/ru/auth" : "/auth");
  await waitForHydration(page);
  await page.getByLabel(lang === "ru" ? "Email" : "Email").fill(credentials.email);
  await page.getByLabel(lang === "ru" ? "Пароль" : "Password").fill(credentials.password);
  await page
    .locator("main")
    .getByRole("button", { name: lang === "ru" ? "Войти" : "Sign In", exact: true })
    .click();
}

/** A real PNG made on the fly. */
export async function pngFile(color = "#c0392b") {
  const buffer = await sharp({ create: { width: 320, height: 180, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: "poster.png", mimeType: "image/png", buffer };
}

/**
 * Tests that provoke refusals on purpose (401, 403, 404 answers to fetches) make Chromium log
 * "Failed to load resource"; those lines are expected there. Anything else still fails the test.
 */
export function allowRefusedRequests(consoleProblems: string[]) {
  const expected = /^error: Failed to load resource: the server responded with a status of 4\d\d/;
  for (let index = consoleProblems.length - 1; index >= 0; index -= 1) {
    if (expected.test(consoleProblems[index]!)) consoleProblems.splice(index, 1);
  }
}
