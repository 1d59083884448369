// Helpers for the account-security specs: mailed links, signed-in API contexts, the /account page.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** The newest link matching `pattern` in the outbox mail to `email`, newer than `since`. */
export async function mailedLink(
  email: string,
  pattern: RegExp,
  since = 0,
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  let link: string | undefined;
  await expect
    .poll(() => {
      const names = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((name) => name.endsWith(`-${safe}.eml`) && Number(name.split("-")[0]) >= since)
        : [];
      for (const name of names.toSorted().toReversed()) {
        const raw = fs
          .readFileSync(path.join(outbox, name), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/gi, "=");
        link = raw.match(pattern)?.[0];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link!;
}

export async function signInApi(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  const response = await request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers: { Origin: baseURL },
    data: credentials,
  });
  return response;
}

export async function openAccount(page: Page, lang: "en" | "ru" = "en") {
  await page.goto(lang === "ru" ? "/ru/account" : "/account");
  await waitForHydration(page);
}
