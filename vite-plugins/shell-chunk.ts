import type { Plugin } from "vite";

// The modules every page loads — React, React Router, the client entry, the root route and the app modules they import
// statically (header, footer, strings runtime) with the libraries those use — as ONE chunk instead of the ~25 files the
// automatic split made of them. Each file is compressed on its own, so many small files cost their headers, their
// import/export lists and the substrings one file would share: merged, the same code is ≈ 9 KB gzip smaller on every
// page (docs/performance.md#initial-javascript). Modules only some routes use keep the automatic split.
const ENTRY = /\/app\/entry\.client\.tsx$/;
const SHELL_ROOTS = [ENTRY, /\/app\/root\.tsx(\?.*)?$/];
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run[\\/]route-pattern)[\\/]/;
const APP = /[\\/]app[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The app modules the roots import statically, directly or through other app modules. Libraries are not walked
 * (a barrel like `radix-ui` or `lucide-react` imports every part of the library): the chunk takes the parts the app
 * modules use as their dependencies. */
function appClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
      if (APP.test(next) && !next.includes("node_modules")) stack.push(next);
  }
  return seen;
}

export function shellChunk(): Plugin {
  const roots = new Set<string>();
  let shell: Set<string> | undefined;
  return {
    name: "league:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      if (SHELL_ROOTS.some((pattern) => pattern.test(info.id))) roots.add(info.id);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: (id, graph) => {
                shell ??= appClosure(graph, roots);
                // The entry itself stays a chunk of its own: its body hydrates the page, so it must run when React
                // Router's inline script imports it, after the route modules are registered, not when they import
                // the shell.
                if (ENTRY.test(id)) return null;
                return FRAMEWORK.test(id) || shell.has(id) ? "shell" : null;
              },
              debugName: "shell",
            },
          ],
        },
      };
    },
  };
}
