// One date per event: a tournament at 18:30 in Los Angeles on 25 October 2026 is 01:30 UTC on the 26th. Every place that
// shows its date — its page, the events list and calendar, an athlete's Fights tab, the team page, head to head, the
// admin's list and Results picker, JSON-LD, the calendar file — must read the 25th, in EN and RU, in the formats of
// app/lib/format.ts. Records carry a per-run suffix: the e2e server's database is shared by every spec.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { formatDate } from "../app/lib/format";
import { ADMIN, signInWithForm } from "./accounts";
import { expect, test } from "./fixtures";

const ZONE = "America/Los_Angeles";
const INSTANT = "2026-10-26T01:30:00Z";
let run = "";
const ids: Record<string, string> = {};
const title = () => `Midnight Open ${run}`;

async function created(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async ({ baseURL }) => {
  run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  // The wall time at the venue: 25 October, 18:30 in Los Angeles.
  ids.tournament = await created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title: title(),
        event_date: "2026-10-25T18:30",
        time_zone: ZONE,
        location_city: "Los Angeles",
        location_country: "USA",
        status: "completed",
      },
    }),
  );
  ids.home = await created(await admin.post("/api/v1/teams", { data: { name: `Dates Home ${run}` } }));
  ids.away = await created(await admin.post("/api/v1/teams", { data: { name: `Dates Away ${run}` } }));
  ids.a = await created(
    await admin.post("/api/v1/athletes", {
      data: { full_name: `Ada Dates ${run}`, country: "USA", weight_class: "lightweight", team_id: ids.home },
    }),
  );
  ids.b = await created(
    await admin.post("/api/v1/athletes", {
      data: { full_name: `Bo Dates ${run}`, country: "JPN", weight_class: "lightweight", team_id: ids.away },
    }),
  );
  const match = await created(
    await admin.post(`/api/v1/tournaments/${ids.tournament}/team-matches`, {
      data: { home_team_id: ids.home, away_team_id: ids.away, stage: "final", card_order: 1 },
    }),
  );
  await created(
    await admin.post(`/api/v1/team-matches/${match}/bouts`, {
      data: {
        athlete_a_id: ids.a,
        athlete_b_id: ids.b,
        weight_class: "lightweight",
        status: "completed",
        winner_id: ids.a,
        method: "submission",
        technique: "Straight ankle lock",
        round: 1,
        time_seconds: 80,
        score_a: 0,
        score_b: 0,
      },
    }),
  );
  await admin.dispose();
});

const TEXT = {
  en: { prefix: "", eventsOn: "Events on ", fightsTab: "Fights", hold: "Submission · Straight ankle lock" },
  ru: { prefix: "/ru", eventsOn: "События ", fightsTab: "Поединки", hold: "Болевой на голеностоп" },
} as const;

/** Every date text of the event the visitor's pages show, by place. */
async function publicDates(page: Page, lang: "en" | "ru") {
  const { prefix, eventsOn, fightsTab } = TEXT[lang];
  const dates: Record<string, string> = {};
  const read = async (place: string, url: string, scope = page.locator("main")) => {
    await page.goto(prefix + url);
    const date = scope.getByTestId("event-date").first();
    await expect(date).toBeVisible();
    dates[place] = (await date.textContent())!.trim();
  };
  await read("tournament page", `/tournament/${ids.tournament}`);
  await read("events list", `/events?q=${encodeURIComponent(title())}`);
  // One bout of three: the team match is still open, so it is listed under upcoming.
  await read("team page", `/team/${ids.home}`);
  await read("head to head", `/athletes/compare?a=${ids.a}&b=${ids.b}`, page.getByTestId("meeting"));
  await read("Fights tab", `/athlete/${ids.b}?fights=1`, page.getByTestId("fight-row"));
  await expect(page.getByRole("tab", { name: fightsTab })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("fight-row").first()).toContainText(TEXT[lang].hold);

  await page.goto(`${prefix}/events?view=month&month=2026-10&q=${encodeURIComponent(title())}`);
  const day = page.locator(`ul[aria-label^="${eventsOn}"]`).filter({ hasText: title() });
  await expect(day).toHaveCount(1);
  dates.calendar = (await day.getAttribute("aria-label"))!.slice(eventsOn.length);
  return dates;
}

// Nine pages and a sign-in: more than the default minute on a loaded two-core machine.
test.describe.configure({ timeout: 150_000 });

for (const lang of ["en", "ru"] as const) {
  test(`one date per event on every page, near midnight UTC (${lang.toUpperCase()})`, async ({ page }) => {
    const list = formatDate(INSTANT, lang, ZONE);
    const detail = formatDate(INSTANT, lang, ZONE, "detail");
    expect(list).toBe(lang === "en" ? "25 October 2026" : "25 октября 2026 г.");
    expect(detail).toBe(lang === "en" ? "October 25, 2026" : "25 октября 2026 г.");

    const dates = await publicDates(page, lang);
    expect(dates).toEqual({
      "tournament page": detail,
      "events list": list,
      "team page": list,
      "head to head": list,
      "Fights tab": list,
      calendar: list,
    });

    // Machines get the venue's wall time with its offset, and the calendar file the exact instant.
    await page.goto(`${TEXT[lang].prefix}/tournament/${ids.tournament}`);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain('"startDate":"2026-10-25T18:30:00-07:00"');
    const ics = await (await page.request.get(`${TEXT[lang].prefix}/tournament/${ids.tournament}/calendar.ics`)).text();
    expect(ics).toContain("DTSTART:20261026T013000Z");
    expect(ics).toContain(lang === "en" ? "LOCATION:Los Angeles\\, USA" : "LOCATION:Лос-Анджелес\\, США");

    // The admin: the tournaments list and the Results picker.
    await signInWithForm(page, ADMIN, lang);
    await expect(page).toHaveURL(`${TEXT[lang].prefix}/admin`, { timeout: 30_000 });
    await page.goto(`${TEXT[lang].prefix}/admin/tournaments?q=${encodeURIComponent(title())}`);
    await expect(page.locator("main")).toContainText(`${list} · `);
    await page.goto(`${TEXT[lang].prefix}/admin/results`);
    await expect(page.locator("#results-tournament option", { hasText: title() })).toHaveText(`${title()} · ${list}`);
  });
}
