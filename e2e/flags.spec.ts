import type { Page } from "@playwright/test";
import { ADMIN, signInWithForm } from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { openAdminSection } from "./admin-sections";
import { tournamentPath } from "./tournament-paths";

/** Text and attribute values with a regional-indicator symbol (an emoji flag) anywhere outside a native <select>. */
function emojiFlagsOutsideSelects(page: Page) {
  return page.evaluate(() => {
    const regional = /[\u{1F1E6}-\u{1F1FF}]/u;
    const found: string[] = [];
    if (regional.test(document.title)) found.push(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      // Native <select> options keep the emoji (an image cannot go there); scripts (the hydration data) are not rendered.
      if (element?.closest("select, script, style, template")) continue;
      if (node instanceof Text && regional.test(node.data)) found.push(`${element?.tagName}: ${node.data}`);
      if (node instanceof Element)
        for (const attribute of node.attributes)
          if (regional.test(attribute.value)) found.push(`${node.tagName}[${attribute.name}]: ${attribute.value}`);
    }
    return found;
  });
}

/** Every flag on the page is a loaded image with a fixed size and the country's name; returns their names. */
async function expectImageFlags(page: Page) {
  const flags = page.locator("main img[data-testid='country-flag']");
  await expect(flags.first()).toBeAttached();
  const count = await flags.count();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const flag = flags.nth(index);
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveAttribute("width", "20");
    await expect(flag).toHaveAttribute("height", "15");
    await expect(flag).toHaveAttribute("src", /^\/assets\/flags-[0-9a-f]{10}\/[a-z]{3}\.svg$/);
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    names.push((await flag.getAttribute("alt")) ?? "");
  }
  expect(
    names.every((name) => name.length > 2),
    names.join(", "),
  ).toBe(true);
  return names;
}

for (const lang of ["en", "ru"] as const) {
  const root = lang === "ru" ? "/ru" : "";
  const kazakhstan = lang === "ru" ? "Казахстан" : "Kazakhstan";

  test(`${lang}: every flag is an image with the country's name, and no page renders an emoji flag outside a select`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A Kazakh athlete's profile and the live event's page (server/db/seed/demo-content.ts).
    await page.goto(`${root}/athletes?q=Nurlanov`);
    // Russian pages show the Russian name (server/db/seed/demo-names-ru.ts).
    const name = lang === "ru" ? "Арман Нурланов" : "Arman Nurlanov";
    const profile = await page.getByTestId("athlete-name").filter({ hasText: name }).getAttribute("href");
    const tournament = `${root}${await tournamentPath(page.request, "Tokyo Grand Prix")}`;

    for (const path of [
      `${root}/`,
      `${root}/events`,
      `${root}/athletes`,
      profile!,
      tournament!,
      `${root}/analytics`,
      `${root}/news`,
      `${root}/rules`,
      `${root}/live`,
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await emojiFlagsOutsideSelects(page), path).toEqual([]);
    }

    // The first row of cards loads its flags at once, the cards below lazily; the profile header's flag is eager.
    await page.goto(`${root}/athletes`);
    const directoryFlags = page.locator("main img[data-testid='country-flag']");
    await expect(directoryFlags.first()).not.toHaveAttribute("loading", "lazy");
    await expect(directoryFlags.last()).toHaveAttribute("loading", "lazy");
    expect(await expectImageFlags(page)).toContain(kazakhstan);
    // The country filter is a native select, where the emoji stays.
    await expect(page.getByRole("option", { name: `🇰🇿 ${kazakhstan}` })).toHaveCount(1);

    await page.goto(profile!);
    const [profileFlag] = await expectImageFlags(page);
    expect(profileFlag).toBe(kazakhstan);
    await expect(page.locator("main").getByRole("img", { name: profileFlag })).not.toHaveAttribute("loading", "lazy");

    await page.goto(`${root}/analytics`);
    await expectImageFlags(page);

    // Static and immutable: the file's path carries its content hash.
    const src = (await page.locator("main img[data-testid='country-flag']").first().getAttribute("src"))!;
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test(`${lang}: the admin athletes and teams lists show image flags`, async ({ page }) => {
    await signInWithForm(page, ADMIN, lang);
    await expect(page).toHaveURL(`${root}/admin`);
    for (const tab of lang === "ru" ? ["Спортсмены", "Команды"] : ["Athletes", "Teams"]) {
      await openAdminSection(page, tab);
      expect(await expectImageFlags(page)).toContain(kazakhstan);
      expect(await emojiFlagsOutsideSelects(page), tab).toEqual([]);
    }
  });
}
