import type { Page } from "@playwright/test";
import { ADMIN, pngFile, signInWithForm } from "./accounts";
import { openAdminSection } from "./admin-sections";
import { expect, test } from "./fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("sponsors: add with a logo and link, reorder, see them on the home page, edit, delete", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E Partner ${Date.now()}`;
  await signInWithForm(page, ADMIN, "en");
  await expect(page).toHaveURL("/admin");
  const main = page.locator("main");
  const dialog = page.getByRole("dialog");
  await openAdminSection(page, "Sponsors");
  const list = main.getByRole("list", { name: "Sponsors" });
  const before = await list.getByRole("listitem").count();

  await main.getByRole("button", { name: "Add Sponsor" }).click();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Website").fill("not a link");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Enter a valid URL (http or https)" })).toBeVisible();
  await dialog.getByLabel("Website").fill("https://partner.example/");
  await dialog.getByLabel("Or upload an image").setInputFiles(await pngFile("#1abc9c"));
  await expect(toast(page, "Image uploaded successfully!")).toBeVisible();
  await expect(dialog.getByLabel("Logo URL")).toHaveValue(/^\/files\/tournament-images\//);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Sponsor added successfully!")).toBeVisible();

  // A new sponsor goes last; the arrows move it up one place at a time.
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  await expect(list.getByRole("listitem").last()).toContainText(name);
  await expect(main.getByRole("button", { name: `Move ${name} down` })).toBeDisabled();
  await main.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(toast(page, "Order saved")).toBeVisible();
  await expect(list.getByRole("listitem").nth(before - 1)).toContainText(name);

  // The home page shows its logo, linked to its site in a new tab, in that position.
  await page.goto("/");
  const partners = page.getByRole("region", { name: "Official Partners" });
  const link = partners.getByRole("link", { name });
  await expect(link).toHaveAttribute("href", "https://partner.example/");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link.getByRole("img", { name })).toHaveAttribute("src", /^\/files\/tournament-images\//);
  await expect(
    partners
      .getByRole("listitem")
      .nth(before - 1)
      .getByRole("img", { name }),
  ).toBeVisible();

  await page.goto("/admin");
  await openAdminSection(page, "Sponsors");
  const row = list.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Co`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Sponsor updated successfully!")).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name} Co` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this sponsor?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Sponsor deleted successfully!")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(before);
});
