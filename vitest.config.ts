import { defineConfig } from "vitest/config";
import { flagIcons } from "./vite-plugins/flag-icons.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [flagIcons()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: "silent", DATA_DIR: ":memory:" },
  },
});
