import path from "node:path";
import type { Plugin } from "vite";

const LITE: Record<string, string> = {
  i18next: path.resolve(import.meta.dirname, "../app/i18n/i18next-lite.ts"),
  "react-i18next": path.resolve(import.meta.dirname, "../app/i18n/react-i18next-lite.ts"),
};

/**
 * In the browser build, "i18next" and "react-i18next" are app/i18n/i18next-lite.ts and react-i18next-lite.ts: the same
 * text for the app's strings at a tenth of the size (about 15 KB gzip less on every page). The server build, the tests and
 * the types keep the real packages.
 */
export function clientI18next(): Plugin {
  return {
    name: "league:client-i18next",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return LITE[source] ?? null;
    },
  };
}
