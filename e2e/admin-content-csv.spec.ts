import fs from "node:fs";
import type { Page } from "@playwright/test";
import { ADMIN, signInWithForm } from "./accounts";
import { openAdminSection } from "./admin-sections";
import { expect, test } from "./fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
// Other tests add athletes at the same time: count only this test's own rows, by name.
const athletesNamed = async (page: Page, q: string) =>
  (
    (await (
      await page.request.get(`/api/v1/athletes?limit=1&q=${encodeURIComponent(q)}`, {
        headers: { "Cache-Control": "no-cache" },
      })
    ).json()) as { total: number }
  ).total;
const csvFile = (lines: string[]) => ({
  name: "athletes.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\r\n"), "utf8"),
});

test("CSV import of athletes: a file with a bad row shows the report and commits nothing; a good file imports all rows; export downloads the list", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await signInWithForm(page, ADMIN, "en");
  await expect(page).toHaveURL("/admin");
  const main = page.locator("main");
  await openAdminSection(page, "Athletes");
  const header = "full_name,country,weight_class,wins,losses,total_matches,style_background";

  await main
    .getByLabel("Import athletes from a CSV file")
    .setInputFiles(
      csvFile([
        header,
        `CSV Good ${stamp},KAZ,lightweight,3,1,4,"Wrestling; BJJ"`,
        `CSV Bad ${stamp},ZZZ,lightweight,9,9,4,`,
      ]),
    );
  const dialog = page.getByRole("dialog", { name: "Import athletes" });
  await expect(dialog.getByText("1 of 2 rows has errors.", { exact: false })).toBeVisible();
  const badRow = dialog.getByRole("row").filter({ hasText: `CSV Bad ${stamp}` });
  await expect(badRow).toContainText("country: Choose a country");
  await expect(badRow).toContainText("total_matches: Wins plus losses cannot exceed total matches");
  await expect(dialog.getByRole("row").filter({ hasText: `CSV Good ${stamp}` })).toContainText("New");
  await expect(dialog.getByRole("button", { name: "Import 2 rows" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await athletesNamed(page, String(stamp))).toBe(0);

  await main
    .getByLabel("Import athletes from a CSV file")
    .setInputFiles(
      csvFile([
        header,
        `CSV Good ${stamp},KAZ,lightweight,3,1,4,"Wrestling; BJJ"`,
        `CSV Second ${stamp},jpn,heavyweight,0,0,0,`,
      ]),
    );
  await expect(dialog.getByText("2 rows are valid and ready to import.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(toast(page, "Imported 2 rows")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await athletesNamed(page, String(stamp))).toBe(2);
  await expect(main.getByRole("listitem").filter({ hasText: `CSV Second ${stamp}` })).toContainText(
    "JPN · Heavyweight",
  );

  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("athletes.csv");
  const text = fs.readFileSync((await file.path())!, "utf8");
  expect(text.split("\r\n")[0]).toBe(
    "id,full_name,full_name_ru,country,weight_class,team,photo_url,wins,losses,total_matches,submissions_for,submissions_against,takedowns_scored,takedown_defense_percent,control_time_total,rating_elo,style_background,bio_short,bio_short_ru,height_cm,reach_cm,stance,win_streak,rank_bjj,avg_time_to_score",
  );
  expect(text).toContain(`CSV Good ${stamp},,KAZ,lightweight,,,3,1,4,`);
  expect(text).toContain(`CSV Second ${stamp},,JPN,heavyweight,`);
});

test("CSV import of tournaments refuses a file with unknown columns", async ({ page }) => {
  await signInWithForm(page, ADMIN, "en");
  await expect(page).toHaveURL("/admin");
  const main = page.locator("main");
  await main.getByLabel("Import tournaments from a CSV file").setInputFiles({
    name: "t.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "title,event_date,location_city,location_country,colour\nCup,2027-01-01T18:00,Oslo,Norway,red\n",
    ),
  });
  const dialog = page.getByRole("dialog", { name: "Import tournaments" });
  await expect(dialog.getByRole("alert")).toHaveText("Unknown columns: colour");
  await expect(dialog.getByRole("button", { name: /^Import/ })).toBeDisabled();
});
