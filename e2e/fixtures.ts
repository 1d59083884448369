import { test as base, expect, type Page } from "@playwright/test";

/** Console errors, page errors and React hydration warnings fail the test that caused them. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A page that is meant to be a 404 makes Chromium log the document's status; that is not a problem.
      const missingDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().resourceType() === "document")
          missingDocuments.add(response.url());
      });
      page.on("console", (message) => {
        const text = message.text();
        if (text.startsWith("Failed to load resource") && missingDocuments.has(message.location().url)) return;
        if (message.type() === "error" || /hydrat/i.test(text))
          problems.push(`${message.type()}: ${text} (${message.location().url})`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "browser console problems").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers: the route modules are in, the network is
 * quiet, and every form control on the page carries React's props. The last check matters on a busy machine, where a
 * part that loads apart from its route (the Follow control, a card) can hydrate well after the network went quiet: a
 * click on its server-rendered button before then does nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button, input, select, textarea")].every((control) =>
      Object.keys(control).some((key) => key.startsWith("__reactProps$")),
    ),
  );
}
