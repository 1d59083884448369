// Takes screenshots of a running server at desktop (1280 px) and phone (390 px) width, in English and Russian.
// Usage: node scripts/screenshots.ts [baseUrl] [outDir] [path ...]
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/"];
fs.mkdirSync(outDir, { recursive: true });

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
for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const pagePath of pages) {
    for (const lang of ["en", "ru"]) {
      const url = baseUrl + (lang === "ru" ? (pagePath === "/" ? "/ru" : `/ru${pagePath}`) : pagePath);
      await page.goto(url, { waitUntil: "networkidle" });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${lang}-${device}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
  }
  await context.close();
}
await browser.close();
