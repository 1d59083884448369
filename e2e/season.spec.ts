import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, signInWithForm } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

// The season engine as an admin uses it, in English and in Russian: a 4-team single elimination is generated in
// Admin → Results (preview, then save), the semifinals' results come in through the API, and the final's two teams
// appear on the public bracket by themselves — nobody types who meets whom.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let admin: APIRequestContext;
const SHOTS = "/work/shots/season";

interface Event {
  tournament: string;
  teams: { id: string; name: string; athletes: string[] }[];
}

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A tournament and four teams of three athletes, seeds 1–4 by name. */
async function makeEvent(lang: string): Promise<Event> {
  const tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Season Cup ${lang} ${run}`,
        event_date: "2034-06-10T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      },
    }),
  );
  const teams: Event["teams"] = [];
  for (const seed of [1, 2, 3, 4]) {
    const name = `S${seed} ${lang} ${run}`;
    const id = await created(await admin.post("/api/v1/teams", { data: { name } }));
    const athletes: string[] = [];
    for (const bout of [1, 2, 3])
      athletes.push(
        await created(
          await admin.post("/api/v1/athletes", {
            data: {
              full_name: `Seed${seed} Fighter${bout} ${run}`,
              country: "USA",
              weight_class: "lightweight",
              team_id: id,
            },
          }),
        ),
      );
    teams.push({ id, name, athletes });
  }
  return { tournament, teams };
}

/** Two bouts won by one side of a team match: 2–0. */
async function win(event: Event, matchId: string, home: string, away: string, side: "home" | "away") {
  const roster = (id: string) => event.teams.find((team) => team.id === id)!.athletes;
  for (const order of [0, 1]) {
    const a = roster(home)[order]!;
    const b = roster(away)[order]!;
    const response = await admin.post(`/api/v1/team-matches/${matchId}/bouts`, {
      data: {
        athlete_a_id: a,
        athlete_b_id: b,
        weight_class: "lightweight",
        status: "completed",
        winner_id: side === "home" ? a : b,
        method: "points",
        round: 3,
        time_seconds: 300,
        score_a: side === "home" ? 3 : 0,
        score_b: side === "home" ? 0 : 3,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
});
test.afterAll(() => admin.dispose());

const texts = {
  en: {
    prefix: "",
    generate: "Generate fixtures",
    format: "Format",
    seeding: "Seeding",
    manual: "By hand (order ticked)",
    preview: "Preview",
    save: "Create these team matches",
    created: "Fixtures created",
    final: "#3 · Final · Winner of #1 – Winner of #2",
    bracket: "Bracket",
    finalHeading: "Final",
    winnerOf: "Winner of #1",
    edit: /^Edit Winner of #1 – Winner of #2$/,
    editTitle: "Edit Team Match",
    homeTeam: "Home team",
    waits: "Waits for an earlier result",
    scheduledAt: "Scheduled time",
    saveMatch: "Save",
    updated: "Team match updated successfully!",
  },
  ru: {
    prefix: "/ru",
    generate: "Создать расписание",
    format: "Формат",
    seeding: "Посев",
    manual: "Вручную (порядок отметки)",
    preview: "Предпросмотр",
    save: "Создать эти встречи",
    created: "Расписание создано",
    final: "#3 · Финал · Победитель № 1 – Победитель № 2",
    bracket: "Сетка",
    finalHeading: "Финал",
    winnerOf: "Победитель № 1",
    edit: /^Изменить: Победитель № 1 – Победитель № 2$/,
    editTitle: "Изменить командный матч",
    homeTeam: "Команда хозяев",
    waits: "Ждёт результата предыдущего командного матча",
    scheduledAt: "Время начала",
    saveMatch: "Сохранить",
    updated: "Командный матч обновлён!",
  },
} as const;

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId("bracket").screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: an admin generates a 4-team knockout; the final fills itself from the semifinals`, async ({
    page,
  }) => {
    // Twelve athletes, three pages and two screenshots: more than the default minute on the shared machine.
    test.setTimeout(180_000);
    const t = texts[lang];
    const event = await makeEvent(lang);
    await signInWithForm(page, ADMIN, lang);
    await page.waitForURL((url) => !url.pathname.endsWith("/auth"));
    await page.goto(`${t.prefix}/admin/results?tournament=${event.tournament}`);
    await waitForHydration(page);
    const form = page.getByTestId("generate-fixtures");
    await form.getByText(t.generate).click();
    // Ticked in seeding order: seed 1 meets seed 4, seed 2 meets seed 3.
    for (const team of event.teams) await form.getByLabel(team.name).check();
    await form.getByLabel(t.seeding).selectOption("manual");
    await form.getByRole("button", { name: t.preview }).click();
    const preview = page.getByTestId("fixtures-preview");
    await expect(preview.getByRole("listitem")).toHaveCount(3);
    await expect(preview.getByRole("listitem").nth(0)).toContainText(
      `${event.teams[0]!.name} – ${event.teams[3]!.name}`,
    );
    await expect(preview.getByRole("listitem").nth(2)).toHaveText(t.final);
    await preview.getByRole("button", { name: t.save }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.created })).toBeVisible();
    await expect(page.getByTestId("bracket").getByTestId("bracket-match")).toHaveCount(3);
    // The admin's card names the final's sides by where they come from, as the bracket does.
    await expect(page.getByTestId("results-match").nth(2)).toContainText(t.winnerOf);
    await expect(page.getByTestId("results-match").nth(2)).toContainText(t.winnerOf.replace("1", "2"));
    // Its time can be changed while its teams are still unknown: the sides stay empty and derived.
    await page.getByTestId("results-match").nth(2).getByRole("button", { name: t.edit }).click();
    const dialog = page.getByRole("dialog", { name: t.editTitle });
    await expect(dialog.getByLabel(t.homeTeam)).toHaveValue("");
    await expect(dialog.getByLabel(t.homeTeam).locator("option:checked")).toHaveText(t.waits);
    await dialog.getByLabel(t.scheduledAt).fill("2033-05-20T21:30");
    await dialog.getByRole("button", { name: t.saveMatch }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.updated })).toBeVisible();
    await expect(page.getByTestId("results-match").nth(2)).toContainText(t.winnerOf);

    // The semifinals are fought (through the API): seed 1 wins at home, seed 3 wins away at seed 2.
    const bracket = (await (await admin.get(`/api/v1/tournaments/${event.tournament}/bracket`)).json()) as {
      stages: {
        stage: string;
        team_matches: { id: string; home: { team_id?: string }; away: { team_id?: string } }[];
      }[];
    };
    expect(bracket.stages.map((stage) => stage.stage)).toEqual(["semifinal", "final"]);
    const [semi1, semi2] = bracket.stages[0]!.team_matches;
    await win(event, semi1!.id, semi1!.home.team_id!, semi1!.away.team_id!, "home");
    await page.goto(`${t.prefix}/tournament/${event.tournament}`);
    await waitForHydration(page);
    const final = page
      .getByTestId("bracket")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: t.finalHeading, exact: true }) })
      .getByTestId("bracket-match");
    // Half the final is known: seed 1; the other half still names where it comes from.
    await expect(final).toContainText(event.teams[0]!.name);
    await expect(final).toContainText(lang === "en" ? "Winner of #2" : "Победитель № 2");
    await win(event, semi2!.id, semi2!.home.team_id!, semi2!.away.team_id!, "away");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: t.bracket })).toBeVisible();
    await expect(final).toContainText(event.teams[0]!.name);
    await expect(final).toContainText(event.teams[2]!.name);
    await expect(final).not.toContainText(t.winnerOf);
    // Each team match of the bracket links to its card below.
    await final.click();
    await expect(page).toHaveURL(new RegExp(`#team-match-`));
    await expect(page.locator(":target")).toContainText(event.teams[2]!.name);
    await shoot(page, `bracket-${lang}`);
  });
}
