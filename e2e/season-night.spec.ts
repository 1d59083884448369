import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import fs from "node:fs";
import { ADMIN, freshEmail, PASSWORD, signInWithForm, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, created, signInAs } from "./season-helpers";
import { openSiteHeader } from "./site-header";

// A whole fight night from the team list to the champion, in English and in Russian (issue 27): an admin makes two
// team managers and a scorekeeper in Admin → Staff and generates a 4-team single elimination in Admin → Results; the
// two managers of semifinal 1 submit their lineups on /manage, blind to each other; its lineup deadline passes
// during the test and the reveal job at the deadline announces the lineups and makes the bouts; the scorekeeper
// scores every bout on the console (/score); the final's teams appear on the public and the admin bracket by themselves, and after
// the final the champion. Semifinal 2 and the final get their lineups from the admin (API) and an early reveal.
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// Screenshots of the bracket after the semifinals at 1280 and 390 px, when asked for: NIGHT_SHOTS_DIR=/some/folder.
const SHOTS = process.env.NIGHT_SHOTS_DIR ?? "";
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
// Semifinal 1 starts this long after the fixtures are generated plus its 60-minute lineup deadline: the managers
// submit within it and the deadline passes while the test runs.
const LEAD_MS = 120_000;
const CLASSES = ["featherweight", "lightweight", "middleweight"] as const;
const FIRST_NAMES = ["Anton", "Boris", "Viktor", "Gleb"];

const TEXT = {
  en: {
    prefix: "",
    makeManager: "Make team manager",
    makeKeeper: "Make scorekeeper",
    managerGranted: (email: string, team: string) => `${email} now manages ${team}.`,
    keeperGranted: (email: string) => `Scorekeeper role granted to ${email}.`,
    team: "Team",
    generate: "Generate fixtures",
    seeding: "Seeding",
    startAt: "First team match starts",
    preview: "Preview",
    save: "Create these team matches",
    created: "Fixtures created",
    semifinal: "Semifinal",
    final: "Final",
    winnerOf: (order: number) => `Winner of semifinal ${order}`,
    matchLabel: (order: number, home: string, away: string) => `Team match #${order}: ${home} against ${away}`,
    nav: "Lineups",
    bout: (n: number) => `Bout ${n}`,
    heavier: "heavier class",
    submit: "Submit lineup",
    saved: "Lineup saved. It stays hidden from the other team until the reveal.",
    theirLineup: (team: string) => `${team}'s lineup`,
    announced: "Lineups announced",
    vs: "vs",
    start: "Start round",
    takedown: "Takedown",
    finish: "Finish the bout",
    submission: "Submission",
    finished: (name: string) => `Finished: Submission — ${name}`,
    champion: "Champion",
  },
  ru: {
    prefix: "/ru",
    makeManager: "Сделать менеджером команды",
    makeKeeper: "Назначить секретарём",
    managerGranted: (email: string, team: string) => `${email} теперь менеджер команды «${team}».`,
    keeperGranted: (email: string) => `${email} назначен секретарём.`,
    team: "Команда",
    generate: "Создать расписание",
    seeding: "Посев",
    startAt: "Начало первой встречи",
    preview: "Предпросмотр",
    save: "Создать эти встречи",
    created: "Расписание создано",
    semifinal: "Полуфинал",
    final: "Финал",
    winnerOf: (order: number) => `Победитель полуфинала ${order}`,
    matchLabel: (order: number, home: string, away: string) => `Командный матч № ${order}: ${home} против ${away}`,
    nav: "Составы",
    bout: (n: number) => `Поединок ${n}`,
    heavier: "тяжелее категории",
    submit: "Подать состав",
    saved: "Состав сохранён. Соперник не увидит его до объявления.",
    theirLineup: (team: string) => `Состав команды «${team}»`,
    announced: "Составы объявлены",
    vs: "против",
    start: "Начать раунд",
    takedown: "Тейкдаун",
    finish: "Завершить поединок",
    submission: "Болевой / удушающий",
    finished: (name: string) => `Завершён: Болевой / удушающий — ${name}`,
    champion: "Чемпион",
  },
} as const;
type Lang = keyof typeof TEXT;

interface Athlete {
  id: string;
  name: string;
}
interface Team {
  id: string;
  name: string;
  /** Featherweight, lightweight and middleweight: one per bout slot, in slot order. */
  lineup: Athlete[];
  /** A heavyweight, too heavy for every slot of this event. */
  heavy: Athlete;
}
interface Account {
  email: string;
  password: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The event, its bout classes and four teams (seeds 1–4 by name), each with an athlete per slot and a heavyweight. */
async function makeNight(admin: APIRequestContext, lang: Lang, startAt: Date) {
  const tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Fight Night ${lang.toUpperCase()} ${run}`,
        event_date: startAt.toISOString().slice(0, 16),
        time_zone: "UTC",
        location_city: "Oslo",
        location_country: "Norway",
        status: "upcoming",
      },
    }),
  );
  const classes = await admin.put(`/api/v1/tournaments/${tournament}/lineup-classes`, { data: { classes: CLASSES } });
  expect(classes.status(), await classes.text()).toBe(200);
  const teams: Team[] = [];
  for (const [index, first] of FIRST_NAMES.entries()) {
    const name = `Night ${index + 1} ${lang.toUpperCase()} ${run}`;
    const id = await created(await admin.post("/api/v1/teams", { data: { name } }));
    const athletes: Athlete[] = [];
    for (const weight of [...CLASSES, "heavyweight"]) {
      const full = `${first} ${weight.replace("weight", "")} ${run}`;
      athletes.push({
        name: full,
        id: await created(
          await admin.post("/api/v1/athletes", {
            data: { full_name: full, country: "NOR", weight_class: weight, team_id: id },
          }),
        ),
      });
    }
    teams.push({ id, name, lineup: athletes.slice(0, 3), heavy: athletes[3]! });
  }
  return { tournament, teams };
}

/** Three fresh accounts: two team managers and a scorekeeper (roles given in Admin → Staff). */
async function signUpStaff(baseURL: string) {
  const accounts: Account[] = [];
  for (const label of ["manager-a", "manager-b", "keeper"]) {
    const context = await playwrightRequest.newContext({ baseURL });
    accounts.push({ email: await signUpConfirmed(context, baseURL, freshEmail(label)), password: PASSWORD });
    await context.dispose();
  }
  return accounts as [Account, Account, Account];
}

interface BracketMatch {
  id: string;
  card_order: number;
  home: { team_id?: string };
  away: { team_id?: string };
}

async function bracketOf(admin: APIRequestContext, tournament: string) {
  const body = (await (await admin.get(`/api/v1/tournaments/${tournament}/bracket`)).json()) as {
    stages: { stage: string; team_matches: BracketMatch[] }[];
  };
  return body.stages;
}

/** Both lineups of a team match through the API as the admin, then the admin's early reveal (it makes the bouts). */
async function lineupsByAdmin(admin: APIRequestContext, match: string, teams: Team[]) {
  for (const team of teams) {
    const response = await admin.put(`/api/v1/team-matches/${match}/lineup`, {
      data: { team_id: team.id, athlete_ids: team.lineup.map((athlete) => athlete.id) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const revealed = await admin.post(`/api/v1/team-matches/${match}/lineups/reveal`);
  expect(revealed.status(), await revealed.text()).toBe(200);
}

/** The scorekeeper opens the bout from /score and finishes it by submission after a takedown of the winner. */
async function scoreBout(page: Page, lang: Lang, home: Athlete, away: Athlete, winner: Athlete) {
  const text = TEXT[lang];
  await page.goto(`${text.prefix}/score`);
  await waitForHydration(page);
  await page.getByRole("link", { name: new RegExp(`${escape(home.name)} ${text.vs} ${escape(away.name)}`) }).click();
  await expect(page).toHaveURL(/\/score\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: text.start }).click();
  await page
    .getByRole("region", { name: winner.name })
    .getByRole("button", { name: new RegExp(`^${text.takedown}`) })
    .click();
  await expect(page.getByTestId(winner === home ? "score-a" : "score-b")).toHaveText("2");
  await page.getByRole("button", { name: text.finish }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: text.submission, exact: true }).click();
  await dialog.getByRole("button", { name: winner.name, exact: true }).click();
  await dialog.getByRole("button", { name: new RegExp(`${escape(text.submission)} — ${escape(winner.name)}`) }).click();
  await expect(page.getByTestId("finished")).toHaveText(text.finished(winner.name));
}

/** The knockout round of the bracket with this heading, on the page's bracket. */
const round = (page: Page, heading: string) =>
  page
    .getByTestId("bracket")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .getByTestId("bracket-match");

async function openPublic(page: Page, prefix: string, tournament: string) {
  await page.goto(`${prefix}/tournament/${tournament}`);
  await waitForHydration(page);
}

for (const lang of ["en", "ru"] as const) {
  test(`(${lang}) a whole night: generated knockout, blind lineups, the console's results fill the final, a champion`, async ({
    page,
    baseURL,
  }) => {
    // Four teams of four, three accounts, seven bouts on the console and a lineup deadline that must pass.
    test.setTimeout(480_000);
    const text = TEXT[lang];
    const admin = await adminApi(baseURL!);
    const startAt = new Date(Date.now() + 60 * 60_000 + LEAD_MS + 60_000);
    const { tournament, teams } = await makeNight(admin, lang, startAt);
    const [t1, t2, t3, t4] = teams as [Team, Team, Team, Team];
    const [managerA, managerB, keeper] = await signUpStaff(baseURL!);

    // The admin makes the managers of seeds 1 and 4 and the scorekeeper in Admin → Staff.
    await signInWithForm(page, ADMIN, lang);
    await page.waitForURL((url) => !url.pathname.endsWith("/auth"));
    await page.goto(`${text.prefix}/admin/staff`);
    await waitForHydration(page);
    for (const [manager, team] of [
      [managerA, t1],
      [managerB, t4],
    ] as const) {
      await page.getByRole("textbox", { name: "Email" }).fill(manager.email);
      await page.getByRole("combobox", { name: new RegExp(`^${text.team}`) }).selectOption(team.id);
      await page.getByRole("button", { name: text.makeManager }).click();
      await expect(page.getByText(text.managerGranted(manager.email, team.name))).toBeVisible();
    }
    await page.getByRole("textbox", { name: "Email" }).fill(keeper.email);
    await page.getByRole("button", { name: text.makeKeeper }).click();
    await expect(page.getByText(text.keeperGranted(keeper.email))).toBeVisible();

    // Admin → Results → Generate fixtures: the four teams ticked in seeding order, manual seeding, a start time.
    await page.goto(`${text.prefix}/admin/results?tournament=${tournament}`);
    await waitForHydration(page);
    const form = page.getByTestId("generate-fixtures");
    await form.getByText(text.generate).click();
    for (const team of teams) await form.getByLabel(team.name).check();
    await form.getByLabel(text.seeding).selectOption("manual");
    // The first start on the venue's clock (UTC here), to the second: semifinal 1's deadline is LEAD_MS away.
    const generatedAt = Date.now();
    const firstStart = new Date(generatedAt + 60 * 60_000 + LEAD_MS).toISOString().slice(0, 19);
    await form.getByLabel(text.startAt).fill(firstStart);
    await form.getByRole("button", { name: text.preview }).click();
    const preview = page.getByTestId("fixtures-preview").getByRole("listitem");
    await expect(preview).toHaveCount(3);
    await expect(preview.nth(0)).toHaveText(new RegExp(`^#1 · ${text.semifinal} · .+ · ${t1.name} – ${t4.name}$`));
    await expect(preview.nth(1)).toHaveText(new RegExp(`^#2 · ${text.semifinal} · .+ · ${t2.name} – ${t3.name}$`));
    await expect(preview.nth(2)).toHaveText(
      new RegExp(`^#3 · ${text.final} · .+ · ${escape(text.winnerOf(1))} – ${escape(text.winnerOf(2))}$`),
    );
    await page.getByTestId("fixtures-preview").getByRole("button", { name: text.save }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.created })).toBeVisible();
    // The admin's bracket: the two semifinals with their teams, the final waiting for their winners.
    await expect(round(page, text.semifinal)).toHaveCount(2);
    await expect(round(page, text.semifinal).nth(0)).toHaveAttribute(
      "aria-label",
      text.matchLabel(1, t1.name, t4.name),
    );
    await expect(round(page, text.semifinal).nth(1)).toHaveAttribute(
      "aria-label",
      text.matchLabel(2, t2.name, t3.name),
    );
    await expect(round(page, text.final)).toHaveAttribute(
      "aria-label",
      text.matchLabel(3, text.winnerOf(1), text.winnerOf(2)),
    );
    const [semis, finals] = await bracketOf(admin, tournament);
    const [semi1, semi2] = semis!.team_matches as [BracketMatch, BracketMatch];
    const final = finals!.team_matches[0]!;
    const semi1Read = (await (await admin.get(`/api/v1/team-matches/${semi1.id}`)).json()) as {
      lineup_deadline: string;
    };
    const deadline = new Date(semi1Read.lineup_deadline).getTime();
    expect(Math.abs(deadline - (generatedAt + LEAD_MS))).toBeLessThan(1_000);

    // The two managers of semifinal 1 submit on /manage, each blind to the other.
    for (const [index, [manager, team, opponent]] of (
      [
        [managerA, t1, t4],
        [managerB, t4, t1],
      ] as const
    ).entries()) {
      await signInAs(page, baseURL!, manager);
      await page.goto(`${text.prefix}/`);
      await waitForHydration(page);
      await openSiteHeader(page);
      await page.getByRole("link", { name: text.nav, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/manage$`));
      const card = page.getByRole("region", { name: new RegExp(escape(opponent.name)) });
      // The heavyweight may not fight any of the three slots.
      await expect(card.getByLabel(text.bout(1)).locator("option", { hasText: team.heavy.name })).toHaveText(
        new RegExp(`— ${text.heavier}$`),
      );
      await expect(card.getByLabel(text.bout(1)).locator("option", { hasText: team.heavy.name })).toBeDisabled();
      for (const [slot, athlete] of team.lineup.entries())
        await card.getByLabel(text.bout(slot + 1)).selectOption(athlete.id);
      expect(Date.now(), "the managers submit before the lineup deadline").toBeLessThan(deadline);
      await card.getByRole("button", { name: text.submit }).click();
      await expect(card.getByText(text.saved)).toBeVisible();
      // Manager B does not see manager A's lineup, which is in: nowhere on the page.
      if (index === 1) for (const athlete of t1.lineup) await expect(page.getByText(athlete.name)).toHaveCount(0);
    }
    // Both in, the deadline still ahead: the public does not see them.
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const publicLineups = async (match: string) =>
      ((await (await anonymous.get(`/api/v1/team-matches/${match}`)).json()) as { lineups: unknown }).lineups;
    expect(await publicLineups(semi1.id)).toBe("hidden");

    // Semifinal 2 while semifinal 1's deadline runs: lineups from the admin, revealed early; seed 3 wins it 2–1.
    await lineupsByAdmin(admin, semi2.id, [t2, t3]);
    await signInAs(page, baseURL!, keeper);
    for (const [slot, winner] of [t3, t2, t3].entries())
      await scoreBout(page, lang, t2.lineup[slot]!, t3.lineup[slot]!, winner.lineup[slot]!);

    // Semifinal 1's deadline passes: the reveal job (due at the deadline; the worker polls every second) announces
    // the lineups and makes the three bouts.
    await page.waitForTimeout(Math.max(0, deadline - Date.now() + 2_500));
    await page.context().clearCookies();
    await openPublic(page, text.prefix, tournament);
    const semi1Card = page.locator(`#team-match-${semi1.id}`);
    await expect(semi1Card.getByTestId("lineups-announced")).toHaveText(text.announced);
    for (const [slot, athlete] of t1.lineup.entries()) {
      const bout = semi1Card.getByTestId("bout").nth(slot);
      await expect(bout).toContainText(athlete.name);
      await expect(bout).toContainText(t4.lineup[slot]!.name);
    }
    // Half the final is known: seed 3 from semifinal 2; the other half still names where it comes from.
    await expect(round(page, text.final)).toHaveAttribute("aria-label", text.matchLabel(3, text.winnerOf(1), t3.name));
    // Now manager A reads the other lineup.
    await signInAs(page, baseURL!, managerA);
    await page.goto(`${text.prefix}/manage`);
    await waitForHydration(page);
    const revealed = page.getByRole("region", { name: new RegExp(escape(t4.name)) });
    await expect(revealed.getByText(text.theirLineup(t4.name))).toBeVisible();
    await expect(revealed.getByText(t4.lineup[0]!.name)).toBeVisible();

    // The scorekeeper scores semifinal 1: seed 1 wins the first two bouts, 2–0.
    await signInAs(page, baseURL!, keeper);
    for (const slot of [0, 1]) await scoreBout(page, lang, t1.lineup[slot]!, t4.lineup[slot]!, t1.lineup[slot]!);

    // Nobody typed who meets whom: the final's teams are on the public bracket, in both languages, and the admin's.
    await page.context().clearCookies();
    for (const [prefix, matchLabel] of [
      ["", TEXT.en.matchLabel],
      ["/ru", TEXT.ru.matchLabel],
    ] as const) {
      await openPublic(page, prefix, tournament);
      await expect(round(page, prefix ? TEXT.ru.final : TEXT.en.final)).toHaveAttribute(
        "aria-label",
        matchLabel(3, t1.name, t3.name),
      );
      await expect(round(page, prefix ? TEXT.ru.semifinal : TEXT.en.semifinal).nth(0)).toContainText(`${t1.name}2`);
      await expect(round(page, prefix ? TEXT.ru.semifinal : TEXT.en.semifinal).nth(1)).toContainText(`${t3.name}2`);
    }
    await openPublic(page, text.prefix, tournament);
    if (SHOTS)
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.getByTestId("bracket").screenshot({ path: `${SHOTS}/bracket-semis-${lang}-${width}.png` });
      }
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, baseURL!, ADMIN);
    await page.goto(`${text.prefix}/admin/results?tournament=${tournament}`);
    await waitForHydration(page);
    await expect(round(page, text.final)).toHaveAttribute("aria-label", text.matchLabel(3, t1.name, t3.name));

    // The final: lineups from the admin, revealed early; seed 3 wins the first two bouts and is the champion.
    await lineupsByAdmin(admin, final.id, [t1, t3]);
    await signInAs(page, baseURL!, keeper);
    for (const slot of [0, 1]) await scoreBout(page, lang, t1.lineup[slot]!, t3.lineup[slot]!, t3.lineup[slot]!);
    await page.context().clearCookies();
    await openPublic(page, text.prefix, tournament);
    const champion = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: text.champion }) });
    await expect(champion.locator("dd")).toHaveText(t3.name);
    await expect(round(page, text.final)).toContainText(`${t3.name}2`);
    await anonymous.dispose();
    await admin.dispose();
  });
}
