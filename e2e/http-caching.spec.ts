import { request as playwrightRequest } from "@playwright/test";
import { ADMIN, signUpConfirmed } from "./accounts";
import { expect, test } from "./fixtures";

test("anonymous pages are CDN-cacheable, tagged, and answer 304 when unchanged", async ({ request }) => {
  for (const path of ["/", "/events", "/athletes", "/analytics", "/ru/rules"]) {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(first.headers()["vary"]).toContain("Cookie");
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    // The CSP nonce changes on every response; the tag does not.
    const second = await request.get(path);
    expect(second.headers()["etag"]).toBe(etag);
    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
  }
});

test("pages are compressed and hashed assets are immutable", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(page.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  // Every script the page preloads is immutable; those of 1 KB or more are served precompressed with Brotli (smaller
  // ones, like the client entry that only starts the shell chunk, are not worth it: vite-plugins/precompress.ts).
  const assets = [...(await page.text()).matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(2);
  let compressed = 0;
  for (const asset of assets) {
    const script = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const size = Number(script.headers()["content-length"] ?? (await script.body()).length);
    if (script.headers()["content-encoding"] === "br") compressed++;
    else expect(size, `${asset} is under 1 KB, so not precompressed`).toBeLessThan(1024);
  }
  expect(compressed).toBeGreaterThan(0);
});

test("files of public/ are served and kept a day, and a page's path is not looked for among them", async ({
  request,
}) => {
  for (const file of ["/favicon.ico", "/images/icon-192.png", "/docs/league-rules.pdf", "/push-sw.js"]) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()["cache-control"], file).toBe("public, max-age=86400");
  }
  expect((await request.get("/images/no-such-image.png")).status()).toBe(404);
  // Any other path is the app's: a page.
  const page = await request.get("/athletes");
  expect(page.headers()["content-type"]).toContain("text/html");
});

test("public API reads are cacheable with ETags", async ({ request }) => {
  const first = await request.get("/api/v1/tournaments?limit=5");
  expect(first.headers()["cache-control"]).toContain("s-maxage");
  expect(first.headers()["cache-control"]).toContain("stale-while-revalidate");
  const etag = first.headers()["etag"]!;
  expect(etag).toBeTruthy();
  expect((await request.get("/api/v1/tournaments?limit=5", { headers: { "If-None-Match": etag } })).status()).toBe(304);
});

test("signed-in readers get private, uncached pages", async ({ baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  await signUpConfirmed(context, baseURL!);
  for (const path of ["/", "/events", "/ru/athletes"]) {
    const response = await context.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["etag"]).toBeUndefined();
  }
  await context.dispose();
});

test("redirects and not-found pages are not cached", async ({ request }) => {
  const redirect = await request.get("/events", { headers: { Cookie: "lang=ru" }, maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["cache-control"]).toBe("private, no-store");
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("private, no-store");
});

test("an admin's write shows on the next anonymous page at once: the rendered-page cache is cleared", async ({
  request,
  baseURL,
}) => {
  const news = async () => (await request.get("/news")).text();
  const before = await news();
  expect(await news()).toBe(before);
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/auth/sign-in/email", { headers: { Origin: baseURL! }, data: ADMIN })).ok()).toBe(true);
  const title = `Cache check ${Date.now()}`;
  const created = await admin.post("/api/v1/news", {
    headers: { Origin: baseURL! },
    data: { title, content: "Written while the page was cached." },
  });
  expect(created.status()).toBe(201);
  expect(await news()).toContain(title);
  const { id } = (await created.json()) as { id: string };
  expect((await admin.delete(`/api/v1/news/${id}`, { headers: { Origin: baseURL! } })).status()).toBe(204);
  expect(await news()).not.toContain(title);
  await admin.dispose();
});

test("a live event's page data is never kept by the browser, so its reload after a bout starts reads the server", async ({
  request,
}) => {
  const { items } = (await (await request.get("/api/v1/tournaments?limit=100")).json()) as {
    items: { id: string; status: string }[];
  };
  const live = items.find((item) => item.status === "live")!;
  const finished = items.find((item) => item.status === "completed")!;
  for (const path of [`/tournament/${live.id}.data`, `/ru/tournament/${live.id}.data`])
    expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=0, s-maxage=5");
  // A finished event's data keeps the 10 s a hover's prefetch needs.
  expect((await request.get(`/tournament/${finished.id}.data`)).headers()["cache-control"]).toBe(
    "public, max-age=10, s-maxage=60",
  );
});
