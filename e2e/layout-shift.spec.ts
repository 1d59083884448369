// Layout shift (issue 34): nothing above the fold moves after the first paint — not when the fonts arrive, not when
// React hydrates, not when a live tournament's stream connects and its card fills in. Chromium's `layout-shift`
// entries (what Lighthouse's CLS adds up), from the navigation until the page has been live for a few seconds, at a
// phone's and a desktop's width, in both languages.
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
    test.setTimeout(180_000);
    await page.setViewportSize(viewport.size);
    const pages = [
      "/",
      "/live",
      await tournamentPath(request, "Tokyo Grand Prix"), // being fought in the demo league
      await tournamentPath(request, "Season Opener: Steppe Clash"), // finished
      await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/),
    ];
    for (const url of pages.flatMap((path) => [path, path === "/" ? "/ru" : `/ru${path}`])) {
      const shift = await layoutShift(page, url);
      expect(shift.total, `${url}: ${shift.sources.join(", ")}`).toBeLessThanOrEqual(MAX_SHIFT);
    }
  });
}
