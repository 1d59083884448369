import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { flagIcons } from "./vite-plugins/flag-icons.ts";
import { leanRuntime } from "./vite-plugins/lean-runtime.ts";
import { lucideIcons, lucideImports } from "./vite-plugins/lucide-icons.ts";
import { pageCopies } from "./vite-plugins/page-copies.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { shellChunk } from "./vite-plugins/shell-chunk.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    flagIcons(),
    leanRuntime(),
    lucideIcons(),
    pageCopies(),
    lucideImports(),
    tailwindcss(),
    reactRouter(),
    shellChunk(),
    precompress(),
  ],
  // Strings as one JSON.parse per file: smaller and faster to parse than a module with an export per key.
  json: { namedExports: false, stringify: true },
  // BUILD_READABLE=1: the browser's code unminified, for a profile with function names (bench/main-thread.ts). Unset,
  // each environment keeps Vite's default (the browser's code minified, the server's not).
  build: { modulePreload: false, ...(process.env.BUILD_READABLE ? { minify: false } : {}) },
  environments: {
    // The Hono app is the server entry, so auth, the API and the pages share one database handle.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  optimizeDeps: {
    exclude: ["@electric-sql/pglite", "pg", "drizzle-orm", "better-auth", "sharp", "nodemailer", "pino"],
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "pino", "pino-pretty"] },
});
