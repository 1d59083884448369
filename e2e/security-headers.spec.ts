import { expect, test } from "./fixtures";

test("pages carry an enforced CSP with a fresh nonce and the other security headers", async ({ request }) => {
  // /auth is private: every response gets a fresh random nonce (public pages derive theirs from their content).
  const first = await request.get("/auth");
  const second = await request.get("/auth");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toBeTruthy();
  expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src"))!;
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const nonceOf = (header: string) => header.match(/'nonce-([^']+)'/)![1];
  expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonceOf(csp));

  // Every inline script in the page carries the nonce of its own response.
  const html = await first.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonceOf(csp)}"`);

  const headers = first.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("a cacheable page keeps one content-bound nonce, so a 304 still matches the cached copy", async ({ request }) => {
  const first = await request.get("/rules");
  const second = await request.get("/rules");
  const nonceOf = (header: string) => header.match(/'nonce-([^']+)'/)![1]!;
  const nonce = nonceOf(first.headers()["content-security-policy"]!);
  expect(nonceOf(second.headers()["content-security-policy"]!)).toBe(nonce);
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  const revalidated = await request.get("/rules", { headers: { "If-None-Match": first.headers()["etag"]! } });
  expect(revalidated.status()).toBe(304);
  expect(nonceOf(revalidated.headers()["content-security-policy"]!)).toBe(nonce);
});

test("reloading a revalidated page runs its scripts under the CSP", async ({ page }) => {
  await page.goto("/rules");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.locator("header").getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL("/events");
});

test("the page hydrates under the CSP without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  await page.locator("header").getByRole("link", { name: "Athletes", exact: true }).click();
  await expect(page).toHaveURL("/athletes");
  expect(violations).toEqual([]);
});
