// The initial JavaScript of every public page kind (issue 34), from the production build alone: what React Router's
// HTML preloads for a page — the client entry and, for each route of the page (root and its own), the route module and
// its static imports, as the build's manifest lists them — gzipped file by file as a browser receives them. The page's
// strings are not JavaScript any more (they come in its HTML) and parts that load after hydration (a live card,
// a tournament's bouts) are not counted, as in `npm run bench:initial-js`, which measures the same in Chromium.
// Deterministic: no server, no browser; it runs in the e2e phase because that phase starts from `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** KB gzip: issue 34's bound (React and React Router alone are ≈ 105). The heaviest page kinds are at 118.1–118.3
 * (`/auth`, `/team/{id}`, `/`, `/tournament/{id}`); see docs/performance.md#initial-javascript. */
const BUDGET_KB = 120;
const CLIENT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** The screens only staff and signed-in users open: not public pages. */
const STAFF = /^(en|ru)\/(admin|account|me|manage|score)/;

interface ManifestRoute {
  module: string;
  imports?: string[];
  parentId?: string;
  hasDefaultExport?: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const assets = path.join(CLIENT, "assets");
  // The route module of /manifest.webmanifest (routes/manifest.ts, no client code) is an empty `manifest-….js` too.
  const source = fs
    .readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => fs.readFileSync(path.join(assets, name), "utf8"))
    .find((text) => text.startsWith("window.__reactRouterManifest="));
  if (!source) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

test("every public page kind preloads at most the budget of JavaScript (gzip)", () => {
  const manifest = readManifest();
  const gzipped = new Map<string, number>();
  const size = (url: string) => {
    let bytes = gzipped.get(url);
    if (bytes === undefined) gzipped.set(url, (bytes = gzipSync(fs.readFileSync(path.join(CLIENT, url))).length));
    return bytes;
  };
  const pages: Record<string, number> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    // Pages only (a resource route has no component), public ones; /ru/… routes share the English ones' modules.
    if (!route.hasDefaultExport || id === "root" || STAFF.test(id)) continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined)
      for (const file of [at.module, ...(at.imports ?? [])]) files.add(file);
    pages[id] = Math.round(([...files].reduce((sum, file) => sum + size(file), 0) / 1024) * 10) / 10;
  }
  expect(Object.keys(pages).length, "public pages found in the manifest").toBeGreaterThan(20);
  const over = Object.entries(pages).filter(([, kb]) => kb > BUDGET_KB);
  expect(over, `initial JS (KB gzip) per page: ${JSON.stringify(pages)}`).toEqual([]);
});
