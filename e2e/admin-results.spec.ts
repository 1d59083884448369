import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectedScore, ratingsAfter } from "../app/lib/results/elo";
import { ADMIN, allowRefusedRequests, signInWithForm } from "./accounts";
import { openAdminSection } from "./admin-sections";
import { expect, test, waitForHydration } from "./fixtures";

// Admin → Results, as an admin clicks it: a team match is added and edited, three bouts are recorded through the bout
// dialog (2–1), and every page that derives from them shows the new numbers; editing a bout's winner flips them and
// deleting the bout restores the numbers from before it. Then the same section in Russian.
// Serial: each test reads what the one before it made. The random part keeps two runs apart; the season (2033) is
// one no other spec uses, so the standings rows asserted here are only ours.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SEASON = 2033;
const names = {
  tournament: `Admin Results Cup ${run}`,
  home: `AR Wolves ${run}`,
  away: `AR Bears ${run}`,
  h1: `AR Hana ${run}`,
  h2: `AR Hugo ${run}`,
  a1: `AR Abel ${run}`,
  a2: `AR Aida ${run}`,
};
type Athlete = "h1" | "h2" | "a1" | "a2";
const ids = {} as Record<"tournament" | "home" | "away" | "match" | Athlete, string>;
let admin: APIRequestContext;

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// The expected ratings, from the league's own Elo functions (everyone starts at 1500 with no league bouts, K = 96).
// Bout 1: Hana subs Abel (110.4 = 96 × 1.15) → 1555.2 / 1444.8. Bout 2: Aida beats Hugo on points → 1548 / 1452.
// Bout 3: Hana (1555.2, one bout) beats Aida (1548, one bout) by decision (81.6 = 96 × 0.85) → 1595.2 / 1508;
// edited to Aida winning → Hana 1513.6, Aida 1589.6.
const start = { rating: 1500, boutsBefore: 0 };
const [hana1, abel1] = ratingsAfter(start, start, 1, "submission");
const [hugo1, aida1] = ratingsAfter(start, start, 0, "points");
const [hanaWin, aidaLoss] = ratingsAfter(
  { rating: hana1, boutsBefore: 1 },
  { rating: aida1, boutsBefore: 1 },
  1,
  "decision",
);
const [hanaLoss, aidaWin] = ratingsAfter(
  { rating: hana1, boutsBefore: 1 },
  { rating: aida1, boutsBefore: 1 },
  0,
  "decision",
);
const round = (rating: number) => String(Math.round(rating));
/** A team's rating as the standings show it: the mean of its athletes' published (whole-point) ratings, rounded. */
const teamRating = (...ratings: number[]) =>
  round(ratings.reduce((sum, rating) => sum + Math.round(rating), 0) / ratings.length);
const percent = (a: number, b: number) => `${Math.round(expectedScore(a, b) * 100)}%`;

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  ids.tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: names.tournament,
        event_date: `${SEASON}-05-16T18:00`,
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "completed",
      },
    }),
  );
  ids.home = await created(await admin.post("/api/v1/teams", { data: { name: names.home } }));
  ids.away = await created(await admin.post("/api/v1/teams", { data: { name: names.away } }));
  for (const [key, team] of [
    ["h1", ids.home],
    ["h2", ids.home],
    ["a1", ids.away],
    ["a2", ids.away],
  ] as const) {
    ids[key] = await created(
      await admin.post("/api/v1/athletes", {
        data: { full_name: names[key], country: "USA", weight_class: "lightweight", team_id: team },
      }),
    );
  }
});

// Bouts go with their team match; then the tournament, the athletes and the teams.
test.afterAll(async () => {
  const results = (await (await admin.get(`/api/v1/tournaments/${ids.tournament}/results`)).json()) as {
    team_matches?: { id: string; bouts: { id: string }[] }[];
  };
  for (const match of results.team_matches ?? []) {
    for (const bout of match.bouts) await admin.delete(`/api/v1/bouts/${bout.id}`);
    await admin.delete(`/api/v1/team-matches/${match.id}`);
  }
  await admin.delete(`/api/v1/tournaments/${ids.tournament}`);
  for (const key of ["h1", "h2", "a1", "a2"] as const) if (ids[key]) await admin.delete(`/api/v1/athletes/${ids[key]}`);
  for (const key of ["home", "away"] as const) if (ids[key]) await admin.delete(`/api/v1/teams/${ids[key]}`);
  await admin.dispose();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

interface BoutEntry {
  a: Athlete;
  b: Athlete;
  winner: Athlete | "";
  method: string;
  technique?: string;
  round: string;
  time: string;
  scores: [string, string];
  takedowns?: [string, string, string, string];
  control?: [string, string];
}

/** Fills the bout dialog like an admin: the roster pickers, the result, the clock as m:ss, each side's numbers. */
async function fillBout(
  dialog: Locator,
  entry: BoutEntry,
  labels: { athleteA: RegExp; athleteB: RegExp; winner: string; method: string; round: string; time: string },
) {
  await dialog.getByLabel(labels.athleteA).selectOption(ids[entry.a]);
  await dialog.getByLabel(labels.athleteB).selectOption(ids[entry.b]);
  await dialog.getByLabel(labels.winner).selectOption(entry.winner ? ids[entry.winner] : "");
  await dialog.getByLabel(labels.method, { exact: true }).selectOption(entry.method);
  if (entry.technique) await dialog.locator("#bout-technique").fill(entry.technique);
  await dialog.getByLabel(labels.round, { exact: true }).fill(entry.round);
  await dialog.getByLabel(labels.time).fill(entry.time);
  await dialog.locator("#bout-score-a").fill(entry.scores[0]);
  await dialog.locator("#bout-score-b").fill(entry.scores[1]);
  if (entry.takedowns) {
    const [landedA, attemptedA, landedB, attemptedB] = entry.takedowns;
    await dialog.locator("#bout-takedowns_landed-a").fill(landedA);
    await dialog.locator("#bout-takedowns_attempted-a").fill(attemptedA);
    await dialog.locator("#bout-takedowns_landed-b").fill(landedB);
    await dialog.locator("#bout-takedowns_attempted-b").fill(attemptedB);
  }
  if (entry.control) {
    await dialog.locator("#bout-control_seconds-a").fill(entry.control[0]);
    await dialog.locator("#bout-control_seconds-b").fill(entry.control[1]);
  }
}

const EN = {
  athleteA: /^Athlete A/,
  athleteB: /^Athlete B/,
  winner: "Winner",
  method: "Method",
  round: "Round",
  time: "Time in the round (m:ss)",
};

async function openResults(page: Page) {
  await page.goto(`/admin/results?tournament=${ids.tournament}`);
  await waitForHydration(page);
  return page.locator("main").getByTestId("results-match");
}

/** The public numbers after the bouts: the tournament card, both athletes' Fights tabs, standings, team page, compare. */
async function expectFightRow(
  page: Page,
  athlete: Athlete,
  rows: { opponent: Athlete; result: "W" | "L"; rating: string }[],
) {
  await page.goto(`/athlete/${ids[athlete]}?fights=1`);
  await expect(page.getByRole("tab", { name: "Fights" })).toHaveAttribute("aria-selected", "true");
  const fights = page.getByTestId("fight-row");
  await expect(fights).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    await expect(fights.nth(index)).toContainText(names[row.opponent]);
    await expect(fights.nth(index).getByTitle(row.result === "W" ? "Win" : "Loss")).toHaveText(row.result);
    await expect(fights.nth(index).getByTestId("fight-rating")).toHaveText(row.rating);
  }
  await expect(page.getByTestId("rating-chart").getByTestId("rating-dot")).toHaveCount(rows.length);
}

/** Both athletes of the third bout on their Fights tabs: the third bout first, each one's earlier win under it. */
async function expectThirdBout(page: Page, winner: "h1" | "a2", hanaAfter: number, aidaAfter: number) {
  await expectFightRow(page, "h1", [
    { opponent: "a2", result: winner === "h1" ? "W" : "L", rating: `${round(hana1)} → ${round(hanaAfter)}` },
    { opponent: "a1", result: "W", rating: `1500 → ${round(hana1)}` },
  ]);
  await expectFightRow(page, "a2", [
    { opponent: "h1", result: winner === "a2" ? "W" : "L", rating: `${round(aida1)} → ${round(aidaAfter)}` },
    { opponent: "h2", result: "W", rating: `1500 → ${round(aida1)}` },
  ]);
}

async function standingsRow(page: Page, team: "home" | "away") {
  await page.goto(`/teams?season=${SEASON}`);
  const row = page
    .getByTestId("standings")
    .locator("tbody tr")
    .filter({ has: page.getByRole("link", { name: names[team], exact: true }) });
  return row.locator("td[data-column]").allTextContents();
}

async function athleteApi(athlete: Athlete) {
  return (await (await admin.get(`/api/v1/athletes/${ids[athlete]}`)).json()) as {
    wins: number;
    losses: number;
    total_matches: number;
    submissions_for: number;
    submissions_against: number;
    takedowns_scored: number;
    rating_elo: number;
  };
}

test("an admin adds and edits a team match and records three bouts (2–1) in Results", async ({
  page,
  consoleProblems,
}) => {
  await signInWithForm(page, ADMIN, "en");
  await openAdminSection(page, "Results");
  const main = page.locator("main");
  await main.getByLabel("Tournament").selectOption(ids.tournament);
  await main.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/results\\?tournament=${ids.tournament}`));
  await expect(main.getByText("No team matches in this tournament yet")).toBeVisible();

  // Add: the same team twice is refused next to the field, then the real pair.
  await main.getByRole("button", { name: "Add Team Match" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Team Match" });
  await dialog.getByLabel("Home team").selectOption(ids.home);
  await dialog.getByLabel("Away team").selectOption(ids.home);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Choose two different teams")).toBeVisible();
  await dialog.getByLabel("Away team").selectOption(ids.away);
  await dialog.getByLabel("Stage").selectOption("semifinal");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Team match added successfully!")).toBeVisible();
  const match = main.getByTestId("results-match");
  await expect(match).toHaveCount(1);
  await expect(match.getByTestId("results-score")).toHaveText("0–0");
  await expect(match).toContainText("Semifinal");

  // Edit: the stage, the place on the card and the start time.
  await match.getByRole("button", { name: `Edit ${names.home} – ${names.away}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Team Match" });
  await expect(dialog.getByLabel("Home team")).toHaveValue(ids.home);
  await dialog.getByLabel("Stage").selectOption("final");
  await dialog.getByLabel("Order on the card").fill("2");
  await dialog.getByLabel("Scheduled time").fill(`${SEASON}-05-16T19:30`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Team match updated successfully!")).toBeVisible();
  await expect(match).toContainText("#2 · Final · Scheduled");
  ids.match = (
    (await (await admin.get(`/api/v1/tournaments/${ids.tournament}/results`)).json()) as {
      team_matches: { id: string }[];
    }
  ).team_matches[0]!.id;

  // Bout 1, with a time past 5:00 first: the form's schema refuses it next to the field.
  await match.getByRole("button", { name: "Add Bout" }).click();
  dialog = page.getByRole("dialog", { name: "Add Bout" });
  // The pickers offer each team's roster only.
  await expect(dialog.getByLabel(EN.athleteA).locator("option")).toHaveText(["Choose an athlete", names.h1, names.h2]);
  await expect(dialog.getByLabel(EN.athleteB).locator("option")).toHaveText(["Choose an athlete", names.a1, names.a2]);
  await fillBout(
    dialog,
    {
      a: "h1",
      b: "a1",
      winner: "h1",
      method: "submission",
      technique: "Heel hook",
      round: "2",
      time: "5:30",
      scores: ["2", "0"],
      takedowns: ["3", "2", "0", "1"],
      control: ["1:10", "0:00"],
    },
    EN,
  );
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter a time from 0:00 to 5:00")).toBeVisible();
  await expect(dialog.getByText("Takedowns landed cannot exceed takedowns attempted")).toBeVisible();
  await dialog.getByLabel(EN.time).fill("1:35");
  await dialog.locator("#bout-takedowns_attempted-a").fill("4");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Bout added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(match.getByTestId("results-score")).toHaveText("1–0");

  for (const entry of [
    { a: "h2", b: "a2", winner: "a2", method: "points", round: "3", time: "5:00", scores: ["1", "4"] },
    { a: "h1", b: "a2", winner: "h1", method: "decision", round: "3", time: "5:00", scores: ["3", "3"] },
  ] satisfies BoutEntry[]) {
    await match.getByRole("button", { name: "Add Bout" }).click();
    dialog = page.getByRole("dialog", { name: "Add Bout" });
    await fillBout(dialog, entry, EN);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(match.getByTestId("results-score")).toHaveText("2–1");
  const bouts = match.getByTestId("results-bout");
  await expect(bouts).toHaveCount(3);
  await expect(bouts.nth(0)).toContainText(`1. ${names.h1} vs ${names.a1} — winner: ${names.h1}`);
  await expect(bouts.nth(0)).toContainText("Submission · Heel hook · R2 1:35 · 2–0");
  await expect(bouts.nth(2)).toContainText("Decision · R3 5:00 · 3–3");

  // A fourth bout: the server refuses it (409) with the format's message in the dialog and a failure toast.
  await match.getByRole("button", { name: "Add Bout" }).click();
  dialog = page.getByRole("dialog", { name: "Add Bout" });
  await fillBout(
    dialog,
    { a: "h2", b: "a1", winner: "a1", method: "points", round: "1", time: "2:00", scores: ["0", "2"] },
    EN,
  );
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A team match has at most three bouts");
  await expect(toast(page, "Operation failed")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(bouts).toHaveCount(3);

  // What the first bout stored, per athlete.
  const hana = await athleteApi("h1");
  expect([hana.wins, hana.losses, hana.total_matches, hana.submissions_for, hana.takedowns_scored]).toEqual([
    2, 0, 2, 1, 3,
  ]);
  expect((await athleteApi("a1")).submissions_against).toBe(1);
  allowRefusedRequests(consoleProblems);
});

test("the new numbers on the tournament page, both profiles, standings, the team page, compare and the API", async ({
  page,
}) => {
  await page.goto(`/tournament/${ids.tournament}`);
  const card = page.getByTestId("team-match");
  await expect(card.getByTestId("team-match-score")).toHaveText("2–1");
  await expect(card.getByTestId("bout")).toHaveCount(3);
  await expect(card.getByTestId("bout").nth(0)).toContainText("Submission · Heel hook");
  await expect(page.getByText("Champion").locator("..")).toContainText(names.home);

  expect([round(hana1), round(hanaWin), round(aida1), round(aidaLoss)]).toEqual(["1555", "1595", "1548", "1508"]);
  await expectThirdBout(page, "h1", hanaWin, aidaLoss);

  // W, L, bouts won, bouts lost, submissions, team rating (the roster's mean).
  expect(await standingsRow(page, "home")).toEqual(["1", "0", "2", "1", "1", teamRating(hanaWin, hugo1)]);
  expect(await standingsRow(page, "away")).toEqual(["0", "1", "1", "2", "0", teamRating(abel1, aidaLoss)]);
  await page.goto(`/team/${ids.home}`);
  await expect(page.getByTestId("team-results").getByTestId("team-match-score")).toHaveText(["2–1"]);
  const roster = page.getByTestId("team-roster").locator("tbody tr");
  await expect(roster.filter({ hasText: names.h1 }).locator('[data-column="record"]')).toHaveText("2-0");
  await expect(roster.filter({ hasText: names.h2 }).locator('[data-column="record"]')).toHaveText("0-1");

  await page.goto(`/athletes/compare?a=${ids.h1}&b=${ids.a2}`);
  await expect(page.getByTestId("compare-probability")).toHaveText([
    percent(hanaWin, aidaLoss),
    percent(aidaLoss, hanaWin),
  ]);
  await expect(page.getByTestId("meeting")).toHaveCount(1);
  await expect(page.getByTestId("meeting")).toContainText(`${names.h1} won`);

  // The analytics leaders read these derived columns (the test athletes are kept out of the top five on purpose:
  // other specs assert the demo league's leaders).
  expect(Math.round((await athleteApi("h1")).rating_elo)).toBe(Math.round(hanaWin));
  expect(Math.round((await athleteApi("a2")).rating_elo)).toBe(Math.round(aidaLoss));
});

test("editing a bout's winner flips records, ratings and the score; deleting it restores the numbers before it", async ({
  page,
}) => {
  await signInWithForm(page, ADMIN, "en");
  await expect(page).toHaveURL("/admin");
  // The athlete form: the derived totals read-only, only the prior record editable.
  await page.goto(`/admin/athletes?q=${encodeURIComponent(names.h1)}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Edit ${names.h1}` }).click();
  const athleteDialog = page.getByRole("dialog");
  await expect(athleteDialog.getByTestId("athlete-derived")).toContainText(
    `Record 2–0 · 2 matches · rating ${round(hanaWin)}`,
  );
  await expect(athleteDialog.getByTestId("athlete-derived")).toContainText(
    "Submissions 1 for, 0 against · takedowns 3 · control 1:10 · win streak 2",
  );
  await expect(
    athleteDialog.getByRole("group", { name: "Prior record (before the league)" }).getByLabel("Wins"),
  ).toHaveValue("0");
  await athleteDialog.getByRole("button", { name: "Cancel" }).click();

  const match = await openResults(page);
  const third = match.getByTestId("results-bout").nth(2);
  await third.getByRole("button", { name: "Edit bout 3" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Bout" });
  await expect(dialog.getByLabel(EN.time)).toHaveValue("5:00");
  await dialog.getByLabel(EN.winner).selectOption(ids.a2);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Bout updated successfully!")).toBeVisible();
  await expect(match.getByTestId("results-score")).toHaveText("1–2");

  expect([round(hanaLoss), round(aidaWin)]).toEqual(["1514", "1590"]);
  await expectThirdBout(page, "a2", hanaLoss, aidaWin);
  expect(await standingsRow(page, "home")).toEqual(["0", "1", "1", "2", "1", teamRating(hanaLoss, hugo1)]);
  expect(await standingsRow(page, "away")).toEqual(["1", "0", "2", "1", "0", teamRating(abel1, aidaWin)]);
  await page.goto(`/tournament/${ids.tournament}`);
  await expect(page.getByTestId("team-match-score")).toHaveText("1–2");
  await page.goto(`/athletes/compare?a=${ids.h1}&b=${ids.a2}`);
  await expect(page.getByTestId("compare-probability")).toHaveText([
    percent(hanaLoss, aidaWin),
    percent(aidaWin, hanaLoss),
  ]);
  await expect(page.getByTestId("meeting")).toContainText(`${names.a2} won`);

  await openResults(page);
  await match.getByTestId("results-bout").nth(2).getByRole("button", { name: "Delete bout 3" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Bout deleted successfully!")).toBeVisible();
  await expect(match.getByTestId("results-bout")).toHaveCount(2);
  await expect(match.getByTestId("results-score")).toHaveText("1–1");

  await expectFightRow(page, "h1", [{ opponent: "a1", result: "W", rating: `1500 → ${round(hana1)}` }]);
  await expectFightRow(page, "a2", [{ opponent: "h2", result: "W", rating: `1500 → ${round(aida1)}` }]);
  const [hana, aida] = [await athleteApi("h1"), await athleteApi("a2")];
  expect([hana.wins, hana.losses, Math.round(hana.rating_elo)]).toEqual([1, 0, 1555]);
  expect([aida.wins, aida.losses, Math.round(aida.rating_elo)]).toEqual([1, 0, 1548]);
  // Undecided at 1–1: no team-match win or loss, one bout each.
  expect((await standingsRow(page, "home")).slice(0, 5)).toEqual(["0", "0", "1", "1", "1"]);
});

test("the Results section in Russian: labels, a bout added and deleted, Russian toasts", async ({ page }) => {
  await signInWithForm(page, ADMIN, "ru");
  await expect(page).toHaveURL("/ru/admin");
  await page.goto(`/ru/admin/results?tournament=${ids.tournament}`);
  await waitForHydration(page);
  const main = page.locator("main");
  await expect(main.getByLabel("Турнир", { exact: true })).toHaveValue(ids.tournament);
  await expect(main.getByRole("button", { name: "Добавить командный матч" })).toBeVisible();
  const match = main.getByTestId("results-match");
  await expect(match).toContainText("Финал");
  await match.getByRole("button", { name: "Добавить поединок" }).click();
  const dialog = page.getByRole("dialog", { name: "Новый поединок" });
  const RU = {
    athleteA: /^Спортсмен A/,
    athleteB: /^Спортсмен B/,
    winner: "Победитель",
    method: "Способ",
    round: "Раунд",
    time: "Время в раунде (м:сс)",
  };
  await fillBout(
    dialog,
    { a: "h1", b: "a2", winner: "a2", method: "decision", round: "4", time: "5:00", scores: ["3", "3"] },
    RU,
  );
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog.getByText("Введите раунд от 1 до 3")).toBeVisible();
  await dialog.getByLabel(RU.round, { exact: true }).fill("3");
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(toast(page, "Поединок добавлен!")).toBeVisible();
  await expect(match.getByTestId("results-score")).toHaveText("1–2");
  await expect(match.getByTestId("results-bout").nth(2)).toContainText(
    `3. ${names.h1} против ${names.a2} — победитель: ${names.a2}`,
  );

  await match.getByTestId("results-bout").nth(2).getByRole("button", { name: "Удалить: поединок 3" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(toast(page, "Поединок удалён!")).toBeVisible();
  await expect(match.getByTestId("results-score")).toHaveText("1–1");

  // The team match, deleted with its bouts after the confirmation that says so.
  await match.getByRole("button", { name: `Удалить: ${names.home} – ${names.away}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("все его поединки");
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(toast(page, "Командный матч удалён!")).toBeVisible();
  await expect(match).toHaveCount(0);
  expect(Math.round((await athleteApi("h1")).rating_elo)).toBe(1500);
});
