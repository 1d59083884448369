// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const builtEntry = path.join(buildDir, "server/index.js");
const SOURCES = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(builtEntry) ? fs.statSync(builtEntry).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

process.env.NODE_ENV = "production";
process.env.PORT ??= "3000";
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT}`;
if (!process.env.AUTH_SECRET) {
  // The quick start needs no settings: keep a random secret beside the data so sessions survive restarts.
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  const secretFile = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = fs.readFileSync(secretFile, "utf8").trim();
  console.log(`AUTH_SECRET not set: using the generated secret in ${secretFile}`);
}

await import("../server/prod.ts");
