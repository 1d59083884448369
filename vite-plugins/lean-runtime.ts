import type { Plugin } from "vite";

// Two pieces of library runtime every page loaded and this app never runs, replaced in the browser's build by what the
// app does use (≈ 1.8 KB gzip of every page, issue 34; docs/performance.md#initial-javascript):
//
// - Vite's preload helper. Vite wraps every `import()` of the browser's code in `__vitePreload(load, deps)`, which
//   preloads the imported chunk's dependencies and stylesheets with <link> tags and reports failures as a
//   `vite:preloadError` event. With `build.modulePreload: false` the deps are only stylesheets, and no chunk loaded
//   later has a stylesheet of its own (the site's CSS is one file in the head; `generateBundle` below stops the build if
//   one ever does), so the wrapper always just called `load()`: it is that call now. A failed import rejects as before
//   (deferred-component.ts tries it again).
// - React Router's instrumentation (`unstable_instrumentations`, wrapping loaders, actions and navigations for tracing):
//   the router calls it only when it is given instrumentations, and `<HydratedRouter>` here is given none. The stub
//   keeps the module's exports; given instrumentations, it throws instead of ignoring them.
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const INSTRUMENTATION =
  /[\\/]react-router[\\/]dist[\\/](production|development)[\\/]lib[\\/]router[\\/]instrumentation\.js$/;

const PRELOAD_STUB = "export const __vitePreload = (load) => load();\n";
const INSTRUMENTATION_STUB = `const unsupported = () => {
  throw new Error("React Router instrumentations are stubbed out of the browser build (vite-plugins/lean-runtime.ts)");
};
export const getRouteInstrumentationUpdates = unsupported;
export const instrumentClientSideRouter = unsupported;
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const instrumentHandler = (handler) => handler;
export const instrumentationResultMetaContext = undefined;
`;

export function leanRuntime(): Plugin {
  return {
    name: "league:lean-runtime",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id === PRELOAD_HELPER) return PRELOAD_STUB;
      if (INSTRUMENTATION.test(id)) return INSTRUMENTATION_STUB;
      return null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.isDynamicEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0)
          this.error(`${chunk.fileName} (loaded by import()) has a stylesheet: the preload stub would not load it`);
    },
  };
}
