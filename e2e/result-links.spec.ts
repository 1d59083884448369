import { expect, test } from "./fixtures";
import { tournamentPath } from "./tournament-paths";

// Every team name leads to its team page, and a rating leads to the page that explains it.

test("a team in a tournament's results opens that team's page (EN and RU)", async ({ page }) => {
  for (const [prefix, name] of [
    ["", "Amazon Constrictors"],
    ["/ru", "Амазонские удавы"],
  ] as const) {
    await page.goto(`${prefix}${await tournamentPath(page.request, "Pacific Rumble")}`);
    // The runner-up played a semifinal and the final (the round robin starts collapsed): both link to its page.
    const runnerUp = page.getByTestId("team-match").filter({ visible: true }).getByRole("link", { name, exact: true });
    await expect(runnerUp).toHaveCount(2);
    await runnerUp.first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/team/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
});

test("the ELO on a profile opens the page that explains the rating", async ({ page }) => {
  await page.goto("/athletes?q=Nurlanov");
  await page.getByTestId("athlete-name").filter({ hasText: "Arman Nurlanov" }).click();
  await expect(page).toHaveURL(/\/athlete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arman Nurlanov");
  await page.getByRole("link", { name: "ELO" }).click();
  await expect(page).toHaveURL("/ratings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the champion, a fight's teams and head to head's teams lead to the team pages", async ({ page }) => {
  await page.goto(await tournamentPath(page.request, "Pacific Rumble"));
  // The champion's name and its matches link to the same team page: the first is the champion's.
  await page.getByRole("link", { name: "Pacific Sharks" }).first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pacific Sharks");

  // A roster member's Fights tab: their own team and each opponent's team link.
  // Jake Morrison, a Pacific Shark since the demo's first day (server/db/seed/demo.server.ts).
  await page.getByTestId("team-roster").getByRole("link", { name: "Jake Morrison" }).click();
  await expect(page).toHaveURL(/\/athlete\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jake Morrison");
  await page.getByRole("tab", { name: "Fights" }).click();
  // Any of his fights: each names his team and his opponent's.
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
