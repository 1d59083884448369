import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN } from "./e2e/admin-account.ts";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
// Every run starts on an empty data folder, so the demo league is loaded fresh.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "league-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The local push service e2e/push.spec.ts runs (RFC 8030 on loopback): the server may send push messages there.
process.env.E2E_PUSH_ORIGIN ??= `http://127.0.0.1:${port + 1000}`;

const launchOptions = fs.existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }
  : {};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails once is run again and reported as flaky, so a timing accident on a loaded machine does not sink a run.
  retries: process.env.CI ? 1 : 0,
  // Generous: two cores run the server, two browsers and the database together.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Fails the run when a test changed a row of the demo league (docs/testing.md#the-demo-league-guard).
  globalSetup: "./e2e/demo-league-guard.ts",
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [{ name: "desktop", use: desktop }],
  webServer: {
    command: "node server/prod.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      AUTH_SECRET: "Qm9nZ2xlLXNlc3Npb24tc2VjcmV0LWZvci1lMmUtdGVzdHMtb25seQ",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      // The tests' admin, created at start-up (PGlite allows one process, so no separate admin command).
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      // Every test signs in from 127.0.0.1, many times as the same admin: limits stay on but out of reach here
      // (e2e/account-own-server.spec.ts runs its own server with tight ones).
      RATE_LIMIT_AUTH_MAX: "100000",
      RATE_LIMIT_ACCOUNT_MAX: "100000",
      PUSH_TEST_ORIGIN: process.env.E2E_PUSH_ORIGIN,
    },
  },
});
