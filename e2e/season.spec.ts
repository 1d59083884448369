import type { APIRequestContext } from "@playwright/test";
import { ADMIN, signInWithForm } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, created } from "./season-helpers";

// A generated 4-team knockout before and between its results, in English and in Russian: the admin's card names the
// final's sides by where they come from and its time can be changed while they are unknown; a semifinal result typed
// through the API puts its winner into the final by itself, the other side still "Winner of semifinal 2", and the bracket
// links to the card. Generating it in Admin → Results and the whole night up to the champion (lineups, the console):
// e2e/season-night.spec.ts.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let admin: APIRequestContext;

interface Event {
  tournament: string;
  teams: { id: string; name: string; athletes: string[] }[];
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
  admin = await adminApi(baseURL!);
});
test.afterAll(() => admin.dispose());

const texts = {
  en: {
    prefix: "",
    finalHeading: "Final",
    winnerOf: "Winner of semifinal 1",
    edit: /^Edit Winner of semifinal 1 – Winner of semifinal 2$/,
    editTitle: "Edit Team Match",
    homeTeam: "Home team",
    waits: "Waits for an earlier result",
    scheduledAt: "Scheduled time",
    saveMatch: "Save",
    updated: "Team match updated successfully!",
  },
  ru: {
    prefix: "/ru",
    finalHeading: "Финал",
    winnerOf: "Победитель полуфинала 1",
    edit: /^Изменить: Победитель полуфинала 1 – Победитель полуфинала 2$/,
    editTitle: "Изменить командный матч",
    homeTeam: "Команда хозяев",
    waits: "Ждёт результата предыдущего командного матча",
    scheduledAt: "Время начала",
    saveMatch: "Сохранить",
    updated: "Командный матч обновлён!",
  },
} as const;

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: a generated knockout's final waits for its sources, and a typed semifinal result fills half of it`, async ({
    page,
  }) => {
    // Twelve athletes and three pages: more than the default minute on the shared machine.
    test.setTimeout(180_000);
    const t = texts[lang];
    const event = await makeEvent(lang);
    // Seeded by hand in this order: seed 1 meets seed 4, seed 2 meets seed 3.
    const generated = await admin.post(`/api/v1/tournaments/${event.tournament}/fixtures`, {
      data: { format: "single_elimination", team_ids: event.teams.map((team) => team.id), seeding: "manual" },
    });
    expect(generated.status(), await generated.text()).toBe(201);
    await signInWithForm(page, ADMIN, lang);
    await page.waitForURL((url) => !url.pathname.endsWith("/auth"));
    await page.goto(`${t.prefix}/admin/results?tournament=${event.tournament}`);
    await waitForHydration(page);
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

    // Semifinal 1 is fought (typed through the API): seed 1 wins at home.
    const bracket = (await (await admin.get(`/api/v1/tournaments/${event.tournament}/bracket`)).json()) as {
      stages: {
        stage: string;
        team_matches: { id: string; home: { team_id?: string }; away: { team_id?: string } }[];
      }[];
    };
    expect(bracket.stages.map((stage) => stage.stage)).toEqual(["semifinal", "final"]);
    const [semi1] = bracket.stages[0]!.team_matches;
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
    await expect(final).toContainText(lang === "en" ? "Winner of semifinal 2" : "Победитель полуфинала 2");
    // The card lists a team match once both its teams are known: until then the final's box is no link, and the
    // finalist's road leads to that box instead.
    await expect(final).toHaveJSProperty("tagName", "DIV");
    const finalStep = page.getByTestId("road-to-final").getByTestId("road-step").nth(1);
    await finalStep.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`#bracket-match-${bracket.stages[1]!.team_matches[0]!.id}$`));
    await expect(page.locator(":target")).toHaveAttribute("data-testid", "bracket-match");
    // Each team match of the bracket links to its card below.
    await page.getByTestId("bracket").getByTestId("bracket-match").first().click();
    await expect(page).toHaveURL(new RegExp(`#team-match-${semi1!.id}$`));
    await expect(page.locator(":target")).toContainText(event.teams[3]!.name);
  });
}
