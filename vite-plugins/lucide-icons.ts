import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// lucide-react's icons, each a module of its own path data, are drawn by a runtime of ≈ 10 modules (a forwardRef
// component, a context, attribute builders, class mergers: ≈ 1 KB gzip on every page, issue 34). The app passes icons
// a className and sometimes an aria-* attribute, nothing else of what that runtime handles (contexts, absolute stroke
// widths, aliases), so the icons' `../createLucideIcon.mjs` is this one instead, on the server and in the browser alike:
// the same <svg> — lucide's default attributes, classes "lucide lucide-{name} …", aria-hidden unless labelled. The
// server build keeps lucide-react external (its own runtime), so the two must render the same attributes; in dev the
// browser's copy is pre-bundled and keeps lucide's runtime too.
const ID = "\0league:lucide-icon";

const RUNTIME = `import { createElement } from "react";
const a11y = (props) => Object.keys(props).some((key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null);
export default function createLucideIcon(icon) {
  return function LucideIcon({ className, size = 24, color = "currentColor", strokeWidth = 2, children, ...rest }) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox: "0 0 24 24", fill: "none", stroke: color,
        strokeWidth, strokeLinecap: "round", strokeLinejoin: "round",
        className: [...new Set(["lucide", "lucide-" + icon.name, ...String(className ?? "").split(/\\s+/)])].filter(Boolean).join(" "),
        ...(children != null || a11y(rest) ? null : { "aria-hidden": "true" }),
        ...rest,
      },
      icon.node.map(([tag, attrs], key) => createElement(tag, { key, ...attrs })),
      children,
    );
  };
}
`;

/** Icon name (every alias: "Trophy", "TrophyIcon", "LucideTrophy") → its module, from lucide-react's barrel. */
function iconFiles(): Map<string, string> {
  const cjs = createRequire(import.meta.url).resolve("lucide-react");
  const barrel = path.join(path.dirname(cjs), "..", "esm", "lucide-react.mjs");
  const files = new Map<string, string>();
  for (const [, names, file] of fs
    .readFileSync(barrel, "utf8")
    .matchAll(/export \{ ([^}]+) \} from '(\.\/icons\/[\w-]+\.mjs)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      files.set(name!, path.join(path.dirname(barrel), file!));
  return files;
}

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * In the browser's build, `import { Trophy, X as Close } from "lucide-react"` in the app's modules becomes one import
 * per icon module: the module graph then says which icons each module draws, so a page's icons can go in its own
 * chunk (vite-plugins/page-copies.ts) instead of a file of ≈ 200 bytes each. Types are gone by then (TypeScript ran).
 */
export function lucideImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "league:lucide-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (id.includes("node_modules") || !/[\\/]app[\\/]/.test(id) || !code.includes("lucide-react")) return null;
      files ??= iconFiles();
      const out = code.replace(BARREL_IMPORT, (statement, list: string) => {
        const parts = list
          .split(",")
          .map((item) => item.trim().split(/\s+as\s+/))
          .filter(([name]) => name);
        if (parts.some(([name]) => !files!.has(name!))) return statement;
        return parts
          .map(([name, local = name]) => `import ${local} from ${JSON.stringify(files!.get(name!))};`)
          .join("");
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

export function lucideIcons(): Plugin {
  return {
    name: "league:lucide-icons",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return ID;
      return null;
    },
    load(id) {
      return id === ID ? RUNTIME : null;
    },
    // The icons' path data carries a random React key per element ("1bl5f8": bytes gzip cannot shrink); the runtime
    // keys them by position instead, which is all a fixed list needs.
    transform(code, id) {
      if (!/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) return null;
      return { code: code.replace(/,\s*key:\s*"[^"]*"/g, ""), map: null };
    },
  };
}
