// Takes screenshots of a running server at desktop (1280 px) and phone (390 px) width, in English and Russian.
// Usage: node scripts/screenshots.ts [baseUrl] [outDir] [path ...]
//        node scripts/screenshots.ts --docs [baseUrl]   (npm run screenshots -- --docs): the README's and the docs'
//        pictures in docs/screenshots, taken from the running demo league (start it with `npm start` first).
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const args = process.argv.slice(2);
const docs = args[0] === "--docs";
const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...paths] = docs ? args.slice(1) : args;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The pictures the README and docs/ show: the first screen of a page, or all of it. */
const DOCS_SHOTS = [
  { file: "home-en-desktop.png", path: "/", viewport: DESKTOP, fullPage: false },
  { file: "home-ru-mobile.png", path: "/ru", viewport: PHONE, fullPage: false },
  { file: "live-en-desktop.png", path: "/live", viewport: DESKTOP, fullPage: true },
] as const;

const browser = await chromium.launch({
  executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

async function take(page: Page, url: string, file: string, fullPage: boolean) {
  await page.goto(url, { waitUntil: "networkidle" });
  // Fonts and lazy pictures in place before the shot.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

if (docs) {
  const dir = path.join("docs", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  for (const shot of DOCS_SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: 1 });
    await take(await context.newPage(), baseUrl + shot.path, path.join(dir, shot.file), shot.fullPage);
    await context.close();
  }
} else {
  const pages = paths.length ? paths : ["/"];
  fs.mkdirSync(outDir, { recursive: true });
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const pagePath of pages) {
      for (const lang of ["en", "ru"]) {
        const url = baseUrl + (lang === "ru" ? (pagePath === "/" ? "/ru" : `/ru${pagePath}`) : pagePath);
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${lang}-${device}.png`;
        await take(page, url, path.join(outDir, name), true);
      }
    }
    await context.close();
  }
}
await browser.close();
