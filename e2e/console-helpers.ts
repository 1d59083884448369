// The scorekeeper's console as a person uses it, for the specs that score bouts on a server of their own
// (score-console.spec.ts, golden-score.spec.ts): sign in, open a console, wait for the round clock, tap, and check
// that every button is on and no label breaks inside a word; and a fan's browser beside it.
import type { Browser, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Signs `page` in on the server at `url` (its cookies go to every later request of the page). */
export async function signInAt(page: Page, url: string, credentials: { email: string; password: string }) {
  const response = await page.request.post(`${url}/api/auth/sign-in/email`, {
    headers: { Origin: url },
    data: credentials,
  });
  expect(response.ok()).toBe(true);
}

/** Opens a bout's console (`prefix` "/ru" for Russian) and waits for hydration. */
export async function openConsoleAt(page: Page, url: string, boutId: string, prefix = "") {
  await page.goto(`${url}${prefix}/score/${boutId}`);
  await waitForHydration(page);
}

export const secondsOf = (text: string) => {
  const [m, s] = text.split(":").map(Number);
  return m! * 60 + s!;
};

/** Waits (polling every 20 ms) until the console's clock reads `target` or later. */
export async function clockReaches(page: Page, target: string) {
  await page.waitForFunction(
    (seconds) => {
      const [m, s] = (document.querySelector("[data-testid=clock]")?.textContent ?? "0:00").split(":").map(Number);
      return m! * 60 + s! >= seconds;
    },
    secondsOf(target),
    { polling: 20, timeout: 60_000 },
  );
}

/**
 * Every action button of both sides, the clock buttons, Finish (and Undo once there is something to undo): all
 * enabled. `endLabel`: the clock's end button ("End golden score" on the tie-break bout).
 */
export async function expectAllEnabled(page: Page, somethingToUndo = true, endLabel = "End round") {
  const sides = page.locator("section[data-side] button");
  expect(await sides.count()).toBe(2 * 14);
  expect(await page.locator("section[data-side] button:disabled").count()).toBe(0);
  for (const name of ["Pause", endLabel, "Finish the bout", ...(somethingToUndo ? ["Undo last"] : [])])
    await expect(page.getByRole("button", { name })).toBeEnabled();
}

export const side = (page: Page, name: string) => page.getByRole("region", { name });
export const tapButton = (page: Page, athlete: string, label: string) =>
  side(page, athlete).getByRole("button", { name: new RegExp(`^${label}`) });

/** No word of a visible button or label wraps inside itself (e.g. "Unsportsmanlike" over two lines), and no button's label runs out of it. */
export async function expectNoBrokenWords(page: Page) {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const button of document.querySelectorAll("button")) {
      // A tab with a long name ends in "…" on purpose.
      if (
        button.offsetParent &&
        getComputedStyle(button).textOverflow !== "ellipsis" &&
        button.scrollWidth > button.clientWidth + 1
      )
        found.push(`overflows: ${button.textContent}`);
    }
    for (const element of document.querySelectorAll("button, [data-testid^=side-score] p, h2, h3")) {
      if (!(element as HTMLElement).offsetParent) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
}

/**
 * A fan in a browser of their own on the server at `url` (Oslo time), `path` open and hydrated; its console errors and
 * page errors go to `problems` (the test fails on them, as the `page` fixture's do).
 */
export async function fanPageAt(browser: Browser, url: string, problems: string[], path: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: "Europe/Oslo" });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text()))
      problems.push(`${path}: ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${path}: pageerror: ${error.message}`));
  await page.goto(`${url}${path}`);
  await waitForHydration(page);
  return page;
}
