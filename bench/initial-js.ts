// Initial JavaScript of a page, gzipped, as a browser loads it: every script Chromium requested from the navigation
// until React hydrated the document (the HTML's modules and preloads, and what they awaited first: the page's
// strings, the Russian date-fns locale). Scripts requested after hydration (link prefetches) are counted apart: they
// do not delay the page. Used by bench/pages.ts; on its own:
//   node bench/initial-js.ts <baseUrl> [path …]   (a running server; paths default to the public pages)
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";

export interface InitialJs {
  /** Gzip bytes of the scripts requested before hydration. */
  initial: number;
  files: number;
  /** Of `initial`, the page's strings (`*.json` modules). */
  strings: number;
  /** Gzip bytes of the scripts requested after hydration, within a second of it (prefetches). */
  later: number;
}

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
let browser: Browser | undefined;

async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

const gzipBytes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  let size = gzipBytes.get(url);
  if (size === undefined) {
    size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    gzipBytes.set(url, size);
  }
  return size;
}

export async function measureInitialJs(baseUrl: string, url: string): Promise<InitialJs> {
  const context = await (await openBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    // React marks the document's container once hydrateRoot has run: the moment, on the page's own clock.
    await page.addInitScript(() => {
      const check = () => {
        if (Object.keys(document).some((key) => key.startsWith("_reactListening")))
          (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(baseUrl + url, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(1_000);
    const scripts = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, before: entry.startTime < hydratedAt }));
    });
    const result: InitialJs = { initial: 0, files: 0, strings: 0, later: 0 };
    for (const script of new Map(scripts.map((s) => [s.url, s])).values()) {
      const size = await gzipSize(script.url);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `    ${script.before ? "initial" : "later  "} ${(size / 1024).toFixed(1).padStart(5)} KB ${new URL(script.url).pathname}`,
        );
      if (!script.before) {
        result.later += size;
        continue;
      }
      result.initial += size;
      result.files += 1;
      // Vite names a JSON module's chunk after the file: `athlete-….js` from en/athlete.json. The strings are what
      // the page's language and namespaces add; they are recognised by content, one JSON.parse of a string.
      if (/^var \w+=JSON\.parse\(/.test(await (await fetch(script.url)).text())) result.strings += size;
    }
    return result;
  } finally {
    await context.close();
  }
}

export function formatInitialJs(url: string, { initial, files, strings, later }: InitialJs): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return `  ${url.padEnd(50)} ${kb(initial).padStart(6)} KB in ${String(files).padStart(2)} files (strings ${kb(strings)} KB); prefetched after hydration ${kb(later)} KB`;
}

/** One URL of every public page kind, in English and Russian, found on the running server as a visitor would. */
export async function publicPageKinds(baseUrl: string): Promise<string[]> {
  const html = async (path: string) => (await fetch(baseUrl + path)).text();
  const first = async (path: string, pattern: RegExp) => (await html(path)).match(pattern)?.[1];
  const tournament = (title: string) =>
    first(`/events?q=${encodeURIComponent(title)}`, /href="(\/tournament\/[0-9a-f-]{36})"/);
  const athletes = [...(await html("/athletes")).matchAll(/href="\/athlete\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
  const paths = [
    "/",
    "/events",
    await tournament("Season Opener"), // completed
    await tournament("Tokyo Grand Prix"), // live in the demo league
    await tournament("Season Finals"), // upcoming
    "/athletes",
    athletes[0] ? `/athlete/${athletes[0]}` : undefined,
    athletes[1] ? `/athletes/compare?a=${athletes[0]}&b=${athletes[1]}` : undefined,
    "/teams",
    await first("/teams", /href="(\/team\/[0-9a-f-]{36})"/),
    "/ratings",
    "/analytics",
    "/rules",
    "/live",
    "/news",
    await first("/news", /href="(\/news\/[0-9a-f-]{36})"/),
    "/auth",
    "/nope",
  ].filter((path): path is string => path !== undefined);
  return [...paths, ...paths.map((path) => (path === "/" ? "/ru" : `/ru${path}`))];
}

if (import.meta.main) {
  const [baseUrl = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  const targets = paths.length > 0 ? paths : await publicPageKinds(baseUrl);
  console.log("initial JS (gzip) per page: every script requested before hydration");
  try {
    for (const url of targets) console.log(formatInitialJs(url, await measureInitialJs(baseUrl, url)));
  } finally {
    await closeBrowser();
  }
}
