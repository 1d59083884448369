import { formatDate } from "../app/lib/format";
import { expect, test, waitForHydration } from "./fixtures";
import { adminApi, created, osloTournament } from "./season-helpers";
import { tournamentPath } from "./tournament-paths";

test("a completed event shows its date, results, replay, prize pool, venue and rules", async ({ page }) => {
  const path = await tournamentPath(page.request, "Season Opener");
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Season Opener: Steppe Clash \| /);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\/.+\/og\/tournament\/[0-9a-f-]{36}\.png$/,
  );

  const hero = page.locator("main section").first();
  await expect(hero.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Season Opener: Steppe Clash");
  const dateTime = (await hero.getByTestId("event-date").getAttribute("datetime"))!;
  await expect(hero.getByTestId("event-date")).toHaveText(formatDate(dateTime, "en", "Asia/Almaty", "detail"));
  await expect(hero.getByTestId("event-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(hero.getByText("Almaty, Kazakhstan")).toBeVisible();

  await expect(page.getByRole("region", { name: "Event Overview" })).toContainText("Six teams opened the season");
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("term")).toHaveText(["Champion", "Runner-up"]);
  await expect(results.getByRole("definition")).toHaveText(["Steppe Wolves", "Siberian Bears"]);

  const watch = page.getByRole("link", { name: "Watch Replay" });
  await expect(watch).toHaveAttribute("href", "https://example.com/replays/steppe-clash");
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("link", { name: "Watch Live" })).toHaveCount(0);

  await expect(page.getByRole("region", { name: "Prize Pool" })).toContainText("$50,000");
  await expect(page.getByRole("region", { name: "Venue" })).toContainText("Almaty Arena, 3,000 seats");
  const rules = page.getByRole("region", { name: "Official Rules" });
  await expect(rules.getByRole("listitem")).toHaveText([
    "Three 5-minute rounds per match",
    "Takedowns score in the first 2 minutes",
    "Best-of-three team format",
  ]);
  const download = rules.getByRole("link", { name: "Download Rules PDF" });
  await expect(download).toHaveAttribute("href", "/docs/league-rules.pdf");
  const pdf = await page.request.get("/docs/league-rules.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a live event pulses and offers Watch Live; results only show when present", async ({ page }) => {
  await page.goto(await tournamentPath(page.request, "Tokyo Grand Prix"));
  const badge = page.locator("main section").first().getByText("Live", { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(/motion-safe:animate-live/);
  await expect(badge).toHaveCSS("animation-name", "live-pulse");
  // In steps: a new frame 8 times in 2 s, not at every vsync.
  await expect(badge).toHaveCSS("animation-timing-function", "steps(5, jump-none)");
  const watch = page.getByRole("link", { name: "Watch Live" });
  await expect(watch).toHaveAttribute("href", "https://example.com/live/tokyo-grand-prix");
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("link", { name: "Watch Replay" })).toHaveCount(0);
  // Tokyo's card is on the mat (demo results): the first team match is live (its first bout on the mat), the next one
  // scheduled, and nobody is champion yet. The card of an event being fought is its fight card, not yet its results.
  await expect(page.getByRole("region", { name: "Results" })).toHaveCount(0);
  const results = page.getByRole("region", { name: "Fight card" });
  await expect(results.getByText("Champion")).toHaveCount(0);
  await expect(results.getByTestId("team-match").first().getByTestId("team-match-status")).toHaveText("Live");
  await expect(results.getByTestId("team-match").first().getByTestId("bout-stage")).toHaveText([
    "On the mat",
    "Up next",
    "Later",
  ]);
  await expect(results.getByTestId("team-match").nth(1).getByTestId("team-match-status")).toHaveText("Scheduled");
  // One mat, one bout up next: the next team match's first bout waits ("Later") while this match is on.
  await expect(results.getByTestId("team-match").nth(1).getByTestId("bout-stage").first()).toHaveText("Later");
  await expect(results.getByTestId("bout-stage").filter({ hasText: /^Up next$/ })).toHaveCount(1);
  await expect(
    page.getByTestId("tournament-live").getByTestId("bout-stage").filter({ hasText: "Up next" }),
  ).toHaveCount(1);

  await page.goto(`/ru${await tournamentPath(page.request, "Tokyo Grand Prix")}`);
  await expect(page.getByRole("link", { name: "Смотреть трансляцию" })).toBeVisible();
  await expect(page.locator("#results-title")).toHaveText("Программа турнира");
  const card = page.getByRole("region", { name: "Программа турнира" });
  await expect(card.getByTestId("bout-stage").filter({ hasText: /^Следующий$/ })).toHaveCount(1);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the live badge does not pulse", async ({ page }) => {
    await page.goto(await tournamentPath(page.request, "Tokyo Grand Prix"));
    await expect(page.locator("main section").first().getByText("Live", { exact: true })).toHaveCSS(
      "animation-name",
      "none",
    );
  });
});

test("no broadcast link means no watch button; a missing image and venue have fallbacks", async ({ page }) => {
  await page.goto(await tournamentPath(page.request, "Bears' Den"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bears' Den Invitational");
  await expect(page.getByRole("link", { name: /Watch (Live|Replay)/ })).toHaveCount(0);

  await page.goto(await tournamentPath(page.request, "Rio Submission"));
  // No image of its own: its own generated art, an SVG the server draws from the id.
  const art = page.locator("main section").first().locator("img");
  await expect(art).toHaveAttribute("src", /^\/art\/v1\/event\/[0-9a-f-]{36}\.svg$/);
  const drawn = await page.request.get((await art.getAttribute("src"))!);
  expect(drawn.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("main section").first().getByText("Upcoming", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Venue" })).toContainText("To be announced");
  await expect(page.getByRole("region", { name: "Results" })).toHaveCount(0);

  // A finished event without venue details names its city, in the page's language: nothing is left to announce.
  const pacific = await tournamentPath(page.request, "Pacific Rumble");
  await page.goto(pacific);
  await expect(page.getByRole("region", { name: "Venue" })).toContainText("San Diego, USA");
  await expect(page.getByRole("region", { name: "Venue" })).not.toContainText("To be announced");
  await page.goto(`/ru${pacific}`);
  await expect(page.getByRole("region", { name: "Место проведения" })).toContainText("Сан-Диего, США");
});

test("the back button returns to the calendar", async ({ page }) => {
  await page.goto(await tournamentPath(page.request, "Pacific Rumble"));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Back to Calendar" }).click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events Calendar");
});

test("the Russian page has Russian labels, date and links", async ({ page }) => {
  const path = await tournamentPath(page.request, "Season Opener");
  await page.goto(`/ru${path}`);
  await expect(page).toHaveTitle(/^Открытие сезона: Битва в степи \| /);
  const hero = page.locator("main section").first();
  await expect(hero.getByText("Завершён", { exact: true })).toBeVisible();
  const dateTime = (await hero.getByTestId("event-date").getAttribute("datetime"))!;
  await expect(hero.getByTestId("event-date")).toHaveText(formatDate(dateTime, "ru", "Asia/Almaty", "detail"));
  await expect(hero.getByText(/по местному времени/)).toBeVisible();
  await expect(page.getByRole("region", { name: "О событии" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Результаты" }).getByRole("term")).toHaveText([
    "Чемпион",
    "Второе место",
  ]);
  await expect(page.getByRole("link", { name: "Смотреть запись" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("region", { name: "Призовой фонд" })).toContainText(/50\s000\s\$/);
  const rules = page.getByRole("region", { name: "Официальные правила" });
  await expect(rules.getByRole("listitem")).toHaveText([
    "Три раунда по 5 минут в каждом поединке",
    "Тейкдауны приносят очки в первые 2 минуты",
    "Командный формат до двух побед из трёх",
  ]);
  await expect(rules.getByRole("link", { name: "Скачать правила (PDF)" })).toHaveAttribute(
    "href",
    "/docs/league-rules.pdf",
  );
  await expect(page.getByRole("link", { name: "Назад к календарю" })).toHaveAttribute("href", "/ru/events");

  await page.goto(`/ru${await tournamentPath(page.request, "Tokyo Grand Prix")}`);
  await expect(page.getByRole("link", { name: "Смотреть трансляцию" }).last()).toHaveAttribute(
    "href",
    "https://example.com/live/tokyo-grand-prix",
  );
});

test("unknown and malformed ids answer 404 'Tournament not found', never 500", async ({ page }) => {
  for (const path of [
    "/tournament/00000000-0000-4000-8000-000000000000",
    "/tournament/not-a-uuid",
    "/tournament/1'%20or%20'1'='1",
    "/tournament/12345",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tournament not found");
    await expect(page).toHaveTitle(/^Tournament not found \| /);
  }
  await waitForHydration(page);
  await page.getByRole("link", { name: "Back to Calendar" }).click();
  await expect(page).toHaveURL("/events");

  const ru = await page.goto("/ru/tournament/not-a-uuid");
  expect(ru?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Турнир не найден");
  await expect(page).toHaveTitle(/^Турнир не найден \| /);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // React sends a ready part of the page over 12,800 bytes as "Loading…" plus a hidden copy for a script to swap in, by
  // default: the bouts came 300 ms after the first paint, and never without JavaScript (entry.server.tsx).
  test("a finished tournament shows every bout, and a fighter's Fights tab every fight, sent in place", async ({
    page,
  }) => {
    const path = await tournamentPath(page.request, "Pacific Rumble");
    const results = (await (await page.request.get(`/api/v1/tournaments/${path.split("/").pop()}/results`)).json()) as {
      team_matches: { bouts: { athlete_a_id: string }[] }[];
    };
    const bouts = results.team_matches.flatMap((match) => match.bouts);
    expect(bouts.length).toBeGreaterThan(10);
    for (const prefix of ["", "/ru"]) {
      const html = await (await page.goto(prefix + path))!.text();
      // In place: inside <main>, not in a hidden copy after it.
      expect(html.lastIndexOf('data-testid="bout"')).toBeLessThan(html.indexOf("</main>"));
      // The round robin opens on request (a native <details>, no script needed).
      await page.getByTestId("round-robin").locator(":scope > summary").click();
      await expect(page.getByTestId("bout").filter({ visible: true })).toHaveCount(bouts.length);
      await expect(page.getByTestId("bout")).toHaveCount(bouts.length);
      await expect(page.getByText(prefix ? "Загрузка..." : "Loading...")).toHaveCount(0);
    }
    const fighter = bouts[0]!.athlete_a_id;
    const profile = await (await page.goto(`/athlete/${fighter}?fights=1`))!.text();
    expect(profile.lastIndexOf('data-testid="fight-row"')).toBeLessThan(profile.indexOf("</main>"));
    await expect(page.getByTestId("fight-row").filter({ visible: true }).first()).toContainText("Pacific Rumble");
  });
});

// Decision 037: a round robin of more than 30 team matches is neither rendered nor sent with the page; it comes when a
// reader opens it, or follows a link to one of its team matches.
test("a big round robin comes when opened, and a link to one of its team matches opens it there", async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const run = crypto.randomUUID().slice(0, 8);
  const tournament = await osloTournament(admin, {
    title: `Big Robin ${run}`,
    eventDate: "2035-03-10T18:00",
    status: "upcoming",
  });
  const teams: string[] = [];
  for (let n = 1; n <= 9; n++)
    teams.push(await created(await admin.post("/api/v1/teams", { data: { name: `Robin ${run} ${n}` } })));
  const generated = await admin.post(`/api/v1/tournaments/${tournament}/fixtures`, {
    data: { format: "round_robin", team_ids: teams, seeding: "manual" },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const card = (await (await admin.get(`/api/v1/tournaments/${tournament}/results`)).json()) as {
    team_matches: { id: string }[];
  };
  // Nine teams meet once each: 36 team matches, past the 30 sent in place.
  expect(card.team_matches).toHaveLength(36);
  const last = card.team_matches.at(-1)!.id;

  for (const prefix of ["", "/ru"]) {
    const html = await (await page.goto(`${prefix}/tournament/${tournament}`))!.text();
    // Neither the markup nor the page's data carries the card's team matches (each has `lineups_announced`): only
    // their ids, for links to them (the bracket's own list of them stays).
    expect(html).not.toContain('data-testid="team-match"');
    expect(html).not.toContain("lineups_announced");
    await waitForHydration(page);
    const robin = page.getByTestId("round-robin");
    await expect(robin.locator(":scope > summary")).toHaveText(prefix ? /36/ : "Round robin: 36 team matches");
    await robin.locator(":scope > summary").click();
    await expect(robin.getByTestId("team-match")).toHaveCount(36);
    await expect(robin.getByTestId("team-match").last()).toContainText(`Robin ${run}`);
    await expect(robin.getByTestId("round-robin-loading")).toHaveCount(0);
  }

  // A link to its last team match (as "Road to the final" gives) opens it and scrolls there.
  await page.goto(`/tournament/${tournament}#team-match-${last}`);
  await expect(page.locator(`[id="team-match-${last}"]`)).toBeInViewport();
  await expect(page.getByTestId("round-robin")).toHaveJSProperty("open", true);
});
