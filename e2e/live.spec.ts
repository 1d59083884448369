// Fans' live pages and the stream, on one instance and on two sharing one PostgreSQL database (LISTEN/NOTIFY).
import { expect, test, waitForHydration } from "./fixtures";
import { openLiveDb, postAction, readStream, type LiveDb } from "./live-helpers";
import {
  adminCookie,
  freshPostgresDatabase,
  POSTGRES_URL,
  startServer,
  tempDataDir,
  type SpawnedServer,
} from "./spawned-server";

test.describe.configure({ mode: "serial" });
test.skip(!POSTGRES_URL, "needs E2E_DATABASE_URL or DATABASE_URL");

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let a: SpawnedServer;
let b: SpawnedServer;
let live: LiveDb;
const label = `E${Date.now().toString(36)}`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshPostgresDatabase("live");
  const env = { DATABASE_URL: database.url, SEED_DEMO: "false", PAGE_CACHE_SECONDS: "10" };
  a = await startServer({ ...env, DATA_DIR: tempDataDir("live-a") });
  b = await startServer({ ...env, DATA_DIR: tempDataDir("live-b") });
  live = await openLiveDb(database.url, label);
});

test.afterAll(async () => {
  await live?.handle.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

const kenji = () => live.fixture.athletes[0]![0]!;
const lars = () => live.fixture.athletes[0]![1]!;

test("a fan's /live shows the match and updates without reloading when an action is posted", async ({ page }) => {
  await page.goto(`${a.url}/live`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live now");
  const card = page.getByTestId("live-match");
  await expect(card).toContainText(`Tokyo Tigers ${label}`);
  await expect(card.getByTestId("team-score")).toHaveText("0–0");
  await expect(card.getByTestId("live-round")).toHaveText("Round 1");
  await waitForHydration(page);
  await expect(page.getByTestId("stream-status")).toHaveText("Live updates on");
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // The bout's win chance starts from its frozen prediction; the team's odds count it.
  const percentOf = async (testId: string) => Number((await card.getByTestId(testId).textContent())!.replace("%", ""));
  await expect(card.getByTestId("bout-win-chance")).toContainText("Bout win chance");
  const boutBefore = await percentOf("bout-win-chance-home");
  const teamBefore = await percentOf("win-chance-home");

  await postAction(live, a.url, { athlete_id: kenji().id, kind: "takedown" });
  await expect(card.getByTestId("event-line").first()).toHaveText(`0:00 R1 Takedown +2 — ${kenji().full_name}`, {
    timeout: 1_000,
  });
  await expect(card.getByTestId("athlete-home").getByTestId("round-score")).toHaveText("2");
  await expect(card.getByTestId("athlete-home").getByTestId("total-points")).toHaveText("2");
  // The takedown moves both: the bout's chance and, through it, the team match's.
  await expect.poll(() => percentOf("bout-win-chance-home")).toBeGreaterThan(boutBefore);
  await expect.poll(() => percentOf("win-chance-home")).toBeGreaterThan(teamBefore);
  expect((await percentOf("bout-win-chance-home")) + (await percentOf("bout-win-chance-away"))).toBe(100);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("the Russian /ru/live updates the same way", async ({ page }) => {
  await page.goto(`${a.url}/ru/live`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сейчас в эфире");
  await waitForHydration(page);
  await expect(page.getByTestId("stream-status")).toHaveText("Обновления в реальном времени");
  const away = page.getByTestId("athlete-away");
  await expect(away.getByTestId("round-score")).toHaveText("0");
  await expect(page.getByTestId("bout-win-chance")).toContainText("Шансы в поединке");
  const awayChance = async () =>
    Number((await page.getByTestId("bout-win-chance-away").textContent())!.replace("%", ""));
  const awayBefore = await awayChance();
  await postAction(live, a.url, { athlete_id: lars().id, kind: "stalling" });
  await expect(page.getByTestId("event-line").first()).toHaveText(`0:00 Р1 Пассивность −1 — ${lars().full_name}`, {
    timeout: 1_000,
  });
  await expect(away.getByTestId("round-score")).toHaveText("−1");
  await expect(away).toContainText("Штрафы: 1");
  // A penalty point against the away athlete lowers his chance.
  await expect.poll(awayChance).toBeLessThan(awayBefore);
});

test("a viewer reconnecting with Last-Event-ID gets exactly the events it missed, in order", async () => {
  const state = (await (await fetch(`${a.url}/api/v1/bouts/${live.fixture.boutIds[0]}/live`)).json()) as {
    last_event_id: number;
  };
  const missed = [];
  for (const kind of ["sweep", "guard_pass", "stalling"])
    missed.push(await postAction(live, a.url, { athlete_id: kenji().id, kind }));
  const resumed = await readStream(`${a.url}/api/v1/live/stream`, { "Last-Event-ID": String(state.last_event_id) }, 3);
  expect(resumed.status).toBe(200);
  expect(resumed.type).toBe("text/event-stream; charset=utf-8");
  expect(resumed.frames).toEqual(
    missed.map((id, index) => ({
      id,
      bout_id: live.fixture.boutIds[0],
      kind: ["sweep", "guard_pass", "stalling"][index],
    })),
  );
  // The query parameter (a page opening the stream at its rendered position) resumes the same way.
  const fromQuery = await readStream(`${b.url}/api/v1/live/stream?last_event_id=${missed[0]}`, {}, 2);
  expect(fromQuery.frames.map((frame) => frame.id)).toEqual(missed.slice(1));
});

test("an action posted to instance A appears within a second on a page served by instance B", async ({ page }) => {
  await page.goto(`${b.url}/live`);
  await waitForHydration(page);
  await expect(page.getByTestId("stream-status")).toHaveText("Live updates on");
  const home = page.getByTestId("athlete-home");
  const before = Number(await home.getByTestId("round-score").textContent());
  await postAction(live, a.url, { athlete_id: kenji().id, kind: "takedown" });
  await expect(home.getByTestId("round-score")).toHaveText(String(before + 2), { timeout: 1_000 });
});

test("a write on A clears B's page cache at once (no waiting for it to expire)", async () => {
  const title = `Cache clear cup ${label}`;
  // B renders /events and keeps it (PAGE_CACHE_SECONDS=10).
  expect(await (await fetch(`${b.url}/events?tab=upcoming`)).text()).not.toContain(title);
  const created = await fetch(`${a.url}/api/v1/tournaments`, {
    method: "POST",
    headers: { Cookie: await adminCookie(a.url), Origin: a.url, "Content-Type": "application/json" },
    body: JSON.stringify({ title, event_date: "2031-05-01T18:00", location_city: "Oslo", location_country: "Norway" }),
  });
  expect(created.status).toBe(201);
  const deadline = Date.now() + 1_000;
  let page = "";
  while (Date.now() < deadline && !page.includes(title))
    page = await (await fetch(`${b.url}/events?tab=upcoming`)).text();
  expect(page).toContain(title);
});
