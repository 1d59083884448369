import type { Page } from "@playwright/test";
import { ADMIN, allowRefusedRequests, signInWithForm } from "./accounts";
import { adminSection, openAdminSection } from "./admin-sections";
import { expect, test } from "./fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("teams and athletes: create with validation, edit, delete a team whose athlete becomes a free agent, delete the athlete, all in the audit log", async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const teamName = `E2E Wolves ${stamp}`;
  const athleteName = `E2E Fighter ${stamp}`;
  await signInWithForm(page, ADMIN, "en");
  await expect(page).toHaveURL("/admin");
  const main = page.locator("main");
  const dialog = page.getByRole("dialog");

  // Team: required name, then a city and a country from the flag picker.
  await openAdminSection(page, "Teams");
  await main.getByRole("button", { name: "Add Team" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Name is required" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(teamName);
  await dialog.getByLabel("City").fill("Almaty");
  await dialog.getByLabel("Country").selectOption("KAZ");
  await expect(dialog.getByLabel("Country").locator("option:checked")).toHaveText(/🇰🇿 Kazakhstan \(KAZ\)/);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Team added successfully!")).toBeVisible();
  const teamRow = main.getByRole("listitem").filter({ hasText: teamName });
  await expect(teamRow).toContainText("Almaty, KAZ · 0 athletes");
  await expect(teamRow.getByRole("img", { name: "Kazakhstan" })).toBeVisible();

  // A second team with the same name in other letters is refused by the server, on the field.
  await main.getByRole("button", { name: "Add Team" }).click();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(teamName.toUpperCase());
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("p[id$='-error']", { hasText: "A team with this name already exists" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  allowRefusedRequests(consoleProblems);

  // Athlete: the ranges and the record's arithmetic are checked before anything is sent.
  await openAdminSection(page, "Athletes");
  await main.getByRole("button", { name: "Add Athlete" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Full name is required" })).toBeVisible();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Choose a country" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Full name", exact: true }).fill(athleteName);
  await dialog.getByLabel("Country").selectOption("NOR");
  await dialog.getByLabel("Weight class").selectOption("middleweight");
  await dialog.getByLabel("Team").selectOption({ label: teamName });
  await dialog.getByLabel("Wins", { exact: true }).fill("5");
  await dialog.getByLabel("Losses").fill("3");
  await dialog.getByLabel("Total matches").fill("6");
  await dialog.getByLabel("Submissions won").fill("6");
  await dialog.getByLabel("ELO rating").fill("5000");
  await dialog.getByLabel("Height (cm)").fill("300");
  await dialog.getByLabel("Takedown defense %").fill("101");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(
    dialog.locator("p[id$='-error']", { hasText: "Wins plus losses cannot exceed total matches" }),
  ).toBeVisible();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Submission wins cannot exceed wins" })).toBeVisible();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Enter a rating from 0 to 4000" })).toBeVisible();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Enter a height from 120 to 230 cm" })).toBeVisible();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Enter a percentage from 0 to 100" })).toBeVisible();
  await dialog.getByLabel("Total matches").fill("9");
  await dialog.getByLabel("Submissions won").fill("2");
  await dialog.getByLabel("ELO rating").fill("1810");
  await dialog.getByLabel("Height (cm)").fill("181");
  await dialog.getByLabel("Takedown defense %").fill("72.5");
  const styles = dialog.getByLabel("Style background");
  await styles.fill("Wrestling");
  await styles.press("Enter");
  await styles.fill("Judo, Sambo");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await dialog.getByRole("button", { name: "Remove Judo" }).click();
  await expect(dialog.getByRole("list", { name: "Styles" }).getByRole("listitem")).toHaveText(["Wrestling", "Sambo"]);
  await dialog.getByLabel("Short bio", { exact: true }).fill("Relentless pressure wrestler.");
  await dialog.getByLabel("Short bio (Russian)").fill("Борец, который давит весь бой.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Athlete added successfully!")).toBeVisible();
  const athleteRow = main.getByRole("listitem").filter({ hasText: athleteName });
  await expect(athleteRow).toContainText(`NOR · Middleweight · ${teamName} · 5-3 · ELO 1810`);
  await expect(athleteRow.getByRole("img", { name: "Norway" })).toBeVisible();

  // Edit keeps every field and saves a change.
  await athleteRow.getByRole("button", { name: `Edit ${athleteName}` }).click();
  await expect(dialog.getByLabel("Takedown defense %")).toHaveValue("72.5");
  await expect(dialog.getByLabel("Short bio (Russian)")).toHaveValue("Борец, который давит весь бой.");
  await dialog.getByLabel("Wins", { exact: true }).fill("6");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Athlete updated successfully!")).toBeVisible();
  await expect(athleteRow).toContainText("6-3");

  // The team lists its athlete; deleting it asks what happens to them.
  await openAdminSection(page, "Teams");
  await expect(teamRow).toContainText("1 athlete");
  await teamRow.getByRole("button", { name: `Edit ${teamName}` }).click();
  await expect(dialog.getByRole("region", { name: "1 athlete" })).toContainText(athleteName);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await teamRow.getByRole("button", { name: `Delete ${teamName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `${teamName} has 1 athlete. What should happen to them when the team is deleted?`,
  );
  await confirm.getByLabel("Move them to another team").check();
  await expect(confirm.getByRole("button", { name: "Delete" })).toBeDisabled();
  await confirm.getByLabel("Make them free agents").check();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Team deleted successfully!")).toBeVisible();
  await expect(teamRow).toHaveCount(0);

  await openAdminSection(page, "Athletes");
  await expect(athleteRow).toContainText("Free agent");
  await athleteRow.getByRole("button", { name: `Delete ${athleteName}` }).click();
  await expect(confirm).toContainText("Are you sure you want to delete this athlete?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(athleteRow).toHaveCount(1);
  await athleteRow.getByRole("button", { name: `Delete ${athleteName}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Athlete deleted successfully!")).toBeVisible();
  await expect(athleteRow).toHaveCount(0);

  // The audit log names the admin and each write (other tests write at the same time: find ours by text).
  await openAdminSection(page, "Audit log");
  const rows = main.getByRole("table").getByRole("row");
  // Our entries may have moved past the first page meanwhile (25 a page, other specs write too): look through the first pages.
  const entry = async (text: string) => {
    for (const auditPage of [1, 2, 3, 4, 5, 6]) {
      await page.goto(`/admin/audit?page=${auditPage}`);
      const found = rows.filter({ hasText: text });
      if ((await found.count()) > 0) return found;
    }
    return rows.filter({ hasText: text });
  };
  await expect(await entry(`Deleted · athlete ${athleteName}`)).toContainText(ADMIN.email);
  await expect(await entry(`Deleted · team ${teamName}`)).toContainText(ADMIN.email);
  await expect(await entry(`Created · athlete ${athleteName}`)).toHaveCount(1);
  await expect(await entry(`Updated · athlete ${athleteName}`)).toContainText(/Wins: \d+ → 6/);
});

test("the Russian admin shows the new tabs and messages in Russian", async ({ page }) => {
  await signInWithForm(page, ADMIN, "ru");
  await expect(page).toHaveURL("/ru/admin");
  const main = page.locator("main");
  for (const name of ["Турниры", "Новости", "Команды", "Спортсмены", "Спонсоры", "Журнал"])
    await expect(adminSection(page, name)).toBeVisible();
  await openAdminSection(page, "Спортсмены");
  await main.getByRole("button", { name: "Добавить спортсмена" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Победы", { exact: true }).fill("3");
  await dialog.getByLabel("Серия побед").fill("4");
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog.locator("p[id$='-error']", { hasText: "Введите имя" })).toBeVisible();
  await expect(
    dialog.locator("p[id$='-error']", { hasText: "Серия побед не может превышать число побед" }),
  ).toBeVisible();
  await expect(
    dialog.locator("p[id$='-error']", { hasText: "Победы и поражения вместе не могут превышать число поединков" }),
  ).toBeVisible();
});
