import { expect, type Page } from "@playwright/test";

/** A section's link in the admin's navigation (the sections were tabs; each is its own page now). */
export const adminSection = (page: Page, name: string) =>
  page
    .locator("main")
    .getByRole("navigation", { name: /^(Admin sections|Разделы админки)$/ })
    .getByRole("link", { name, exact: true });

/** Follows a section's link and waits until its page is the one shown. */
export async function openAdminSection(page: Page, name: string) {
  const link = adminSection(page, name);
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}
