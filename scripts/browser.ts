// `npm test` provides the browser its browser tests need, before Playwright runs (package.json's test:e2e):
// Debian's Chromium at /usr/bin/chromium (what playwright.config.ts uses), else Playwright's own Chromium (installed
// with `npx playwright install chromium` where it can download), else Debian's package when running as root. When none
// of them works it prints one line naming what is missing and exits 1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** What the machine has and can do; the real one runs commands, the tests give their own. */
export interface BrowserProbe {
  exists(path: string): boolean;
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightChromium(): string;
  /** Runs a command with its output shown; true when it succeeded. */
  run(command: string, args: string[]): boolean;
  isRoot(): boolean;
  hasCommand(command: string): boolean;
  log(line: string): void;
}

export type BrowserFound = { ok: true; browser: string } | { ok: false; message: string };

export function ensureBrowser(probe: BrowserProbe): BrowserFound {
  if (probe.exists(SYSTEM_CHROMIUM)) return { ok: true, browser: SYSTEM_CHROMIUM };
  if (probe.exists(probe.playwrightChromium())) return { ok: true, browser: probe.playwrightChromium() };
  probe.log("No browser for the browser tests: trying `npx playwright install chromium`");
  if (probe.run("npx", ["playwright", "install", "chromium"]) && probe.exists(probe.playwrightChromium()))
    return { ok: true, browser: probe.playwrightChromium() };
  const apt = probe.hasCommand("apt-get");
  if (apt && probe.isRoot()) {
    probe.log("Playwright could not download its Chromium: installing Debian's chromium (apt-get)");
    if (
      probe.run("apt-get", ["update", "-qq"]) &&
      probe.run("apt-get", ["install", "-y", "-qq", "chromium"]) &&
      probe.exists(SYSTEM_CHROMIUM)
    )
      return { ok: true, browser: SYSTEM_CHROMIUM };
  }
  const debian = !apt
    ? "this machine has no apt-get for Debian's chromium"
    : probe.isRoot()
      ? "`apt-get install chromium` failed"
      : "Debian's chromium needs root (`sudo apt-get install chromium`)";
  return {
    ok: false,
    message: `npm test needs Chromium for its browser tests: ${SYSTEM_CHROMIUM} is missing, \`npx playwright install chromium\` could not download Playwright's, and ${debian}.`,
  };
}

const machine: BrowserProbe = {
  exists: (path) => fs.existsSync(path),
  playwrightChromium: () => chromium.executablePath(),
  run: (command, args) =>
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      .status === 0,
  isRoot: () => process.getuid?.() === 0,
  hasCommand: (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0,
  log: (line) => console.log(line),
};

if (import.meta.main) {
  const found = ensureBrowser(machine);
  if (!found.ok) {
    console.error(found.message);
    process.exit(1);
  }
}
