import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, freshEmail, PASSWORD, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, osloFinal, signInAs } from "./season-helpers";

// Submitted lineups are checked again when the event's bout classes change, in English and in Russian: both lineups
// are in with lightweights in bout 1, the admin makes bout 1 featherweight in Admin → Results, and the panel flags
// both teams' bout-1 athletes by name and class; the home manager sees "Your lineup needs a change" on /manage,
// puts their featherweight in bout 1 and updates the lineup, and the flag goes for that team only.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// LINEUP_SHOTS_DIR=/some/dir saves screenshots of the flags panel and the manager's card at 1280 and 390 px.
const SHOTS = process.env.LINEUP_SHOTS_DIR;
let admin: APIRequestContext;

const TEXT = {
  en: {
    prefix: "",
    team: "Team",
    makeManager: "Make team manager",
    bout: (n: number) => `Bout ${n}`,
    featherweight: "Featherweight",
    saveClasses: "Save classes",
    classesSaved: "Bout classes saved.",
    panel: "Lineups and weigh-ins",
    flag: (team: string, athlete: string) =>
      `Team match #1, ${team}, bout 1: ${athlete} is registered Lightweight, heavier than the bout's class, Featherweight.`,
    problemsTitle: "Your lineup needs a change",
    needsChange: "Needs a change",
    submitted: "Submitted",
    problem: (athlete: string) =>
      `Bout 1: ${athlete} is registered Lightweight, heavier than this bout's class, Featherweight.`,
    resubmit: "Update lineup",
    saved: "Lineup saved. It stays hidden from the other team until the reveal.",
    granted: (email: string, team: string) => `${email} now manages ${team}.`,
  },
  ru: {
    prefix: "/ru",
    team: "Команда",
    makeManager: "Сделать менеджером команды",
    bout: (n: number) => `Поединок ${n}`,
    featherweight: "Полулёгкий вес",
    saveClasses: "Сохранить категории",
    classesSaved: "Категории поединков сохранены.",
    panel: "Составы и взвешивание",
    flag: (team: string, athlete: string) =>
      `Командный матч №1, «${team}», поединок 1: ${athlete} заявлен в категории «Лёгкий вес», она тяжелее категории поединка «Полулёгкий вес».`,
    problemsTitle: "Состав нужно изменить",
    needsChange: "Нужно изменить",
    submitted: "Подан",
    problem: (athlete: string) =>
      `Поединок 1: ${athlete} заявлен в категории «Лёгкий вес», она тяжелее категории этого поединка «Полулёгкий вес».`,
    resubmit: "Обновить состав",
    saved: "Состав сохранён. Соперник не увидит его до объявления.",
    granted: (email: string, team: string) => `${email} теперь менеджер команды «${team}».`,
  },
} as const;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL!);
});
test.afterAll(async () => admin?.dispose());

/**
 * A tournament with open bout classes, two teams (three lightweights and a featherweight each) and their final far
 * ahead, both lineups in through the API with lightweights in bouts 1–3.
 */
async function makeEvent(lang: string) {
  const { tournament, teams, match } = await osloFinal(
    admin,
    {
      title: `Reclass Cup ${lang} ${run}`,
      team: (side) => `Reclass ${side} ${lang} ${run}`,
      athlete: (side, n) => `${side}${n} Reclass ${lang} ${run}`,
    },
    ["lightweight", "lightweight", "lightweight", "featherweight"],
  );
  for (const team of teams) {
    const put = await admin.put(`/api/v1/team-matches/${match}/lineup`, {
      data: { team_id: team.id, athlete_ids: team.athletes.slice(0, 3).map((athlete) => athlete.id) },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  return { tournament, teams, match };
}

async function shoot(page: Page, target: ReturnType<Page["getByTestId"]>, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ["en", "ru"] as const) {
  test(`a change of the bout classes flags submitted lineups until the manager resubmits (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const event = await makeEvent(lang);
    const [home, away] = event.teams as [(typeof event.teams)[0], (typeof event.teams)[0]];
    const context = await playwrightRequest.newContext({ baseURL });
    const manager = {
      email: await signUpConfirmed(context, baseURL!, freshEmail("manager-reclass")),
      password: PASSWORD,
    };
    await context.dispose();

    // The admin makes the home manager (Admin → Staff), then makes bout 1 featherweight in Admin → Results.
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`${text.prefix}/admin/staff`);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Email" }).fill(manager.email);
    await page.getByRole("combobox", { name: new RegExp(`^${text.team}`) }).selectOption(home.id);
    await page.getByRole("button", { name: text.makeManager }).click();
    await expect(page.getByText(text.granted(manager.email, home.name))).toBeVisible();
    await page.goto(`${text.prefix}/admin/results?tournament=${event.tournament}`);
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: text.panel });
    await expect(panel.getByTestId("lineup-flags")).toHaveCount(0);
    await panel.getByLabel(text.bout(1), { exact: true }).selectOption("featherweight");
    await panel.getByRole("button", { name: text.saveClasses }).click();
    await expect(page.getByText(text.classesSaved)).toBeVisible();
    const flags = panel.getByTestId("lineup-flags").getByRole("listitem");
    await expect(flags).toHaveText([
      text.flag(away.name, away.athletes[0]!.name),
      text.flag(home.name, home.athletes[0]!.name),
    ]);
    await shoot(page, panel, `admin-flags-${lang}`);

    // The manager sees why on /manage and puts the featherweight in bout 1.
    await signInAs(page, baseURL!, manager);
    await page.goto(`${text.prefix}/manage`);
    await waitForHydration(page);
    const card = page.getByRole("region", { name: new RegExp(away.name) });
    const problems = card.getByTestId("lineup-problems");
    await expect(problems.getByRole("heading")).toHaveText(text.problemsTitle);
    await expect(problems.getByRole("listitem")).toHaveText([text.problem(home.athletes[0]!.name)]);
    await expect(card.getByTestId("lineup-status")).toHaveText(text.needsChange);
    await shoot(page, card, `manage-problem-${lang}`);
    await card.getByLabel(text.bout(1)).selectOption(home.athletes[3]!.id);
    await card.getByRole("button", { name: text.resubmit }).click();
    await expect(card.getByText(text.saved)).toBeVisible();
    await expect(problems).toHaveCount(0);
    await expect(card.getByTestId("lineup-status")).toHaveText(text.submitted);

    // The admin's panel now flags the away lineup only.
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`${text.prefix}/admin/results?tournament=${event.tournament}`);
    await waitForHydration(page);
    await expect(flags).toHaveText([text.flag(away.name, away.athletes[0]!.name)]);
  });
}
