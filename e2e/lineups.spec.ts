import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN, freshEmail, PASSWORD, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, osloFinal, signInAs } from "./season-helpers";
import { openSiteHeader } from "./site-header";

// Lineups, blind until both are in, in English and in Russian: an admin makes two team managers in Admin → Staff,
// each submits their team's lineup on /manage (bout 1 is their second athlete), and nobody (the public API included)
// sees them while the deadline is ahead. In Russian the admin flags a failed weigh-in and reveals them early with
// "Reveal now"; the tournament page says "Lineups announced" with the three bouts made in the managers' order. The
// deadline passing and the reveal job revealing them: e2e/season-night.spec.ts.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots-lineups";
let admin: APIRequestContext;

const TEXT = {
  en: {
    prefix: "",
    team: "Team",
    makeManager: "Make team manager",
    nav: "Lineups",
    title: "Lineups",
    bout: (n: number) => `Bout ${n}`,
    submit: "Submit lineup",
    saved: "Lineup saved. It stays hidden from the other team until the reveal.",
    deadline: "Lineup deadline",
    announced: "Lineups announced",
    granted: (email: string, team: string) => `${email} now manages ${team}.`,
  },
  ru: {
    prefix: "/ru",
    team: "Команда",
    makeManager: "Сделать менеджером команды",
    nav: "Составы",
    title: "Составы",
    bout: (n: number) => `Поединок ${n}`,
    submit: "Подать состав",
    saved: "Состав сохранён. Соперник не увидит его до объявления.",
    deadline: "Срок подачи состава",
    announced: "Составы объявлены",
    granted: (email: string, team: string) => `${email} теперь менеджер команды «${team}».`,
  },
} as const;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL!);
});
test.afterAll(async () => admin?.dispose());

/** A tournament, two teams of three athletes and their final, scheduled far ahead (the lineups are open). */
const makeEvent = (lang: string) =>
  osloFinal(
    admin,
    {
      title: `Lineup Cup ${lang} ${run}`,
      team: (side) => `${side} ${lang} ${run}`,
      athlete: (side, n) => `${side}${n} Fighter ${lang} ${run}`,
    },
    ["lightweight", "lightweight", "lightweight"],
  );

const publicLineups = async (baseURL: string, match: string) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const body = (await (await anonymous.get(`/api/v1/team-matches/${match}`)).json()) as {
    lineups: "hidden" | { home: { athletes: { full_name: string }[] }; away: { athletes: { full_name: string }[] } };
  };
  await anonymous.dispose();
  return body.lineups;
};

for (const lang of ["en", "ru"] as const) {
  test(`two managers submit blind lineups on /manage and the reveal makes the bouts (${lang})`, async ({
    page,
    baseURL,
  }) => {
    // Two managers' pages and the admin's: on the shared machine that can take over two minutes.
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const event = await makeEvent(lang);
    const managers = [];
    for (const side of ["home", "away"]) {
      const context = await playwrightRequest.newContext({ baseURL });
      managers.push({
        email: await signUpConfirmed(context, baseURL!, freshEmail(`manager-${side}`)),
        password: PASSWORD,
      });
      await context.dispose();
    }

    // The admin makes them team managers in Admin → Staff.
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`${text.prefix}/admin/staff`);
    await waitForHydration(page);
    for (const [index, manager] of managers.entries()) {
      await page.getByRole("textbox", { name: "Email" }).fill(manager.email);
      await page.getByRole("combobox", { name: new RegExp(`^${text.team}`) }).selectOption(event.teams[index]!.id);
      await page.getByRole("button", { name: text.makeManager }).click();
      await expect(page.getByText(text.granted(manager.email, event.teams[index]!.name))).toBeVisible();
    }

    // Each manager submits their own team's lineup; bout 1 is their second athlete.
    for (const [index, manager] of managers.entries()) {
      const team = event.teams[index]!;
      await signInAs(page, baseURL!, manager);
      await page.goto(`${text.prefix}/`);
      await waitForHydration(page);
      await openSiteHeader(page);
      await page.getByRole("link", { name: text.nav, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/manage$`));
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      const card = page.getByRole("region", { name: new RegExp(event.teams[1 - index]!.name) });
      await expect(card.getByText(text.deadline)).toBeVisible();
      // Oslo in June is UTC+2: the final at 18:00 UTC starts at 20:00 there, the lineups close at 19:00.
      await expect(card.getByTestId("lineup-deadline")).toContainText(lang === "en" ? "7:00 PM" : "19:00");
      const order = [team.athletes[1]!, team.athletes[0]!, team.athletes[2]!];
      for (const [slot, athlete] of order.entries())
        await card.getByLabel(text.bout(slot + 1)).selectOption(athlete.id);
      if (index === 0) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${SHOTS}/manage-form-${lang}-${width}.png`, fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      await card.getByRole("button", { name: text.submit }).click();
      await expect(card.getByText(text.saved)).toBeVisible();
      // The other team's athletes are nowhere on this manager's page.
      await expect(page.getByText(event.teams[1 - index]!.athletes[0]!.name)).toHaveCount(0);
      expect(await publicLineups(baseURL!, event.match)).toBe("hidden");
      if (index === 1)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${SHOTS}/manage-submitted-${lang}-${width}.png`, fullPage: true });
        }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // Both are in, the deadline is years away: still hidden from the public.
    expect(await publicLineups(baseURL!, event.match)).toBe("hidden");

    // The deadline passing is e2e/season-night.spec.ts's; here the admin reveals them from Admin → Results.
    if (lang === "en") return;
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`/ru/admin/results?tournament=${event.tournament}`);
    await waitForHydration(page);
    // A weigh-in after submission: Away1 (lightweight, bout 2) at 80.4 kg is over the 77 kg limit and is flagged.
    await page.getByLabel("Спортсмен", { exact: true }).selectOption(event.teams[1]!.athletes[0]!.id);
    await page.getByLabel("Вес, кг").fill("80.4");
    await page.getByRole("button", { name: "Записать" }).click();
    await expect(page.getByTestId("lineup-flags")).toContainText(
      `поединок 2: ${event.teams[1]!.athletes[0]!.name} — 80,4 кг на взвешивании, больше лимита категории «Лёгкий вес» (77 кг)`,
    );
    await page.getByRole("button", { name: "Объявить сейчас" }).click();
    await expect(page.getByTestId("lineup-state")).toContainText(text.announced);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole("region", { name: "Составы и взвешивание" })
        .screenshot({ path: `${SHOTS}/admin-lineups-ru-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.context().clearCookies();
    await page.goto(`${text.prefix}/tournament/${event.tournament}`);
    await waitForHydration(page);
    const card = page.getByTestId("team-match");
    await expect(card.getByTestId("lineups-announced")).toHaveText(text.announced);
    for (const athlete of [event.teams[0]!.athletes[1]!, event.teams[1]!.athletes[1]!])
      await expect(card.getByText(athlete.name).first()).toBeVisible();
    const revealed = await publicLineups(baseURL!, event.match);
    expect(revealed).not.toBe("hidden");
    if (revealed === "hidden") return;
    expect(revealed.home.athletes.map((athlete) => athlete.full_name)).toEqual(
      [1, 0, 2].map((n) => event.teams[0]!.athletes[n]!.name),
    );
    expect(revealed.away.athletes.map((athlete) => athlete.full_name)).toEqual(
      [1, 0, 2].map((n) => event.teams[1]!.athletes[n]!.name),
    );
    const results = (await (await admin.get(`/api/v1/tournaments/${event.tournament}/results`)).json()) as {
      team_matches: { bouts: { bout_order: number; athlete_a_id: string; athlete_b_id: string }[] }[];
    };
    expect(
      results.team_matches[0]!.bouts.map((bout) => [bout.bout_order, bout.athlete_a_id, bout.athlete_b_id]),
    ).toEqual([1, 0, 2].map((n, slot) => [slot + 1, event.teams[0]!.athletes[n]!.id, event.teams[1]!.athletes[n]!.id]));
  });
}
