// The home page as a fan sees it. On the suite's server the demo league has a live event (Tokyo Grand Prix), so the
// page leads with it: LIVE, its team score (as GET /api/v1/live has it) and Watch live; the countdown to the next event
// not begun stays below it (the spec's). The countdown's clock runs on a server of this spec's own (no demo league: its events are made here),
// so no other spec's live event or tournaments change what it shows, and ending a live event there touches nobody else.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { formatDate } from "../app/lib/format";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { AdminApi, createCard, getJson as getPublic } from "./rehearsal/harness";
import { tournamentPath } from "./tournament-paths";

/** With LIVE_SHOTS_DIR set, screenshots of what each test saw (as e2e/live-fans.spec.ts does). */
const SHOTS = process.env.LIVE_SHOTS_DIR ?? "";
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface LiveMatch {
  tournament: { title: string };
  home: { name: string };
  away: { name: string };
  team_score: { home: number; away: number };
  bouts: { stage: string }[];
}

/** The demo's live team match the home page leads with (the one with a bout on the mat), as the API has it now. */
async function demoLead(request: import("@playwright/test").APIRequestContext) {
  const { live } = (await (await request.get("/api/v1/live")).json()) as { live: LiveMatch[] };
  const tokyo = live.filter((match) => match.tournament.title === "Tokyo Grand Prix");
  const lead = tokyo.find((match) => match.bouts.some((bout) => bout.stage === "on_the_mat")) ?? tokyo[0];
  expect(lead, "the demo's Tokyo Grand Prix has a live team match").toBeDefined();
  return lead!;
}

test("the English home page leads with the live event: LIVE, its team score, Watch Live first; then upcoming, news, partners", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/^Home \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three on three. Three rounds. No gi.");

  const lead = await demoLead(page.request);
  // The banner is the first article; Tokyo's card under Upcoming is another.
  const banner = page.getByRole("article").first();
  await expect(banner.getByRole("heading", { level: 3 })).toHaveText("Tokyo Grand Prix");
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Live");
  await expect(banner.getByTestId("home-live-score")).toHaveText(`${lead.team_score.home}–${lead.team_score.away}`);
  await expect(banner.getByTestId("home-live")).toContainText(`${lead.home.name} – ${lead.away.name}`);
  await expect(banner.getByTestId("home-live")).toHaveAttribute("href", "/live");
  await expect(banner.getByText("Tokyo, Japan")).toBeVisible();
  // Watch Live comes first (on the left) while the event is live, then Details.
  const watch = banner.getByRole("link", { name: "Watch Live" });
  await expect(watch).toHaveAttribute("href", "/live");
  const [watchBox, detailsBox] = [
    await watch.boundingBox(),
    await banner.getByRole("link", { name: "Details" }).boundingBox(),
  ];
  expect(watchBox!.x).toBeLessThan(detailsBox!.x);
  await expect(banner.getByRole("link", { name: "Details" })).toHaveAttribute(
    "href",
    await tournamentPath(page.request, "Tokyo Grand Prix"),
  );
  // The countdown stays, below the live lead: to the soonest event not begun, never to the one being fought.
  const next = page.getByTestId("next-event-banner");
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Next Event");
  await expect(next.getByRole("heading", { level: 3 })).toHaveText("London Lock-In");
  await expect(next.getByRole("timer")).toBeVisible();
  await expect(next.getByRole("link")).toHaveText(["Details", "Where to watch"]);
  await expect(page.getByRole("timer")).toHaveCount(1);

  const upcoming = page.getByRole("region", { name: "Upcoming Events" });
  const cards = upcoming.getByRole("article");
  await expect(cards).toHaveCount(3);
  // Today's live event counts as upcoming, first; then the two soonest.
  await expect(cards.getByRole("heading")).toHaveText(["Tokyo Grand Prix", "London Lock-In", "Rio Submission Series"]);
  await expect(cards.nth(1).getByText("Upcoming")).toBeVisible();
  // Rio has no image of its own: its own generated art stands in (app/lib/generated-art.ts), not the London card's.
  await expect(cards.nth(2).locator("img")).toHaveAttribute("src", /^\/art\/v1\/event\/[0-9a-f-]{36}\.svg$/);
  const art = await cards.nth(2).locator("img").getAttribute("src");
  expect(await cards.nth(1).locator("img").getAttribute("src")).not.toBe(art);
  await expect(upcoming.getByRole("link", { name: "Full Calendar" })).toHaveAttribute("href", "/events");

  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("article")).toHaveCount(3);
  await expect(news.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Tokyo Ronin sign two-time judo national champion",
  );
  await expect(news.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toHaveCount(3);
  await expect(
    news
      .getByRole("article")
      .filter({ hasText: "Tokyo Ronin sign two-time judo national champion" })
      .getByTestId("news-content"),
  ).toHaveCSS("-webkit-line-clamp", "3");
  await expect(news.locator("img")).toHaveCount(2);
  // The story without a picture gets a drawn band of the same shape: its card has no empty area beside the others.
  const band = news.getByTestId("news-placeholder");
  await expect(band).toHaveCount(1);
  const [bandBox, pictureBox] = [await band.boundingBox(), await news.locator("img").first().boundingBox()];
  expect(Math.abs(bandBox!.height - pictureBox!.height)).toBeLessThan(2);

  const partners = page.getByRole("region", { name: "Official Partners" });
  await expect(partners.getByRole("listitem")).toHaveText([
    "Ironclad Mats",
    "Northline Energy",
    "Grip & Co.",
    "Steppe Air",
    "Kaizen Nutrition",
  ]);
  await expect(page.getByRole("contentinfo")).toContainText(
    "Elite team no-gi grappling. Three bouts a match. One mat. No excuses.",
  );
  await waitForHydration(page);
  await shot(page, "home-live-1280-en");
});

test("the hero and the live banner lead to events, /live and the live event's page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "View All Events" }).click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("heading", { name: "Events Calendar" })).toBeVisible();

  await page.goBack();
  const lead = await demoLead(page.request);
  await page.getByTestId("home-live").click();
  await expect(page).toHaveURL("/live");
  await expect(
    page.getByTestId("live-match").filter({ hasText: lead.home.name }).filter({ hasText: lead.away.name }),
  ).toBeVisible();

  await page.goBack();
  await page.getByRole("article").first().getByRole("link", { name: "Details" }).click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tokyo Grand Prix");

  await page.goBack();
  await page.getByRole("link", { name: "Full Calendar" }).click();
  await expect(page).toHaveURL("/events");
});

test("the Russian home page is in Russian: the live lead, Russian links and dates", async ({ page }) => {
  await page.goto("/ru");
  await expect(page).toHaveTitle(/^Главная \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Трое на трое. Три раунда. Без ги.");
  await expect(page.getByRole("link", { name: "Все события" })).toHaveAttribute("href", "/ru/events");

  const lead = await demoLead(page.request);
  const banner = page.getByRole("article").first();
  await expect(banner.getByRole("heading", { level: 3 })).toHaveText("Гран-при Токио");
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText("В эфире");
  await expect(banner.getByTestId("home-live-score")).toHaveText(`${lead.team_score.home}–${lead.team_score.away}`);
  await expect(banner.getByRole("link", { name: "Смотреть трансляцию" })).toHaveAttribute("href", "/ru/live");
  await expect(banner.getByRole("link", { name: "Подробнее" })).toHaveAttribute("href", /^\/ru\/tournament\//);
  const next = page.getByTestId("next-event-banner");
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Следующее событие");
  await expect(next.getByRole("heading", { level: 3 })).toHaveText("Лондонский капкан");
  await expect(next.getByRole("timer")).toHaveAccessibleName("Время до начала события");
  await expect(next.getByRole("link")).toHaveText(["Подробнее", "Где смотреть"]);

  const upcoming = page.getByRole("region", { name: "Предстоящие события" });
  await expect(upcoming.getByRole("article")).toHaveCount(3);
  await expect(upcoming.getByRole("heading", { level: 3 }).first()).toHaveText("Гран-при Токио");
  await expect(upcoming.getByText("Предстоящий").first()).toBeVisible();
  await expect(upcoming.getByRole("link", { name: "Полный календарь" })).toHaveAttribute("href", "/ru/events");
  await expect(
    page.getByRole("region", { name: "Последние новости" }).getByText(/^Опубликовано \d{1,2} [а-я]+ \d{4} г\.$/),
  ).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Официальные партнёры" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("contentinfo")).toContainText(
    "Элитный командный грэпплинг без ги. Три поединка в матче. Один ковёр. Без оправданий.",
  );
  await waitForHydration(page);
  await shot(page, "home-live-1280-ru");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the home page with its live lead fits the screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-live-score")).toBeVisible();
    await expect(page.getByRole("article").first().getByRole("link", { name: "Watch Live" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await waitForHydration(page);
    await shot(page, "home-live-390-en");
  });
});

test.describe("with nothing live (a server of this spec's own)", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let own: OwnTestServer;
  let api: AdminApi;
  const created = new Date();
  // Whole minutes from the start, so the countdown's numbers are exact below.
  const lisbonAt = new Date(Math.ceil((created.getTime() + 10 * DAY) / MINUTE) * MINUTE);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    own = await startOwnTestServer("home", {}, 200_000);
    api = new AdminApi(own.url);
    const event = (title: string, title_ru: string, at: Date, city: string, status = "upcoming") =>
      api.request("POST", "/tournaments", {
        title,
        title_ru,
        event_date: at.toISOString(),
        time_zone: "Europe/Lisbon",
        status,
        location_city: city,
        location_country: "Portugal",
      });
    await event("Lisbon Open", "Открытый турнир Лиссабона", lisbonAt, "Lisbon");
    await event("Porto Cup", "Кубок Порту", new Date(lisbonAt.getTime() + 14 * DAY), "Porto");
    await event("Faro Finals", "Финал в Фару", new Date(created.getTime() - 30 * DAY), "Faro", "completed");
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test("the banner counts down to the next event, refreshes every minute, and ends with Event Completed and View Results", async ({
    page,
  }) => {
    // 5 days, 3 hours, 20 minutes and a half before the event: minutes round up, so 05 · 03 · 21.
    await page.clock.install({ time: lisbonAt.getTime() - (5 * DAY + 3 * HOUR + 20 * MINUTE + 30_000) });
    await page.goto(`${own.url}/`);
    await waitForHydration(page);
    const banner = page.getByRole("article").first();
    await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Next Event");
    await expect(banner.getByRole("heading", { level: 3 })).toHaveText("Lisbon Open");
    await expect(banner.locator("time")).toHaveText(formatDate(lisbonAt, "en", "Europe/Lisbon"));
    await expect(banner.getByText("Lisbon, Portugal")).toBeVisible();
    await expect(banner.getByTestId("home-live")).toHaveCount(0);
    // Details first; "Where to watch" (to /live) is the quiet second button while nothing is live.
    await expect(banner.getByRole("link")).toHaveText(["Details", "Where to watch"]);

    const value = (unit: string) => page.getByTestId(`countdown-${unit}`);
    await expect(banner.getByRole("timer")).toHaveText(/^05\s*Days\s*03\s*Hours\s*21\s*Minutes$/);
    await expect(value("days")).toHaveText("05");
    await expect(value("hours")).toHaveText("03");
    await expect(value("minutes")).toHaveText("21");
    await shot(page, "home-countdown-1280-en");

    await page.clock.fastForward(MINUTE);
    await expect(value("minutes")).toHaveText("20");
    await expect(value("days")).toHaveText("05");

    const upcoming = page.getByRole("region", { name: "Upcoming Events" });
    await expect(upcoming.getByRole("article").getByRole("heading")).toHaveText(["Lisbon Open", "Porto Cup"]);

    await page.clock.fastForward(5 * DAY + 3 * HOUR + 20 * MINUTE);
    await expect(page.getByText("Event Completed")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
    await page.clock.fastForward(10 * MINUTE);
    await expect(page.getByText("Event Completed")).toBeVisible();

    await page.getByRole("link", { name: "View Results" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lisbon Open");
  });

  test("the Russian countdown names its units in Russian", async ({ page }) => {
    await page.clock.install({ time: lisbonAt.getTime() - (2 * DAY + 1 * HOUR + 4 * MINUTE + 30_000) });
    await page.goto(`${own.url}/ru`);
    await waitForHydration(page);
    const banner = page.getByRole("article").first();
    await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Следующее событие");
    await expect(banner.getByRole("heading", { level: 3 })).toHaveText("Открытый турнир Лиссабона");
    await expect(banner.locator("time")).toHaveText(formatDate(lisbonAt, "ru", "Europe/Lisbon"));
    await expect(banner.getByRole("timer")).toHaveAccessibleName("Время до начала события");
    await expect(banner.getByRole("timer")).toHaveText(/^02\s*дня\s*01\s*час\s*05\s*минут$/);
    await shot(page, "home-countdown-1280-ru");
  });

  test("on a phone the countdown fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${own.url}/`);
    await expect(page.getByRole("timer")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shot(page, "home-countdown-390-en");
  });

  test("once an event is under way the banner leads with it, its team score following the results", async ({
    page,
  }) => {
    const card = await createCard(
      api,
      {
        title: "Sintra Fight Night",
        titleRu: "Бойцовский вечер в Синтре",
        matches: [
          {
            home: "Sintra Waves",
            away: "Braga Bulls",
            country: ["PRT", "PRT"],
            athletes: [
              ["Rui Costa", "Tiago Lopes"],
              ["Nuno Reis", "Pedro Alves"],
              ["Joao Cruz", "Luis Melo"],
            ],
          },
        ],
      },
      "home",
    );
    const [match] = card.matches;
    await page.goto(`${own.url}/`);
    const banner = page.getByRole("article").first();
    await expect(banner.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Live");
    await expect(banner.getByTestId("home-live-score")).toHaveText("0–0");
    await expect(banner.getByTestId("home-live")).toContainText(`${match!.home.name} – ${match!.away.name}`);
    // The countdown to the next event not begun stays below the live lead.
    await expect(page.getByTestId("next-event-banner").getByRole("heading", { level: 3 })).toHaveText("Lisbon Open");
    await expect(page.getByRole("timer")).toHaveCount(1);

    const first = match!.bouts[0]!;
    await api.request("POST", `/bouts/${first.id}/clock`, { action: "start" });
    await api.request("POST", `/bouts/${first.id}/finish`, {
      winner_id: first.a.id,
      method: "submission",
      technique: "Armbar",
    });
    await page.reload();
    await expect(banner.getByTestId("home-live-score")).toHaveText("1–0");
  });

  test("an event being fought cannot be marked completed; once finished and completed, it is nobody's next event and its page agrees (EN and RU)", async ({
    page,
  }) => {
    const { items } = await getPublic<{ items: { id: string; title: string }[] }>(
      `${own.url}/api/v1/tournaments?q=Sintra`,
    );
    const sintra = items.find((item) => item.title.startsWith("Sintra Fight Night"))!;
    const stored = await api.request<Record<string, string | null>>("GET", `/tournaments/${sintra.id}`);
    const body = (status: string) => ({
      title: stored.title,
      title_ru: stored.title_ru,
      event_date: stored.event_date,
      time_zone: stored.time_zone,
      location_city: stored.location_city,
      location_country: stored.location_country,
      broadcast_url: "https://video.example/sintra",
      status,
    });
    await api.request("PUT", `/tournaments/${sintra.id}`, body("live"));
    // Bout 2 of Sintra's match goes on the mat.
    const { live } = await getPublic<{
      live: {
        tournament: { id: string };
        bouts: { id: string; bout_order: number; athletes: { id: string; full_name: string }[] }[];
        home: { name: string };
        away: { name: string };
      }[];
    }>(`${own.url}/api/v1/live`);
    const match = live.find((entry) => entry.tournament.id === sintra.id)!;
    const second = match.bouts.find((bout) => bout.bout_order === 2)!;
    await api.request("POST", `/bouts/${second.id}/clock`, { action: "start" });

    const refused = await api
      .request("PUT", `/tournaments/${sintra.id}`, body("completed"))
      .catch((error: Error) => error);
    expect(String(refused)).toContain("→ 409");
    expect(String(refused)).toContain(
      `A bout is on the mat: bout 2 of ${match.home.name} – ${match.away.name} (${second.athletes[0]!.full_name} vs ${second.athletes[1]!.full_name}). Finish it on the scorekeeper's console before marking the event completed`,
    );
    // Still live everywhere: its page (badge, Watch live, live card) and the home page's lead above the countdown.
    await page.goto(`${own.url}/tournament/${sintra.id}`);
    await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "live");
    await expect(page.getByTestId("watch-button")).toHaveText("Watch live");
    await expect(page.getByTestId("tournament-live")).toBeVisible();
    await page.goto(`${own.url}/ru/tournament/${sintra.id}`);
    await expect(page.getByTestId("watch-button")).toHaveText("Смотреть трансляцию");

    await api.request("POST", `/bouts/${second.id}/finish`, {
      winner_id: second.athletes[0]!.id,
      method: "submission",
      technique: "Armbar",
    });
    await api.request("PUT", `/tournaments/${sintra.id}`, body("completed"));
    for (const [path, next, completed, replay, results] of [
      ["/", "Lisbon Open", "Completed", "Watch replay", "Results"],
      ["/ru", "Открытый турнир Лиссабона", "Завершён", "Смотреть запись", "Результаты"],
    ] as const) {
      await page.goto(`${own.url}${path}`);
      // Completed today: not the lead, not the next event, not under Upcoming.
      await expect(page.getByTestId("live-event-banner")).toHaveCount(0);
      await expect(page.getByRole("article").first()).toHaveAttribute("data-testid", "next-event-banner");
      await expect(page.getByTestId("next-event-banner").getByRole("heading", { level: 3 })).toHaveText(next);
      await expect(page.getByRole("timer")).toBeVisible();
      await expect(page.getByText(stored.title!)).toHaveCount(0);
      await page.goto(`${own.url}${path === "/" ? "" : path}/tournament/${sintra.id}`);
      await expect(page.locator("[data-status]").first()).toHaveText(completed);
      await expect(page.getByTestId("watch-button")).toHaveText(replay);
      await expect(page.getByTestId("tournament-live")).toHaveCount(0);
      await expect(page.locator("#results-title")).toHaveText(results);
    }
  });

  test("an event to come offers Where to watch and titles its card Fight card, not Results (EN and RU)", async ({
    page,
  }) => {
    const coimbra = await api.request<{ id: string }>("POST", "/tournaments", {
      title: "Coimbra Cup",
      title_ru: "Кубок Коимбры",
      event_date: new Date(created.getTime() + 20 * DAY).toISOString(),
      time_zone: "Europe/Lisbon",
      status: "upcoming",
      location_city: "Coimbra",
      location_country: "Portugal",
      broadcast_url: "https://video.example/coimbra",
      champion_team: "Typed Champions",
    });
    for (const [prefix, watch, heading] of [
      ["", "Where to watch", "Fight card"],
      ["/ru", "Где смотреть", "Программа турнира"],
    ] as const) {
      await page.goto(`${own.url}${prefix}/tournament/${coimbra.id}`);
      await expect(page.getByTestId("watch-button")).toHaveText(watch);
      await expect(page.getByTestId("watch-button")).toHaveAttribute("href", "https://video.example/coimbra");
      await expect(page.locator("#results-title")).toHaveText(heading);
    }
  });
  test("a day with more events begun than the list holds still leads with the live one and counts down to the next", async ({
    page,
  }) => {
    // Six events that began in the last minutes (not live) and one being fought after them: the live one is the 7th
    // of the day, Lisbon (still to come) the 8th. A venue where it is past 01:00, so all seven are today's there.
    const zone = ["Europe/Lisbon", "Asia/Tokyo"].find(
      (timeZone) =>
        Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format()) >= 1,
    )!;
    const now = Date.now();
    const today = (title: string, minutesAgo: number, status: string) =>
      api.request("POST", "/tournaments", {
        title,
        title_ru: title,
        event_date: new Date(now - minutesAgo * MINUTE).toISOString(),
        time_zone: zone,
        status,
        location_city: "Evora",
        location_country: "Portugal",
      });
    for (const minutes of [6, 5, 4, 3, 2, 1]) await today(`Begun ${minutes} min ago`, minutes + 1, "upcoming");
    await today("Evora Fight Night", 0.5, "live");
    for (const path of ["/", "/ru"]) {
      await page.goto(`${own.url}${path}`);
      await expect(page.getByTestId("live-event-banner").getByRole("heading", { level: 3 })).toHaveText(
        "Evora Fight Night",
      );
      await expect(page.getByTestId("next-event-banner").getByRole("heading", { level: 3 })).toHaveText(
        path === "/" ? "Lisbon Open" : "Открытый турнир Лиссабона",
      );
      await expect(page.getByRole("timer")).toHaveCount(1);
    }
    await expect(
      page.getByRole("region", { name: "Предстоящие события" }).getByRole("article").getByRole("heading"),
    ).toHaveText(["Begun 6 min ago", "Begun 5 min ago", "Begun 4 min ago"]);
  });
});
