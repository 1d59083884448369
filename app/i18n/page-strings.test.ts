// Every route names, in its `await pageStrings(…)`, each namespace its components use: the components it imports
// statically, followed through the app's own modules (a module loaded with `import()` loads its own strings). A
// namespace a route forgets would load late in the browser, suspending hydration (and logging an error).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_NAMESPACES, NAMESPACE_NAMES } from "./namespaces";

const APP = path.resolve(import.meta.dirname, "..");

function resolveImport(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return null;
  // Server modules never reach the browser; the i18n modules name namespaces without using them.
  if (/\.server(\.ts)?$/.test(target) || !target.startsWith(APP) || target.startsWith(path.join(APP, "i18n")))
    return null;
  for (const candidate of [target, `${target}.tsx`, `${target}.ts`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** The app modules a module imports statically (not `import type`, not `import()`), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gm,
  )) {
    const next = resolveImport(file, (match[1] ?? match[2])!);
    if (next && /\.tsx?$/.test(next)) staticClosure(next, seen);
  }
  return seen;
}

/** Namespaces a module uses: `useTranslation("ns")` and `"ns:key"` strings. */
function namespacesUsed(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const used = [...source.matchAll(/useTranslation\(\s*"(\w+)"/g)].map((m) => m[1]!);
  used.push(
    ...[...source.matchAll(/["`](\w+):[a-zA-Z]/g)]
      .map((m) => m[1]!)
      .filter((ns) => (NAMESPACE_NAMES as string[]).includes(ns)),
  );
  return used;
}

const routes = fs.readdirSync(path.join(APP, "routes")).filter((file) => file.endsWith(".tsx"));

describe("pageStrings", () => {
  it.each(routes)("%s names every namespace its components use", (route) => {
    const file = path.join(APP, "routes", route);
    const declared = new Set<string>(CORE_NAMESPACES);
    for (const match of fs.readFileSync(file, "utf8").matchAll(/await pageStrings\(([^)]*)\)/g))
      for (const ns of match[1]!.matchAll(/"(\w+)"/g)) declared.add(ns[1]!);
    // Meta and SEO helpers run for every route with the route's own keys; those are checked by the e2e runs.
    const used = new Set(
      [...staticClosure(file)].filter((module) => !/lib\/(page-)?seo\.ts$/.test(module)).flatMap(namespacesUsed),
    );
    expect([...used].filter((ns) => !declared.has(ns)).toSorted()).toEqual([]);
  });
});
