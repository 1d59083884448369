// Layout shift (issue 34): nothing above the fold moves after the first paint — not when the fonts arrive, not when
// React hydrates, not when a live tournament's stream connects and its card fills in. Chromium's `layout-shift`
// entries (what Lighthouse's CLS adds up), from the navigation until the page has been live for a few seconds, at a
// phone's and a desktop's width, in both languages.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { firstLink } from "./sharing-head";
import { tournamentPath } from "./tournament-paths";

const MAX_SHIFT = 0.01;

async function layoutShift(page: Page, path: string): Promise<{ total: number; sources: string[] }> {
  await page.goto(path);
  await waitForHydration(page);
  // The live card connects and takes its first message; the countdowns tick; late images and fonts land.
  await page.waitForTimeout(2_500);
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        const total = { value: 0, sources: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total.value += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | null | undefined;
              total.sources.push(
                `${entry.value.toFixed(4)} ${node?.nodeName ?? "?"}${node instanceof Element && node.id ? `#${node.id}` : ""}${node instanceof Element && node.className ? `.${String(node.className).split(" ").slice(0, 4).join(".")}` : ""}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered in the observer's first callback.
        setTimeout(() => resolve({ total: total.value, sources: total.sources }), 300);
      }),
  );
}

for (const viewport of [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1280, height: 800 } },
]) {
  test(`no layout shift on the public pages, live ones included (${viewport.name}, EN and RU)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport.size);
    // Every page kind issue 34 names.
    const pages = [
      "/",
      "/events",
      "/athletes",
      "/teams",
      "/live",
      await tournamentPath(request, "Tokyo Grand Prix"), // being fought in the demo league
      await tournamentPath(request, "Season Opener: Steppe Clash"), // finished
      await tournamentPath(request, "London Lock-In"), // upcoming
      await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/),
    ];
    for (const url of pages.flatMap((path) => [path, path === "/" ? "/ru" : `/ru${path}`])) {
      const shift = await layoutShift(page, url);
      expect(shift.total, `${url}: ${shift.sources.join(", ")}`).toBeLessThanOrEqual(MAX_SHIFT);
    }
  });
}

/**
 * A browser paints a document it has only partly parsed when the rest is slow to come (a slow link, a busy phone):
 * whatever the first part laid out must not move when the rest lands. The header was the case found: its main
 * navigation sat right-aligned before the language toggle and account actions, so a paint between the two moved it
 * 200 px (CI: 0.0116 on a finished tournament at 1280 px). It now sits left, after the brand
 * (app/components/site/site-header.tsx). This proxy delivers the page's HTML in two parts, a second apart, cut just
 * after that navigation; everything else passes through.
 */
async function servedInTwoParts(
  baseURL: string,
  cutAfter: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
      method: request.method,
      headers: { cookie: request.headers.cookie ?? "", "user-agent": request.headers["user-agent"] ?? "" },
      redirect: "manual",
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)),
    );
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, headers);
    const at = upstream.headers.get("content-type")?.startsWith("text/html") ? body.indexOf(cutAfter) : -1;
    if (at === -1) return response.end(body);
    response.write(body.subarray(0, at + cutAfter.length));
    setTimeout(() => response.end(body.subarray(at + cutAfter.length)), 1_000);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("the header holds still when the rest of the page's HTML comes late (desktop, EN and RU)", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = await tournamentPath(request, "Season Opener: Steppe Clash");
  // The end of the desktop bar's main navigation; the language toggle and the account actions follow it.
  const proxy = await servedInTwoParts(baseURL ?? "", "</a></nav>");
  try {
    for (const url of [path, `/ru${path}`]) {
      const shift = await layoutShift(page, proxy.origin + url);
      expect(shift.total, `${url}: ${shift.sources.join(", ")}`).toBeLessThan(0.001);
    }
  } finally {
    await proxy.close();
  }
});
