import { describe, expect, it } from "vitest";
import { ensureBrowser, SYSTEM_CHROMIUM, type BrowserProbe } from "./browser.ts";

const OWN = "/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";

/** A machine with some browsers installed and commands that install others (or fail); records what ran. */
function machine(options: {
  installed?: string[];
  download?: boolean;
  apt?: boolean;
  aptWorks?: boolean;
  root?: boolean;
}) {
  const installed = new Set(options.installed ?? []);
  const ran: string[] = [];
  const probe: BrowserProbe = {
    exists: (path) => installed.has(path),
    playwrightChromium: () => OWN,
    run: (command, args) => {
      ran.push([command, ...args].join(" "));
      if (command === "npx" && options.download) installed.add(OWN);
      if (command === "apt-get" && args[0] === "install" && options.aptWorks) installed.add(SYSTEM_CHROMIUM);
      return command === "npx" ? Boolean(options.download) : Boolean(options.aptWorks);
    },
    isRoot: () => options.root ?? false,
    hasCommand: (command) => command === "apt-get" && (options.apt ?? true),
    log: () => undefined,
  };
  return { probe, ran };
}

describe("npm test finds or installs its browser", () => {
  it("uses Debian's Chromium when it is there, running nothing", () => {
    const { probe, ran } = machine({ installed: [SYSTEM_CHROMIUM] });
    expect(ensureBrowser(probe)).toEqual({ ok: true, browser: SYSTEM_CHROMIUM });
    expect(ran).toEqual([]);
  });

  it("uses Playwright's own Chromium once installed, else downloads it", () => {
    expect(ensureBrowser(machine({ installed: [OWN] }).probe)).toEqual({ ok: true, browser: OWN });
    const { probe, ran } = machine({ download: true });
    expect(ensureBrowser(probe)).toEqual({ ok: true, browser: OWN });
    expect(ran).toEqual(["npx playwright install chromium"]);
  });

  it("falls back to Debian's package as root when the download fails", () => {
    const { probe, ran } = machine({ download: false, root: true, aptWorks: true });
    expect(ensureBrowser(probe)).toEqual({ ok: true, browser: SYSTEM_CHROMIUM });
    expect(ran).toEqual(["npx playwright install chromium", "apt-get update -qq", "apt-get install -y -qq chromium"]);
  });

  it("otherwise stops with one line naming what is missing", () => {
    const start =
      "npm test needs Chromium for its browser tests: /usr/bin/chromium is missing, `npx playwright install chromium` could not download Playwright's, and ";
    const notRoot = machine({ download: false, root: false });
    expect(ensureBrowser(notRoot.probe)).toEqual({
      ok: false,
      message: `${start}Debian's chromium needs root (\`sudo apt-get install chromium\`).`,
    });
    expect(notRoot.ran).toEqual(["npx playwright install chromium"]);
    expect(ensureBrowser(machine({ download: false, apt: false, root: true }).probe)).toEqual({
      ok: false,
      message: `${start}this machine has no apt-get for Debian's chromium.`,
    });
    expect(ensureBrowser(machine({ download: false, root: true, aptWorks: false }).probe)).toEqual({
      ok: false,
      message: `${start}\`apt-get install chromium\` failed.`,
    });
  });
});
