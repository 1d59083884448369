import type { Page, Request } from "@playwright/test";
import { allowRefusedRequests, freshEmail, signUpConfirmed } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";

// Navigations that feel instant: links fetch the next page's code and data when the visitor shows intent (or, for the
// home page's next event, once the page is idle), never on a constrained connection; a slow navigation shows a bar;
// scroll positions come back on Back.

/** The requests for a page's data (`/athlete/{id}.data`) made while `during` runs. */
async function dataRequests(page: Page, path: RegExp, during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") && path.test(url.pathname)) seen.push(url.pathname);
  };
  page.on("request", listener);
  await during();
  page.off("request", listener);
  return seen;
}

/** Room for every resource of a busy page in its resource timing (the browser keeps 250 by default, then drops). */
async function timeEveryResource(page: Page) {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
}

/** How the page got a URL, from its resource timing: the initiator (`link`, `fetch`) and whether the bytes came over the network. */
async function loads(page: Page, url: string): Promise<string[]> {
  return page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === path)
        .map(
          (entry) =>
            `${(entry as PerformanceResourceTiming).initiatorType} ${(entry as PerformanceResourceTiming).transferSize > 0 ? "network" : "cache"}`,
        ),
    url,
  );
}

/** Resolves when the keeper of prefetched data has loaded (entry.client.tsx loads it once the page is idle). */
function keeperLoaded(page: Page) {
  return page.waitForResponse((response) => /\/assets\/prefetched-data-[^/]+\.js$/.test(response.url()));
}

test("hovering an athlete card fetches that profile's data and code before the click, and the click needs no request (EN and RU)", async ({
  page,
}) => {
  await timeEveryResource(page);
  for (const prefix of ["", "/ru"]) {
    // As a visitor reads the list, the page becomes idle and loads the keeper.
    const keeper = keeperLoaded(page);
    await page.goto(`${prefix}/athletes`);
    await waitForHydration(page);
    await keeper;
    const card = page.getByTestId("athlete-name").nth(2);
    const href = (await card.getAttribute("href"))!;
    await card.hover();
    await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
    // One request to the server (the link's prefetch); the page then reads the answer back from the browser's cache
    // into memory (app/lib/prefetched-data.ts).
    await expect.poll(() => loads(page, `${href}.data`)).toEqual(["link network", "fetch cache"]);
    // The route's module is preloaded with it.
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/athlete-"]').first()).toBeAttached();

    const name = (await card.textContent())!;
    const onClick = await dataRequests(page, /\/athlete\//, async () => {
      await card.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    });
    expect(onClick).toEqual([]);
  }
});

test("for a signed-in reader, whose pages the browser may not store, the prefetch is read back once, then no more", async ({
  page,
  baseURL,
}) => {
  await timeEveryResource(page);
  await signUpConfirmed(page.request, baseURL!);
  const keeper = keeperLoaded(page);
  await page.goto("/athletes");
  await waitForHydration(page);
  await keeper;
  const [first, second] = [page.getByTestId("athlete-name").nth(1), page.getByTestId("athlete-name").nth(3)];
  const [firstHref, secondHref] = [(await first.getAttribute("href"))!, (await second.getAttribute("href"))!];
  // `private, no-store`: the read-back went to the server, and its answer is kept for the click…
  await first.hover();
  await expect.poll(() => loads(page, `${firstHref}.data`)).toEqual(["link network", "fetch network"]);
  // …after which this page stops reading prefetches back: one request per hover, as without the keeper.
  await second.hover();
  await expect.poll(() => loads(page, `${secondHref}.data`)).toEqual(["link network"]);
  await page.waitForTimeout(500);
  expect(await loads(page, `${secondHref}.data`)).toEqual(["link network"]);
  const onClick = await dataRequests(page, /\/athlete\//, async () => {
    await second.click();
    await expect(page).toHaveURL(secondHref);
  });
  expect(onClick).toEqual([`${secondHref}.data`]);
});

test("a visitor who saves data gets no prefetching, and the link still works", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
  );
  await page.goto("/athletes?q=Nurlanov");
  await waitForHydration(page);
  const card = page.getByTestId("athlete-name").filter({ hasText: "Arman Nurlanov" });
  const href = (await card.getAttribute("href"))!;
  const fetched = await dataRequests(page, /\/athlete\//, async () => {
    await card.hover();
    await page.waitForTimeout(500);
  });
  expect(fetched).toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(href);
});

test("on a slow (3G) connection nothing is prefetched either, not even the home page's next event", async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: false, effectiveType: "3g" } }),
  );
  const fetched = await dataRequests(page, /\/tournament\//, async () => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Events" }).first().hover();
    await page.waitForTimeout(500);
  });
  expect(fetched).toEqual([]);
});

test("the home page prefetches its live and next events once it has loaded", async ({ page }) => {
  await timeEveryResource(page);
  await page.goto("/");
  await waitForHydration(page);
  // The live event's banner and the next event's (with its countdown) each prefetch their page.
  const prefetch = page.locator('link[rel="prefetch"][href^="/tournament/"]');
  await expect(prefetch).toHaveCount(2);
  const data = new URL((await prefetch.first().getAttribute("href"))!, page.url()).pathname;
  // One request for it (the page may also read it back from the browser's cache into memory)…
  await expect
    .poll(async () => (await loads(page, data)).filter((load) => load.startsWith("link")))
    .toEqual(["link network"]);
  // …the page the next-event banner's link opens.
  await expect(
    page
      .getByRole("article", { name: /./ })
      .locator(`a[href="${data.replace(/\.data$/, "")}"]`)
      .first(),
  ).toBeVisible();
});

/** Holds the browser's idle callbacks until `releaseIdle`: the test decides when the page is first idle. */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, {
      heldIdle: held,
      requestIdleCallback: (run: IdleRequestCallback) => held.push(run),
      cancelIdleCallback: () => {},
    });
  });
}
async function releaseIdle(page: Page) {
  await page.evaluate(() => {
    const held = (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle;
    for (const run of held.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
  });
}

test("the home page's prefetches wait for the browser's first idle moment after hydration", async ({ page }) => {
  await holdIdle(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  const prefetch = page.locator('link[rel="prefetch"][href^="/tournament/"]');
  await expect(prefetch).toHaveCount(0);
  await expect.poll(async () => (await releaseIdle(page), prefetch.count())).toBe(2);
});

test("the toaster mounts at the browser's first idle moment, or at once when a toast comes first", async ({
  page,
  consoleProblems,
}) => {
  await holdIdle(page);
  const toaster = page.locator("section[aria-label='Notifications alt+T']");
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  // Not in the server's HTML nor in the hydration.
  await expect(toaster).toHaveCount(0);
  await expect.poll(async () => (await releaseIdle(page), toaster.count())).toBe(1);

  // A toast asked for before the first idle moment mounts the toaster, and shows.
  await page.goto("/auth");
  await waitForHydration(page);
  await expect(toaster).toHaveCount(0);
  await page.getByLabel("Email").fill(freshEmail("toaster"));
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.locator("main").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(toaster).toHaveCount(1);
  allowRefusedRequests(consoleProblems);
});

test.describe("in New York", () => {
  test.use({ timezoneId: "America/New_York" });
  test("a tournament's time in the viewer's zone comes at the browser's first idle moment, not in the hydration", async ({
    page,
  }) => {
    await holdIdle(page);
    const { items } = (await (await page.request.get("/api/v1/tournaments?limit=1")).json()) as {
      items: { id: string; time_zone: string }[];
    };
    expect(items[0]?.time_zone).not.toBe("America/New_York");
    await page.goto(`/tournament/${items[0]?.id}`);
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    const viewerTime = page.getByTestId("viewer-time");
    await expect(viewerTime).toHaveCount(0);
    await expect.poll(async () => (await releaseIdle(page), viewerTime.count())).toBe(1);
    await expect(viewerTime).toHaveText(/^.+ your time$/);
  });
});

test("a navigation shows a progress bar once it has taken 150 ms, until the page is there", async ({ page }) => {
  // The page's clock is ours: the bar's delay is counted in the page's timers, so the test decides when 150 ms pass.
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  // The analytics page's data answers when the test lets it.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let requested: () => void = () => {};
  const navigating = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/analytics\.data/, async (route) => {
    requested();
    await answered;
    await route.continue();
  });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Analytics" }).click();
  // The clock runs only once the navigation is under way: its data is asked for, and React has rendered the pending
  // navigation and started the bar's timer (its scheduler's tasks are message-channel tasks, which the paused clock
  // does not hold). Run earlier, on a busy machine the 150 ms could pass before the timer exists.
  await navigating;
  await page.evaluate(async () => {
    for (let turn = 0; turn < 20; turn++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.addEventListener("message", () => resolve(), { once: true });
        channel.port1.start();
        channel.port2.postMessage(null);
      });
  });
  await page.clock.runFor(149);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await page.clock.runFor(2);
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeAttached();
  answer();
  await expect(page).toHaveURL("/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/league analytics/i);
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  // A navigation that is over before 150 ms never shows it.
  await page.evaluate(() => {
    const state = window as unknown as { progressSeen: boolean };
    state.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="navigation-progress"]')) state.progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await nav.getByRole("link", { name: "Rules" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/rules/i);
  await page.clock.runFor(1_000);
  expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);
});

test("the progress bar speaks Russian on Russian pages", async ({ page }) => {
  await page.goto("/ru");
  await waitForHydration(page);
  // The data answers once the bar has been seen (a fixed delay let a busy machine's bar come and go between polls).
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/ru\/teams\.data/, async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Основная навигация" }).getByRole("link", { name: "Команды" }).click();
  await expect(page.getByRole("progressbar", { name: "Загрузка страницы" })).toBeAttached();
  answer();
  await expect(page).toHaveURL("/ru/teams");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("Back restores the scroll position; a new page opens at the top", async ({ page }) => {
  await page.goto("/athletes");
  await waitForHydration(page);
  const card = page.getByTestId("athlete-name").nth(14);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await card.click();
  await expect(page).toHaveURL(/\/athlete\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/athletes");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("tabs follow the arrow keys, Home and End, as the ARIA tabs pattern says", async ({ page }) => {
  await page.goto("/analytics");
  await waitForHydration(page);
  const tabs = page.getByRole("tab");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await tabs.nth(1).getAttribute("id"))!);
  await page.keyboard.press("End");
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  // Only the selected tab is in the Tab order.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test("an anonymous page's data may be reused by the browser for ten seconds, so a hover's prefetch serves the click", async ({
  request,
}) => {
  const data = await request.get("/athletes.data");
  expect(data.status()).toBe(200);
  expect(data.headers()["cache-control"]).toBe("public, max-age=10, s-maxage=60");
  // The document itself keeps the page policy.
  expect((await request.get("/athletes")).headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  );
});

test("once the page is idle, a finished tournament opens with its first screen first and then its bouts, never a Loading… in between; Back to it restores the scroll among the bouts", async ({
  page,
}) => {
  // The idle preload fetches the bouts' chunk (entry.client.tsx); wait for it, as a visitor reading the page would.
  const preloaded = page.waitForResponse((response) => /\/assets\/tournament-results-[^/]+\.js$/.test(response.url()));
  await page.goto("/teams");
  await waitForHydration(page);
  await preloaded;
  // The Pacific Sharks' results lead to the Pacific Rumble they won (server/db/seed/demo-content.ts).
  await page.locator("main table tbody tr").filter({ hasText: "Pacific Sharks" }).getByRole("link").first().click();
  const results = page.getByTestId("team-results");
  await expect(results).toBeVisible();
  await page.evaluate(() => {
    const state = window as unknown as { loadingSeen: boolean; boutsWithFirstScreen?: boolean };
    state.loadingSeen = false;
    new MutationObserver(() => {
      const main = document.querySelector("main");
      if (main?.textContent?.includes("Loading...")) state.loadingSeen = true;
      // The first commit that shows the tournament's overview: were the bouts in it already?
      if (state.boutsWithFirstScreen === undefined && document.getElementById("overview-title")) {
        state.boutsWithFirstScreen = document.querySelector('[data-testid="bout"]') !== null;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // One link per match the Sharks played there, all to the tournament's page.
  await results.getByRole("link", { name: "Pacific Rumble", exact: true }).first().click();
  await expect(page).toHaveURL(/\/tournament\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pacific Rumble");
  await expect(page.getByTestId("team-match").first()).toBeAttached();
  await expect(page.getByTestId("bout").first()).toBeAttached();
  const seen = await page.evaluate(() => {
    const { loadingSeen, boutsWithFirstScreen } = window as unknown as {
      loadingSeen: boolean;
      boutsWithFirstScreen?: boolean;
    };
    return { loadingSeen, boutsWithFirstScreen };
  });
  expect(seen.loadingSeen).toBe(false);
  // A click renders the first screen alone, then the bouts below it (app/lib/below-the-fold.ts).
  expect(seen.boutsWithFirstScreen).toBe(false);

  // Back and forward render the whole page at once, so the scroll position among the bouts comes back.
  const lastBout = page.getByTestId("bout").last();
  await lastBout.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(600);
  const tournament = page.url();
  await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Rules" }).click();
  await expect(page).toHaveURL("/rules");
  await page.goBack();
  await expect(page).toHaveURL(tournament);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a page that shows a live event loads the live card's code a second after it shows, and a click into the event shows the card with the page", async ({
  page,
}) => {
  const preloaded = page.waitForResponse((response) =>
    /\/assets\/tournament-live-card-[^/]+\.js$/.test(response.url()),
  );
  await page.goto("/events");
  await waitForHydration(page);
  await preloaded;
  // The demo's live event (server/db/seed/demo-content.ts); its title and its image link to its page.
  const live = page
    .locator("article")
    .filter({ has: page.locator('[data-status="live"]') })
    .filter({ hasText: "Tokyo Grand Prix" });
  const link = live.locator('a[href^="/tournament/"]').first();
  const title = ((await link.textContent()) ?? "").trim();
  await page.evaluate((expected) => {
    const state = window as unknown as { cardWithHeading?: boolean };
    new MutationObserver(() => {
      // The first commit that shows the event's heading: was its live card in it?
      const heading = document.querySelector("main h1");
      if (state.cardWithHeading === undefined && heading?.textContent?.trim() === expected) {
        state.cardWithHeading = document.querySelector('[data-testid="tournament-live"]') !== null;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);
  await link.click();
  await expect(page.getByTestId("tournament-live")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cardWithHeading?: boolean }).cardWithHeading)).toBe(true);
});
