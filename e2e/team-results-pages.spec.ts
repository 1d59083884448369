import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, created, osloTournament } from "./season-helpers";

// A team page lists its team-match results ten at a time, latest first (`?results=N`): a team of a long-running league
// has thousands, and the page stays small. Twelve results, recorded through the admin API in an event of their own.
test("a team's results come ten a page, latest first, with newer and older pages, EN and RU", async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const tag = crypto.randomUUID().slice(0, 8);
  const [home, away] = [`Pager ${tag}`, `Rival ${tag}`];
  const team = await created(await admin.post("/api/v1/teams", { data: { name: home } }));
  const rival = await created(await admin.post("/api/v1/teams", { data: { name: away } }));
  const fighter = async (teamId: string, name: string) =>
    created(
      await admin.post("/api/v1/athletes", {
        data: { full_name: name, country: "NOR", weight_class: "lightweight", team_id: teamId },
      }),
    );
  const ours = [await fighter(team, `${home} One`), await fighter(team, `${home} Two`)];
  const theirs = [await fighter(rival, `${away} One`), await fighter(rival, `${away} Two`)];
  const tournament = await osloTournament(admin, {
    title: `Pager Cup ${tag}`,
    eventDate: "2036-02-01T12:00",
    status: "completed",
  });
  // Twelve team matches on the card, each won 2–0 by the team: the latest start (card order 12) is listed first.
  for (let order = 1; order <= 12; order++) {
    const match = await created(
      await admin.post(`/api/v1/tournaments/${tournament}/team-matches`, {
        data: { home_team_id: team, away_team_id: rival, stage: "round_robin", card_order: order },
      }),
    );
    for (const index of [0, 1])
      await created(
        await admin.post(`/api/v1/team-matches/${match}/bouts`, {
          data: {
            athlete_a_id: ours[index],
            athlete_b_id: theirs[index],
            weight_class: "lightweight",
            winner_id: ours[index],
            method: "points",
            round: 3,
            time_seconds: 300,
          },
        }),
      );
  }
  await admin.dispose();

  for (const L of [
    { prefix: "", newer: "← Newer results", older: "Older results →", page: (n: number) => `Page ${n}` },
    { prefix: "/ru", newer: "← Более поздние", older: "Более ранние →", page: (n: number) => `Страница ${n}` },
  ]) {
    await page.goto(`${L.prefix}/team/${team}`);
    await waitForHydration(page);
    const results = page.getByTestId("team-results").getByTestId("team-fixture");
    const pages = page.getByTestId("results-pages");
    await expect(results).toHaveCount(10);
    await expect(pages).toContainText(L.page(1));
    await expect(pages.getByRole("link")).toHaveText([L.older]);
    await pages.getByRole("link", { name: L.older }).click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/team/${team}\\?results=2$`));
    await expect(results).toHaveCount(2);
    await expect(pages).toContainText(L.page(2));
    // A page of its own for search engines, as the news pages are.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${L.prefix}/team/${team}\\?results=2$`),
    );
    await expect(pages.getByRole("link")).toHaveText([L.newer]);
    await pages.getByRole("link", { name: L.newer }).click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/team/${team}$`));
    await expect(results).toHaveCount(10);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${L.prefix}/team/${team}$`),
    );
  }
  // Past the last page: an honest "nothing this far back" with the way back, not an error.
  await page.goto(`/team/${team}?results=9`);
  await expect(page.getByText("No results this far back.")).toBeVisible();
  await expect(page.getByTestId("results-pages").getByRole("link")).toHaveText(["← Newer results"]);
});
