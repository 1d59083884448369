import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN, freshEmail, PASSWORD, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, created, osloFinal, signInAs } from "./season-helpers";

// Lineups follow the slot (issue 31 item 3, decision 051), in English and in Russian: a manager withdraws their
// submitted lineup on /manage before the deadline (the form opens again); after it is in again, the admin gives the
// final's home slot to another team, the lineup is withdrawn by itself, the team match still reads 200 for the public,
// and the manager of the team that left is told on /manage.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let admin: APIRequestContext;

const TEXT = {
  en: {
    prefix: "",
    team: "Team",
    makeManager: "Make team manager",
    granted: (email: string, team: string) => `${email} now manages ${team}.`,
    withdraw: "Withdraw lineup",
    withdrawn: "Lineup withdrawn. Submit a new one before the deadline.",
    open: "Open",
    submitted: "Submitted",
    noticeTitle: "Lineups withdrawn",
    notice: (title: string) =>
      `${title}, Final: your team is no longer in this team match after a result was corrected, so its lineup was withdrawn`,
  },
  ru: {
    prefix: "/ru",
    team: "Команда",
    makeManager: "Сделать менеджером команды",
    granted: (email: string, team: string) => `${email} теперь менеджер команды «${team}».`,
    withdraw: "Отозвать состав",
    withdrawn: "Состав отозван. Подайте новый до окончания срока.",
    open: "Приём открыт",
    submitted: "Подан",
    noticeTitle: "Составы отозваны",
    notice: (title: string) =>
      `${title}, Финал: после исправления результата ваша команда больше не участвует в этом командном матче, поэтому её состав отозван`,
  },
} as const;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL!);
});
test.afterAll(async () => admin?.dispose());

for (const lang of ["en", "ru"] as const) {
  test(`a manager withdraws a lineup; a lineup whose team leaves the slot is withdrawn and its manager told (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const title = `Withdraw Cup ${lang} ${run}`;
    const { teams, match } = await osloFinal(
      admin,
      {
        title,
        team: (side) => `Withdraw ${side} ${lang} ${run}`,
        athlete: (side, n) => `${side}${n} W ${lang} ${run}`,
      },
      ["lightweight", "lightweight", "lightweight"],
    );
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]];
    const lineupOf = (team: (typeof teams)[0]) => ({
      team_id: team.id,
      athlete_ids: team.athletes.map((athlete) => athlete.id),
    });
    for (const team of teams) {
      const put = await admin.put(`/api/v1/team-matches/${match}/lineup`, { data: lineupOf(team) });
      expect(put.status(), await put.text()).toBe(200);
    }
    const context = await playwrightRequest.newContext({ baseURL });
    const manager = {
      email: await signUpConfirmed(context, baseURL!, freshEmail("manager-withdraw")),
      password: PASSWORD,
    };
    await context.dispose();
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`${text.prefix}/admin/staff`);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Email" }).fill(manager.email);
    await page.getByRole("combobox", { name: new RegExp(`^${text.team}`) }).selectOption(home.id);
    await page.getByRole("button", { name: text.makeManager }).click();
    await expect(page.getByText(text.granted(manager.email, home.name))).toBeVisible();

    // The manager withdraws the lineup: the card is open again.
    await signInAs(page, baseURL!, manager);
    await page.goto(`${text.prefix}/manage`);
    await waitForHydration(page);
    const card = page.getByRole("region", { name: new RegExp(away.name) });
    await expect(card.getByTestId("lineup-status")).toHaveText(text.submitted);
    await card.getByRole("button", { name: text.withdraw }).click();
    await expect(card.getByText(text.withdrawn)).toBeVisible();
    await expect(card.getByTestId("lineup-status")).toHaveText(text.open);
    await expect(card.getByRole("button", { name: text.withdraw })).toHaveCount(0);

    // In again; then the admin gives the home slot to another team: the lineup goes with the team.
    expect((await admin.put(`/api/v1/team-matches/${match}/lineup`, { data: lineupOf(home) })).status()).toBe(200);
    const other = await created(await admin.post("/api/v1/teams", { data: { name: `Withdraw Other ${lang} ${run}` } }));
    const current = (await (await admin.get(`/api/v1/team-matches/${match}`)).json()) as Record<string, unknown>;
    const moved = await admin.put(`/api/v1/team-matches/${match}`, {
      data: {
        tournament_id: current.tournament_id,
        home_team_id: other,
        away_team_id: away.id,
        stage: "final",
        stage_round: null,
        card_order: current.card_order,
        scheduled_at: current.scheduled_at,
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const publicRead = await page.request.get(`/api/v1/team-matches/${match}`);
    expect(publicRead.status()).toBe(200);
    expect(((await publicRead.json()) as { lineups: unknown }).lineups).toBe("hidden");

    await page.goto(`${text.prefix}/manage`);
    await waitForHydration(page);
    const notice = page.getByTestId("lineups-withdrawn");
    await expect(notice.getByRole("heading")).toHaveText(text.noticeTitle);
    await expect(notice.getByRole("listitem")).toContainText(text.notice(title));
    await expect(page.getByRole("region", { name: new RegExp(away.name) })).toHaveCount(0);
  });
}
