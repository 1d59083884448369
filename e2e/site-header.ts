import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The site's header, with its menu open when the bar is folded into it (below 1280 px; a signed-in person's Russian
 * bar below 1536 px, app/components/site/site-header.tsx), so its links are visible as a person reaches them.
 */
export async function openSiteHeader(page: Page): Promise<Locator> {
  const header = page.locator("header").first();
  const toggle = header.locator('button[aria-controls="mobile-menu"]');
  if (await toggle.isVisible())
    // The click does nothing until React has hydrated the button.
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(header.locator("#mobile-menu")).toBeVisible({ timeout: 1_000 });
    }).toPass();
  return header;
}
