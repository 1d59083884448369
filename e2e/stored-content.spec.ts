// Stored content is text: script and event-handler payloads saved through the API show up literally on
// every public page that renders them, and nothing runs and no element is created.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

const PAYLOADS = {
  script: `<script>window.__xss=(window.__xss||0)+1</script>`,
  img: `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  breakout: `"></script><script>window.__xss=1</script><svg onload="window.__xss=1">`,
  attribute: `' onmouseover='window.__xss=1' data-x='`,
  markdown: `[click](javascript:window.__xss=1) **bold** <iframe src="javascript:window.__xss=1"></iframe>`,
};
const title = `XSS Cup ${PAYLOADS.script}`;

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let tournamentId: string;
let newsId: string;

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  // Ten minutes from now, so it is the soonest upcoming event and on the home page, whatever events other specs made
  // before (the home shows the next three; the whole-night spec makes two that start within the hour).
  const soon = new Date(Date.now() + 10 * 60_000).toISOString().slice(0, 16);
  const tournament = await admin.post("/api/v1/tournaments", {
    data: {
      title,
      event_date: soon,
      time_zone: "UTC",
      location_city: `Oslo ${PAYLOADS.img}`,
      location_country: `Norway ${PAYLOADS.attribute}`,
      description: `${PAYLOADS.breakout}\n${PAYLOADS.markdown}`,
      venue_details: PAYLOADS.img,
      prize_pool: PAYLOADS.script,
      champion_team: PAYLOADS.breakout,
      runner_up_team: PAYLOADS.img,
    },
  });
  expect(tournament.status(), await tournament.text()).toBe(201);
  tournamentId = ((await tournament.json()) as { id: string }).id;
  const news = await admin.post("/api/v1/news", {
    data: {
      title: `XSS news ${PAYLOADS.img}`,
      content: `${PAYLOADS.script}\n\n${PAYLOADS.breakout}\n\n${PAYLOADS.markdown}`,
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  newsId = ((await news.json()) as { id: string }).id;
});

test.afterAll(async () => {
  if (tournamentId) await admin.delete(`/api/v1/tournaments/${tournamentId}`);
  if (newsId) await admin.delete(`/api/v1/news/${newsId}`);
  await admin.dispose();
});

async function expectInert(page: Page, path: string, shown: string) {
  const response = await page.goto(path);
  expect(response!.status(), path).toBe(200);
  const html = await response!.text();
  // The server's HTML carries the payloads escaped (in text and in serialized data), never as markup.
  expect(html, path).not.toContain("<script>window.__xss");
  expect(html, path).not.toContain("<img src=x onerror");
  expect(html, path).not.toContain("<svg onload");
  await waitForHydration(page);
  await expect(page.getByText(shown, { exact: false }).first(), path).toBeVisible();
  const state = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
    injected: document.querySelectorAll(
      'img[src="x"], svg[onload], iframe[src^="javascript"], a[href^="javascript"], [onmouseover], [onerror]',
    ).length,
    // An injected script element would hold exactly the payload (the page's own data scripts hold it escaped, inside strings).
    scripts: [...document.querySelectorAll("script")].filter((script) =>
      script.textContent?.trim().startsWith("window.__xss"),
    ).length,
  }));
  expect(state, path).toEqual({ ran: 0, injected: 0, scripts: 0 });
}

test("tournament payloads render as text on the tournament page, calendar and home (EN and RU)", async ({ page }) => {
  await expectInert(page, `/tournament/${tournamentId}`, title);
  await expect(page.getByText(PAYLOADS.img).first()).toBeVisible();
  await expectInert(page, `/ru/tournament/${tournamentId}`, title);
  await expectInert(page, `/events?q=${encodeURIComponent("XSS Cup")}`, title);
  await expectInert(page, "/", "XSS Cup");
});

test("news payloads render as text on the article and the news list", async ({ page }) => {
  await expectInert(page, `/news/${newsId}`, `XSS news ${PAYLOADS.img}`);
  await expect(page.getByText(PAYLOADS.script).first()).toBeVisible();
  await expectInert(page, "/news", "XSS news");
  await expectInert(page, "/ru/news", "XSS news");
});
