// The first page's strings travel at the end of its HTML (app/entry.server.tsx), and React Router starts the app from
// an async module script, which may run while the document is still arriving. Here the document is held for a
// moment in the middle of the strings' script, as a slow network can: the app must wait for the whole document, not
// read half of the JSON ("Unterminated string in JSON", seen on a Russian admin page in CI).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, waitForHydration } from "./fixtures";

const PAUSE_MS = 1500;

test("a page whose HTML stops in the middle of its strings hydrates once the rest arrives, in EN and RU", async ({
  page,
  baseURL,
}) => {
  // A proxy in front of the server: documents are sent in two parts with a pause inside the strings' script; the rest
  // passes through.
  const proxy = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL), { headers: { "accept-encoding": "identity" } });
    const type = upstream.headers.get("content-type") ?? "";
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "content-type": type, "cache-control": "no-store" });
    const at = type.startsWith("text/html") ? body.indexOf('id="page-strings"') : -1;
    if (at === -1) return response.end(body);
    response.write(body.subarray(0, at + 400));
    setTimeout(() => response.end(body.subarray(at + 400)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    for (const [path, heading] of [
      ["/athletes", "Athletes"],
      ["/ru/athletes", "Спортсмены"],
    ] as const) {
      const started = Date.now();
      await page.goto(origin + path, { waitUntil: "commit" });
      await waitForHydration(page);
      // Hydrated only after the whole document came: the strings were read whole.
      expect(Date.now() - started).toBeGreaterThanOrEqual(PAUSE_MS - 100);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(heading, "i"));
    }
  } finally {
    proxy.close();
  }
});
