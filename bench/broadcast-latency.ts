// npm run bench:broadcast — tap to overlay on loopback: the built server on PostgreSQL, the broadcast overlay open in
// Chromium at 1920×1080 (as OBS loads it), and a scorekeeper posting N takedowns (POST /api/v1/bouts/{id}/events).
// For each tap: the time from sending the POST to the overlay's DOM showing the new total (a MutationObserver in the
// page stamps it). Prints p50/p95/p99/max; the target is p99 ≤ 250 ms.
// Flags: --taps=<n> (default 200), --gap=<ms> between taps (default 150, plus up to 100 at random).
// Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and a build.
import crypto from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import pg from "pg";
import { openDatabase } from "../server/db/client.server.ts";
import { createLiveTeamMatch } from "../server/live/live-fixtures.ts";
import { percentile } from "./live-viewers.ts";
import { startServer } from "./server.ts";

const { values } = parseArgs({
  options: { taps: { type: "string", default: "200" }, gap: { type: "string", default: "150" } },
});
const taps = Number(values.taps);
const gapMs = Number(values.gap);
const admin = { email: "broadcast-bench@league.local", password: "broadcast-bench-password" };
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `league_broadcast_bench_${crypto.randomBytes(4).toString("hex")}`;
const adminClient = new pg.Client({ connectionString: baseUrl });
await adminClient.connect();
await adminClient.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const dataDir = fs.mkdtempSync("/tmp/broadcast-bench-");
const server = await startServer(
  {
    DATABASE_URL: dbUrl,
    SEED_DEMO: "false",
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: dataDir,
  },
  3263,
);
const handle = openDatabase({ databaseUrl: dbUrl, dataDir: "" });
const browser = await chromium.launch(
  fs.existsSync("/usr/bin/chromium")
    ? { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] }
    : {},
);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const fixture = await createLiveTeamMatch(handle.db, { label: "bench" });
  const fixtureStart = Date.now();
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${server.url}/broadcast/${fixture.tournamentId}`);
  await page.getByTestId("bout").waitFor({ state: "visible" });
  // Every change of a total, stamped with the page's clock (the same wall clock as this process on one machine).
  await page.evaluate(() => {
    const seen: { key: string; at: number }[] = [];
    (window as unknown as { __totals: typeof seen }).__totals = seen;
    for (const side of ["left", "right"]) {
      const node = document.querySelector(`[data-testid="athlete-${side}"] [data-testid="total"]`)!;
      new MutationObserver(() => seen.push({ key: `${side}:${node.textContent}`, at: Date.now() })).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  });

  const bout = fixture.boutIds[0]!;
  const totals = [0, 0];
  const latencies: number[] = [];
  let missed = 0;
  for (let tap = 0; tap < taps; tap++) {
    const side = tap % 2;
    totals[side]! += 2;
    const key = `${side === 0 ? "left" : "right"}:${totals[side]}`;
    const body = {
      athlete_id: fixture.athletes[0]![side]!.id,
      kind: "takedown",
      round: 1,
      clock_seconds: Math.max(0, Math.floor((Date.now() - fixtureStart) / 1000) - 1),
      idempotency_key: crypto.randomUUID(),
    };
    const sentAt = Date.now();
    const response = await fetch(`${server.url}/api/v1/bouts/${bout}/events`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`tap ${tap}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    try {
      const handleAt = await page.waitForFunction(
        (expected) =>
          (window as unknown as { __totals: { key: string; at: number }[] }).__totals.find(
            (change) => change.key === expected,
          )?.at,
        key,
        { timeout: 5_000, polling: "raf" },
      );
      latencies.push(((await handleAt.jsonValue()) as number) - sentAt);
    } catch {
      missed++;
    }
    await sleep(gapMs + Math.random() * 100);
  }
  latencies.sort((x, y) => x - y);
  const figure = (p: number) => `${Math.round(percentile(latencies, p))} ms`;
  console.log(
    `broadcast overlay, tap (POST sent) → overlay DOM changed, ${latencies.length} taps on loopback (${missed} not seen within 5 s):`,
  );
  console.log(
    `  p50 ${figure(50)}  p95 ${figure(95)}  p99 ${figure(99)}  max ${latencies.at(-1)} ms  (target p99 ≤ 250 ms: ${percentile(latencies, 99) <= 250 && missed === 0 ? "met" : "NOT met"})`,
  );
} finally {
  await browser.close();
  await handle.close();
  await server.stop();
  await adminClient.query(`drop database if exists ${dbName} with (force)`);
  await adminClient.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
