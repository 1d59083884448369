import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { alpha3ToAlpha2, ISO_ALPHA3_CODES } from "../app/lib/flags.ts";

const FLAG_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags/4x3",
);

/**
 * Country flags as static SVG files from the `flag-icons` package (every ISO 3166-1 code), so they draw on every
 * computer (emoji flags do not on Windows and many Linux desktops). The build copies them to `/assets/flags-<hash>/xxx.svg`;
 * the hash of their content is in the path, so the server's immutable one-year caching of /assets is safe. Dev serves the
 * same path from node_modules. `__FLAG_BASE__` tells app/lib/flag-src.ts the path; no flag costs any JavaScript.
 */
export function flagIcons(): Plugin {
  // Named by the alpha-3 code the athletes' `country` column holds ("kaz.svg" is flag-icons' "kz.svg"), so a page
  // builds the address from the code alone (app/lib/flag-src.ts).
  const sources = new Map(
    ISO_ALPHA3_CODES.map((code) => [`${code.toLowerCase()}.svg`, `${alpha3ToAlpha2(code)!.toLowerCase()}.svg`]),
  );
  const files = [...sources.keys()].sort();
  const read = (file: string) => fs.readFileSync(path.join(FLAG_DIR, sources.get(file)!));
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(file).update(read(file));
  const base = `/assets/flags-${hash.digest("hex").slice(0, 10)}/`;
  const known = new Set(files);

  return {
    name: "league:flag-icons",
    config: () => ({ define: { __FLAG_BASE__: JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(base) ? req.url.slice(base.length) : "";
        if (!known.has(file)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.end(read(file));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of files)
        this.emitFile({
          type: "asset",
          fileName: `${base.slice(1)}${file}`,
          source: read(file),
        });
    },
  };
}
