// Lets a plain `node scripts/*.ts` load server code that reaches app/ modules written for Vite: `~/…` is app/, and a
// relative import without an extension is the `.ts` (or `.tsx`, or the folder's index.ts) file, JSON needs no import
// attribute, and app/'s `import.meta.env.SSR` (Vite's flag) reads true, as in the server build. Import it first.
import { registerHooks } from "node:module";

const APP = new URL("../app/", import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const target = specifier.startsWith("~/") ? new URL(specifier.slice(2), APP).href : specifier;
    const local = target.startsWith(".") || target.startsWith("file:");
    try {
      return nextResolve(target, context);
    } catch (error) {
      if (!local || /\.[cm]?[jt]sx?$/.test(target)) throw error;
      for (const suffix of [".ts", ".tsx", "/index.ts"])
        try {
          return nextResolve(`${target}${suffix}`, context);
        } catch {
          // the next suffix
        }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    // Vite imports JSON without `with { type: "json" }`.
    if (url.endsWith(".json")) return nextLoad(url, { ...context, importAttributes: { type: "json" } });
    const loaded = nextLoad(url, context);
    if (!url.startsWith(APP.href) || loaded.source === undefined) return loaded;
    const source =
      typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source as ArrayBufferView);
    return source.includes("import.meta.env.SSR")
      ? { ...loaded, source: source.replaceAll("import.meta.env.SSR", "true") }
      : loaded;
  },
});
