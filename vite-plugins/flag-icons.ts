import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const FLAG_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags/4x3",
);

/**
 * Country flags as static SVG files from the `flag-icons` package (every ISO 3166-1 alpha-2 code), so they draw on every
 * computer (emoji flags do not on Windows and many Linux desktops). The build copies them to `/assets/flags-<hash>/xx.svg`;
 * the hash of their content is in the path, so the server's immutable one-year caching of /assets is safe. Dev serves the
 * same path from node_modules. `__FLAG_BASE__` tells app/lib/flags.ts the path; no flag costs any JavaScript.
 */
export function flagIcons(): Plugin {
  const files = fs
    .readdirSync(FLAG_DIR)
    .filter((file) => /^[a-z]{2}\.svg$/.test(file))
    .sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(FLAG_DIR, file)));
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
        res.end(fs.readFileSync(path.join(FLAG_DIR, file)));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of files)
        this.emitFile({
          type: "asset",
          fileName: `${base.slice(1)}${file}`,
          source: fs.readFileSync(path.join(FLAG_DIR, file)),
        });
    },
  };
}
