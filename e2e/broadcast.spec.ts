// The broadcast overlay as OBS loads it (a 1920×1080 browser source over video): transparent, "Up next" between bouts,
// the scorebug following the scorekeeper's taps, the result card for ~10 s after a finish, EN and RU, URL options, and
// the stream resumed after the server drops it. On a server of its own with one live tournament written into its database.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN } from "./admin-account";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { adminCookie } from "./spawned-server";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let own: OwnTestServer;
let cookie = "";
const ids = {
  tournament: crypto.randomUUID(),
  home: crypto.randomUUID(),
  away: crypto.randomUUID(),
  match: crypto.randomUUID(),
};
const athletes = [
  { id: crypto.randomUUID(), name: "Kenji Takahashi", country: "JPN", team: "home" },
  { id: crypto.randomUUID(), name: "Lucas Ferreira", country: "BRA", team: "away" },
  { id: crypto.randomUUID(), name: "Omar Haddad", country: "MAR", team: "home" },
  { id: crypto.randomUUID(), name: "Ivan Petrov", country: "RUS", team: "away" },
] as const;
const boutIds = [crypto.randomUUID(), crypto.randomUUID()] as const;
const OBS = { width: 1920, height: 1080 };
const VIDEO = "https://www.youtube.com/watch?v=e2eVideo&list=PLleague";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTestServer("broadcast", {});
  const team = (side: string) => (side === "home" ? ids.home : ids.away);
  await own.sql(`
    with t as (insert into tournaments (id, title, title_ru, event_date, location_city, location_country, status, broadcast_url) values ('${ids.tournament}', 'Fight Night Oslo', 'Бойцовская ночь в Осло', now(), 'Oslo', 'Norway', 'live', '${VIDEO}')),
    tm as (insert into teams (id, name) values ('${ids.home}', 'Oslo Wolves'), ('${ids.away}', 'Rio Sharks')),
    a as (insert into athletes (id, full_name, country, weight_class, team_id) values ${athletes.map((x) => `('${x.id}', '${x.name}', '${x.country}', 'lightweight', '${team(x.team)}')`).join(", ")}),
    m as (insert into team_matches (id, tournament_id, home_team_id, away_team_id, stage, stage_round, card_order, scheduled_at) values ('${ids.match}', '${ids.tournament}', '${ids.home}', '${ids.away}', 'final', null, 1, now()))
    insert into bouts (id, team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at) values
      ('${boutIds[0]}', '${ids.match}', 1, 'lightweight', '${athletes[0].id}', '${athletes[1].id}', '${ids.home}', '${ids.away}', now()),
      ('${boutIds[1]}', '${ids.match}', 2, 'lightweight', '${athletes[2].id}', '${athletes[3].id}', '${ids.home}', '${ids.away}', now())
  `);
  cookie = await adminCookie(own.url);
});

test.afterAll(async () => {
  await own?.stop();
});

/** A scorekeeper's write (as the admin), as the console sends it. */
async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${own.url}/api/v1${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: own.url, "Content-Type": "application/json" },
    body: JSON.stringify({ idempotency_key: crypto.randomUUID(), ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
const score = (bout: number, athlete: number, kind: string) =>
  post(`/bouts/${boutIds[bout]}/events`, { athlete_id: athletes[athlete]!.id, kind, round: 1, clock_seconds: 0 });

async function openOverlay(page: Page, query = "") {
  await page.setViewportSize(OBS);
  const response = await page.goto(`${own.url}/broadcast/${ids.tournament}${query}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  // The overlay's own script, not the site's bundle.
  expect(await page.locator("script[src]").count()).toBe(0);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

test("the scorekeeper's console stamps the broadcast start with Sync broadcast (two taps)", async ({ page }) => {
  const signIn = await page.request.post(`${own.url}/api/auth/sign-in/email`, {
    headers: { Origin: own.url },
    data: ADMIN,
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${own.url}/score/${boutIds[0]}`);
  await waitForHydration(page);
  const before = Date.now();
  await page.getByRole("button", { name: "Sync broadcast" }).click();
  await page.getByRole("button", { name: "Tap again: the broadcast started now" }).click();
  await expect(page.getByTestId("broadcast-sync-status")).toHaveText(/^Broadcast synced at \d\d:\d\d:\d\d$/);
  const tournament = (await (await fetch(`${own.url}/api/v1/tournaments/${ids.tournament}`)).json()) as {
    broadcast_started_at: string;
  };
  expect(Date.parse(tournament.broadcast_started_at)).toBeGreaterThanOrEqual(before - 2_000);
  expect(Date.parse(tournament.broadcast_started_at)).toBeLessThanOrEqual(Date.now());
});

test("EN: transparent at 1920×1080, Up next before the bout, the scorebug follows the taps, the result card comes and goes", async ({
  page,
}) => {
  await openOverlay(page);
  for (const selector of ["html", "body"]) {
    expect(await page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      "rgba(0, 0, 0, 0)",
    );
  }
  // Between bouts: the team bar and the lower third, no bout on the scorebug.
  await expect(page.getByTestId("team-left")).toHaveText("Oslo Wolves");
  await expect(page.getByTestId("team-right")).toHaveText("Rio Sharks");
  await expect(page.getByTestId("team-score")).toHaveText("0–0");
  const upNext = page.getByTestId("up-next");
  await expect(upNext).toBeVisible();
  await expect(upNext).toHaveText(/^\s*Up next\s*Bout 1\s*Kenji Takahashi\s*vs\s*Lucas Ferreira\s*$/);
  await expect(upNext.locator("img").first()).toHaveAttribute("src", /\/jpn\.svg$/);
  await expect(page.getByTestId("bout")).toBeHidden();
  await page.screenshot({ path: "/work/shots/broadcast/overlay-en-up-next.png", omitBackground: true });

  // The scorekeeper starts the round: the bout is on the mat, the clock ticks in the page.
  await post(`/bouts/${boutIds[0]}/clock`, { action: "start" });
  await expect(page.getByTestId("bout")).toBeVisible();
  await expect(upNext).toBeHidden();
  const left = page.getByTestId("athlete-left");
  const right = page.getByTestId("athlete-right");
  await expect(left.locator(".name")).toHaveText("Kenji Takahashi");
  await expect(right.locator(".name")).toHaveText("Lucas Ferreira");
  await expect(page.getByTestId("round")).toHaveText("Round 1");
  await expect(page.getByTestId("clock")).toHaveText(/^0:0[0-2]$/);
  await expect(page.getByTestId("clock")).toHaveText(/^0:0[2-5]$/, { timeout: 5_000 });

  // The live win chance, as /live shows it: even before a score (two 1500 athletes), then the takedown moves it.
  const chance = page.getByTestId("win-chance");
  await expect(chance).toBeVisible();
  await expect(chance.locator("small")).toHaveText("Win chance");
  await expect(page.getByTestId("win-chance-left")).toHaveText("50%");
  await expect(page.getByTestId("win-chance-right")).toHaveText("50%");
  await score(0, 0, "takedown");
  await expect(left.getByTestId("total")).toHaveText("2", { timeout: 1_000 });
  await expect(left.getByTestId("round-score")).toHaveText("2");
  await expect(page.getByTestId("win-chance-left")).not.toHaveText("50%", { timeout: 1_000 });
  const percent = async (id: string) => Number((await page.getByTestId(id).textContent())!.replace("%", ""));
  expect(await percent("win-chance-left")).toBeGreaterThan(50);
  expect((await percent("win-chance-left")) + (await percent("win-chance-right"))).toBe(100);
  await score(0, 1, "takedown");
  await expect(right.getByTestId("total")).toHaveText("2", { timeout: 1_000 });
  await score(0, 1, "stalling");
  await expect(right.getByTestId("penalties")).toHaveText("1", { timeout: 1_000 });
  await expect(right.getByTestId("total")).toHaveText("1");
  await expect(right.getByTestId("round-score")).toHaveText("1");
  await expect(left.getByTestId("penalties")).toHaveText("0");
  await page.screenshot({ path: "/work/shots/broadcast/overlay-en-bout.png", omitBackground: true });

  // A submission ends the bout: the result card, the team score; ~10 s later the card goes and Bout 2 is up next.
  const finishedAt = Date.now();
  await post(`/bouts/${boutIds[0]}/finish`, { winner_id: athletes[0].id, method: "submission", technique: "Armbar" });
  const card = page.getByTestId("result-card");
  await expect(card).toBeVisible({ timeout: 1_000 });
  await expect(page.getByTestId("result-winner")).toHaveText("Kenji Takahashi wins");
  await expect(page.getByTestId("result-method")).toHaveText(/^Submission · Armbar · Round 1 0:\d\d$/);
  await expect(page.getByTestId("result-score")).toHaveText("2–1");
  await expect(page.getByTestId("team-score")).toHaveText("1–0");
  await page.screenshot({ path: "/work/shots/broadcast/overlay-en-result.png", omitBackground: true });
  // The card shows for 10 s from its arrival, which came after the finish was sent.
  await expect(card).toBeHidden({ timeout: 14_000 });
  expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(10_000);
  await expect(upNext).toHaveText(/^\s*Up next\s*Bout 2\s*Omar Haddad\s*vs\s*Ivan Petrov\s*$/);
  await expect(page.getByTestId("bout")).toBeHidden();
});

test("RU with the away side on the left and the clock and penalties hidden", async ({ page }) => {
  await openOverlay(page, "?lang=ru&left=away&hide=clock,penalties");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page).toHaveTitle("Графика для трансляции — Бойцовская ночь в Осло");
  await expect(page.getByTestId("team-left")).toHaveText("Rio Sharks");
  await expect(page.getByTestId("team-score")).toHaveText("0–1");
  await expect(page.getByTestId("up-next")).toHaveText(
    /^\s*Далее\s*Поединок 2\s*Ivan Petrov\s*против\s*Omar Haddad\s*$/,
  );
  await page.screenshot({ path: "/work/shots/broadcast/overlay-ru-up-next.png", omitBackground: true });

  await post(`/bouts/${boutIds[1]}/clock`, { action: "start" });
  await expect(page.getByTestId("round")).toHaveText("Раунд 1");
  await expect(page.getByTestId("athlete-left").locator(".name")).toHaveText("Ivan Petrov");
  await expect(page.getByTestId("win-chance").locator("small")).toHaveText("Шансы");
  await score(1, 3, "takedown");
  await expect(page.getByTestId("athlete-left").getByTestId("total")).toHaveText("2", { timeout: 1_000 });
  // The chance is drawn in the overlay's order too: the away athlete on the left leads after the takedown.
  await expect(page.getByTestId("win-chance-left")).not.toHaveText("50%", { timeout: 1_000 });
  expect(Number((await page.getByTestId("win-chance-left").textContent())!.replace("%", ""))).toBeGreaterThan(50);
  await expect(page.getByTestId("clock")).toBeHidden();
  await expect(page.getByTestId("athlete-left").getByTestId("penalties")).toBeHidden();
  await expect(page.getByTestId("athlete-left").getByTestId("round-score")).toBeVisible();
  await page.screenshot({ path: "/work/shots/broadcast/overlay-ru-bout.png", omitBackground: true });
});

test("the results and the athlete's Fights tab link Watch / «Смотреть» at the finish, 10 s before it in the video", async ({
  page,
}) => {
  const tournament = (await (await fetch(`${own.url}/api/v1/tournaments/${ids.tournament}`)).json()) as {
    broadcast_started_at: string;
  };
  const timeline = (await (await fetch(`${own.url}/api/v1/bouts/${boutIds[0]}/timeline`)).json()) as {
    events: { kind: string; at: string; points: number; replay_url?: string }[];
  };
  const finish = timeline.events.find((event) => event.kind === "finish")!;
  const seconds = Math.floor((Date.parse(finish.at) - Date.parse(tournament.broadcast_started_at)) / 1000) - 10;
  const expected = `${VIDEO}&t=${Math.max(0, seconds)}`;
  expect(finish.replay_url).toBe(expected);
  // The effective timeline: clock start, two takedowns, the stalling call, the finish.
  expect(timeline.events.map((event) => [event.kind, event.points])).toEqual([
    ["clock", 0],
    ["takedown", 2],
    ["takedown", 2],
    ["stalling", -1],
    ["finish", 0],
  ]);

  for (const [prefix, watch, timelineLabel, line] of [
    ["", "Watch", "Timeline", "R1 0:00Takedown+2 — Kenji Takahashi"],
    ["/ru", "Смотреть", "Ход поединка", "Р1 0:00Тейкдаун+2 — Kenji Takahashi"],
  ] as const) {
    await page.goto(`${own.url}${prefix}/tournament/${ids.tournament}`);
    await waitForHydration(page);
    const bout = page.getByTestId("bout").filter({ hasText: "Kenji Takahashi" });
    const link = bout.getByTestId("watch");
    await expect(link).toBeVisible();
    await expect(link).toHaveText(watch);
    await expect(link).toHaveAttribute("href", expected);
    await expect(link).toHaveAttribute("target", "_blank");
    // The bout's timeline opens on request, each moment with its link.
    // (The live tournament page re-renders its card as the live data arrives: open the section once it has settled.)
    await expect(async () => {
      await bout.getByText(timelineLabel, { exact: true }).click();
      await expect(bout.getByTestId("bout-timeline")).toHaveAttribute("open", "", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const lines = bout.getByTestId("timeline-line");
    await expect(lines).toHaveCount(4);
    await expect(lines.first()).toContainText(line);
    await expect(lines.first().getByRole("link", { name: watch })).toHaveAttribute(
      "href",
      timeline.events[1]!.replay_url!,
    );
    await bout.screenshot({
      path: `/work/shots/broadcast/tournament-timeline${prefix.replace("/", "-") || "-en"}.png`,
    });

    await page.goto(`${own.url}${prefix}/athlete/${athletes[0].id}?fights=1`);
    await waitForHydration(page);
    const row = page.getByTestId("fight-row").first();
    await expect(row.getByTestId("watch")).toBeVisible();
    await expect(row.getByTestId("watch")).toHaveText(watch);
    await expect(row.getByTestId("watch")).toHaveAttribute("href", expected);
  }
  // A bout not finished yet has no Watch link.
  await page.goto(`${own.url}/tournament/${ids.tournament}`);
  await expect(page.getByTestId("bout").filter({ hasText: "Omar Haddad" }).getByTestId("watch")).toHaveCount(0);
});

test("after the server drops the stream (restart), the overlay reconnects and resumes without showing anything wrong", async ({
  page,
  consoleProblems,
}) => {
  await openOverlay(page);
  const left = page.getByTestId("athlete-left");
  await expect(left.locator(".name")).toHaveText("Omar Haddad");
  await expect(page.getByTestId("athlete-right").getByTestId("total")).toHaveText("2");
  // The server stops (its streams end) and starts again on the same port.
  await own.restart();
  await expect(page.getByTestId("athlete-right").getByTestId("total")).toHaveText("2");
  await score(1, 2, "takedown");
  await expect(left.getByTestId("total")).toHaveText("2", { timeout: 15_000 });
  await score(1, 2, "stalling");
  await expect(left.getByTestId("penalties")).toHaveText("1", { timeout: 2_000 });
  await expect(page.locator("body")).not.toContainText(/error|reconnect|loading/i);
  // While the server was down the browser logged its failed reconnection attempts; nothing else.
  const unexpected = consoleProblems.filter(
    (problem) => !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_INCOMPLETE_CHUNKED_ENCODING|net::ERR/.test(problem),
  );
  consoleProblems.splice(0, consoleProblems.length, ...unexpected);
});

test("the team match deleted in the admin leaves the overlay at once (pushed, not at the 30 s re-read)", async ({
  page,
}) => {
  await openOverlay(page);
  await expect(page.getByTestId("team-left")).toHaveText("Oslo Wolves");
  await expect(page.getByTestId("bout")).toBeVisible();
  const deleted = await fetch(`${own.url}/api/v1/team-matches/${ids.match}`, {
    method: "DELETE",
    headers: { Cookie: cookie, Origin: own.url },
  });
  expect(deleted.status).toBe(204);
  await expect(page.getByTestId("team-left")).toBeHidden({ timeout: 3_000 });
  await expect(page.getByTestId("bout")).toBeHidden();
});
