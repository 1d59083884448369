import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// A public page's own code — its route module and the app modules it imports that the shell does not hold — as ONE
// chunk. Without this the automatic split makes a chunk per set of importers, and pages share many small modules
// (badges, cards, icons, formatting) in different combinations: a page came in 6–20 files of a few hundred bytes,
// each compressed on its own and paying its import/export lists (≈ 3 KB gzip of the heaviest pages, issue 34). A
// bundler keeps one copy of a module, so grouping alone cannot merge them without putting one page's code in another's
// chunk (docs/performance.md#initial-javascript). Here each public route gets its own copy of the stateless modules it
// imports — `badge.tsx?page=tournament`, and the icons it draws — so its chunk holds all of them; parts loaded later (a tournament's bouts,
// a live card) import the originals. Only in the browser's build: the server has no chunks to merge.
//
// Not copied: the shell's modules (vite-plugins/shell-chunk.ts: one copy on every page already), libraries, and the
// modules that hold state shared between the page and the parts it loads later (a React context, a store, a
// once-per-document flag) — two copies would be two contexts or two stores.
const PUBLIC_ROUTE = /[\\/]app[\\/]routes[\\/](?!admin|account|me\.|manage|score)([\w-]+)\.tsx$/;
const STATEFUL = [
  /[\\/]app[\\/]i18n[\\/]/,
  /[\\/]components[\\/]fans[\\/]follow-state\.ts$/,
  /[\\/]components[\\/]deferred-parts\.ts$/,
  /[\\/]lib[\\/](below-the-fold|nonce|deferred-component|prefetched-data|auth-client-lazy)\.tsx?$/,
  /[\\/]lib[\\/]schemas[\\/]credentials-lazy\.ts$/,
];
/** An icon's path data (vite-plugins/lucide-icons.ts): stateless, ≈ 200 bytes. */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
const SHELL_ROOTS = ["app/root.tsx", "app/entry.client.tsx"];
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']/g;

function resolveFile(from: string, source: string, appDir: string): string | null {
  const base = source.startsWith("~/") ? path.join(appDir, source.slice(2)) : path.resolve(path.dirname(from), source);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** The app modules the root route and the client entry import statically: what the shell chunk holds. */
function shellModules(root: string): Set<string> {
  const appDir = path.join(root, "app");
  const seen = new Set<string>();
  const stack = SHELL_ROOTS.map((file) => path.join(root, file));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, source] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!source!.startsWith(".") && !source!.startsWith("~/")) continue;
      const next = resolveFile(file, source!, appDir);
      if (next && !next.includes(".server.")) stack.push(next);
    }
  }
  return seen;
}

export function pageCopies(): Plugin {
  let root = process.cwd();
  let shell: Set<string> | undefined;
  const copyable = (id: string) =>
    LUCIDE_ICON.test(id) ||
    (/[\\/]app[\\/]/.test(id) &&
      !id.includes("node_modules") &&
      /\.tsx?$/.test(id) &&
      !id.includes(".server.") &&
      !PUBLIC_ROUTE.test(id) &&
      !STATEFUL.some((pattern) => pattern.test(id)) &&
      !(shell ??= shellModules(root)).has(id));
  return {
    name: "league:page-copies",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith("\0")) return null;
      const [file, query] = importer.split("?") as [string, string?];
      const page = query === undefined ? PUBLIC_ROUTE.exec(file)?.[1] : /^page=([\w-]+)$/.exec(query)?.[1];
      if (!page) return null;
      const resolved = await this.resolve(source, file, { ...options, skipSelf: true });
      // What a page loads later (an `import()`: a lazy part) is not the page's own code: it imports the originals, so
      // its chunk does not share modules with the page's and split them off into a file the page then loads too.
      if (!resolved || resolved.external || resolved.id.includes("?") || options.kind === "dynamic-import")
        return resolved;
      if (!copyable(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?page=${page}` };
    },
  };
}
