// Click-to-content of a card on /events and /athletes in Chromium, without and with a hover first (the link's
// prefetch). Starts the built server on a fresh copy of the demo league (or BENCH_URL, a running one).
//   npm run build && npm run bench:navigation        BENCH_RUNS (default 25) per case
// Click-to-content: from the click to the new page's <h1> showing the card's title in the document, on the page's own
// clock. "Frame": to the end of the first frame after it (rendering steps, then a task posted from that frame's
// animation callback), where the browser has laid out and painted the new page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServer, type BenchServer } from "./server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
/** How long the list is shown before the hover or click (BENCH_SETTLE_MS). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1_000);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Case {
  list: string;
  /** The card links, in page order. */
  cards: string;
}
const CASES: Case[] = [
  { list: "/events", cards: 'article a[href^="/tournament/"]' },
  { list: "/athletes", cards: '[data-testid="athlete-name"]' },
];

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Opens the list, optionally hovers the n-th card until its prefetch has landed, clicks, and times the new page. */
async function clickToContent(
  page: Page,
  base: string,
  { list, cards }: Case,
  index: number,
  hover: boolean,
): Promise<{ content: number; frame: number }> {
  await page.goto(base + list, { waitUntil: "networkidle" });
  const card = page.locator(cards).nth(index);
  // Hydrated: React has put its props on the link, so hovering it reaches React Router's prefetch.
  await card.evaluate(
    (link) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(link).some((key) => key.startsWith("__reactProps")) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
  const title = ((await card.textContent()) ?? "").trim();
  // A visitor reads the list for a moment before choosing: the page's idle work (other pages' strings) is done.
  await page.waitForTimeout(SETTLE_MS);
  if (hover) {
    await card.hover();
    // The prefetch has landed: the next page's data is in the browser (a resource entry with its response).
    const href = await card.getAttribute("href");
    await page.waitForFunction(
      (data) =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.endsWith(data) && (entry as PerformanceResourceTiming).responseEnd > 0),
      `${href}.data`,
    );
    await page.waitForTimeout(300);
  }
  await page.evaluate((expected) => {
    const state = window as unknown as { clickedAt?: number; shownAt?: number; paintedAt?: number };
    document.addEventListener("click", () => (state.clickedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const heading = document.querySelector("h1");
      if (state.clickedAt !== undefined && heading?.textContent?.trim().toLowerCase() === expected.toLowerCase()) {
        state.shownAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.addEventListener("message", () => (state.paintedAt = performance.now()), { once: true });
          channel.port1.start();
          channel.port2.postMessage(null);
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);
  await card.click();
  await page.waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt !== undefined, undefined, {
    timeout: 15_000,
  });
  return page.evaluate(() => {
    const state = window as unknown as { clickedAt: number; shownAt: number; paintedAt: number };
    return { content: state.shownAt - state.clickedAt, frame: state.paintedAt - state.clickedAt };
  });
}

let server: BenchServer | undefined;
let base = process.env.BENCH_URL;
if (!base) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-navigation-"));
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" }, 3910);
  base = server.url;
}
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
try {
  console.log(
    `click-to-content in ms, ${RUNS} runs per case (loopback, ${os.loadavg()[0]!.toFixed(1)} load average at start)`,
  );
  console.log(`${"".padEnd(21)} ${"content".padEnd(20)} frame`);
  console.log(
    `${"list".padEnd(12)} ${"hover".padEnd(8)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"max".padStart(6)} ${"p50".padStart(6)} ${"p95".padStart(6)}`,
  );
  for (const benchCase of CASES) {
    for (const hover of [false, true]) {
      const times: number[] = [];
      const frames: number[] = [];
      // A new browser context per run: nothing cached from the run before, as for a visitor's first click.
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const { content, frame } = await clickToContent(page, base, benchCase, run % 6, hover);
        times.push(content);
        frames.push(frame);
        await context.close();
      }
      const fmt = (ms: number) => ms.toFixed(0).padStart(6);
      console.log(
        `${benchCase.list.padEnd(12)} ${(hover ? "yes" : "no").padEnd(8)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(Math.max(...times))} ${fmt(percentile(frames, 50))} ${fmt(percentile(frames, 95))}`,
      );
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
