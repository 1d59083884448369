import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

// A team's fixtures as fans see them, in English and in Russian: a 4-team knockout is generated through the API and
// semifinal 1 is fought; the winner's team page lists the final against "Winner of semifinal 2" with its time at the
// venue, its .ics feed carries the final (SEQUENCE 1: the slot filled in), and the tournament page's "Road to the
// final" and the bracket show each team's path with results, naming the unknown side in the team page's words.
test.describe.configure({ mode: "serial" });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots-teamfix";
let admin: APIRequestContext;

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface Event {
  tournament: string;
  teams: { id: string; name: string; athletes: string[] }[];
  matches: { id: string; home_team_id: string | null; away_team_id: string | null }[];
}

/** A tournament in Tokyo, four teams (seeds 1–4 by hand), fixtures from 18:00 local, semifinal 1 won 2–0 at home. */
async function makeEvent(lang: string): Promise<Event> {
  const tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: `Fixture Cup ${lang} ${run}`,
        event_date: "2034-06-10T18:00",
        time_zone: "Asia/Tokyo",
        location_city: "Tokyo",
        location_country: "JPN",
        status: "upcoming",
      },
    }),
  );
  const teams: Event["teams"] = [];
  for (const seed of [1, 2, 3, 4]) {
    const name = `F${seed} ${lang} ${run}`;
    const id = await created(await admin.post("/api/v1/teams", { data: { name } }));
    const athletes: string[] = [];
    for (const bout of [1, 2])
      athletes.push(
        await created(
          await admin.post("/api/v1/athletes", {
            data: {
              full_name: `Fx${seed} Athlete${bout} ${run}`,
              country: "JPN",
              weight_class: "lightweight",
              team_id: id,
            },
          }),
        ),
      );
    teams.push({ id, name, athletes });
  }
  const generated = await admin.post(`/api/v1/tournaments/${tournament}/fixtures`, {
    data: {
      format: "single_elimination",
      team_ids: teams.map((team) => team.id),
      seeding: "manual",
      start_at: "2034-06-10T09:00:00Z",
      gap_minutes: 30,
    },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const { team_matches: matches } = (await generated.json()) as { team_matches: Event["matches"] };
  const semi1 = matches[0]!;
  for (const order of [0, 1]) {
    const a = teams[0]!.athletes[order]!;
    const b = teams[3]!.athletes[order]!;
    const response = await admin.post(`/api/v1/team-matches/${semi1.id}/bouts`, {
      data: {
        athlete_a_id: a,
        athlete_b_id: b,
        weight_class: "lightweight",
        status: "completed",
        winner_id: a,
        method: "points",
        round: 3,
        time_seconds: 300,
        score_a: 3,
        score_b: 0,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { tournament, teams, matches };
}

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
});
test.afterAll(() => admin.dispose());

const texts = {
  en: {
    prefix: "",
    winnerOf: "Winner of semifinal 2",
    subscribe: "Subscribe to fixtures",
    road: "Road to the final",
    team: "Team",
    won: "Won 2–0",
    lost: "Lost 0–2",
    notYet: "Not fought yet",
    semifinal: "Semifinal",
    final: "Final",
  },
  ru: {
    prefix: "/ru",
    winnerOf: "Победитель полуфинала 2",
    subscribe: "Подписаться на матчи команды",
    road: "Путь к финалу",
    team: "Команда",
    won: "Победа 2–0",
    lost: "Поражение 0–2",
    notYet: "Ещё не проведён",
    semifinal: "Полуфинал",
    final: "Финал",
  },
} as const;

async function shoot(page: Page, target: ReturnType<Page["getByTestId"]>, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ["en", "ru"] as const) {
  test(`${lang}: a team's fixtures, its calendar feed and the road to the final follow the bracket`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const event = await makeEvent(lang);
    const [seed1, , , seed4] = event.teams;
    const [semi1, , final] = event.matches;

    // The winner's page: the final, not fought yet, against where its opponent comes from, at the venue's time.
    await page.goto(`${t.prefix}/team/${seed1!.id}`);
    await waitForHydration(page);
    const upcoming = page.getByTestId("team-upcoming").getByTestId("team-fixture");
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByTestId("opponent-source")).toHaveText(t.winnerOf);
    // The card starts at 09:00 UTC (18:00 in Tokyo); the final is third, two gaps of 30 minutes later: 19:00.
    await expect(upcoming.getByTestId("venue-time")).toContainText(lang === "en" ? "7:00 PM" : "19:00");
    await expect(upcoming.getByTestId("fixture-card-link")).toHaveAttribute(
      "href",
      // The card lists the final once both its teams are known: until then its stage leads to its box in the bracket.
      `${t.prefix}/tournament/${event.tournament}#bracket-match-${final!.id}`,
    );
    const results = page.getByTestId("team-results").getByTestId("team-fixture");
    await expect(results).toHaveCount(1);
    await expect(results.getByTestId("team-match-score")).toHaveText("2–0");
    await expect(results.getByRole("link", { name: seed4!.name })).toBeVisible();
    await expect(results.getByTestId("venue-time")).toContainText(lang === "en" ? "6:00 PM" : "18:00");
    await shoot(page, page.getByRole("main"), `team-${lang}`);

    // The feed behind "Subscribe to fixtures": the final with SEQUENCE 1 (its home slot filled in), the semifinal.
    const subscribe = page.getByRole("link", { name: t.subscribe });
    const href = (await subscribe.getAttribute("href"))!;
    expect(href).toBe(
      `${new URL(baseURL!).origin.replace(/^http:/, "webcal:")}${t.prefix}/team/${seed1!.id}/fixtures.ics`,
    );
    const feed = await page.request.get(href.replace(/^webcal:/, "http:"));
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toContain("s-maxage=");
    const ics = await feed.text();
    const vevent = (id: string) => ics.split("BEGIN:VEVENT").find((part) => part.includes(`UID:team-match-${id}@`))!;
    expect(vevent(final!.id)).toContain("SEQUENCE:1\r\n");
    expect(vevent(final!.id).replace(/\r\n /g, "")).toContain(
      `SUMMARY:${seed1!.name} ${lang === "en" ? "vs" : "—"} ${t.winnerOf} (${t.final})`,
    );
    expect(vevent(final!.id)).toContain("DTSTART:20340610T100000Z\r\n");
    expect(vevent(semi1!.id)).not.toContain("SEQUENCE:");

    // A result's stage leads to that team match on the event's card.
    await results.getByTestId("fixture-card-link").click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${event.tournament}#team-match-${semi1!.id}$`));
    // A client-side navigation sets no `:target`: the team match is the element scrolled into view.
    const card = page.locator(`[id="team-match-${semi1!.id}"]`);
    await expect(card).toContainText(seed4!.name);
    await expect(card).toBeInViewport();

    // The tournament page: the road of the finalist (shown first), then of the team it beat.
    await page.goto(`${t.prefix}/tournament/${event.tournament}`);
    await waitForHydration(page);
    const road = page.getByTestId("road-to-final");
    await expect(road.getByRole("heading", { name: t.road })).toBeVisible();
    const select = road.getByLabel(t.team);
    await expect(select).toHaveValue(seed1!.id);
    const steps = road.getByTestId("road-step");
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText(t.semifinal);
    await expect(steps.nth(0)).toContainText(seed4!.name);
    await expect(steps.nth(0).getByTestId("road-outcome")).toHaveText(t.won);
    await expect(steps.nth(1)).toContainText(t.winnerOf);
    // The bracket names the final's unknown side the same way (one wording: app/lib/season/source-label.ts).
    await expect(page.getByTestId("bracket-match").last()).toContainText(t.winnerOf);
    await expect(steps.nth(1).getByTestId("road-outcome")).toHaveText(t.notYet);
    await shoot(page, road, `road-${lang}`);
    // By keyboard: the select takes another team; its path is one lost semifinal.
    await select.focus();
    await select.selectOption(seed4!.id);
    await expect(steps).toHaveCount(1);
    await expect(steps.nth(0).getByTestId("road-outcome")).toHaveText(t.lost);
    await expect(road.getByRole("list", { name: new RegExp(seed4!.name) })).toBeVisible();
    // Each step leads to its team match on the card.
    await steps.nth(0).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`#team-match-${semi1!.id}$`));
    await expect(page.locator(":target")).toContainText(seed4!.name);
  });
}

test("a team feed for an unknown or malformed team is a 404, never a 500", async ({ request }) => {
  for (const path of [
    "/team/00000000-0000-4000-8000-000000000000/fixtures.ics",
    "/team/not-a-team/fixtures.ics",
    "/ru/team/1'%20or%20'1'='1/fixtures.ics",
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});
