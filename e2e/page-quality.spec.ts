// What Lighthouse's accessibility, SEO and loading audits look at, checked on what the browser renders, so a
// regression fails here instead of silently costing points (bench/lighthouse.ts measures the scores themselves).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { tournamentPath } from "./tournament-paths";
import { expect, test, waitForHydration } from "./fixtures";
import { firstLink } from "./sharing-head";

const MOBILE = { width: 390, height: 844 };

/** The pages bench/lighthouse.ts audits, plus an athlete's profile, in both languages. */
async function publicPages(request: import("@playwright/test").APIRequestContext) {
  const tournament = await tournamentPath(request, "Season Opener: Steppe Clash");
  const athlete = await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/);
  return ["/", "/events", "/athletes", tournament, athlete].flatMap((path) => [
    path,
    path === "/" ? "/ru" : `/ru${path}`,
  ]);
}

/** axe on the hydrated page: WCAG 2.x A/AA, best practices, and the rules Lighthouse adds that axe keeps experimental. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { name: "mobile", size: MOBILE },
  { name: "desktop", size: { width: 1280, height: 800 } },
]) {
  test(`public pages have no axe violations (${viewport.name}, EN and RU)`, async ({ page, request }) => {
    // Every public page kind in both languages, axe on each: under a minute on a quiet machine, over two at CI's load.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport.size);
    for (const path of await publicPages(request)) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test("images have dimensions and alt text; the first screen's images are not lazy and the largest one is fetched first", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);
  for (const path of await publicPages(request)) {
    await page.goto(path);
    const images = await page.locator("img").evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => {
        const box = img.getBoundingClientRect();
        return {
          src: img.getAttribute("src"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          area: box.width * box.height,
          aboveFold: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
        };
      }),
    );
    for (const image of images) {
      expect(image.width && image.height, `${path}: ${image.src} has width and height`).toBeTruthy();
      expect(image.alt, `${path}: ${image.src} has an alt attribute`).not.toBeNull();
      if (image.aboveFold) expect(image.loading, `${path}: ${image.src} is on the first screen`).not.toBe("lazy");
    }
    const largest = images.filter((image) => image.aboveFold).sort((a, b) => b.area - a.area)[0];
    // A large picture on the first screen is the LCP candidate: it asks for high priority.
    if (largest && largest.area > (MOBILE.width * MOBILE.height) / 4)
      expect(largest.priority, `${path}: ${largest.src} is the LCP image`).toBe("high");
  }
});

test("each page preloads the display font files its language needs, and they are the ones the stylesheet uses", async ({
  page,
}) => {
  for (const [path, subsets] of [
    ["/", ["latin"]],
    ["/ru/events", ["cyrillic", "latin"]],
  ] as const) {
    await page.goto(path);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href")!,
        type: link.getAttribute("type"),
        crossOrigin: link.getAttribute("crossorigin"),
      })),
    );
    expect(preloaded.map((font) => font.href.match(/oswald-([a-z]+)-wght/)?.[1]).sort(), path).toEqual(
      [...subsets].sort(),
    );
    // The @font-face sources of the page's stylesheets: a preload that matches none of them is wasted bandwidth.
    const faces = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue("src")),
      ),
    );
    for (const font of preloaded) {
      expect(font.type).toBe("font/woff2");
      // Without crossorigin a font preload is fetched twice (fonts are CORS requests).
      expect(font.crossOrigin).toBe("");
      expect(
        faces.some((src) => src.includes(font.href)),
        `${path}: ${font.href} is a face of the stylesheet`,
      ).toBe(true);
    }
  }
});

test("on a 360 px phone no page is wider than the screen and no label runs out of its box (EN and RU)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const athlete = await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/);
  const paths = [
    ...(await publicPages(request)),
    `${athlete}?fights=1`,
    `/ru${athlete}?fights=1`,
    "/auth",
    "/ru/auth",
    "/ru/analytics",
    "/ru/rules",
    "/ru/teams",
    "/ru/news",
  ];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const spilling = await page.evaluate(() =>
      [...document.querySelectorAll("button, a, [role=tab], h1, h2, h3, dt, dd, label, p")]
        .filter((element) => {
          const style = getComputedStyle(element);
          // Inline boxes have no scroll width, and text meant to be cut off (ellipsis) hides its overflow.
          if (
            style.display === "inline" ||
            style.overflowX !== "visible" ||
            element.closest(".sr-only, [aria-hidden=true]")
          )
            return false;
          return element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
    );
    expect(spilling, path).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      path,
    ).toBe(0);
  }
});

test("the live page has no axe violations (color contrast included), EN and RU", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ["/live", "/ru/live"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

// WCAG 2.2 target size (2.5.8): every link on a card is at least 24 × 24 px, at phone and desktop width.
for (const viewport of [
  { name: "phone", size: MOBILE },
  { name: "desktop", size: { width: 1280, height: 800 } },
]) {
  test(`every link on the directory and calendar cards is at least 24 × 24 px (${viewport.name}, EN and RU)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.size);
    // Measured with Oswald's stand-in, as a reader sees the page when the font comes too late (font-display: optional):
    // its lines are shorter than Oswald's, and a card's title link was 22 px tall with it (a CI run, 2026-11-29).
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (const path of ["/athletes", "/ru/athletes", "/events", "/ru/events", "/news"]) {
      await page.goto(path);
      const links = await page.locator("article a[href]").evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            href: element.getAttribute("href"),
            text: element.textContent?.trim(),
            width: box.width,
            height: box.height,
          };
        }),
      );
      expect(links.length, path).toBeGreaterThan(0);
      // The athlete cards' team links are the small ones: there must be some on the directory.
      if (path.endsWith("/athletes"))
        expect(links.filter((link) => link.href?.includes("/team/")).length, path).toBeGreaterThan(0);
      const small = links
        .filter((link) => link.width < 24 || link.height < 24)
        .map((link) => `${link.href} "${link.text}" ${link.width.toFixed(1)}×${link.height.toFixed(1)}`);
      expect(small, path).toEqual([]);
    }
  });
}

// WCAG 2.4.7 focus visible: a card opens from its title link, whose stretched cover shows the ring on the card.
test("a card's title link shows keyboard focus on the card (calendar, directory, news, leaders; EN and RU)", async ({
  page,
}) => {
  for (const [path, selector] of [
    ["/events", "article h2 a, article h3 a"],
    ["/ru/athletes", "article h2 a"],
    ["/news", "article h2 a, article h3 a"],
    ["/ru/analytics", "[data-testid=leader-row] a"],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const link = page.locator(selector).first();
    await link.focus();
    const shown = await link.evaluate((element) => {
      const own = getComputedStyle(element);
      const cover = getComputedStyle(element, "::after");
      return {
        focusVisible: element.matches(":focus-visible"),
        outline: own.outlineStyle !== "none" && Number.parseFloat(own.outlineWidth) > 0,
        // A ring inside the card's edge (a card clips what passes it): a shadow that is inset and not transparent.
        ring:
          cover.position === "absolute" &&
          cover.boxShadow
            .split(/,(?![^(]*\))/)
            .some((shadow) => shadow.includes("inset") && !shadow.trim().startsWith("rgba(0, 0, 0, 0)")),
      };
    });
    expect(shown.focusVisible, path).toBe(true);
    expect(shown.outline || shown.ring, `${path}: no focus indicator on ${await link.getAttribute("href")}`).toBe(true);
  }
});

// On a phone a word breaks only where it may: between words, or at a hyphen. A name squeezed by what sits beside it
// broke inside a word ("Zhaksylykov" on a tournament card beside its flag, "ТИХООКЕАНСКИЕ" on a team's fixture
// beside its status).
test("on a phone no name or title on the public pages breaks inside a word (EN and RU)", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  const tournament = await tournamentPath(request, "Season Opener: Steppe Clash");
  const athlete = await firstLink(request, "/athletes", /href="(\/athlete\/[0-9a-f-]{36})"/);
  const teams = [...(await (await request.get("/teams")).text()).matchAll(/href="(\/team\/[0-9a-f-]{36})"/g)].map(
    (match) => match[1]!,
  );
  expect(teams.length).toBeGreaterThan(3);
  const paths = [
    "/events",
    "/athletes",
    "/teams",
    "/analytics",
    tournament,
    `${athlete}?tab=fights`,
    ...new Set(teams),
  ];
  for (const path of paths.flatMap((english) => [english, `/ru${english}`])) {
    await page.goto(path);
    const broken = await page.locator("main").evaluate((main) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest(".sr-only, script, style")) continue;
        for (const word of node.data.matchAll(/[\p{L}\p{N}]{3,}/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          if (lines.size > 1) split.push(word[0]);
        }
      }
      return split;
    });
    expect(broken, path).toEqual([]);
  }
});
