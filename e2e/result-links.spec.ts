import { expect, test } from "./fixtures";
import { tournamentPath } from "./tournament-paths";

// Every team name leads to its team page, and a rating leads to the page that explains it.

test("a team in a tournament's results opens that team's page (EN and RU)", async ({ page }) => {
  for (const prefix of ["", "/ru"]) {
    await page.goto(`${prefix}${await tournamentPath(page.request, "Pacific Rumble")}`);
    const home = page.getByTestId("team-match").filter({ visible: true }).first().getByRole("link").first();
    const name = (await home.textContent())!.trim();
    await home.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/team/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
});

test("the ELO on a profile opens the page that explains the rating", async ({ page }) => {
  await page.goto("/analytics");
  await page.getByTestId("leaders-elo").getByTestId("leader-row").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/athlete\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "ELO" }).click();
  await expect(page).toHaveURL("/ratings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the champion, a fight's teams and head to head's teams lead to the team pages", async ({ page }) => {
  await page.goto(await tournamentPath(page.request, "Pacific Rumble"));
  await page.getByRole("link", { name: "Pacific Sharks" }).first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pacific Sharks");

  // A roster member's Fights tab: their own team and each opponent's team link.
  await page.getByTestId("team-roster").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/athlete\//);
  await page.getByRole("tab", { name: "Fights" }).click();
  const row = page.getByTestId("fight-row").first();
  await row.getByRole("link", { name: "Pacific Sharks" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pacific Sharks");
  await page.goBack();
  await page.getByRole("tab", { name: "Fights" }).click();
  const opponentTeam = page.getByTestId("fight-row").first().getByRole("link").last();
  const opponentName = (await opponentTeam.textContent())!;
  await opponentTeam.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(opponentName);
});
